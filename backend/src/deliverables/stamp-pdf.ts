import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { COVER_STAMP_Y, PAGE } from './guide-pdf.js';

/** Who a copy is licensed to, as its pages print it. */
export interface Licence {
  name: string;
  email: string;
  /** The short order number the shopper reads (`#3F2A9C1B`). */
  orderNumber: string;
}

/** The line every page carries: `Licensed to Asha Rao · Order #3F2A9C1B`. */
export const licenceLine = (licensee: string, orderNumber: string): string =>
  `Licensed to ${licensee} · Order ${orderNumber}`;

const fits = (font: PDFFont, text: string): boolean => {
  const characters = new Set(font.getCharacterSet());
  return [...text].every((character) => characters.has(character.codePointAt(0) ?? -1));
};

/**
 * The buyer's name when the stamp's font can print it (Helvetica's Western European letters), else
 * their e-mail address: a name in another script is never printed as boxes.
 */
function licenseeFor(font: PDFFont, licence: Licence): string {
  const name = licence.name.trim();
  if (name && fits(font, name)) return name;
  return [...licence.email].filter((character) => fits(font, character)).join('');
}

export async function countPages(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}

/**
 * Adds the buyer's licence line to a built guide, on its cover and under every page's footer, by
 * appending to the existing pages: the book is not rendered again, only parsed and written back.
 */
export async function stampPdf(pdf: Uint8Array, licence: Licence): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const line = licenceLine(licenseeFor(font, licence), licence.orderNumber);
  document.getPages().forEach((page, index) => {
    const cover = index === 0;
    const size = cover ? 10 : 7.5;
    const width = font.widthOfTextAtSize(line, size);
    page.drawText(line, {
      x: cover ? PAGE.margin : (PAGE.width - width) / 2,
      y: PAGE.height - (cover ? COVER_STAMP_Y : PAGE.footerY + 22),
      size,
      font,
      color: cover ? rgb(0.8, 0.83, 0.86) : rgb(0.42, 0.45, 0.52),
    });
  });
  document.setSubject(line);
  return document.save();
}
