import type { AppConfig } from '../config/app-config.js';
import type { PaymentProvider } from './payment-provider.js';
import { RazorpayProvider } from './razorpay.provider.js';
import { createSimulatedProvider } from './simulated/simulated.provider.js';

/**
 * Razorpay when its keys are set; the simulated provider only outside production without them
 * (`loadConfig` refuses to start production without the keys).
 */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  if (config.simulatedPayments) return createSimulatedProvider(config);
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, RAZORPAY_CAPTURE } = config.env;
  if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET)
    throw new Error('Razorpay keys are required when payments are not simulated');
  return new RazorpayProvider({
    keyId: RAZORPAY_KEY_ID,
    keySecret: RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    autoCapture: RAZORPAY_CAPTURE === 'auto',
  });
}
