import { z } from 'zod';
import { gstinProblem, PIN_CODE_PATTERN } from '../rules/gstin.js';
import { STATE_CODES } from '../rules/indianStates.js';
import { plainString } from './text.js';

/** What the billing form and the server say about each field (400 VALIDATION_FAILED, `billing.<field>: …`). */
export const BILLING_MESSAGES = {
  nameRequired: 'Enter your full name as it should appear on the invoice.',
  nameTooLong: 'A name has at most 100 characters.',
  state: 'Choose your state or union territory.',
  pinCode: 'Enter a 6-digit PIN code that does not start with 0.',
  gstinFormat: 'A GSTIN has 15 characters, like 27AAPFU0939F1ZV.',
  gstinState: 'A GSTIN begins with the code of an Indian state or union territory.',
  gstinCheck: 'This GSTIN is not valid: please check it for a mistyped character.',
  gstinOtherState: 'This GSTIN is registered in another state: choose that state, or leave the GSTIN empty.',
} as const;

/**
 * The buyer's billing details, kept on the order and printed on its tax invoice: full name,
 * state or union territory (its GST state code: the place of supply), PIN code and, for a
 * registered business, its GSTIN (validated with its check character, and registered in the
 * chosen state). Names and PINs are trimmed; a GSTIN is read in upper case, and empty means none.
 */
export const BillingDetailsRequestSchema = z
  .strictObject(
    {
      name: plainString('The name', BILLING_MESSAGES.nameRequired)
        .trim()
        .min(1, { error: BILLING_MESSAGES.nameRequired })
        .max(100, { error: BILLING_MESSAGES.nameTooLong }),
      state: z.enum(STATE_CODES, { error: BILLING_MESSAGES.state }),
      pinCode: z
        .string({ error: BILLING_MESSAGES.pinCode })
        .trim()
        .regex(PIN_CODE_PATTERN, { error: BILLING_MESSAGES.pinCode }),
      gstin: z
        .string({ error: BILLING_MESSAGES.gstinFormat })
        .trim()
        .transform((value) => value.toUpperCase())
        .superRefine((value, context) => {
          if (value === '') return;
          const problem = gstinProblem(value);
          if (problem)
            context.addIssue({
              code: 'custom',
              message:
                problem === 'format'
                  ? BILLING_MESSAGES.gstinFormat
                  : problem === 'state'
                    ? BILLING_MESSAGES.gstinState
                    : BILLING_MESSAGES.gstinCheck,
            });
        })
        .transform((value) => (value === '' ? null : value))
        .nullish()
        .transform((value) => value ?? null),
    },
    { error: 'billing must hold name, state, pinCode and an optional gstin.' },
  )
  .superRefine((billing, context) => {
    if (billing.gstin && !billing.gstin.startsWith(billing.state))
      context.addIssue({ code: 'custom', path: ['gstin'], message: BILLING_MESSAGES.gstinOtherState });
  });
export type BillingDetailsInput = z.input<typeof BillingDetailsRequestSchema>;

/** Billing details as the server keeps and answers them (validated on the way in). */
export const BillingDetailsSchema = z.object({
  name: z.string(),
  state: z.enum(STATE_CODES),
  pinCode: z.string(),
  /** Upper case, check character verified; null for a buyer without one. */
  gstin: z.string().nullable(),
});
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;
