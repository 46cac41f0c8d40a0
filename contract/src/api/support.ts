import { z } from 'zod';

/** Shown when a contact message is stored (the spec's words). */
export const CONTACT_THANK_YOU = "Thank you for your message! We'll get back to you soon.";
/** Shown when a bug report is stored (the spec's words). */
export const BUG_REPORT_THANK_YOU = 'Thank you for reporting this bug! Our team will investigate promptly.';

const requiredText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

const email = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(254, { error: 'That e-mail address is too long.' })
    .pipe(z.email({ error: 'Enter a valid e-mail address, like name@example.com.' }));

/** A message sent through the contact page: every field required. */
export const ContactRequestSchema = z.strictObject({
  name: requiredText('Enter your name.', 120, 'Keep your name under 120 characters.'),
  email: email('Enter your e-mail address.'),
  message: requiredText('Write your message.', 5000, 'Keep your message under 5,000 characters.'),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({ success: z.literal(true), message: z.string(), id: z.uuid() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

export const BUG_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const BugSeveritySchema = z.enum(BUG_SEVERITIES, { error: 'Choose a severity: low, medium, high or critical.' });
export type BugSeverity = z.infer<typeof BugSeveritySchema>;
export const DEFAULT_BUG_SEVERITY: BugSeverity = 'medium';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `Keep ${label} under ${max.toLocaleString('en-IN')} characters.` })
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The text fields of a bug report. Sent as the fields of a `multipart/form-data` body (strings),
 * next to at most `BUG_REPORT_UPLOAD.maxFiles` images under the field name `screenshots`.
 */
export const BugReportFieldsSchema = z.strictObject({
  title: requiredText('Give the bug a short title.', 200, 'Keep the title under 200 characters.'),
  description: requiredText('Describe what went wrong.', 5000, 'Keep the description under 5,000 characters.'),
  severity: BugSeveritySchema.default(DEFAULT_BUG_SEVERITY),
  steps: optionalText(5000, 'the steps'),
  expected: optionalText(2000, 'what you expected'),
  actual: optionalText(2000, 'what happened'),
  /** Optional: where the team may write back. */
  contact: z
    .string()
    .trim()
    .max(254, { error: 'That e-mail address is too long.' })
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.email({ error: 'Enter a valid contact e-mail address, or leave it empty.' }).optional()),
  /** The "I can attach screenshots" checkbox, sent as `"true"` or `"false"`. */
  screenshots: z
    .enum(['true', 'false'], { error: 'screenshots must be "true" or "false".' })
    .optional()
    .transform((value) => value === 'true'),
});
export type BugReportFields = z.input<typeof BugReportFieldsSchema>;

export const BugReportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.uuid(),
  /** How many images were stored with the report. */
  screenshots: z.number().int().nonnegative(),
});
export type BugReportResponse = z.infer<typeof BugReportResponseSchema>;

/** What a bug report may carry: the same limits on the form and on the server. */
export const BUG_REPORT_UPLOAD = {
  fieldName: 'screenshots',
  maxFiles: 3,
  maxFileBytes: 2 * 1024 * 1024,
  /** Image types accepted (the server also checks the file's first bytes). */
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
} as const;

export const UPLOAD_MESSAGES = {
  tooMany: `Attach at most ${BUG_REPORT_UPLOAD.maxFiles} screenshots.`,
  tooLarge: (name: string) => `${name} is larger than 2 MB. Attach a smaller image.`,
  tooLargeAny: 'Each screenshot must be 2 MB or smaller.',
  wrongType: (name: string) => `${name} is not an image. Attach PNG, JPEG, GIF or WebP files.`,
  wrongTypeAny: 'Screenshots must be images: PNG, JPEG, GIF or WebP.',
  /** 429 RATE_LIMITED: the network (an IPv4 address, an IPv6 /64) has sent its day's reports or screenshot bytes. */
  dailyQuota: 'Your network has sent as many bug reports as we can take today. Please try again tomorrow.',
  /** 415 UNSUPPORTED_MEDIA_TYPE: a bug report sent as anything but a multipart form. */
  notMultipart: 'Send the bug report as multipart/form-data.',
} as const;

export interface SelectedFile {
  name: string;
  size: number;
  type: string;
}

/**
 * Checks the files picked for a bug report against the upload limits: the first problem as a
 * sentence a person understands, or `null` when all can be sent.
 */
export function uploadProblem(files: readonly SelectedFile[]): string | null {
  if (files.length > BUG_REPORT_UPLOAD.maxFiles) return UPLOAD_MESSAGES.tooMany;
  for (const file of files) {
    if (!(BUG_REPORT_UPLOAD.types as readonly string[]).includes(file.type))
      return UPLOAD_MESSAGES.wrongType(file.name);
    if (file.size > BUG_REPORT_UPLOAD.maxFileBytes) return UPLOAD_MESSAGES.tooLarge(file.name);
  }
  return null;
}

/**
 * The image type a file's first bytes announce, or `null`: the server trusts these bytes, never
 * the type the browser declared.
 */
export function sniffImageType(bytes: Uint8Array): (typeof BUG_REPORT_UPLOAD.types)[number] | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  return null;
}
