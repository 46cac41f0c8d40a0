import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTheme } from 'styled-components';
import {
  cartTotalPaise,
  displayName,
  findProduct,
  ORDER_STATUSES_GRANTING_ACCESS,
  ORDER_STATUSES_PAYABLE,
  PAYMENT_MESSAGES as SERVER_PAYMENT_MESSAGES,
  type BillingDetailsInput,
  type Order,
} from '@profit/contract';
import { errorBody, errorMessage, isServerUnreachable } from '../api/errors';
import { api } from '../api/baseApi';
import { catalogueApi } from '../api/catalogue';
import { ordersApi } from '../api/orders';
import { useCreateOrderMutation, useVerifyPaymentMutation } from '../api/payments';
import type { CheckoutFactory, CheckoutSuccess } from '../services/checkout';
import { useServices } from '../services/ServicesContext';
import { cartCleared, lineFromProduct, linePricesUpdated, selectCartLines, type CartLine } from '../state/cartSlice';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { noticeDismissed, notify as notifyAction } from '../state/notificationsSlice';
import type { Tone } from '../tokens';
import { selectUser } from '../state/sessionSlice';
import { PAYMENT_MESSAGES } from './messages';

/** What a verified payment bought: enough to take the shopper straight to it. */
export interface PaidOrder {
  /** The shop's own order id. */
  orderId: string | null;
  /** The lines that were paid for, as they were in the cart. */
  lines: CartLine[];
  /** Integer paise charged. */
  amount: number;
}

/** The server refused the cart's total (409): what it was and what the server charges now. */
export interface PriceChange {
  previousPaise: number;
  currentPaise: number;
}

export interface PayNowOptions {
  /** The store's name shown in Checkout. */
  storeName?: string;
  /** Called after a verified payment (e.g. to close the cart panel), with what was bought. */
  onPaid?: (paid: PaidOrder) => void;
  /** Called when the flow takes the shopper to another page first (sign-in, or the cart's billing form). */
  onLeave?: () => void;
}

/** A billing field the server refused (400 VALIDATION_FAILED on `billing.<field>`), with its message. */
export type BillingErrors = Partial<Record<keyof BillingDetailsInput, string>>;

/** Where the billing form is: Pay Now without billing details leads there. */
export const BILLING_FORM_PATH = '/cart#billing';

export interface PayNow {
  /**
   * Pays for the cart with the buyer's billing details (printed on the GST invoice). Without them,
   * the shopper is taken to the cart's billing form first. Answers the fields the server refused,
   * if it refused any: the order is then not created, and the form shows each message.
   */
  pay: (billing?: BillingDetailsInput) => Promise<BillingErrors | undefined>;
  /**
   * Pays again for an order whose checkout was never completed (the profile's "Complete payment"):
   * the same products and billing details through create-order, which answers the open order of
   * those products again. The cart is left as it is.
   */
  payOrder: (order: Order) => Promise<void>;
  /** From Pay until the payment is verified, fails or is dismissed (confirming included). */
  processing: boolean;
  /**
   * The server could not confirm the payment yet (verify answered pending, or gave no answer): the
   * flow asks for the order with back-off, up to two minutes, until it is paid or has failed.
   */
  confirming: boolean;
  /**
   * Two minutes passed without the bank's confirmation: not a failure (the order may still be
   * paid), so no error; the cart stays until the order is paid. Cleared by the next Pay.
   */
  unconfirmed: boolean;
  /** The last failure, in the spec's words (for the cart page's error banner); cleared by the next Pay. */
  error: string | null;
  /** Set when the last failure was a price change: the cart now holds the server's prices. */
  priceChange: PriceChange | null;
  /**
   * Set when the server refused the order because the shopper already owns some of it
   * (409 ALREADY_OWNED): the ids of those products, as its answer names them, until the next Pay.
   */
  alreadyOwned: string[] | null;
  /** The order just paid for, until the next Pay. */
  paid: PaidOrder | null;
  /** Forgets the last error (the banner's close button). */
  clearError: () => void;
}

const BILLING_FIELDS = ['name', 'state', 'pinCode', 'gstin'] as const;

/** The billing fields of a 400 VALIDATION_FAILED (`billing.pinCode`…), first message of each; undefined when none. */
function billingErrorsOf(issues: readonly { path: string; message: string }[] | undefined): BillingErrors | undefined {
  const errors: BillingErrors = {};
  for (const issue of issues ?? []) {
    const field = BILLING_FIELDS.find((name) => issue.path === `billing.${name}`);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** What one checkout is for: the lines to buy, the buyer's billing details, and whether they are the cart. */
interface Purchase {
  lines: CartLine[];
  billing: BillingDetailsInput | undefined;
  fromCart: boolean;
}

/**
 * The payment flow of the spec: signed out goes to /signin; an empty cart says so; otherwise
 * processing: load the provider, create the order at the server's prices, open Checkout, verify
 * on success (then empty the cart), and go back to idle on dismissal or any failure, telling the
 * shopper why with the spec's words. A total the server refuses (409 with its current amount)
 * updates the cart to the server's prices and shows the server's message, which names the new total.
 */
export function usePayNow({ storeName = 'Profit', onPaid, onLeave }: PayNowOptions = {}): PayNow {
  const user = useAppSelector(selectUser);
  const lines = useAppSelector(selectCartLines);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const theme = useTheme();
  const { loadCheckout, confirmationSchedule } = useServices();
  const [createOrder] = useCreateOrderMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [alreadyOwned, setAlreadyOwned] = useState<string[] | null>(null);
  const [paid, setPaid] = useState<PaidOrder | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  /** The notices this flow raised about the last attempt: retracted once they no longer hold. */
  const raised = useRef<string[]>([]);
  /** Whether the screen using the flow is still there: a confirmation in progress stops asking once it is gone. */
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const notify = useCallback(
    (text: string, tone: Tone) => {
      raised.current.push(dispatch(notifyAction(text, tone)).payload.id);
    },
    [dispatch],
  );

  /**
   * Takes back every notice of the last attempt: a new attempt, a verified payment or a dismissed
   * banner leaves no alert behind saying a price changed or a payment failed.
   */
  const retractNotices = useCallback(() => {
    for (const id of raised.current) dispatch(noticeDismissed(id));
    raised.current = [];
  }, [dispatch]);

  const fail = useCallback(
    (message: string) => {
      setError(message);
      notify(message, 'danger');
      setConfirming(false);
      setProcessing(false);
    },
    [notify],
  );

  /** The order is paid, whichever path told the shop (verify, or the order asked for again): the cart empties. */
  const succeed = useCallback(
    (order: PaidOrder, fromCart: boolean) => {
      if (fromCart) dispatch(cartCleared());
      dispatch(
        api.util.invalidateTags([
          { type: 'Order', id: 'LIST' },
          { type: 'Library', id: 'LIST' },
        ]),
      );
      retractNotices();
      setError(null);
      setPaid(order);
      notify(PAYMENT_MESSAGES.success, 'success');
      setConfirming(false);
      setProcessing(false);
      onPaid?.(order);
    },
    [dispatch, notify, onPaid, retractNotices],
  );

  /** One look at the order, fresh from the server; undefined when no answer came (asked again later). */
  const readOrder = useCallback(
    async (orderId: string): Promise<Order | undefined> => {
      const request = dispatch(ordersApi.endpoints.order.initiate(orderId, { forceRefetch: true, subscribe: false }));
      return (await request).data;
    },
    [dispatch],
  );

  /**
   * Verify could not confirm the payment yet: says so, then asks for the order with back-off until
   * it is paid (success, the cart empties), fails while watched or is closed (a plain failure with
   * the server's reason) or the schedule's two minutes are over (not confirmed yet: no error, the
   * cart stays). A failure the order already carried (an earlier declined attempt) is not this
   * payment's: only a failure that appears while the order is watched ends the wait.
   */
  const awaitConfirmation = useCallback(
    async (bought: PaidOrder & { orderId: string }, fromCart: boolean) => {
      setConfirming(true);
      retractNotices();
      notify(PAYMENT_MESSAGES.confirming, 'info');
      const { firstDelayMs, factor, maxDelayMs, budgetMs } = confirmationSchedule;
      // A monotonic clock: the wall clock may be set (or, in stories, frozen) meanwhile.
      const deadline = performance.now() + budgetMs;
      let delay = firstDelayMs;
      let seenOpen = false;
      for (;;) {
        const remaining = deadline - performance.now();
        if (remaining <= 0) break;
        await new Promise((resolve) => setTimeout(resolve, Math.min(delay, remaining)));
        if (!mounted.current) return;
        delay = Math.min(delay * factor, maxDelayMs);
        const order = await readOrder(bought.orderId);
        if (!mounted.current) return;
        if (!order) continue;
        if ((ORDER_STATUSES_GRANTING_ACCESS as readonly string[]).includes(order.status))
          return succeed(bought, fromCart);
        if (!(ORDER_STATUSES_PAYABLE as readonly string[]).includes(order.status))
          return fail(PAYMENT_MESSAGES.failedPrefix + SERVER_PAYMENT_MESSAGES.orderClosed);
        if (order.failure && seenOpen) return fail(PAYMENT_MESSAGES.failedPrefix + order.failure.message);
        if (!order.failure) seenOpen = true;
      }
      retractNotices();
      setUnconfirmed(true);
      notify(PAYMENT_MESSAGES.notConfirmed, 'warning');
      setConfirming(false);
      setProcessing(false);
    },
    [confirmationSchedule, fail, notify, readOrder, retractNotices, succeed],
  );

  /** Reads the catalogue again and moves every line to the server's current price. */
  const refreshPrices = useCallback(async () => {
    const request = dispatch(catalogueApi.endpoints.products.initiate(undefined, { forceRefetch: true }));
    try {
      const { data } = await request;
      if (data) dispatch(linePricesUpdated(Object.fromEntries(data.products.map((p) => [p.id, p.price]))));
    } finally {
      request.unsubscribe();
    }
  }, [dispatch]);

  const verify = useCallback(
    async (response: CheckoutSuccess, bought: PaidOrder, fromCart: boolean) => {
      const result = await verifyPayment(response);
      const orderId = result.data?.orderId ?? bought.orderId;
      if (result.data?.success) return succeed({ ...bought, orderId }, fromCart);
      // Authorised but not captured yet, still in flight, or the provider (or our server) could not
      // be asked: the payment may well settle, so the order is watched rather than called failed.
      const pending = result.data?.code === 'PAYMENT_PENDING' || (!result.data && isServerUnreachable(result.error));
      if (pending && orderId) return awaitConfirmation({ ...bought, orderId }, fromCart);
      const reason = result.data?.error ?? errorMessage(result.error, 'the server could not be reached.');
      fail(PAYMENT_MESSAGES.verificationFailedPrefix + reason);
    },
    [awaitConfirmation, fail, succeed, verifyPayment],
  );

  /** Creates the order at the server's prices, opens Checkout and verifies; answers the billing fields refused. */
  const checkout = useCallback(
    async ({ lines: buying, billing, fromCart }: Purchase): Promise<BillingErrors | undefined> => {
      if (!user) return;
      retractNotices();
      setProcessing(true);
      setError(null);
      setPriceChange(null);
      setAlreadyOwned(null);
      setPaid(null);
      setUnconfirmed(false);
      let openCheckout: CheckoutFactory;
      try {
        openCheckout = await loadCheckout();
      } catch {
        fail(PAYMENT_MESSAGES.sdkFailed);
        return;
      }
      const name = displayName(user);
      const amount = cartTotalPaise(buying);
      const order = await createOrder({
        amount,
        currency: 'INR',
        products: buying.map((line) => ({
          productId: line.productId,
          name: line.title,
          price: line.pricePaise,
          quantity: 1,
        })),
        customer: { name, email: user.email },
        ...(billing ? { billing } : {}),
      });
      if (!order.data) {
        const body = errorBody(order.error);
        const billingErrors = body?.code === 'VALIDATION_FAILED' ? billingErrorsOf(body.issues) : undefined;
        if (billingErrors) {
          // Said on the fields themselves, by the form: no order was created, nothing else went wrong.
          setProcessing(false);
          return billingErrors;
        }
        if (body?.code === 'AMOUNT_MISMATCH' && body.currentAmount !== undefined) {
          if (fromCart) await refreshPrices();
          setPriceChange({ previousPaise: amount, currentPaise: body.currentAmount });
          fail(body.message);
          return;
        }
        if (body?.code === 'ALREADY_OWNED') {
          setAlreadyOwned(body.productIds ?? []);
          // Bought elsewhere (another tab or device): the library this shop shows is out of date.
          dispatch(api.util.invalidateTags([{ type: 'Library', id: 'LIST' }]));
          fail(body.message);
          return;
        }
        fail(errorMessage(order.error, PAYMENT_MESSAGES.orderFailed));
        return;
      }
      const bought: PaidOrder = { orderId: order.data.orderId, lines: [...buying], amount: order.data.amount };
      const opened = openCheckout({
        key: order.data.keyId,
        amount: order.data.amount,
        currency: order.data.currency,
        order_id: order.data.id,
        name: storeName,
        description: `${buying.length} digital product${buying.length === 1 ? '' : 's'}`,
        prefill: { name: billing?.name ?? name, email: user.email },
        theme: { color: theme.colors.brand },
        handler: (response) => void verify(response, bought, fromCart),
        modal: { ondismiss: () => setProcessing(false) },
      });
      opened.on('payment.failed', (response) => {
        fail(PAYMENT_MESSAGES.failedPrefix + (response.error.description || PAYMENT_MESSAGES.unknownError));
      });
      opened.open();
    },
    [
      createOrder,
      dispatch,
      fail,
      loadCheckout,
      refreshPrices,
      retractNotices,
      storeName,
      theme.colors.brand,
      user,
      verify,
    ],
  );

  /** Signed out, the flow goes to sign-in first (and back here after). */
  const signInFirst = useCallback(() => {
    if (user) return false;
    onLeave?.();
    void navigate('/signin', { state: { from: location.pathname + location.search } });
    return true;
  }, [location, navigate, onLeave, user]);

  const pay = useCallback(
    async (billing?: BillingDetailsInput) => {
      if (signInFirst()) return;
      retractNotices();
      if (lines.length === 0) {
        setError(PAYMENT_MESSAGES.emptyCart);
        notify(PAYMENT_MESSAGES.emptyCart, 'warning');
        return;
      }
      if (!billing) {
        onLeave?.();
        void navigate(BILLING_FORM_PATH);
        return;
      }
      return checkout({ lines, billing, fromCart: true });
    },
    [checkout, lines, navigate, notify, onLeave, retractNotices, signInFirst],
  );

  const payOrder = useCallback(
    async (order: Order) => {
      if (signInFirst()) return;
      const buying = order.lines.flatMap((line) => {
        const product = findProduct(line.productId);
        return product ? [lineFromProduct(product, `${order.id}:${line.productId}`)] : [];
      });
      await checkout({ lines: buying, billing: order.billing ?? undefined, fromCart: false });
    },
    [checkout, signInFirst],
  );

  const clearError = useCallback(() => {
    setError(null);
    setAlreadyOwned(null);
    setUnconfirmed(false);
    retractNotices();
  }, [retractNotices]);

  return { pay, payOrder, processing, confirming, unconfirmed, error, priceChange, alreadyOwned, paid, clearError };
}
