import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import {
  simulatedCheckout,
  type CheckoutOptions,
  type LoadCheckout,
  type SimulatedCheckoutOptions,
  type SimulatedOutcome,
} from '../../../services/checkout';
import { theme } from '../../../tokens';
import { SimulatedCheckoutDialog } from './SimulatedCheckoutDialog';

/** Opens the simulated checkout dialog in its own root (as Razorpay opens its own frame) and waits for the answer. */
function askTheShopper(options: CheckoutOptions): Promise<SimulatedOutcome> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.dataset.simulatedCheckout = '';
    document.body.appendChild(host);
    const root = createRoot(host);
    const answer = (outcome: SimulatedOutcome) => {
      root.unmount();
      host.remove();
      resolve(outcome);
    };
    root.render(
      <ThemeProvider theme={theme}>
        <SimulatedCheckoutDialog options={options} onAnswer={answer} />
      </ThemeProvider>,
    );
  });
}

/**
 * The `LoadCheckout` the storefront provides in demo and mock modes (and stories use): a labelled
 * simulated checkout dialog; Pay and Decline answer through the backend's simulated provider
 * (`POST /payments/simulate`), so the very same verify path runs as with Razorpay.
 */
export function simulatedCheckoutDialog(settings: Omit<SimulatedCheckoutOptions, 'outcome'> = {}): LoadCheckout {
  return simulatedCheckout({ ...settings, outcome: askTheShopper });
}
