import styled from 'styled-components';
import { Text } from '../../../primitives';
import type { GoogleSignInButtonProps } from '../../../services/ServicesContext';
import { UNREACHABLE_MESSAGES, useReconnect } from '../../../services/useReconnect';
import { ReconnectButton } from '../../shell/UnreachableNotice/ReconnectButton';
import { theme } from '../../../tokens';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  width: 100%;
  padding: ${theme.space[4]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.warning.strong};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.warning.soft};
  color: ${theme.colors.warning.text};
  text-align: center;
`;

/**
 * The sign-in button's place while the shop cannot reach its server: no button that could only
 * fail, but why, and Try again (the sign-in of the shop's mode replaces it once the server answers).
 */
export function SignInUnavailable(_: GoogleSignInButtonProps) {
  const { state, retry } = useReconnect();
  return (
    <Box role="status">
      <Text size="small">{UNREACHABLE_MESSAGES.signIn}</Text>
      {state === 'stillDown' && <Text size="small">{UNREACHABLE_MESSAGES.stillDown}</Text>}
      <ReconnectButton state={state} retry={retry} />
    </Box>
  );
}
