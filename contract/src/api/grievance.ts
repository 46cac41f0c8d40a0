import { z } from 'zod';
import { GRIEVANCE_REFERENCE } from './grievanceText.js';

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
