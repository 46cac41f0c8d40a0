import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '../../../primitives';
import { useAppSelector } from '../../../state/hooks';
import { selectIsSignedIn, selectSessionStatus } from '../../../state/sessionSlice';

const Checking = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
`;

/**
 * A protected route: a loading state while the stored session is checked, then the page, or
 * `/signin` (replacing history) with the address to come back to in `state.from`.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  const { pathname, search } = useLocation();
  if (status === 'unknown' || status === 'checking') {
    return (
      <Checking>
        <Spinner label="Checking your session…" size="lg" />
      </Checking>
    );
  }
  if (!signedIn) return <Navigate to="/signin" replace state={{ from: pathname + search }} />;
  return <>{children}</>;
}
