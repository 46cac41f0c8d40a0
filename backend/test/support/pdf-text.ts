import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The strings a PDF shows with a simple (single-byte) font, read from its decompressed content
 * streams: what the licence stamp writes in Helvetica. The book's own text is in subset fonts
 * (glyph ids, not letters), so only the stamp is read back as words.
 */
export async function simpleFontText(pdf: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(pdf);
  const shown: string[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      shown.push(Buffer.from(hex!, 'hex').toString('latin1'));
    }
  }
  return shown.join('\n');
}
