import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../src/app.js';
import { CATALOGUE, SAMPLE_SHOP_IDENTITY, prerenderedIdentity, telAddress, type ShopIdentity } from '@profit/contract';
import { clientConfigOf } from '../src/config/client-config.controller.js';
import { precompress } from '../src/storefront-hosting/precompressed.js';
import { prerenderedPages, storefrontHostingFrom } from '../src/storefront-hosting/storefront-hosting.js';
import { openTestDatabase, testConfig } from './support/test-app.js';

const INDEX_HTML = '<!doctype html><html><head><title>Profit</title></head><body><div id="root"></div></body></html>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;
/** As the build writes it (quality 11): other bytes than the plugin's own compression (quality 4) would send. */
const PRECOMPRESSED_BUNDLE = brotliCompressSync(BUNDLE, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const ON_THE_FLY_BUNDLE = brotliCompressSync(BUNDLE, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });

const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['../src/secret-rules.ts'], mappings: 'AAAA' });

/** A storefront build as Vite writes it: index.html, hashed assets, public files and the route table's addresses. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'profit-storefront-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'products'));
  writeFileSync(join(root, 'index.html'), INDEX_HTML);
  writeFileSync(join(root, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(join(root, 'assets', 'index-AbC123.js'), BUNDLE);
  writeFileSync(join(root, 'assets', 'index-AbC123.js.br'), PRECOMPRESSED_BUNDLE);
  writeFileSync(join(root, 'assets', 'index-AbC123.js.map'), SOURCE_MAP);
  writeFileSync(join(root, 'assets', 'index-AbC123.js.map.br'), brotliCompressSync(SOURCE_MAP));
  writeFileSync(join(root, 'products', 'kit.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    join(root, 'site-paths.json'),
    JSON.stringify({
      sitemap: ['/', '/about', '/products/kit'],
      known: ['/', '/about', '/signin', '/products/kit'],
      sections: ['/admin'],
      redirects: { '/report-a-bug': '/report-bug', '/store': '/#store', '/product-1': '/products/kit' },
    }),
  );
  writeFileSync(join(root, 'site-paths.json.gz'), gzipSync(readFileSync(join(root, 'site-paths.json'))));
  return root;
}

describe('the storefront served on the API’s port', () => {
  let app: NestFastifyApplication;
  let root: string;
  beforeAll(async () => {
    root = fakeBuild();
    const storefront = storefrontHostingFrom({ STOREFRONT_DIR: root, SITE_URL: 'https://shop.profit.in/' });
    expect(storefront).not.toBeNull();
    app = await createApp(testConfig(), { database: await openTestDatabase(), logger: false, storefront });
    await app.getHttpAdapter().getInstance().ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers every client route with the app, never cached, under the page CSP', async () => {
    for (const url of ['/', '/about', '/signin?next=1', '/products/kit']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('allows no Razorpay or Google origin on a demo shop’s pages: it loads neither', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).not.toMatch(/razorpay|google/);
    expect(csp).toContain("frame-src 'none'");
    expect(response.headers['permissions-policy']).toContain('payment=()');
  });

  it('keeps the security headers on pages and lets Google’s sign-in popup talk back', async () => {
    const response = await get('/about');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers an address the route table does not know with the app and a 404 status', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers every address under a section the app routes itself (the console) with the app and a 200', async () => {
    for (const address of ['/admin', '/admin/orders/0b7c2f4e-1d3a-4f5b-8c6d-7e8f9a0b1c2d'])
      expect([address, (await get(address)).statusCode]).toEqual([address, 200]);
    expect((await get('/administrator')).statusCode).toBe(404);
  });

  it('leaves unknown API addresses to the API’s JSON 404', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the build’s precompressed copy of an asset as it is to a client that takes Brotli', async () => {
    const response = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(PRECOMPRESSED_BUNDLE.equals(ON_THE_FLY_BUNDLE)).toBe(false);
    expect(response.rawPayload.equals(PRECOMPRESSED_BUNDLE)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BUNDLE);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('answers every header a static file server reads, sent with a bad value, with a client status and the error shape', async () => {
    const asset = '/assets/index-AbC123.js';
    const etag = String((await get(asset)).headers.etag);
    const cases: [Record<string, string>, number][] = [
      [{ range: 'bytes=999999-' }, 416],
      [{ range: 'bytes=5-2' }, 416],
      [{ 'if-match': '"not-this-one"' }, 412],
      [{ 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' }, 412],
      [{ 'if-none-match': etag }, 304],
    ];
    for (const [headers, status] of cases) {
      const response = await get(asset, headers);
      expect({ headers, status: response.statusCode }).toEqual({ headers, status });
      if (status >= 400) {
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.json()).toMatchObject({ statusCode: status, error: STATUS_CODES[status] });
      }
    }
    const garbage = [
      'range',
      'if-range',
      'if-match',
      'if-none-match',
      'if-modified-since',
      'if-unmodified-since',
      'accept-encoding',
    ];
    for (const header of garbage) {
      for (const value of [
        'bytes=abc',
        '"',
        '*, *',
        'Not a date',
        'x'.repeat(4000),
        'bytes=-0',
        'bytes=0-0,-1,1-',
        '\u00ff',
      ]) {
        const response = await get(asset, { [header]: value });
        expect({ header, value, status: response.statusCode < 500 }).toEqual({ header, value, status: true });
      }
    }
  });

  it('serves public files with a short cache, and never the build’s own bookkeeping', async () => {
    const image = await get('/products/kit.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/site-paths.json')).statusCode).toBe(404);
    for (const copy of ['/site-paths.json.gz', '/index.html.br'])
      expect((await get(copy, { 'accept-encoding': 'br, gzip' })).statusCode).toBe(404);
  });

  it('does not compress the API’s answers', async () => {
    const response = await get('/api/products', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('redirects the original footer’s addresses permanently', async () => {
    for (const [from, to] of [
      ['/report-a-bug', '/report-bug'],
      ['/store', '/#store'],
      ['/product-1', '/products/kit'],
    ]) {
      const response = await get(from!);
      expect({ from, status: response.statusCode, location: response.headers.location }).toEqual({
        from,
        status: 301,
        location: to,
      });
    }
  });

  it('lists the public pages in sitemap.xml with the configured origin, and points robots.txt at it', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://shop.profit.in/</loc>');
    expect(sitemap.body).toContain('<loc>https://shop.profit.in/products/kit</loc>');
    expect(sitemap.body.match(/<loc>/g)).toHaveLength(3);
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://shop.profit.in/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /admin\n');
    expect(robots.body).toContain('Disallow: /newsletter/');
  });
});

const PLACEHOLDER = 'https://prerender.origin.invalid';
/** A page as the build writes it: its footer names the seller with the build's placeholders. */
const prerenderedHtml = (mode: 'demo' | 'live', path: string, seller = prerenderedIdentity(mode)) =>
  `<!doctype html><html><head><link rel="canonical" href="${PLACEHOLDER}${path}"/></head><body><div id="root"><h1>${mode} ${path}</h1><p>${'Templates and playbooks for young founders. '.repeat(40)}</p><footer><p>Sold by <strong>${seller.legalName}</strong>, ${seller.address}. GSTIN ${seller.gstin}.</p><a href="${telAddress(seller.supportPhone)}">${seller.supportPhone}</a></footer></div></body></html>`;

/** The same page as the service sends it: origin and seller in place, the seller given to the app. */
const servedHtml = (mode: 'demo' | 'live', path: string, seller: ShopIdentity = SAMPLE_SHOP_IDENTITY) =>
  prerenderedHtml(mode, path, seller)
    .replace(PLACEHOLDER, 'https://shop.profit.in')
    .replace('</body>', `<script type="application/json" id="shop-identity">${JSON.stringify(seller)}</script></body>`);

/** The build's prerendered pages (storefront/scripts/prerender.mjs), showing `products`. */
function addPrerenderedPages(root: string, products: unknown[], identities: unknown = identitiesOfBuild()) {
  const pages: Record<string, Record<string, string>> = {};
  for (const mode of ['demo', 'live'] as const) {
    mkdirSync(join(root, 'prerendered', mode), { recursive: true });
    pages[mode] = {};
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/about', 'about.html'],
    ] as const) {
      writeFileSync(join(root, 'prerendered', mode, file), prerenderedHtml(mode, path));
      pages[mode][path] = `${mode}/${file}`;
    }
  }
  writeFileSync(
    join(root, 'prerendered', 'pages.json'),
    JSON.stringify({ originPlaceholder: PLACEHOLDER, products, identities, pages }),
  );
}

const identitiesOfBuild = () => ({ demo: prerenderedIdentity('demo'), live: prerenderedIdentity('live') });

/** A live shop's own seller, with characters HTML must escape. */
const LIVE_SELLER: ShopIdentity = {
  ...SAMPLE_SHOP_IDENTITY,
  legalName: 'Rao & Sons <Digital> Pvt Ltd',
  address: '12 MG Road, Bengaluru, Karnataka 560001',
  supportPhone: '+91 80 4123 4567',
  sample: false,
};

describe('the prerendered pages', () => {
  let app: NestFastifyApplication;
  let root: string;
  const config = testConfig();
  const mode = clientConfigOf(config).mode;
  beforeAll(async () => {
    root = fakeBuild();
    addPrerenderedPages(root, [...CATALOGUE]);
    const storefront = storefrontHostingFrom({ STOREFRONT_DIR: root, SITE_URL: 'https://shop.profit.in/' });
    app = await createApp(config, { database: await openTestDatabase(), logger: false, storefront });
    await app.getHttpAdapter().getInstance().ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers a prerendered address with its page for the service’s mode, the origin in place, never cached', async () => {
    for (const [url, path] of [
      ['/', '/'],
      ['/about', '/about'],
      ['/about/', '/about'],
    ] as const) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toBe(servedHtml(mode, path));
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('sends a page compressed once at start: Brotli, gzip or plain as asked, each with its own ETag', async () => {
    const html = servedHtml(mode, '/about');
    // The bytes made at start (Brotli 11, gzip 9), not a compression of this request: the plugin
    // compressing per request (Brotli 4) would send other bytes.
    const made = await precompress(html, 'text/html; charset=utf-8');
    const brotli = await app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(html);
    expect(Buffer.compare(brotli.rawPayload, made.br)).toBe(0);
    const again = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'br' } });
    expect(Buffer.compare(again.rawPayload, made.br)).toBe(0);

    const gzipped = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(gzipped.rawPayload, made.gzip)).toBe(0);
    const plain = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);

    const etags = [brotli, gzipped, plain].map((response) => response.headers['etag']);
    expect(new Set(etags).size).toBe(3);
    const unchanged = await app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers['etag']) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
  });

  it('answers with the app’s shell when the address carries a query, and for pages not prerendered', async () => {
    expect((await get('/about?from=footer')).body).toBe(INDEX_HTML);
    expect((await get('/signin')).body).toBe(INDEX_HTML);
  });

  it('answers the home page prerendered whatever its query (it reads none: campaign links carry one)', async () => {
    expect((await get('/?utm_source=newsletter&utm_medium=email')).body).toBe(servedHtml(mode, '/'));
  });

  it('never serves the prerendered files under their own names', async () => {
    expect((await get(`/prerendered/${mode}/about.html`)).statusCode).toBe(404);
    expect((await get('/prerendered/pages.json')).statusCode).toBe(404);
  });

  it('serves none when they show another catalogue than the service answers', () => {
    const other = fakeBuild();
    try {
      addPrerenderedPages(
        other,
        CATALOGUE.map((product) => ({ ...product, price: product.price + 100 })),
      );
      const hosting = storefrontHostingFrom({ STOREFRONT_DIR: other, SITE_URL: 'https://shop.profit.in' })!;
      const { pages, reason } = prerenderedPages(hosting, mode, SAMPLE_SHOP_IDENTITY);
      expect(pages.size).toBe(0);
      expect(reason).toMatch(/another catalogue/);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('picks the pages of the mode asked for', () => {
    const hosting = storefrontHostingFrom({ STOREFRONT_DIR: root, SITE_URL: 'https://shop.profit.in' })!;
    expect(prerenderedPages(hosting, 'live', LIVE_SELLER).pages.get('/')).toContain('<h1>live /</h1>');
    expect(prerenderedPages(hosting, 'demo', SAMPLE_SHOP_IDENTITY).pages.get('/')).toContain('<h1>demo /</h1>');
  });

  it("puts the shop's own seller in every page, escaped, and gives the page the same to start the app from", () => {
    const hosting = storefrontHostingFrom({ STOREFRONT_DIR: root, SITE_URL: 'https://shop.profit.in' })!;
    const { pages } = prerenderedPages(hosting, 'live', LIVE_SELLER);
    for (const page of pages.values()) {
      expect(page).toContain(
        'Sold by <strong>Rao &#38; Sons &#60;Digital&#62; Pvt Ltd</strong>, 12 MG Road, Bengaluru',
      );
      expect(page).toContain('<a href="tel:+918041234567">+91 80 4123 4567</a>');
      expect(page).not.toMatch(/\{\{shop\.|\+00000000000000/);
      const given = /<script type="application\/json" id="shop-identity">(.*?)<\/script><\/body>/.exec(page)?.[1];
      expect(JSON.parse(given!)).toEqual(LIVE_SELLER);
      expect(given).not.toContain('<');
    }
  });

  it("serves none when a demo shop names a real seller (its pages say the seller's details are samples)", () => {
    const hosting = storefrontHostingFrom({ STOREFRONT_DIR: root, SITE_URL: 'https://shop.profit.in' })!;
    const { pages, reason } = prerenderedPages(hosting, 'demo', LIVE_SELLER);
    expect(pages.size).toBe(0);
    expect(reason).toMatch(/samples/);
  });

  it("serves none from a build that does not put the seller's placeholders in its pages", () => {
    const other = fakeBuild();
    try {
      addPrerenderedPages(other, [...CATALOGUE], {});
      const hosting = storefrontHostingFrom({ STOREFRONT_DIR: other, SITE_URL: 'https://shop.profit.in' })!;
      const { pages, reason } = prerenderedPages(hosting, mode, SAMPLE_SHOP_IDENTITY);
      expect(pages.size).toBe(0);
      expect(reason).toMatch(/rebuild the storefront/);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('storefrontHostingFrom', () => {
  it('serves nothing when the storefront has not been built', () => {
    expect(storefrontHostingFrom({ STOREFRONT_DIR: join(tmpdir(), 'profit-no-build-here') })).toBeNull();
  });

  it('takes the listening address as the origin when SITE_URL is unset', () => {
    const root = fakeBuild();
    try {
      expect(storefrontHostingFrom({ STOREFRONT_DIR: root, HOST: '0.0.0.0', PORT: '8080' })?.siteUrl).toBe(
        'http://localhost:8080',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('serves the build’s source maps outside production only', async () => {
    const root = fakeBuild();
    const served = async (env: Record<string, string>) => {
      const storefront = storefrontHostingFrom({ STOREFRONT_DIR: root, ...env });
      const app = await createApp(testConfig(), { database: await openTestDatabase(), logger: false, storefront });
      try {
        await app.getHttpAdapter().getInstance().ready();
        const plain = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js.map' });
        const compressed = await app.inject({
          method: 'GET',
          url: '/assets/index-AbC123.js.map',
          headers: { 'accept-encoding': 'br' },
        });
        const script = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
        return [plain.statusCode, compressed.statusCode, script.statusCode];
      } finally {
        await app.close();
      }
    };
    try {
      expect(await served({})).toEqual([200, 200, 200]);
      expect(await served({ NODE_ENV: 'production' })).toEqual([404, 404, 200]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the pages of a live shop', () => {
  let app: NestFastifyApplication;
  let root: string;
  beforeAll(async () => {
    root = fakeBuild();
    const storefront = storefrontHostingFrom({ STOREFRONT_DIR: root, SITE_URL: 'https://shop.profit.in' });
    const config = testConfig({
      GOOGLE_CLIENT_ID: 'live.apps.googleusercontent.com',
      RAZORPAY_KEY_ID: 'rzp_live_csp',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'whsec',
    });
    expect(clientConfigOf(config).mode).toBe('live');
    app = await createApp(config, { database: await openTestDatabase(), logger: false, storefront });
    await app.getHttpAdapter().getInstance().ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** Each directive of a policy with its sources, in order. */
  const directivesOf = (csp: string) =>
    Object.fromEntries(
      csp.split(';').map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name!, sources];
      }),
    );

  it('allows exactly what Razorpay Checkout and Google sign-in document, and nothing wider', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = directivesOf(String(response.headers['content-security-policy']));
    // Razorpay: github.com/razorpay/razorpay-magento etc/csp_whitelist.xml; Google: its GSI CSP guide.
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': [
        "'self'",
        'https://accounts.google.com/gsi/client',
        'https://checkout.razorpay.com',
        'https://cdn.razorpay.com',
      ],
      'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      'img-src': ["'self'", 'data:', 'https://*.googleusercontent.com', 'https://cdn.razorpay.com'],
      'font-src': ["'self'"],
      'connect-src': [
        "'self'",
        'https://accounts.google.com/gsi/',
        'https://lumberjack.razorpay.com',
        'https://lumberjack-metrics.razorpay.com',
      ],
      'frame-src': ['https://accounts.google.com/gsi/', 'https://api.razorpay.com'],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
      'object-src': ["'none'"],
      'upgrade-insecure-requests': [],
    });
    // No wildcard host, no scheme-wide source, no inline or eval'd script.
    for (const sources of Object.values(csp) as string[][])
      for (const source of sources) expect(source).not.toMatch(/^(\*|https?:$|https:\/\/\*\.razorpay)|unsafe-eval/);
    expect(response.headers['permissions-policy']).toContain('payment=(self "https://api.razorpay.com")');
  });

  it('keeps the API’s answers under the API’s own headers, without the page allow-list', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products' });
    expect(String(response.headers['content-security-policy'])).not.toContain('razorpay');
  });
});
