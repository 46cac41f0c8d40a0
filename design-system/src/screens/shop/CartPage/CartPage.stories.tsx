import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  BILLING_MESSAGES,
  CHECKOUT_MESSAGES,
  findProduct,
  GENERIC_ERROR_MESSAGES,
  gstinCheckCharacter,
  SIMULATED_DECLINE,
} from '@profit/contract';
import { catalogueHandlers, mockDb, ordersHandlers, paymentsHandlers, STORY_USER } from '../../../mocks';
import { serviceVariants } from '../../../testing/storyServices';
import { lineFromProduct } from '../../../state/cartSlice';
import { signedInStore, storyCart } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { closeSimulatedCheckouts, simulatedCheckoutDialog } from '../SimulatedCheckoutDialog';
import { CartPage } from './CartPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Shop/CartPage',
  component: CartPage,
  parameters: {
    ...screenDocs({
      purpose:
        "The cart page: the shopper's greeting, each line with Remove, the Order Summary, the billing details printed on the GST invoice, and Pay Now through the shared payment flow (the simulated checkout in demo mode, Razorpay when live). After paying it shows what was bought, with downloads; a failed, declined or unconfirmed payment says so in a banner and keeps the cart.",
      where: '`/cart` (signed-in shoppers only: others go to `/signin` and come back), inside the site layout.',
      calls: ['createOrder', 'verifyPayment', 'order', 'products', 'simulatePayment', 'download'],
      accessibility: [
        'One `<h1>`, focusable (`tabIndex=-1`), which the storefront focuses after each navigation.',
        'The lines are a list, each with its title beside a Remove button; removing an owned kit says so with Undo focused. After paying, "What you bought" is a named list whose buttons say which kit they download.',
        'Payment problems are `Banner`s: an error is `role="alert"` (announced at once), confirming and not-confirmed-yet are `role="status"`.',
        "The billing form checks with the contract's schema: each message under its field and tied to it (`aria-describedby`), focus on the first wrong field; the server's refusals land on the same fields.",
        'The simulated checkout is a modal dialog: focus moves in, and Escape closes it with no error, the cart as it was.',
      ],
    }),
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
/** Pay Now once the billing form holds the last order's details (Asha's seed order: Maharashtra, 411045). */
async function readyToPay(canvas: ReturnType<typeof within>) {
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'PIN code' })).toHaveValue('411045'));
  return payNow(canvas);
}
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
    expect(within(summary).getByText(/30-day money-back guarantee/)).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
  },
};

/** `WithItems` at phone width (375 px). */
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

/** `Empty` at phone width (375 px). */
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
    const button = await readyToPay(canvas);
    await userEvent.click(button);
    const dialog = await checkout();
    expect(within(dialog).getByText('Demo store: payments are simulated')).toBeInTheDocument();
    expect(within(dialog).getByText('asha@example.in')).toBeInTheDocument();
    // Outside the app's router: the policy opens in a tab of its own, the payment stays open.
    expect(within(dialog).getByRole('link', { name: 'Refund policy (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
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

/** `PaysThroughTheSimulatedCheckout` at phone width (375 px). */
export const PaysThroughTheSimulatedCheckoutMobile: Story = {
  ...PaysThroughTheSimulatedCheckout,
  globals: atViewport('mobile375'),
};

/** Decline in the simulated checkout: the provider's description, the cart kept, Pay Now again. */
export const PaymentDeclined: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await readyToPay(canvas));
    await userEvent.click(within(await checkout()).getByRole('button', { name: 'Decline payment' }));
    expect(await banner(canvas)).toHaveTextContent(`Payment failed: ${SIMULATED_DECLINE.description}`);
    expect(payNow(canvas)).not.toHaveAttribute('aria-disabled');
    expect(canvas.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
  },
};

/** Closing the checkout (Escape) goes back to idle with no error. */
export const CheckoutDismissed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await readyToPay(canvas));
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
    await userEvent.click(await readyToPay(canvas));
    expect(await banner(canvas)).toHaveTextContent('Payment failed: Unknown error');
  },
};

/** The payment provider's script does not load: the banner says so and no checkout opens. */
export const ScriptFailsToLoad: Story = {
  parameters: { services: serviceVariants.checkoutFailsToLoad },
  play: async ({ canvas }) => {
    await userEvent.click(await readyToPay(canvas));
    expect(await banner(canvas)).toHaveTextContent('Failed to load Razorpay SDK');
  },
};

/** The server cannot reach its database: its message on the page, and no Checkout opens. */
export const OrderCreationFails: Story = {
  parameters: { msw: { handlers: { payments: paymentsHandlers.serviceUnavailable } } },
  play: async ({ canvas }) => {
    await userEvent.click(await readyToPay(canvas));
    expect(await banner(canvas)).toHaveTextContent(GENERIC_ERROR_MESSAGES.serviceUnavailable);
    expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** No answer at all: the spec's fallback. */
export const OrderCreationNetworkFailure: Story = {
  parameters: { msw: { handlers: { payments: paymentsHandlers.networkFailure } } },
  play: async ({ canvas }) => {
    await userEvent.click(await readyToPay(canvas));
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
    const button = await readyToPay(canvas);
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
    await userEvent.click(await readyToPay(canvas));
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

/** `NotConfirmedYet` at phone width (375 px). */
export const NotConfirmedYetMobile: Story = { ...NotConfirmedYet, globals: atViewport('mobile375') };

/** The server refuses the payment's signature: the banner says why and the cart keeps both lines. */
export const VerificationFails: Story = {
  parameters: { msw: { handlers: { payments: paymentsHandlers.verificationFails } } },
  play: async ({ canvas }) => {
    await userEvent.click(await readyToPay(canvas));
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
    await userEvent.click(await readyToPay(canvas));
    expect(await banner(canvas)).toHaveTextContent(changed);
    expect(within(notices()).getByText(changed)).toBeVisible();
    await waitFor(() => expect(payNow(canvas)).toHaveAccessibleName('Pay Now - Rs 1,098.00'));
    expect(canvas.getByText('Rs 599.00')).toBeVisible();
    await userEvent.click(await readyToPay(canvas));
    await userEvent.click(within(await checkout()).getByRole('button', { name: 'Pay Rs 1,098.00' }));
    expect(await canvas.findByRole('region', { name: 'Payment successful! Order placed.' })).toBeVisible();
    expect(within(notices()).getByText('Payment successful! Order placed.')).toBeVisible();
    expect(screen.queryByText(changed)).toBeNull();
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent !== '')).toHaveLength(0);
  },
};

/** `PriceChanged` at phone width (375 px). */
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
    await userEvent.click(await readyToPay(canvas));
    const alert = await ownedBanner(canvas);
    expect(within(alert).getByText('You already own this product')).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Go to your library' })).toHaveAttribute('href', '/profile#library');
    expect(within(alert).getByRole('button', { name: 'Remove it from the cart' })).toBeVisible();
    await waitFor(() => expect(within(ownedLine(canvas)).getByText('Already in your library')).toBeVisible());
    expect(canvas.getAllByText('Already in your library')).toHaveLength(1);
    expect(payNow(canvas)).toHaveAccessibleName('Pay Now - Rs 1,497.00');
  },
};

/** `AlreadyOwned` at phone width (375 px). */
export const AlreadyOwnedMobile: Story = { ...AlreadyOwned, globals: atViewport('mobile375') };

/** Remove takes the owned line out (and only it) and says so, with Undo focused. */
export const AlreadyOwnedRemoved: Story = {
  parameters: { store: withOwnedProduct },
  play: async ({ canvas }) => {
    await userEvent.click(await readyToPay(canvas));
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

/** `AlreadyOwnedRemoved` at phone width (375 px). */
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
    await userEvent.click(await readyToPay(canvas));
    await removeOwned();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Instagram Growth Playbook',
      'WhatsApp Business Sales Kit',
      OWNED.title,
    ]);
    expect(JSON.parse(window.localStorage.getItem('profit_cart')!)).toHaveLength(3);
    await userEvent.click(await readyToPay(canvas));
    await removeOwned();
    await userEvent.click(await readyToPay(canvas));
    await userEvent.click(within(await checkout()).getByRole('button', { name: 'Pay Rs 998.00' }));
    const bought = await canvas.findByRole('region', { name: 'Payment successful! Order placed.' });
    expect(within(bought).getAllByRole('button', { name: /^Download / })).toHaveLength(2);
    expect(within(bought).queryByText(OWNED.title)).toBeNull();
    expect(canvas.queryByRole('button', { name: 'Undo' })).toBeNull();
  },
};

/** A GSTIN registered in Karnataka (29), check character included. */
const KARNATAKA_GSTIN = `29AAPFU0939F1Z${gstinCheckCharacter('29AAPFU0939F1Z')}`;
const field = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('textbox', { name });
const stateSelect = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('combobox', { name: 'State or union territory' });
const orderCount = () => mockDb.ordersOf(STORY_USER.id).length;

/**
 * The billing form starts from the last order's details (Asha's: Maharashtra, 411045), says they
 * print on the GST invoice, and what it holds at Pay goes with the order, as corrected: here a
 * move to Karnataka with a GSTIN, kept on the order as the server keeps it (upper case).
 */
export const BillingDetailsGoWithTheOrder: Story = {
  play: async ({ canvas }) => {
    await readyToPay(canvas);
    const form = canvas.getByRole('region', { name: 'Billing details' });
    expect(within(form).getByText('These details are printed on your GST tax invoice.')).toBeVisible();
    expect(field(canvas, 'Full name')).toHaveValue('Asha Rao');
    expect(stateSelect(canvas)).toHaveValue('27');
    expect(within(stateSelect(canvas)).getAllByRole('option')).toHaveLength(37);
    await userEvent.selectOptions(stateSelect(canvas), 'Karnataka');
    await userEvent.clear(field(canvas, 'PIN code'));
    await userEvent.type(field(canvas, 'PIN code'), '560001');
    await userEvent.type(field(canvas, 'GSTIN (optional)'), KARNATAKA_GSTIN.toLowerCase());
    await userEvent.click(payNow(canvas));
    const dialog = await checkout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Rs 998.00' }));
    await canvas.findByRole('region', { name: 'Payment successful! Order placed.' });
    expect(mockDb.ordersOf(STORY_USER.id).at(-1)?.billing).toEqual({
      name: 'Asha Rao',
      state: '29',
      pinCode: '560001',
      gstin: KARNATAKA_GSTIN,
    });
  },
};

/**
 * A first purchase: only the account's name is known. Pay checks the form first: each wrong field
 * says what it needs under it (no state chosen, a PIN starting with 0), focus goes to the first
 * (the state), no order is created and nothing typed is lost.
 */
export const BillingFirstPurchaseRefused: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.empty } } },
  play: async ({ canvas }) => {
    const before = orderCount();
    await userEvent.clear(field(canvas, 'Full name'));
    await userEvent.type(field(canvas, 'Full name'), 'Asha R. Rao');
    await userEvent.type(field(canvas, 'PIN code'), '012345');
    await userEvent.click(payNow(canvas));
    await waitFor(() => expect(stateSelect(canvas)).toHaveFocus());
    expect(stateSelect(canvas)).toHaveAccessibleDescription(BILLING_MESSAGES.state);
    expect(field(canvas, 'PIN code')).toHaveAccessibleDescription(BILLING_MESSAGES.pinCode);
    expect(field(canvas, 'PIN code')).toHaveAttribute('aria-invalid', 'true');
    expect(field(canvas, 'Full name')).toHaveValue('Asha R. Rao');
    expect(field(canvas, 'PIN code')).toHaveValue('012345');
    expect(screen.queryByRole('dialog', { name: 'Simulated checkout' })).toBeNull();
    expect(orderCount()).toBe(before);
  },
};

/** `BillingFirstPurchaseRefused` at phone width (375 px). */
export const BillingFirstPurchaseRefusedMobile: Story = {
  ...BillingFirstPurchaseRefused,
  globals: atViewport('mobile375'),
};

/** The same first purchase corrected: each message goes as its field is put right, and Pay opens the checkout. */
export const BillingFirstPurchaseCorrected: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.empty } } },
  play: async (context) => {
    const { canvas } = context;
    const before = orderCount();
    await BillingFirstPurchaseRefused.play!(context);
    await userEvent.selectOptions(stateSelect(canvas), 'Karnataka');
    await waitFor(() => expect(stateSelect(canvas)).not.toHaveAttribute('aria-invalid'));
    await userEvent.clear(field(canvas, 'PIN code'));
    await userEvent.type(field(canvas, 'PIN code'), '560001');
    await waitFor(() => expect(field(canvas, 'PIN code')).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(payNow(canvas));
    expect(await checkout()).toBeVisible();
    expect(orderCount()).toBe(before + 1);
  },
};

/** A GSTIN registered in another state than the one chosen: the contract's message, on the GSTIN. */
export const BillingGstinOfAnotherState: Story = {
  play: async ({ canvas }) => {
    await readyToPay(canvas);
    await userEvent.type(field(canvas, 'GSTIN (optional)'), KARNATAKA_GSTIN);
    await userEvent.click(payNow(canvas));
    await waitFor(() => expect(field(canvas, 'GSTIN (optional)')).toHaveFocus());
    expect(field(canvas, 'GSTIN (optional)')).toHaveAccessibleDescription(
      expect.stringContaining(BILLING_MESSAGES.gstinOtherState),
    );
    expect(screen.queryByRole('dialog', { name: 'Simulated checkout' })).toBeNull();
  },
};

/**
 * The server refuses a billing field (400 VALIDATION_FAILED on `billing.pinCode`): its message
 * shows under the PIN code, which takes focus; no payment banner, no checkout.
 */
export const BillingRefusedByTheServer: Story = {
  parameters: { msw: { handlers: { payments: paymentsHandlers.billingRefused } } },
  play: async ({ canvas }) => {
    await userEvent.click(await readyToPay(canvas));
    await waitFor(() => expect(field(canvas, 'PIN code')).toHaveFocus());
    expect(field(canvas, 'PIN code')).toHaveAccessibleDescription(BILLING_MESSAGES.pinCode);
    expect(field(canvas, 'PIN code')).toHaveValue('411045');
    expect(payNow(canvas)).not.toHaveAttribute('aria-disabled');
    expect(canvas.queryByText('The payment did not go through')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Simulated checkout' })).toBeNull();
  },
};
