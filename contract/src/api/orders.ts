import { z } from 'zod';
import { ProductSchema } from './catalogue.js';

export const OrderStatusSchema = z.enum(['created', 'paid', 'failed']);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const OrderLineSchema = z.object({
  productId: z.string(),
  title: z.string(),
  /** Integer paise, as charged. */
  price: z.number().int(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderSchema = z.object({
  id: z.string(),
  status: OrderStatusSchema,
  amount: z.number().int(),
  currency: z.literal('INR'),
  providerOrderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  lines: z.array(OrderLineSchema),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListResponseSchema = z.object({ orders: z.array(OrderSchema) });
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

export const LibraryItemSchema = z.object({
  product: ProductSchema,
  orderId: z.string(),
  purchasedAt: z.iso.datetime(),
  /** Path under the API base, e.g. `/library/{productId}/download`. */
  downloadPath: z.string(),
});
export type LibraryItem = z.infer<typeof LibraryItemSchema>;

export const LibraryResponseSchema = z.object({ items: z.array(LibraryItemSchema) });
export type LibraryResponse = z.infer<typeof LibraryResponseSchema>;
