import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CHECKOUT_MESSAGES, GENERIC_ERROR_MESSAGES, SIMULATED_DECLINE } from '@profit/contract';
import { catalogueHandlers, paymentsHandlers } from '../../../mocks';
import { serviceVariants } from '../../../testing/storyServices';
import { signedInStore, storyCart } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { closeSimulatedCheckouts, simulatedCheckoutDialog } from '../SimulatedCheckoutDialog';
import { CartPage } from './CartPage';

const meta = {
  title: 'Shop/CartPage',
  component: CartPage,
  parameters: {
    layout: 'fullscreen',
    route: '/cart',
    store: signedInStore(storyCart(2)),
    services: { loadCheckout: simulatedCheckoutDialog() },
  },
  beforeEach: () => closeSimulatedCheckouts,
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const payNow = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: /^Pay Now - Rs/ });
const checkout = () => screen.findByRole('dialog', { name: 'Simulated checkout' });
/** The page's error banner (not the notification that says the same). */
async function banner(canvas: ReturnType<typeof within>) {
  const onPage = () =>
    canvas.queryAllByRole('alert').filter((alert: HTMLElement) => !alert.closest('[aria-label="Notifications"]'));
  await waitFor(() => expect(onPage()).toHaveLength(1));
  return onPage()[0]!;
}

/** Two products: the lines, the Order Summary and the notes. */
export const WithItems: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'Hi, Asha Rao!' })).toBeVisible();
    expect(canvas.getByText('Review your items and proceed to checkout')).toBeVisible();
    expect(canvas.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    const summary = canvas.getByRole('complementary', { name: 'Order Summary' });
    expect(within(summary).getByText('Subtotal (2 items)')).toBeVisible();
    expect(within(summary).getByText('Free')).toBeVisible();
    expect(within(summary).getAllByText('Rs 998.00')).toHaveLength(2);
    expect(payNow(canvas)).toHaveAccessibleName('Pay Now - Rs 998.00');
    for (const note of [
      'Secure payment',
      'Buyer protection guaranteed',
      'Secure payment powered by a payment provider',
    ]) {
      expect(within(summary).getByText(note)).toBeVisible();
    }
  },
};

export const WithItemsMobile: Story = { ...WithItems, globals: atViewport('mobile375') };

/** An empty cart: the spec's two lines and Continue Shopping to /products. */
export const Empty: Story = {
  parameters: { store: signedInStore([]) },
  play: async ({ canvas }) => {
    expect(canvas.getByText('Your shopping cart is waiting to be filled')).toBeVisible();
    expect(canvas.getByRole('heading', { name: 'Your cart feels lonely' })).toBeVisible();
    expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    expect(canvas.queryByRole('button', { name: /Pay Now/ })).toBeNull();
  },
};

export const EmptyMobile: Story = { ...Empty, globals: atViewport('mobile375') };

/** Remove takes exactly that line away and the totals follow. */
export const RemovesALine: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Remove' })[0]!);
    expect(canvas.getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
    expect(canvas.queryByRole('heading', { name: 'Instagram Growth Playbook' })).toBeNull();
    expect(payNow(canvas)).toHaveAccessibleName('Pay Now - Rs 499.00');
    expect(JSON.parse(window.localStorage.getItem('profit_cart')!)).toHaveLength(1);
  },
};

/**
 * Pay Now opens the labelled simulated checkout; while paying the button reads Processing..., stays
 * focused and does nothing; Pay verifies, empties the cart and shows what was bought, ready to download.
 */
export const PaysThroughTheSimulatedCheckout: Story = {
  play: async ({ canvas }) => {
    const button = payNow(canvas);
    await userEvent.click(button);
    const dialog = await checkout();
    expect(within(dialog).getByText('Demo store: payments are simulated')).toBeInTheDocument();
    expect(within(dialog).getByText('asha@example.in')).toBeInTheDocument();
    expect(button).toHaveTextContent('Processing...');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Rs 998.00' }));
    const bought = await canvas.findByRole('region', { name: 'Payment successful! Order placed.' });
    expect(within(bought).getByRole('button', { name: 'Download Instagram Growth Playbook' })).toBeVisible();
    expect(within(bought).getByRole('link', { name: 'Go to your library' })).toHaveAttribute(
      'href',
      '/profile#library',
    );
    expect(window.localStorage.getItem('profit_cart')).toBeNull();
    expect(canvas.queryByRole('button', { name: /Pay Now/ })).toBeNull();
  },
};

export const PaysThroughTheSimulatedCheckoutMobile: Story = {
  ...PaysThroughTheSimulatedCheckout,
  globals: atViewport('mobile375'),
};

/** Decline in the simulated checkout: the provider's description, the cart kept, Pay Now again. */
export const PaymentDeclined: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(payNow(canvas));
    await userEvent.click(within(await checkout()).getByRole('button', { name: 'Decline payment' }));
    expect(await banner(canvas)).toHaveTextContent(`Payment failed: ${SIMULATED_DECLINE.description}`);
    expect(payNow(canvas)).not.toHaveAttribute('aria-disabled');
    expect(canvas.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
  },
};

/** Closing the checkout (Escape) goes back to idle with no error. */
export const CheckoutDismissed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(payNow(canvas));
    await checkout();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(payNow(canvas)).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The provider fails without saying why: 'Unknown error'. */
export const ProviderFailsWithoutDescription: Story = {
  parameters: {
    msw: { handlers: { payments: paymentsHandlers.declinedWithoutReason } },
    services: serviceVariants.checkoutDeclined,
  },
  play: async ({ canvas }) => {
    await userEvent.click(payNow(canvas));
    expect(await banner(canvas)).toHaveTextContent('Payment failed: Unknown error');
  },
};

export const ScriptFailsToLoad: Story = {
  parameters: { services: serviceVariants.checkoutFailsToLoad },
  play: async ({ canvas }) => {
    await userEvent.click(payNow(canvas));
    expect(await banner(canvas)).toHaveTextContent('Failed to load Razorpay SDK');
  },
};

/** The server cannot reach its database: its message on the page, and no Checkout opens. */
export const OrderCreationFails: Story = {
  parameters: { msw: { handlers: { payments: paymentsHandlers.serviceUnavailable } } },
  play: async ({ canvas }) => {
    await userEvent.click(payNow(canvas));
    expect(await banner(canvas)).toHaveTextContent(GENERIC_ERROR_MESSAGES.serviceUnavailable);
    expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** No answer at all: the spec's fallback. */
export const OrderCreationNetworkFailure: Story = {
  parameters: { msw: { handlers: { payments: paymentsHandlers.networkFailure } } },
  play: async ({ canvas }) => {
    await userEvent.click(payNow(canvas));
    expect(await banner(canvas)).toHaveTextContent('Payment failed. Please try again.');
  },
};

export const VerificationFails: Story = {
  parameters: { msw: { handlers: { payments: paymentsHandlers.verificationFails } } },
  play: async ({ canvas }) => {
    await userEvent.click(payNow(canvas));
    await userEvent.click(within(await checkout()).getByRole('button', { name: 'Pay Rs 998.00' }));
    expect(await banner(canvas)).toHaveTextContent('Payment verification failed: Invalid payment signature');
    expect(canvas.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
  },
};

/** The server's price moved (409 with its amount): explained, and the cart shows the new total. */
export const PriceChanged: Story = {
  parameters: {
    msw: { handlers: { catalogue: catalogueHandlers.pricesChanged, payments: paymentsHandlers.pricesChanged } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(payNow(canvas));
    expect(await banner(canvas)).toHaveTextContent(CHECKOUT_MESSAGES.amountMismatch(109_800));
    await waitFor(() => expect(payNow(canvas)).toHaveAccessibleName('Pay Now - Rs 1,098.00'));
    expect(canvas.getByText('Rs 599.00')).toBeVisible();
    await userEvent.click(payNow(canvas));
    await userEvent.click(within(await checkout()).getByRole('button', { name: 'Pay Rs 1,098.00' }));
    expect(await canvas.findByRole('region', { name: 'Payment successful! Order placed.' })).toBeVisible();
  },
};

export const PriceChangedMobile: Story = { ...PriceChanged, globals: atViewport('mobile375') };
