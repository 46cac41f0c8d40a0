import { z } from 'zod';
import { BugSeveritySchema } from '../support.js';

/** `GET /admin/support` pages: 25 messages unless `limit` says otherwise, at most 100. */
export const ADMIN_SUPPORT_PAGE_DEFAULT_LIMIT = 25;
export const ADMIN_SUPPORT_PAGE_MAX_LIMIT = 100;

/** Whether a message still waits for an answer, or a merchant marked it handled. */
export const SUPPORT_STATES = ['open', 'handled'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

const limitError = `limit must be a whole number from 1 to ${ADMIN_SUPPORT_PAGE_MAX_LIMIT}.`;

/** The query of `GET /admin/support`: a page, and open or handled messages only. */
export const AdminSupportListQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: limitError })
    .int({ error: limitError })
    .min(1, { error: limitError })
    .max(ADMIN_SUPPORT_PAGE_MAX_LIMIT, { error: limitError })
    .default(ADMIN_SUPPORT_PAGE_DEFAULT_LIMIT)
    .describe(
      `How many messages per page: 1 to ${ADMIN_SUPPORT_PAGE_MAX_LIMIT}, ${ADMIN_SUPPORT_PAGE_DEFAULT_LIMIT} by default.`,
    ),
  cursor: z
    .string()
    .min(1, { error: 'cursor must be the nextCursor of a previous page.' })
    .max(200, { error: 'cursor must be the nextCursor of a previous page.' })
    .optional()
    .describe("The previous page's nextCursor; absent for the newest messages."),
  state: z
    .enum(SUPPORT_STATES, { error: 'state must be open or handled.' })
    .optional()
    .describe('Only messages still open, or only those handled; both when absent.'),
});
export type AdminSupportListQuery = z.input<typeof AdminSupportListQuerySchema>;

const handling = {
  id: z.string(),
  createdAt: z.iso.datetime(),
  /** When a merchant marked it handled, and who; null while open. */
  handledAt: z.iso.datetime().nullable(),
  handledBy: z.string().nullable(),
};

/** A screenshot of a bug report: its `n` (1, 2, 3) in the image route, and what the reporter's file said. */
export const AdminBugReportImageSchema = z.object({
  n: z.number().int().positive(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});
export type AdminBugReportImage = z.infer<typeof AdminBugReportImageSchema>;

export const AdminContactMessageSchema = z.object({
  kind: z.literal('contact'),
  ...handling,
  name: z.string(),
  email: z.string(),
  message: z.string(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const AdminBugReportSchema = z.object({
  kind: z.literal('bug_report'),
  ...handling,
  title: z.string(),
  description: z.string(),
  severity: BugSeveritySchema,
  steps: z.string().nullable(),
  expected: z.string().nullable(),
  actual: z.string().nullable(),
  contactEmail: z.string().nullable(),
  canProvideScreenshots: z.boolean(),
  images: z.array(AdminBugReportImageSchema),
});
export type AdminBugReport = z.infer<typeof AdminBugReportSchema>;

/** A message of the support inbox: a contact message or a bug report. */
export const AdminSupportItemSchema = z.discriminatedUnion('kind', [AdminContactMessageSchema, AdminBugReportSchema]);
export type AdminSupportItem = z.infer<typeof AdminSupportItemSchema>;

export const AdminSupportListResponseSchema = z.object({
  items: z.array(AdminSupportItemSchema),
  nextCursor: z.string().nullable(),
});
export type AdminSupportListResponse = z.infer<typeof AdminSupportListResponseSchema>;

/** The image types the console shows, checked by the file's first bytes (anything else is refused). */
export const ADMIN_SHOWN_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The words of the support inbox's routes. */
export const ADMIN_SUPPORT_MESSAGES = {
  /** 404 NOT_FOUND */
  messageNotFound: 'There is no message with that id.',
  /** 404 NOT_FOUND */
  imageNotFound: 'That bug report has no such screenshot.',
  /** 415 UNSUPPORTED_MEDIA_TYPE: the stored bytes are not a PNG, JPEG or WebP image. */
  imageRefused: 'This screenshot is not a PNG, JPEG or WebP image, so it is not shown.',
} as const;

/** The file name an image is served under: the reporter's name reduced to safe characters, with the checked type's extension. */
export function safeImageFileName(fileName: string, contentType: (typeof ADMIN_SHOWN_IMAGE_TYPES)[number]): string {
  const extension = contentType === 'image/jpeg' ? 'jpg' : contentType.slice('image/'.length);
  const stem =
    fileName
      .replace(/\.[^.]*$/, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'screenshot';
  return `${stem}.${extension}`;
}
