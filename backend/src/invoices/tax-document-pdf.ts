import PDFDocument from 'pdfkit';
import { formatRupees, SAMPLE_DOCUMENT_MARK, stateLabel, type TaxDocument } from '@profit/contract';

/** pdfkit's built-in fonts have no ₹ glyph: amounts are written `Rs 499.00`, as the shop shows them. */
const money = (paise: number): string => formatRupees(paise);

/** India time, as the documents are dated: `27 Nov 2026`. */
const indianDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));

/**
 * Renders a tax invoice or credit note as an A4 PDF (pdfkit, built-in Helvetica): the seller and
 * buyer, the place of supply, each line with its SAC, taxable value and tax, the totals in figures
 * and words, the order and payment ids; a demo store's documents carry "Sample invoice — demo
 * store" across every page. Deterministic: the same figures give the same bytes.
 */
export function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: `${document.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${document.number}`,
      Author: document.seller.name,
      CreationDate: new Date(document.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const intra = document.taxKind === 'intra';

  if (document.sample) {
    doc.save();
    doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc
      .font('Helvetica-Bold')
      .fontSize(40)
      .fillColor('#d9d9d9')
      .text(SAMPLE_DOCUMENT_MARK, 0, doc.page.height / 2 - 20, {
        width: doc.page.width,
        align: 'center',
      });
    doc.restore();
    doc.fillColor('black');
  }

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(document.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note', left, 48);
  doc.font('Helvetica').fontSize(9);
  if (document.sample)
    doc.fillColor('#b00020').text(`${SAMPLE_DOCUMENT_MARK}: not a valid tax invoice.`).fillColor('black');
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    [document.kind === 'invoice' ? 'Invoice number' : 'Credit note number', document.number],
    ['Date', indianDate(document.issuedAt)],
    ...(document.invoiceNumber ? ([['Against invoice', document.invoiceNumber]] as [string, string][]) : []),
    ['Order', document.orderId],
    ['Payment', document.paymentId ?? '-'],
    ['Place of supply', stateLabel(document.placeOfSupply)],
    ...(document.reason ? ([['Reason', document.reason]] as [string, string][]) : []),
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);

  const top = doc.y + 12;
  const half = width / 2 - 8;
  doc.font('Helvetica-Bold').text('Seller', left, top, { width: half });
  doc.font('Helvetica').text(document.seller.name, { width: half });
  doc.text(document.seller.address, { width: half });
  doc.text(`State: ${stateLabel(document.seller.state)}`, { width: half });
  doc.text(`GSTIN: ${document.seller.gstin ?? '-'}`, { width: half });
  const sellerBottom = doc.y;
  doc.font('Helvetica-Bold').text('Buyer', left + half + 16, top, { width: half });
  doc.font('Helvetica').text(document.buyer.name, { width: half });
  doc.text(document.buyer.address, { width: half });
  doc.text(`State: ${stateLabel(document.buyer.state)}`, { width: half });
  doc.text(`GSTIN: ${document.buyer.gstin ?? 'Unregistered'}`, { width: half });
  doc.text(document.buyer.email, { width: half });
  doc.y = Math.max(sellerBottom, doc.y) + 16;

  const columns = intra
    ? ['Description', 'SAC', 'Taxable value', 'CGST 9%', 'SGST 9%', 'Amount']
    : ['Description', 'SAC', 'Taxable value', 'IGST 18%', 'Amount'];
  const widths = intra ? [0.34, 0.1, 0.15, 0.13, 0.13, 0.15] : [0.42, 0.1, 0.17, 0.14, 0.17];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, index) => {
      const cellWidth = widths[index]! * width;
      doc.text(cell, x, y, { width: cellWidth - 4, align: index < 2 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += cellWidth;
    });
    doc.y = bottom + 4;
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + width, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };
  row(columns, true);
  for (const line of document.lines) {
    row(
      intra
        ? [line.description, line.sac, money(line.taxableValue), money(line.cgst), money(line.sgst), money(line.amount)]
        : [line.description, line.sac, money(line.taxableValue), money(line.igst), money(line.amount)],
    );
  }
  const t = document.totals;
  row(
    intra
      ? ['Total', '', money(t.taxableValue), money(t.cgst), money(t.sgst), money(t.amount)]
      : ['Total', '', money(t.taxableValue), money(t.igst), money(t.amount)],
    true,
  );
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .text(`Total ${document.kind === 'invoice' ? 'charged' : 'credited'} (tax included): ${money(t.amount)}`, left);
  doc.text(`In words: ${document.amountInWords}`, left);
  doc.moveDown(0.5);
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(
      `Prices include GST at 18%. ${intra ? 'Supply within the seller’s state: CGST and SGST at 9% each.' : 'Supply to another state: IGST at 18%.'} Tax is not payable on reverse charge. This document is computer generated.`.replace(
        '’',
        "'",
      ),
      left,
    );
  doc.end();
  return done;
}
