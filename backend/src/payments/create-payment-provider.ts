import type { AppConfig } from '../config/app-config.js';
import type { PaymentProvider } from './payment-provider.js';
import { RazorpayProvider } from './razorpay.provider.js';
import { SimulatedProvider } from './simulated.provider.js';

/**
 * Razorpay when its keys are set; the simulated provider only outside production without them
 * (`loadConfig` refuses to start production without the keys). In demo mode a lone
 * RAZORPAY_KEY_SECRET / RAZORPAY_WEBHOOK_SECRET fixes the simulated secrets (benchmarks, crash test).
 */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, RAZORPAY_CAPTURE } = config.env;
  const autoCapture = RAZORPAY_CAPTURE === 'auto';
  if (config.simulatedPayments)
    return new SimulatedProvider({
      keySecret: RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_WEBHOOK_SECRET,
      autoCapture,
    });
  if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET)
    throw new Error('Razorpay keys are required when payments are not simulated');
  return new RazorpayProvider({
    keyId: RAZORPAY_KEY_ID,
    keySecret: RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    autoCapture,
  });
}
