import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectSessionStatus, useAppSelector } from '@profit/design-system/state';
import { TemporaryPage } from './TemporaryPage';

/** Temporary (shopping's `RequireAuth` replaces it). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const { pathname, search } = useLocation();
  if (status === 'unknown' || status === 'checking') return <p role="status">Checking your session…</p>;
  if (status === 'signedOut') return <Navigate to="/signin" replace state={{ from: pathname + search }} />;
  return children;
}

/** Temporary (shopping's `NotFoundPage` replaces it). */
export function NotFoundPage() {
  return <TemporaryPage title="Page not found" />;
}

/** Temporary (shopping's `ConfigurationErrorScreen` replaces it). */
export function ConfigurationErrorScreen({ variable, message }: { variable?: string; message?: string }) {
  return (
    <main>
      <h1 tabIndex={-1}>Configuration Error</h1>
      <p>{message ?? `The environment file must contain ${variable}.`}</p>
    </main>
  );
}
