import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CHECKOUT_MESSAGES, findProduct, GENERIC_ERROR_MESSAGES, SIMULATED_DECLINE } from '@profit/contract';
import { catalogueHandlers, paymentsHandlers } from '../../../mocks';
import { serviceVariants } from '../../../testing/storyServices';
import { lineFromProduct } from '../../../state/cartSlice';
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

/** The page's own status banners (not the notifications that say the same). */
const pageStatuses = (canvas: ReturnType<typeof within>): HTMLElement[] =>
  canvas.queryAllByRole('status').filter((status: HTMLElement) => !status.closest('[aria-label="Notifications"]'));

/**
 * Verify answers pending (authorised, not captured yet): a 'Confirming your payment…' banner and
 * button while the order is asked for again; a moment later it is paid, the cart empties and what was
 * bought shows. Never 'verification failed'.
 */
export const ConfirmingThenPaid: Story = {
  parameters: {
    msw: { handlers: { payments: paymentsHandlers.pendingThenPaid } },
    chromatic: { disableSnapshot: true },
    visual: { reason: 'ends on the same screen as Pays Through The Simulated Checkout, which pictures it' },
  },
  play: async ({ canvas }) => {
    const button = payNow(canvas);
    await userEvent.click(button);
    await userEvent.click(within(await checkout()).getByRole('button', { name: 'Pay Rs 998.00' }));
    await waitFor(() => expect(pageStatuses(canvas).at(0)).toHaveTextContent('Confirming your payment…'));
    expect(button).toHaveTextContent('Confirming your payment…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    const bought = await canvas.findByRole('region', { name: 'Payment successful! Order placed.' }, { timeout: 5_000 });
    expect(within(bought).getByRole('button', { name: 'Download Instagram Growth Playbook' })).toBeVisible();
    expect(window.localStorage.getItem('profit_cart')).toBeNull();
    expect(pageStatuses(canvas).some((status) => status.textContent?.includes('Confirming'))).toBe(false);
    expect(canvas.queryByText(/verification failed/)).toBeNull();
  },
};

/**
 * No confirmation within the wait: a warning that the payment is not confirmed yet (no error, no
 * 'verification failed'), the cart kept and Pay Now back.
 */
export const NotConfirmedYet: Story = {
  parameters: { msw: { handlers: { payments: paymentsHandlers.pendingThenNever } } },
  play: async ({ canvas }) => {
    await userEvent.click(payNow(canvas));
    await userEvent.click(within(await checkout()).getByRole('button', { name: 'Pay Rs 998.00' }));
    await waitFor(() => expect(pageStatuses(canvas).at(0)).toHaveTextContent('Your payment is not confirmed yet'), {
      timeout: 5_000,
    });
    expect(pageStatuses(canvas).at(0)).toHaveTextContent('there is no need to pay again');
    expect(canvas.queryAllByRole('alert').filter((alert) => !alert.closest('[aria-label="Notifications"]'))).toEqual(
      [],
    );
    expect(payNow(canvas)).not.toHaveAttribute('aria-disabled');
    expect(canvas.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    expect(canvas.queryByText(/verification failed/)).toBeNull();
  },
};

export const NotConfirmedYetMobile: Story = { ...NotConfirmedYet, globals: atViewport('mobile375') };

export const VerificationFails: Story = {
  parameters: { msw: { handlers: { payments: paymentsHandlers.verificationFails } } },
  play: async ({ canvas }) => {
    await userEvent.click(payNow(canvas));
    await userEvent.click(within(await checkout()).getByRole('button', { name: 'Pay Rs 998.00' }));
    expect(await banner(canvas)).toHaveTextContent('Payment verification failed: Invalid payment signature');
    expect(canvas.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
  },
};

/**
 * The server's price moved (409 with its amount): explained, and the cart shows the new total. Paying
 * the new total succeeds, and no alert is left saying the price changed once the payment went through.
 */
export const PriceChanged: Story = {
  parameters: {
    msw: { handlers: { catalogue: catalogueHandlers.pricesChanged, payments: paymentsHandlers.pricesChanged } },
  },
  play: async ({ canvas }) => {
    const changed = CHECKOUT_MESSAGES.amountMismatch(109_800);
    const notices = () => screen.getByRole('region', { name: 'Notifications' });
    await userEvent.click(payNow(canvas));
    expect(await banner(canvas)).toHaveTextContent(changed);
    expect(within(notices()).getByText(changed)).toBeVisible();
    await waitFor(() => expect(payNow(canvas)).toHaveAccessibleName('Pay Now - Rs 1,098.00'));
    expect(canvas.getByText('Rs 599.00')).toBeVisible();
    await userEvent.click(payNow(canvas));
    await userEvent.click(within(await checkout()).getByRole('button', { name: 'Pay Rs 1,098.00' }));
    expect(await canvas.findByRole('region', { name: 'Payment successful! Order placed.' })).toBeVisible();
    expect(within(notices()).getByText('Payment successful! Order placed.')).toBeVisible();
    expect(screen.queryByText(changed)).toBeNull();
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent !== '')).toHaveLength(0);
  },
};

export const PriceChangedMobile: Story = { ...PriceChanged, globals: atViewport('mobile375') };

/** The story user's seeded paid order holds this product: the server refuses to sell it again. */
const OWNED = findProduct('founder-metrics-dashboard')!;
const withOwnedProduct = signedInStore([...storyCart(2), lineFromProduct(OWNED, 'story-line-owned')]);
/** The banner about owned products (not the notification that carries the same message). */
async function ownedBanner(canvas: ReturnType<typeof within>) {
  const title = await canvas.findByText('You already own this product');
  const found = title.closest('[role="status"]') as HTMLElement;
  expect(found).toHaveTextContent(CHECKOUT_MESSAGES.alreadyOwned([OWNED.title]));
  return found;
}
const ownedLine = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('heading', { level: 3, name: OWNED.title }).closest('li')!;

/**
 * The cart holds a product the shopper already owns: create-order answers 409 ALREADY_OWNED (the
 * default mock, as the server, from the shopper's paid orders). The line is marked, the banner says
 * so in the server's words and offers to remove it and the way to the library.
 */
export const AlreadyOwned: Story = {
  parameters: { store: withOwnedProduct },
  play: async ({ canvas }) => {
    await userEvent.click(payNow(canvas));
    const alert = await ownedBanner(canvas);
    expect(within(alert).getByText('You already own this product')).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Go to your library' })).toHaveAttribute('href', '/profile#library');
    expect(within(alert).getByRole('button', { name: 'Remove it from the cart' })).toBeVisible();
    await waitFor(() => expect(within(ownedLine(canvas)).getByText('Already in your library')).toBeVisible());
    expect(canvas.getAllByText('Already in your library')).toHaveLength(1);
    expect(payNow(canvas)).toHaveAccessibleName('Pay Now - Rs 1,497.00');
  },
};

export const AlreadyOwnedMobile: Story = { ...AlreadyOwned, globals: atViewport('mobile375') };

/** Remove takes the owned line out (and only it) and says so, with Undo focused. */
export const AlreadyOwnedRemoved: Story = {
  parameters: { store: withOwnedProduct },
  play: async ({ canvas }) => {
    await userEvent.click(payNow(canvas));
    await userEvent.click(within(await ownedBanner(canvas)).getByRole('button', { name: 'Remove it from the cart' }));
    expect(canvas.queryByRole('heading', { level: 3, name: OWNED.title })).toBeNull();
    expect(canvas.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    expect(payNow(canvas)).toHaveAccessibleName('Pay Now - Rs 998.00');
    expect(JSON.parse(window.localStorage.getItem('profit_cart')!)).toHaveLength(2);
    expect(canvas.queryByText('You already own this product')).toBeNull();
    expect(screen.queryByText(CHECKOUT_MESSAGES.alreadyOwned([OWNED.title]))).toBeNull();
    const undo = canvas.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    expect(undo.closest('[role="status"]')).toHaveTextContent(
      `Removed from your cart${OWNED.title} stays in your library. You can pay for the rest now.`,
    );
  },
};

export const AlreadyOwnedRemovedMobile: Story = { ...AlreadyOwnedRemoved, globals: atViewport('mobile375') };

/**
 * Undo puts the line back where it was; removed again, the rest is paid for through the simulated
 * checkout, and what was bought is only what was paid for.
 */
export const AlreadyOwnedUndoThenPaid: Story = {
  parameters: {
    store: withOwnedProduct,
    chromatic: { disableSnapshot: true },
    visual: { reason: 'ends on the paid cart, pictured by Pays Through The Simulated Checkout' },
  },
  play: async ({ canvas }) => {
    const removeOwned = async () =>
      userEvent.click(within(await ownedBanner(canvas)).getByRole('button', { name: 'Remove it from the cart' }));
    await userEvent.click(payNow(canvas));
    await removeOwned();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Instagram Growth Playbook',
      'WhatsApp Business Sales Kit',
      OWNED.title,
    ]);
    expect(JSON.parse(window.localStorage.getItem('profit_cart')!)).toHaveLength(3);
    await userEvent.click(payNow(canvas));
    await removeOwned();
    await userEvent.click(payNow(canvas));
    await userEvent.click(within(await checkout()).getByRole('button', { name: 'Pay Rs 998.00' }));
    const bought = await canvas.findByRole('region', { name: 'Payment successful! Order placed.' });
    expect(within(bought).getAllByRole('button', { name: /^Download / })).toHaveLength(2);
    expect(within(bought).queryByText(OWNED.title)).toBeNull();
    expect(canvas.queryByRole('button', { name: 'Undo' })).toBeNull();
  },
};
