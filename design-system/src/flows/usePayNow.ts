import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTheme } from 'styled-components';
import {
  cartTotalPaise,
  displayName,
  ORDER_STATUSES_GRANTING_ACCESS,
  ORDER_STATUSES_PAYABLE,
  PAYMENT_MESSAGES as SERVER_PAYMENT_MESSAGES,
  type Order,
} from '@profit/contract';
import { errorBody, errorMessage, isServerUnreachable } from '../api/errors';
import { api } from '../api/baseApi';
import { catalogueApi } from '../api/catalogue';
import { ordersApi } from '../api/orders';
import { useCreateOrderMutation, useVerifyPaymentMutation } from '../api/payments';
import type { CheckoutFactory, CheckoutSuccess } from '../services/checkout';
import { useServices } from '../services/ServicesContext';
import { cartCleared, linePricesUpdated, selectCartLines, type CartLine } from '../state/cartSlice';
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
}

export interface PayNow {
  pay: () => Promise<void>;
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

/**
 * The payment flow of the spec: signed out goes to /signin; an empty cart says so; otherwise
 * processing: load the provider, create the order at the server's prices, open Checkout, verify
 * on success (then empty the cart), and go back to idle on dismissal or any failure, telling the
 * shopper why with the spec's words. A total the server refuses (409 with its current amount)
 * updates the cart to the server's prices and shows the server's message, which names the new total.
 */
export function usePayNow({ storeName = 'Profit', onPaid }: PayNowOptions = {}): PayNow {
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
    (order: PaidOrder) => {
      dispatch(cartCleared());
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
    async (bought: PaidOrder & { orderId: string }) => {
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
        if ((ORDER_STATUSES_GRANTING_ACCESS as readonly string[]).includes(order.status)) return succeed(bought);
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
    async (response: CheckoutSuccess, bought: PaidOrder) => {
      const result = await verifyPayment(response);
      const orderId = result.data?.orderId ?? bought.orderId;
      if (result.data?.success) return succeed({ ...bought, orderId });
      // Authorised but not captured yet, still in flight, or the provider (or our server) could not
      // be asked: the payment may well settle, so the order is watched rather than called failed.
      const pending = result.data?.code === 'PAYMENT_PENDING' || (!result.data && isServerUnreachable(result.error));
      if (pending && orderId) return awaitConfirmation({ ...bought, orderId });
      const reason = result.data?.error ?? errorMessage(result.error, 'the server could not be reached.');
      fail(PAYMENT_MESSAGES.verificationFailedPrefix + reason);
    },
    [awaitConfirmation, fail, succeed, verifyPayment],
  );

  const pay = useCallback(async () => {
    if (!user) {
      void navigate('/signin', { state: { from: location.pathname + location.search } });
      return;
    }
    retractNotices();
    if (lines.length === 0) {
      setError(PAYMENT_MESSAGES.emptyCart);
      notify(PAYMENT_MESSAGES.emptyCart, 'warning');
      return;
    }
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
    const amount = cartTotalPaise(lines);
    const order = await createOrder({
      amount,
      currency: 'INR',
      products: lines.map((line) => ({
        productId: line.productId,
        name: line.title,
        price: line.pricePaise,
        quantity: 1,
      })),
      customer: { name, email: user.email },
    });
    if (!order.data) {
      const body = errorBody(order.error);
      if (body?.code === 'AMOUNT_MISMATCH' && body.currentAmount !== undefined) {
        await refreshPrices();
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
    const bought: PaidOrder = { orderId: order.data.orderId, lines: [...lines], amount: order.data.amount };
    const checkout = openCheckout({
      key: order.data.keyId,
      amount: order.data.amount,
      currency: order.data.currency,
      order_id: order.data.id,
      name: storeName,
      description: `${lines.length} digital product${lines.length === 1 ? '' : 's'}`,
      prefill: { name, email: user.email },
      theme: { color: theme.colors.brand },
      handler: (response) => void verify(response, bought),
      modal: { ondismiss: () => setProcessing(false) },
    });
    checkout.on('payment.failed', (response) => {
      fail(PAYMENT_MESSAGES.failedPrefix + (response.error.description || PAYMENT_MESSAGES.unknownError));
    });
    checkout.open();
  }, [
    createOrder,
    dispatch,
    fail,
    lines,
    loadCheckout,
    location,
    navigate,
    notify,
    refreshPrices,
    retractNotices,
    storeName,
    theme.colors.brand,
    user,
    verify,
  ]);

  const clearError = useCallback(() => {
    setError(null);
    setAlreadyOwned(null);
    setUnconfirmed(false);
    retractNotices();
  }, [retractNotices]);

  return { pay, processing, confirming, unconfirmed, error, priceChange, alreadyOwned, paid, clearError };
}
