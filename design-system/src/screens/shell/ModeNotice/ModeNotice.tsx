import styled, { createGlobalStyle } from 'styled-components';
import { useServices, type ShopMode } from '../../../services/ServicesContext';
import { UnreachableNotice } from '../UnreachableNotice';

const Label = styled.p`
  position: fixed;
  left: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: calc(100vw - ${({ theme }) => theme.space[8]});
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.warning.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warning.soft};
  color: ${({ theme }) => theme.colors.warning.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  pointer-events: none;

  &::before {
    content: '';
    width: ${({ theme }) => theme.space[2]};
    height: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.round};
    background: currentColor;
  }
`;

/**
 * The room a page leaves below its last line while the label shows, so that at the end of a
 * scroll the label, fixed at the foot of the screen, covers nothing (0 when no label shows).
 */
export const MODE_NOTICE_ROOM = 'var(--mode-notice-room, 0px)';

/** The label's offset from the foot and its one line of small text, with a little air above. */
const ReserveRoom = createGlobalStyle`
  :root {
    --mode-notice-room: ${({ theme }) => theme.space[12]};
  }
`;

export const MODE_NOTICES: Record<Exclude<ShopMode, 'live'> | 'staging', string> = {
  demo: 'Demo store: payments are simulated',
  mock: 'Preview store: no real sign-in or payments',
  staging: 'Test store: payments use Razorpay test mode, no money is taken',
};

/**
 * A small label, always in view, when the shop is not wholly live: in demo mode payments are
 * simulated (and sign-in is a demo identity), in mock mode nothing leaves the browser, on a staging
 * shop (live with Razorpay test keys) no money moves. Nothing when live with live keys.
 * While the shop cannot reach its server (so its mode is not known), the notice that says so.
 */
export function ModeNotice() {
  const { mode, testPayments, reconnect } = useServices();
  if (reconnect) return <UnreachableNotice />;
  if (mode === 'live' && !testPayments) return null;
  const shown = mode === 'live' ? 'staging' : mode;
  return (
    <>
      <ReserveRoom />
      <Label role="note" data-mode={shown}>
        {MODE_NOTICES[shown]}
      </Label>
    </>
  );
}
