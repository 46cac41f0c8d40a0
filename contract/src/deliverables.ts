import { GUIDE_PDFS } from './deliverables.generated.js';

/**
 * Zod-free (the storefront's first chunk reads the format line and the labels); the query's schema
 * is in `api/downloads.ts`.
 *
 * What a bought kit downloads as: its PDF guide (stamped with the buyer's name and order), or the
 * Markdown the guide is made from, to edit or paste into a notes app.
 */
export const DOWNLOAD_FORMATS = ['pdf', 'md'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const DOWNLOAD_FORMAT_LABELS: Record<DownloadFormat, string> = {
  pdf: 'PDF guide',
  md: 'Markdown (.md)',
};

export const DOWNLOAD_MEDIA_TYPES: Record<DownloadFormat, string> = {
  pdf: 'application/pdf',
  md: 'text/markdown; charset=utf-8',
};

export const DOWNLOAD_MESSAGES = {
  format: 'The download format is pdf or md.',
} as const;

/** A file's size as a shopper reads it: `29 KB`, `1.2 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface GuidePdfFacts {
  pages: number;
  bytes: number;
}

/** The built PDF's page count and size, for a kit of the catalogue. */
export function guidePdfFacts(productId: string): GuidePdfFacts | undefined {
  return (GUIDE_PDFS as Record<string, GuidePdfFacts>)[productId];
}

/** The format line of a product page: `PDF guide, 4 pages (29 KB) + Markdown (.md)`. */
export function guideFormat(productId: string): string | undefined {
  const facts = guidePdfFacts(productId);
  if (!facts) return undefined;
  return `PDF guide, ${facts.pages} pages (${formatFileSize(facts.bytes)}) + ${DOWNLOAD_FORMAT_LABELS.md}`;
}
