import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE, guidePdfFacts, PREVIEW_FILES, shortOrderNumber } from '@profit/contract';
import { PDFDocument } from 'pdf-lib';
import { assetPathOf } from '../src/library/library.service.js';
import { buyAndPay, cartOf, startCheckoutApp } from './support/checkout.js';
import { simpleFontText } from './support/pdf-text.js';
import type { TestApp } from './support/test-app.js';
import { createSignedInUser } from './support/users.js';

describe('the kits as PDF guides, stamped with their buyer', () => {
  let test: TestApp;
  const download = (productId: string, headers: Record<string, string>, query = '') =>
    test.app.inject({ method: 'GET', url: `/api/library/${productId}/download${query}`, headers });

  beforeAll(async () => {
    test = await startCheckoutApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('has a built PDF for every kit, with the page count and size the shop prints', async () => {
    for (const product of CATALOGUE) {
      const path = assetPathOf(product, 'pdf');
      const built = readFileSync(path);
      const figures = guidePdfFacts(product.id)!;
      expect({ pages: (await PDFDocument.load(built)).getPageCount(), bytes: statSync(path).size }).toEqual(figures);
      expect(figures.pages).toBeGreaterThan(1);
    }
  });

  it('has committed previews rendered from the PDF each kit is built as now', () => {
    const folder = new URL('../../design-system/public/products/', import.meta.url);
    const recorded = JSON.parse(readFileSync(new URL('previews.json', folder), 'utf8')) as Record<string, string>;
    for (const product of CATALOGUE) {
      const built = readFileSync(assetPathOf(product, 'pdf'));
      // A guide edited without `npm run deliverables -w @profit/backend -- --previews` fails here.
      expect({ [product.id]: recorded[product.id] }).toEqual({
        [product.id]: createHash('sha256').update(built).digest('hex'),
      });
      for (const file of PREVIEW_FILES) expect(existsSync(new URL(`${product.id}/${file}`, folder))).toBe(true);
    }
  });

  it('sends the guide as a PDF by default, its pages stamped with the buyer’s name and order number', async () => {
    const buyer = await createSignedInUser(test.app, test.database, 'Kavya Menon');
    const product = CATALOGUE[2]!;
    const order = await buyAndPay(test.app, buyer, cartOf([product.id]));
    const response = await download(product.id, buyer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${product.id}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(guidePdfFacts(product.id)!.pages);
    const stamp = `Licensed to Kavya Menon · Order ${shortOrderNumber(order.orderId)}`;
    const stamps = (await simpleFontText(pdf)).split('\n').filter((line) => line === stamp);
    // The cover and every page's footer.
    expect(stamps).toHaveLength(document.getPageCount());
  });

  it('stamps each buyer’s own copy from the same built book', async () => {
    const product = CATALOGUE[3]!;
    const first = await createSignedInUser(test.app, test.database, 'Rohan Iyer');
    const second = await createSignedInUser(test.app, test.database, 'Meera Shah');
    await buyAndPay(test.app, first, cartOf([product.id]));
    await buyAndPay(test.app, second, cartOf([product.id]));
    await download(product.id, first.headers);
    const text = await simpleFontText((await download(product.id, second.headers)).rawPayload);
    expect(text).toContain('Licensed to Meera Shah');
    expect(text).not.toContain('Rohan Iyer');
  });

  it('prints the e-mail address when the name is in a script the stamp cannot print', async () => {
    const buyer = await createSignedInUser(test.app, test.database, 'अनन्या राव');
    const product = CATALOGUE[1]!;
    await buyAndPay(test.app, buyer, cartOf([product.id]));
    const text = await simpleFontText((await download(product.id, buyer.headers)).rawPayload);
    expect(text).toContain(`Licensed to ${buyer.email} · Order`);
  });

  it('sends the Markdown source with ?format=md and refuses a format it does not have', async () => {
    const buyer = await createSignedInUser(test.app, test.database);
    const product = CATALOGUE[0]!;
    await buyAndPay(test.app, buyer, cartOf([product.id]));
    const markdown = await download(product.id, buyer.headers, '?format=md');
    expect(markdown.statusCode).toBe(200);
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers['content-disposition']).toBe(`attachment; filename="${product.id}.md"`);
    expect(markdown.body).toBe(readFileSync(assetPathOf(product, 'md'), 'utf8'));
    const refused = await download(product.id, buyer.headers, '?format=docx');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
