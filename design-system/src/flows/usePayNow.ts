import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { cartTotalPaise, displayName } from '@profit/contract';
import { errorBody, errorMessage } from '../api/errors';
import { api } from '../api/baseApi';
import { catalogueApi } from '../api/catalogue';
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
  /** From Pay until the payment is verified, fails or is dismissed. */
  processing: boolean;
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
  const { loadCheckout } = useServices();
  const [createOrder] = useCreateOrderMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [alreadyOwned, setAlreadyOwned] = useState<string[] | null>(null);
  const [paid, setPaid] = useState<PaidOrder | null>(null);
  /** The notices this flow raised about the last attempt: retracted once they no longer hold. */
  const raised = useRef<string[]>([]);

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
      setProcessing(false);
    },
    [notify],
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
      if (result.data?.success) {
        const order = { ...bought, orderId: result.data.orderId ?? bought.orderId };
        dispatch(cartCleared());
        retractNotices();
        setError(null);
        setPaid(order);
        notify(PAYMENT_MESSAGES.success, 'success');
        setProcessing(false);
        onPaid?.(order);
      } else {
        const reason = result.data?.error ?? errorMessage(result.error, 'the server could not be reached.');
        fail(PAYMENT_MESSAGES.verificationFailedPrefix + reason);
      }
    },
    [dispatch, fail, notify, onPaid, retractNotices, verifyPayment],
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
    retractNotices();
  }, [retractNotices]);

  return { pay, processing, error, priceChange, alreadyOwned, paid, clearError };
}
