import { z } from 'zod';
import { PAYMENT_PROVIDERS, STORE_MODES } from './storeModes.js';

export const ProductSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  /** Integer paise: Rs 499 is 49900. */
  price: z.number().int().nonnegative(),
  image: z.string().min(1),
  category: z.enum(['Marketing', 'Analytics', 'Automation', 'CRM', 'Content']),
  /** The GST services accounting code (SAC) its tax invoice lines carry, six digits. */
  sac: z.string().regex(/^99\d{4}$/),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListResponseSchema = z.object({ products: z.array(ProductSchema) });
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

/**
 * The service's health: it answered, its database answered, and which payment provider takes
 * payments (`simulated` in demo mode). A database that does not answer is a 503 instead.
 */
export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** What the storefront learns from the backend at start: which mode runs and the public keys. */
export const ClientConfigSchema = z.object({
  mode: z.enum(STORE_MODES),
  googleClientId: z.string().nullable(),
  razorpayKeyId: z.string().nullable(),
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  /**
   * Razorpay in test mode (a `rzp_test_` key): a staging shop, where no money moves. Every page
   * says so, as it does for demo mode.
   */
  testPayments: z.boolean(),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

/** 404 NOT_FOUND of `GET /products/:id` for an id the catalogue does not hold. */
export const UNKNOWN_PRODUCT_MESSAGE = 'There is no product with that id.';

/** 503 of `GET /health` when the service answers but its database does not. */
export const DATABASE_UNREACHABLE_MESSAGE = 'The database is not reachable.';
