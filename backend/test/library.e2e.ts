import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE, LibraryResponseSchema } from '@profit/contract';
import { ASSETS_FOLDER } from '../src/library/library.service.js';
import { buyAndPay, cartOf, createOrder, startCheckoutApp } from './support/checkout.js';
import type { TestApp } from './support/test-app.js';
import { createSignedInUser } from './support/users.js';

describe('the library: purchased products and their downloads', () => {
  let test: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    test = await startCheckoutApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('ships a substantial Markdown guide for every catalogue product', () => {
    for (const product of CATALOGUE) {
      const file = join(ASSETS_FOLDER, `${product.id}.md`);
      expect(existsSync(file)).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text.startsWith(`# ${product.title}`)).toBe(true);
      expect(text.split(/\s+/).length).toBeGreaterThan(300);
    }
  });

  it('lists each paid product once, and nothing unpaid', async () => {
    const user = await createSignedInUser(test.app, test.database);
    expect((await get('/api/library', user.headers)).json()).toEqual({ items: [] });
    const first = await buyAndPay(test.app, user, cartOf([CATALOGUE[0]!.id, CATALOGUE[1]!.id]));
    await createOrder(test.app, user, cartOf([CATALOGUE[2]!.id]));
    const response = await get('/api/library', user.headers);
    expect(response.statusCode).toBe(200);
    const { items } = LibraryResponseSchema.parse(response.json());
    expect(items.map((item) => item.product.id).sort()).toEqual([CATALOGUE[0]!.id, CATALOGUE[1]!.id].sort());
    for (const item of items) {
      expect(item.orderId).toBe(first.orderId);
      expect(item.downloadPath).toBe(`/library/${item.product.id}/download`);
      expect(item.product).toEqual(CATALOGUE.find((p) => p.id === item.product.id));
    }
  });

  it('streams a purchased guide’s Markdown source as an attachment (format=md)', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const product = CATALOGUE[4]!;
    await buyAndPay(test.app, user, cartOf([product.id]));
    const response = await get(`/api/library/${product.id}/download?format=md`, user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${product.id}.md"`);
    expect(response.body).toBe(readFileSync(join(ASSETS_FOLDER, `${product.id}.md`), 'utf8'));
  });

  it('refuses with 403 NOT_PURCHASED someone who has not paid (including an unpaid order)', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const product = CATALOGUE[5]!;
    await createOrder(test.app, user, cartOf([product.id]));
    const response = await get(`/api/library/${product.id}/download`, user.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'NOT_PURCHASED',
      message: `Buy "${product.title}" to download it. Once your payment is confirmed it appears in your library.`,
    });
  });

  it("does not hand out another customer's purchase", async () => {
    const buyer = await createSignedInUser(test.app, test.database);
    const other = await createSignedInUser(test.app, test.database);
    await buyAndPay(test.app, buyer, cartOf([CATALOGUE[6]!.id]));
    expect((await get(`/api/library/${CATALOGUE[6]!.id}/download`, other.headers)).statusCode).toBe(403);
    expect((await get('/api/library', other.headers)).json()).toEqual({ items: [] });
  });

  it('answers 404 for an unknown product, including a path that tries to climb out', async () => {
    const user = await createSignedInUser(test.app, test.database);
    for (const id of ['no-such-guide', '..%2F..%2Fpackage.json', '..']) {
      const response = await get(`/api/library/${id}/download`, user.headers);
      expect(response.statusCode).toBe(404);
    }
    expect((await get('/api/library/no-such-guide/download', user.headers)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'We do not sell a product with that id.',
    });
  });

  it('refuses a caller without a session', async () => {
    expect((await get('/api/library')).statusCode).toBe(401);
    expect((await get(`/api/library/${CATALOGUE[0]!.id}/download`)).statusCode).toBe(401);
  });
});
