import { z } from 'zod';
import { DOWNLOAD_FORMATS, DOWNLOAD_MESSAGES } from '../deliverables.js';

/** `GET /library/:productId/download?format=`: the PDF guide by default, or its Markdown. */
export const DownloadQuerySchema = z.strictObject({
  format: z
    .enum(DOWNLOAD_FORMATS, { error: DOWNLOAD_MESSAGES.format })
    .default('pdf')
    .describe('pdf (the guide, stamped with the buyer’s name and order; the default) or md (its Markdown source).'),
});
