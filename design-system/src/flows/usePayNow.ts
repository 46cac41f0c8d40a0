import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { cartTotalPaise, displayName } from '@profit/contract';
import { errorMessage } from '../api/errors';
import { useCreateOrderMutation, useVerifyPaymentMutation } from '../api/payments';
import type { CheckoutFactory, CheckoutSuccess } from '../services/checkout';
import { useServices } from '../services/ServicesContext';
import { cartCleared, selectCartLines } from '../state/cartSlice';
import { useAppDispatch, useAppSelector, useNotify } from '../state/hooks';
import { selectUser } from '../state/sessionSlice';
import { PAYMENT_MESSAGES } from './messages';

export interface PayNowOptions {
  /** The store's name shown in Checkout. */
  storeName?: string;
  /** Called after a verified payment (e.g. to close the cart panel). */
  onPaid?: () => void;
}

/**
 * The payment flow of the spec: signed out goes to /signin; an empty cart says so; otherwise
 * processing: load the provider, create the order at the server's prices, open Checkout, verify
 * on success (then empty the cart), and go back to idle on dismissal or any failure, telling the
 * shopper why with the spec's words.
 */
export function usePayNow({ storeName = 'Profit', onPaid }: PayNowOptions = {}) {
  const user = useAppSelector(selectUser);
  const lines = useAppSelector(selectCartLines);
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const navigate = useNavigate();
  const theme = useTheme();
  const { loadCheckout } = useServices();
  const [createOrder] = useCreateOrderMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [processing, setProcessing] = useState(false);

  const verify = useCallback(
    async (response: CheckoutSuccess) => {
      const result = await verifyPayment(response);
      if (result.data?.success) {
        dispatch(cartCleared());
        notify(PAYMENT_MESSAGES.success, 'success');
        onPaid?.();
      } else {
        const reason = result.data?.error ?? errorMessage(result.error, 'the server could not be reached.');
        notify(PAYMENT_MESSAGES.verificationFailedPrefix + reason, 'danger');
      }
      setProcessing(false);
    },
    [dispatch, notify, onPaid, verifyPayment],
  );

  const pay = useCallback(async () => {
    if (!user) {
      void navigate('/signin');
      return;
    }
    if (lines.length === 0) {
      notify(PAYMENT_MESSAGES.emptyCart, 'warning');
      return;
    }
    setProcessing(true);
    let openCheckout: CheckoutFactory;
    try {
      openCheckout = await loadCheckout();
    } catch {
      notify(PAYMENT_MESSAGES.sdkFailed, 'danger');
      setProcessing(false);
      return;
    }
    const name = displayName(user);
    const order = await createOrder({
      amount: cartTotalPaise(lines),
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
      notify(errorMessage(order.error, PAYMENT_MESSAGES.orderFailed), 'danger');
      setProcessing(false);
      return;
    }
    const checkout = openCheckout({
      key: order.data.keyId,
      amount: order.data.amount,
      currency: order.data.currency,
      order_id: order.data.id,
      name: storeName,
      description: `${lines.length} digital product${lines.length === 1 ? '' : 's'}`,
      prefill: { name, email: user.email },
      theme: { color: theme.colors.brand },
      handler: (response) => void verify(response),
      modal: { ondismiss: () => setProcessing(false) },
    });
    checkout.on('payment.failed', (response) => {
      notify(PAYMENT_MESSAGES.failedPrefix + (response.error.description || PAYMENT_MESSAGES.unknownError), 'danger');
      setProcessing(false);
    });
    checkout.open();
  }, [createOrder, lines, loadCheckout, navigate, notify, storeName, theme.colors.brand, user, verify]);

  return { pay, processing };
}
