import styled, { createGlobalStyle } from 'styled-components';
import { useServices, type ShopMode } from '../../../services/ServicesContext';
import { theme, space } from '../../../tokens';
import { UnreachableNotice } from '../UnreachableNotice';

/** One line of small text with air above and below. */
const STRIP_HEIGHT = space[8];

/*
 * A strip above the bar, in the page's flow and stuck to the top with it: it takes its own room,
 * so it covers no content at any width or scroll, and stays in view.
 */
const Label = styled.p`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndices.sticky + 2};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  height: ${STRIP_HEIGHT};
  margin: 0;
  padding: 0 ${theme.space[4]};
  border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.warning.strong};
  background: ${theme.colors.warning.soft};
  color: ${theme.colors.warning.text};
  font-size: ${theme.fontSizes.xs};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  font-weight: ${theme.fontWeights.semibold};
  pointer-events: none;

  &::before {
    content: '';
    width: ${theme.space[2]};
    height: ${theme.space[2]};
    border-radius: ${theme.radii.round};
    background: currentColor;
  }
`;

/** Tells the bar, the cart button and the notices how much room the strip takes at the top. */
const ReserveRoom = createGlobalStyle`
  :root {
    --mode-strip-height: ${STRIP_HEIGHT};
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
