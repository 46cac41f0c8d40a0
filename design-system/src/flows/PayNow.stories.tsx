import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  cartTotalPaise,
  CHECKOUT_MESSAGES,
  formatRupees,
  PAYMENT_MESSAGES as SERVER_PAYMENT_MESSAGES,
  SIMULATED_DECLINE,
} from '@profit/contract';
import { mockDb, paymentsHandlers, REJECTED_ORDER_TOTAL, STORY_USER } from '../mocks';
import { Button } from '../primitives';
import { selectCartLines } from '../state/cartSlice';
import { useAppSelector } from '../state/hooks';
import { serviceVariants } from '../testing/storyServices';
import { signedInStore, signedOutStore, storyCart } from '../testing/storyState';
import { PAYMENT_MESSAGES } from './messages';
import { usePayNow } from './usePayNow';

/** The billing details the cart page's form would hand over. */
const BILLING = { name: 'Asha Rao', state: '27', pinCode: '411045', gstin: null } as const;

/** A bare Pay Now button wired to `usePayNow`, the way the cart page uses it once its billing form is filled. */
function PayNowButton({ onPaid }: { onPaid?: () => void }) {
  const lines = useAppSelector(selectCartLines);
  const { pay, processing, confirming } = usePayNow({ onPaid });
  return (
    <div>
      <p>{lines.length} item(s) in the cart</p>
      <Button
        onClick={() => void pay(BILLING)}
        loading={processing}
        loadingText={confirming ? PAYMENT_MESSAGES.confirming : 'Processing...'}
      >
        Pay Now - {formatRupees(cartTotalPaise(lines))}
      </Button>
    </div>
  );
}

const meta = {
  title: 'Flows/Pay Now',
  component: PayNowButton,
  args: { onPaid: fn() },
  // Each story in its own frame on the docs page: one page-wide set of mock handlers would
  // show the happy path under every error story.
  parameters: {
    docs: { story: { inline: false, iframeHeight: 320 } },
    store: signedInStore(storyCart(2)),
    route: '/cart',
  },
} satisfies Meta<typeof PayNowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const payNow = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Pay Now - Rs 998.00' });

/** The notification region lives on `document.body` (outside any modal's `inert`). */
async function expectNotice(_canvasElement: HTMLElement, role: 'alert' | 'status', text: string) {
  const region = await within(document.body).findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByRole(role)).toHaveTextContent(text));
}

/** Order at the server's prices, simulated Checkout, verification: the cart empties. */
export const PaysAndEmptiesTheCart: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(payNow(canvas));
    expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expectNotice(canvasElement, 'status', 'Payment successful! Order placed.');
    expect(canvas.getByText('0 item(s) in the cart')).toBeVisible();
    expect(args.onPaid).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('profit_cart')).toBeNull();
  },
};

export const ProviderDeclines: Story = {
  parameters: { services: serviceVariants.checkoutDeclined },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(payNow(canvas));
    await expectNotice(canvasElement, 'alert', `Payment failed: ${SIMULATED_DECLINE.description}`);
    expect(payNow(canvas)).toBeEnabled();
    expect(canvas.getByText('2 item(s) in the cart')).toBeVisible();
    expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/**
 * Closing Checkout is no error: the order was created at the server and Checkout opened (the
 * button went busy), then the button comes back, the cart stays, and nothing is announced.
 * (Were Pay to do nothing, there would be no order at the server and no busy state: this fails.)
 */
export const ShopperDismissesCheckout: Story = {
  parameters: { services: serviceVariants.checkoutDismissed },
  play: async ({ canvas, args }) => {
    const ordersBefore = mockDb.ordersOf(STORY_USER.id).length;
    await userEvent.click(payNow(canvas));
    expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await waitFor(() => expect(payNow(canvas)).toBeEnabled());
    const created = mockDb.ordersOf(STORY_USER.id);
    expect(created).toHaveLength(ordersBefore + 1);
    expect(created[created.length - 1]!.status).not.toBe('paid');
    expect(canvas.getByText('2 item(s) in the cart')).toBeVisible();
    expect(args.onPaid).not.toHaveBeenCalled();
    const region = within(document.body).getByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('');
  },
};

export const ProviderScriptFailsToLoad: Story = {
  parameters: { services: serviceVariants.checkoutFailsToLoad },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(payNow(canvas));
    await expectNotice(canvasElement, 'alert', 'Failed to load Razorpay SDK');
    expect(payNow(canvas)).toBeEnabled();
  },
};

export const OrderCreationRejected: Story = {
  parameters: { msw: { handlers: { payments: paymentsHandlers.orderRejected } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(payNow(canvas));
    await expectNotice(canvasElement, 'alert', CHECKOUT_MESSAGES.amountMismatch(REJECTED_ORDER_TOTAL));
    expect(payNow(canvas)).toBeEnabled();
  },
};

export const OrderCreationNetworkFailure: Story = {
  parameters: { msw: { handlers: { payments: paymentsHandlers.networkFailure } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(payNow(canvas));
    await expectNotice(canvasElement, 'alert', 'Payment failed. Please try again.');
  },
};

export const VerificationFails: Story = {
  parameters: { msw: { handlers: { payments: paymentsHandlers.verificationFails } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(payNow(canvas));
    await expectNotice(canvasElement, 'alert', 'Payment verification failed: Invalid payment signature');
    expect(canvas.getByText('2 item(s) in the cart')).toBeVisible();
  },
};

/**
 * Verify answers pending (authorised, not captured yet): 'Confirming your payment…' while the flow
 * asks for the order with back-off; Razorpay captures it a moment later, the order reads paid, and
 * the spec's success message follows, the cart emptied. Never 'verification failed'.
 */
export const PendingThenPaid: Story = {
  parameters: {
    msw: { handlers: { payments: paymentsHandlers.pendingThenPaid } },
    chromatic: { disableSnapshot: true },
    visual: { reason: 'ends on the same screen as Pays And Empties The Cart, which pictures it' },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(payNow(canvas));
    await expectNotice(canvasElement, 'status', 'Confirming your payment…');
    expect(canvas.getByRole('button', { name: 'Confirming your payment…' })).toBeDisabled();
    expect(canvas.getByText('2 item(s) in the cart')).toBeVisible();
    await expectNotice(canvasElement, 'status', 'Payment successful! Order placed.');
    expect(canvas.getByText('0 item(s) in the cart')).toBeVisible();
    expect(args.onPaid).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('profit_cart')).toBeNull();
    expect(document.body).not.toHaveTextContent('verification failed');
    const paid = mockDb.ordersOf(STORY_USER.id).at(-1)!;
    expect(paid.status).toBe('paid');
  },
};

/**
 * Verify answers pending and no confirmation comes within the wait (two minutes; a moment in
 * stories): a warning that the payment is not confirmed yet (not a failure), the cart kept, Pay Now back.
 */
export const PendingThenNever: Story = {
  parameters: { msw: { handlers: { payments: paymentsHandlers.pendingThenNever } } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(payNow(canvas));
    await expectNotice(canvasElement, 'status', 'Confirming your payment…');
    await waitFor(() => expect(payNow(canvas)).toBeEnabled(), { timeout: 5_000 });
    // A warning that stays until read, not a failure: no 'Payment failed', no 'verification failed'.
    await expectNotice(canvasElement, 'alert', PAYMENT_MESSAGES.notConfirmed);
    expect(document.body).not.toHaveTextContent('Payment failed');
    expect(canvas.getByText('2 item(s) in the cart')).toBeVisible();
    expect(args.onPaid).not.toHaveBeenCalled();
    expect(document.body).not.toHaveTextContent('verification failed');
  },
};

/** The provider cannot be reached to confirm: pending with the server's words, then the same wait. */
export const ProviderUnreachableWhileVerifying: Story = {
  parameters: {
    msw: { handlers: { payments: paymentsHandlers.verifyProviderUnreachable } },
    chromatic: { disableSnapshot: true },
    visual: { reason: 'ends on the same screen as Pending Then Never, which pictures it' },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(payNow(canvas));
    await expectNotice(canvasElement, 'status', 'Confirming your payment…');
    await waitFor(() => expect(payNow(canvas)).toBeEnabled(), { timeout: 5_000 });
    await expectNotice(canvasElement, 'alert', PAYMENT_MESSAGES.notConfirmed);
    expect(canvas.getByText('2 item(s) in the cart')).toBeVisible();
    expect(SERVER_PAYMENT_MESSAGES.providerUnreachable).toContain('no need to pay again');
  },
};

export const EmptyCart: Story = {
  parameters: { store: signedInStore([]) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now - Rs 0.00' }));
    await expectNotice(canvasElement, 'alert', 'Your cart is empty');
  },
};

export const SignedOutGoesToSignIn: Story = {
  parameters: { store: signedOutStore(storyCart(2)) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(payNow(canvas));
    expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/signin');
  },
};
