/** The spec's exact words (section 8) for sign-in and payment outcomes. */
export const SIGN_IN_MESSAGES = {
  rejected: 'Authentication failed. Please try again.',
  error: 'Authentication error. Please try again.',
  widgetFailed: 'Google Sign-In failed. Please try again.',
} as const;

export const PAYMENT_MESSAGES = {
  success: 'Payment successful! Order placed.',
  emptyCart: 'Your cart is empty',
  orderFailed: 'Payment failed. Please try again.',
  verificationFailedPrefix: 'Payment verification failed: ',
  failedPrefix: 'Payment failed: ',
  unknownError: 'Unknown error',
  sdkFailed: 'Failed to load Razorpay SDK',
  /** Verify answered pending: the shop waits for the bank's confirmation of the order. */
  confirming: 'Confirming your payment…',
  /** Still pending after two minutes of asking: not a failure, and no reason to pay again. */
  notConfirmedTitle: 'Your payment is not confirmed yet',
  notConfirmed:
    'Your bank has not confirmed this payment yet. If money left your account, the order shows as paid on your profile once it does; there is no need to pay again.',
} as const;

export { SUBSCRIBE_MESSAGES } from './subscribeMessages';
