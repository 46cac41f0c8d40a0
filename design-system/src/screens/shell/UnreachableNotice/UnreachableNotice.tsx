import { useState } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../primitives/Banner';
import { UNREACHABLE_MESSAGES, useReconnect } from '../../../services/useReconnect';
import { ReconnectButton } from './ReconnectButton';
import { theme } from '../../../tokens';

const Dock = styled.div`
  position: fixed;
  left: ${theme.space[4]};
  bottom: ${theme.space[4]};
  z-index: ${theme.zIndices.sticky};
  width: min(${theme.sizes.dialog}, calc(100vw - ${theme.space[8]}));
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
`;

const Line = styled.span`
  display: block;
`;

/**
 * While the shop cannot reach its server (its configuration could not be read at start): what
 * still works, what waits for the server, and Try again, which switches the shop to its mode as
 * soon as the server answers. Docked at the bottom of the window on every page; it can be closed.
 */
export function UnreachableNotice() {
  const { unreachable, state, retry } = useReconnect();
  const [closed, setClosed] = useState(false);
  if (!unreachable || closed) return null;
  return (
    <Dock>
      <Banner
        tone="warning"
        title={UNREACHABLE_MESSAGES.title}
        onDismiss={() => setClosed(true)}
        actions={<ReconnectButton state={state} retry={retry} />}
      >
        <Line>{UNREACHABLE_MESSAGES.body}</Line>
        {state === 'stillDown' && <Line>{UNREACHABLE_MESSAGES.stillDown}</Line>}
      </Banner>
    </Dock>
  );
}
