import { z } from 'zod';

/**
 * The times the Consumer Protection (E-Commerce) Rules, 2020 give a grievance officer: acknowledge
 * a complaint within 48 hours, resolve it within one month of receiving it.
 */
export const GRIEVANCE_TIMES = { acknowledge: '48 hours', resolve: 'one month' } as const;

/** A grievance's reference as the sender sees it: `GRV-` and six digits or more. */
export const GRIEVANCE_REFERENCE = /^GRV-\d{6,}$/;

/** The reference of the grievance numbered `number` (the table's sequence). */
export const grievanceReference = (number: number): string => `GRV-${String(number).padStart(6, '0')}`;

/** Shown when a grievance is stored, with its reference. */
export const grievanceReceived = (reference: string): string =>
  `Your grievance is registered as ${reference}. Our grievance officer will acknowledge it within ${GRIEVANCE_TIMES.acknowledge} and resolve it within ${GRIEVANCE_TIMES.resolve}.`;

const requiredText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

/** A grievance sent through /grievance: who, how to reply, the order it concerns (optional), what happened. */
export const GrievanceRequestSchema = z.strictObject({
  name: requiredText('Enter your name.', 120, 'Keep your name under 120 characters.'),
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .min(1, { error: 'Enter your e-mail address.' })
    .max(254, { error: 'That e-mail address is too long.' })
    .pipe(z.email({ error: 'Enter a valid e-mail address, like name@example.com.' })),
  orderNumber: z
    .string()
    .trim()
    .max(40, { error: 'Keep the order number under 40 characters.' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  subject: requiredText(
    'Say in a few words what the grievance is about.',
    200,
    'Keep the subject under 200 characters.',
  ),
  details: requiredText(
    'Describe what happened and what you would like us to do.',
    5000,
    'Keep the description under 5,000 characters.',
  ),
});
export type GrievanceRequest = z.input<typeof GrievanceRequestSchema>;

export const GrievanceResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reference: z.string().regex(GRIEVANCE_REFERENCE),
});
export type GrievanceResponse = z.infer<typeof GrievanceResponseSchema>;
