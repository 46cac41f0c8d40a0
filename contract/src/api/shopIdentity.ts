import { z } from 'zod';

/** The social networks the footer can link to, each only when the shop configures its address. */
export const SOCIAL_NETWORKS = ['instagram', 'x', 'linkedin', 'youtube', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

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

/** Business hours when the shop does not set its own (`BUSINESS_HOURS`). */
export const DEFAULT_BUSINESS_HOURS = 'Monday to Saturday, 10 am to 6 pm IST';

/**
 * A demo shop's identity: a made-up seller (its GSTIN of the right shape and check character) and
 * contacts on addresses that reach nobody. The backend's demo mode and the mocks answer with it.
 */
export const SAMPLE_SHOP_IDENTITY: ShopIdentity = {
  legalName: 'Profit Demo Store (sample seller)',
  address: '101 Sample Street, Baner, Pune, Maharashtra 411045',
  gstin: '27AAACP1234Q1Z8',
  supportEmail: 'support@profit.demo',
  supportPhone: '+91 20 0000 0000',
  businessHours: DEFAULT_BUSINESS_HOURS,
  grievanceOfficer: { name: 'Asha Sample', designation: 'Grievance Officer (sample)', email: 'grievance@profit.demo' },
  socialLinks: [],
  sample: true,
};

/** The sentence every page shows beside a demo shop's identity. */
export const SAMPLE_IDENTITY_NOTE = 'Sample details of a demo shop: not a real business.';
