import { z } from 'zod';

import { SOCIAL_NETWORKS } from './socialNetworks.js';

/**
 * What the Consumer Protection (E-Commerce) Rules, 2020 ask a seller to show, and what Razorpay
 * reviews before it activates a live account: who sells (the invoices' seller), how to reach it,
 * and its grievance officer. Served by `GET /api/shop-identity`, from the backend's settings;
 * `sample` when demo mode filled in its sample values (every page then says they are samples).
 */
export const ShopIdentitySchema = z.object({
  legalName: z.string().min(1),
  address: z.string().min(1),
  gstin: z.string().min(1),
  supportEmail: z.email(),
  supportPhone: z.string().min(1),
  businessHours: z.string().min(1),
  grievanceOfficer: z.object({
    name: z.string().min(1),
    designation: z.string().min(1),
    email: z.email(),
  }),
  /** Only the networks the shop configured, in `SOCIAL_NETWORKS` order. */
  socialLinks: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.url({ protocol: /^https$/ }) })),
  sample: z.boolean(),
});
export type ShopIdentity = z.infer<typeof ShopIdentitySchema>;
