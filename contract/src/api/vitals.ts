import { z } from 'zod';
import { DEVICE_CLASSES, VITAL_NAMES, VITALS_PAGE_PATTERN, type VitalName } from './vitalsFacts.js';

/**
 * Field data: how fast the shop is for the people who use it, measured in their browsers with the
 * `web-vitals` library and sent once per visit. A beacon carries the page a visit landed on, the
 * device class and the four figures, nothing else: no address, no identifier, no query or hash.
 */

/** Upper bounds that no real visit reaches: a value above them is a broken or forged beacon. */
const LIMITS: Record<VitalName, number> = { LCP: 120_000, INP: 60_000, CLS: 100, TTFB: 120_000 };

/** A page's address as the shop routes it: a path of lower-case segments, no query or hash. */
const pagePath = z
  .string()
  .max(120)
  .regex(VITALS_PAGE_PATTERN, { error: 'A page is a path like /products/instagram-growth-playbook.' });

export const VitalSchema = z
  .strictObject({ name: z.enum(VITAL_NAMES), value: z.number().nonnegative() })
  .refine((vital) => vital.value <= LIMITS[vital.name], { error: 'A figure is out of range.', path: ['value'] });
export type Vital = z.infer<typeof VitalSchema>;

/** `POST /vitals`: one visit's figures (each at most once). */
export const VitalsBeaconSchema = z.strictObject({
  page: pagePath,
  device: z.enum(DEVICE_CLASSES),
  vitals: z
    .array(VitalSchema)
    .min(1)
    .max(VITAL_NAMES.length)
    .refine((vitals) => new Set(vitals.map((vital) => vital.name)).size === vitals.length, {
      error: 'Each figure is sent once.',
    }),
});
export type VitalsBeacon = z.infer<typeof VitalsBeaconSchema>;

export const VitalsReceivedSchema = z.object({ success: z.literal(true) });
export type VitalsReceived = z.infer<typeof VitalsReceivedSchema>;

/** One page on one device class over a period: the 75th percentile of each figure and how many visits sent it. */
export const VitalsRowSchema = z.object({
  page: z.string(),
  device: z.enum(DEVICE_CLASSES),
  /** Visits counted (the most samples of any figure). */
  visits: z.number().int().nonnegative(),
  p75: z.object({
    LCP: z.number().nullable(),
    INP: z.number().nullable(),
    CLS: z.number().nullable(),
    TTFB: z.number().nullable(),
  }),
});
export type VitalsRow = z.infer<typeof VitalsRowSchema>;

/** `GET /admin/vitals`: for each period, the pages with the most visits first. */
export const AdminVitalsSchema = z.object({
  periods: z.array(z.object({ days: z.number().int().positive(), rows: z.array(VitalsRowSchema) })),
});
export type AdminVitals = z.infer<typeof AdminVitalsSchema>;
