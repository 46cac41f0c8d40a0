import styled from 'styled-components';
import { displayName } from '@profit/contract';
import { Button, ButtonLink } from '../../../primitives';
import { useAppSelector } from '../../../state/hooks';
import { selectUser } from '../../../state/sessionSlice';
import { theme } from '../../../tokens';

const Greeting = styled.span<{ $inverse: boolean }>`
  font-size: ${theme.fontSizes.sm};
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.textOnInkMuted : theme.colors.textMuted)};
  white-space: nowrap;

  strong {
    color: ${({ theme, $inverse }) => ($inverse ? theme.colors.textInverse : theme.colors.text)};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

/** Sign In, or `Hi, {name}` and Sign Out: in the bar on a computer, in the menu drawer below it. */
export function AccountActions({ onSignOut, variant }: { onSignOut: () => void; variant: 'bar' | 'drawer' }) {
  const user = useAppSelector(selectUser);
  if (!user) {
    return (
      <ButtonLink to="/signin" size={variant === 'bar' ? 'sm' : 'md'} fullWidth={variant === 'drawer'}>
        Sign In
      </ButtonLink>
    );
  }
  return (
    <>
      <Greeting $inverse>
        Hi, <strong>{displayName(user)}</strong>
      </Greeting>
      <Button
        variant="secondary"
        size={variant === 'bar' ? 'sm' : 'md'}
        fullWidth={variant === 'drawer'}
        onClick={onSignOut}
      >
        Sign Out
      </Button>
    </>
  );
}
