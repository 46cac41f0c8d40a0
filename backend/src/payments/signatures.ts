import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of a payload with a secret, as lower-case hex (Razorpay's signature format). */
export function hmacSha256Hex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/**
 * Compares a received signature with the expected one in constant time, so the time a refusal
 * takes says nothing about how many leading characters were right. `timingSafeEqual` throws on
 * buffers of different lengths, hence the length check first (the length of an HMAC is public).
 */
export function signaturesMatch(expected: string, received: unknown): boolean {
  if (typeof received !== 'string' || received.length === 0) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

/** The signature Razorpay Checkout hands back: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function signCheckoutPayment(keySecret: string, providerOrderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${providerOrderId}|${paymentId}`);
}

/** Whether a Checkout signature is the one the key secret gives for this order and payment. */
export function isValidCheckoutSignature(
  keySecret: string,
  providerOrderId: string,
  paymentId: string,
  signature: unknown,
): boolean {
  return signaturesMatch(signCheckoutPayment(keySecret, providerOrderId, paymentId), signature);
}

/** Whether `X-Razorpay-Signature` is the HMAC-SHA256 of the raw request body with the webhook secret. */
export function isValidWebhookSignature(webhookSecret: string, rawBody: Buffer | string, signature: unknown): boolean {
  return signaturesMatch(hmacSha256Hex(webhookSecret, rawBody), signature);
}
