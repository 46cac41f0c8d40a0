import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CATALOGUE,
  STORE_MODES,
  escapeMarkup,
  fillPrerenderedIdentity,
  prerenderedIdentity,
  shopIdentityElement,
  type ClientConfig,
  type ShopIdentity,
} from '@profit/contract';
import { EnvironmentSchema } from '../config/config.schema.js';
import { precompress, sendPrecompressed, type Precompressed } from './precompressed.js';

/**
 * The built storefront, served by the backend on the same port as `/api`: hashed assets cached for
 * a year, `index.html` never cached, every client route answered with the app (404 for addresses
 * the route table does not know, so search engines and monitors see a real Not Found), the
 * original product's addresses redirected, robots.txt and sitemap.xml from the route table with the
 * configured origin, the pages' Content-Security-Policy, and compressed responses: pages, the
 * app's shell and the sitemap compressed once at start, the build's files by the build. The API
 * keeps its own routes, headers and (uncompressed) answers.
 */
export interface StorefrontHosting {
  /** The storefront's build folder (`storefront/dist`). */
  root: string;
  /** The public origin of the shop, for sitemap.xml and robots.txt (`https://shop.example.in`). */
  siteUrl: string;
  /**
   * Whether the build's source maps are served: outside production only. A production shop keeps its
   * sources (comments, names, the shape of its checks) to itself; the scripts' `sourceMappingURL`
   * then finds a 404, which browsers ignore.
   */
  serveSourceMaps: boolean;
}

/** The variables the hosting reads, by the configuration's own rules. */
const HostingEnvironmentSchema = EnvironmentSchema.pick({
  NODE_ENV: true,
  STOREFRONT_DIR: true,
  SITE_URL: true,
  HOST: true,
  PORT: true,
});

/** The default build folder: `storefront/dist` beside this workspace (from `src/` and `dist/` alike). */
const DEFAULT_ROOT = fileURLToPath(new URL('../../../storefront/dist', import.meta.url));

/**
 * Where the storefront is and which origin it has: `STOREFRONT_DIR` (default `storefront/dist`),
 * `SITE_URL` (default the address the service listens on). `null` when no build is there.
 */
export function storefrontHostingFrom(source: Record<string, string | undefined>): StorefrontHosting | null {
  const env = HostingEnvironmentSchema.parse(source);
  const root = path.resolve(env.STOREFRONT_DIR ?? DEFAULT_ROOT);
  if (!existsSync(path.join(root, 'index.html'))) return null;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const siteUrl = (env.SITE_URL ?? `http://${host}:${env.PORT}`).replace(/\/+$/, '');
  return { root, siteUrl, serveSourceMaps: env.NODE_ENV !== 'production' };
}

/**
 * The route table's addresses, written by the storefront's build (`site-paths.json`): the sitemap's,
 * every address with a page, and the original footer's addresses (SPEC: `/report-a-bug`, `/store`,
 * `/product-1` … `/product-4`) with the page each meant, answered here with a permanent redirect
 * (the app redirects the same way when it navigates; `storefront/src/routes/siteRoutes.ts`).
 */
const SitePathsSchema = z.object({
  sitemap: z.array(z.string()),
  known: z.array(z.string()),
  /** Sections the app routes itself (the merchant console): every address under them is a page. */
  sections: z.array(z.string()).default([]),
  redirects: z.record(z.string(), z.string()),
});

/**
 * The pages the storefront's build prerendered (`storefront/scripts/prerender.mjs`): for each mode
 * the served build runs in, each address with its HTML file (under `prerendered/`), the catalogue
 * the pages show, and the placeholder standing for the shop's origin in their canonical addresses.
 */
const PrerenderedPagesSchema = z.object({
  originPlaceholder: z.string().min(1),
  products: z.array(z.unknown()),
  identities: z.record(z.enum(STORE_MODES), z.unknown()).optional(),
  pages: z.record(z.enum(STORE_MODES), z.record(z.string(), z.string())),
});

/**
 * The prerendered page of each address for the mode this service runs in, with the shop's origin
 * and its seller's details in place (`fillPrerenderedIdentity`), and that identity given to the
 * page for the app to start from. Served only when the pages show the catalogue this service
 * answers (the same contract built into both): a storefront built from another catalogue gets the
 * app's shell instead, which renders in the browser from `GET /api/products`, so a page never
 * shows a price the server would not charge. Likewise when the build's placeholders are not this
 * service's, or when a demo shop names a real seller (its pages were built saying the seller is a
 * sample). `reason` says why none are served.
 */
export function prerenderedPages(
  hosting: StorefrontHosting,
  mode: ClientConfig['mode'],
  identity: ShopIdentity,
): { pages: Map<string, string>; reason: string | null } {
  const folder = path.join(hosting.root, 'prerendered');
  const none = (reason: string | null) => ({ pages: new Map<string, string>(), reason });
  if (!existsSync(path.join(folder, 'pages.json'))) return none(null);
  const manifest = PrerenderedPagesSchema.parse(JSON.parse(readFileSync(path.join(folder, 'pages.json'), 'utf8')));
  if (JSON.stringify(manifest.products) !== JSON.stringify(CATALOGUE))
    return none('its prerendered pages show another catalogue than this service answers (rebuild the storefront)');
  const placeholder = prerenderedIdentity(mode);
  if (JSON.stringify(manifest.identities?.[mode]) !== JSON.stringify(placeholder))
    return none(
      "its prerendered pages show the seller's details otherwise than this service fills them in (rebuild the storefront)",
    );
  if (identity.sample !== placeholder.sample)
    return none(
      identity.sample
        ? 'its prerendered pages for a live shop name no sample seller'
        : "its prerendered demo pages say the seller's details are samples, and this shop sets its own",
    );
  const given = shopIdentityElement(identity);
  const pages = new Map<string, string>();
  for (const [address, file] of Object.entries(manifest.pages[mode])) {
    const location = path.resolve(folder, file);
    if (!location.startsWith(`${folder}${path.sep}`))
      throw new Error(`prerendered/pages.json names ${file}, outside it.`);
    const html = readFileSync(location, 'utf8').replaceAll(manifest.originPlaceholder, hosting.siteUrl);
    pages.set(address, fillPrerenderedIdentity(html, mode, identity).replace('</body>', `${given}</body>`));
  }
  return { pages, reason: null };
}

/**
 * What Razorpay Checkout needs on the page, as Razorpay's own CSP allow-list for its Magento
 * plugin (github.com/razorpay/razorpay-magento, etc/csp_whitelist.xml) names it: its script
 * (checkout.razorpay.com, and cdn.razorpay.com for its risk detection), its frame (api.razorpay.com),
 * its logging endpoints (lumberjack, lumberjack-metrics) and its images (cdn.razorpay.com).
 */
export const RAZORPAY_CHECKOUT_CSP = {
  'script-src': ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  'frame-src': ['https://api.razorpay.com'],
  'connect-src': ['https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
  'img-src': ['https://cdn.razorpay.com'],
} as const;

/**
 * What Google sign-in needs on the page (developers.google.com/identity/gsi/web/guides/get-google-api-clientid,
 * "Content Security Policy"), and the profile pictures it hands back.
 */
const GOOGLE_SIGN_IN_CSP = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'style-src': ['https://accounts.google.com/gsi/style'],
  'connect-src': ['https://accounts.google.com/gsi/'],
  'frame-src': ['https://accounts.google.com/gsi/'],
  'img-src': ['https://*.googleusercontent.com'],
} as const;

/**
 * The page Content-Security-Policy: the shop itself and, in live mode only, exactly the origins
 * Google sign-in and Razorpay Checkout document. A demo shop loads neither (demo sign-in and the
 * simulated checkout are the shop's own code), so its pages allow neither. Styles allow inline
 * `<style>` because styled-components writes its rules at run time; scripts stay `'self'` only.
 */
export function pageCsp(siteUrl: string, mode: ClientConfig['mode']): string {
  const live = mode === 'live';
  const add = (directive: string): string[] =>
    live
      ? [
          ...((GOOGLE_SIGN_IN_CSP as Record<string, readonly string[]>)[directive] ?? []),
          ...((RAZORPAY_CHECKOUT_CSP as Record<string, readonly string[]>)[directive] ?? []),
        ]
      : [];
  const directive = (name: string, ...own: string[]) => [name, ...own, ...add(name)].join(' ');
  const directives = [
    "default-src 'self'",
    directive('script-src', "'self'"),
    directive('style-src', "'self'", "'unsafe-inline'"),
    directive('img-src', "'self'", 'data:'),
    "font-src 'self'",
    directive('connect-src', "'self'"),
    live ? directive('frame-src') : "frame-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
  ];
  // Served over https, any stray http address is upgraded; a local http shop has nothing to upgrade to.
  if (siteUrl.startsWith('https:')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Headers of every page (on top of the API's security headers, which every response carries). */
const pageHeaders = (siteUrl: string, mode: ClientConfig['mode']) => ({
  'content-security-policy': pageCsp(siteUrl, mode),
  // Google's sign-in popup must be able to post back to the page that opened it.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    mode === 'live'
      ? 'camera=(), microphone=(), geolocation=(), payment=(self "https://api.razorpay.com")'
      : 'camera=(), microphone=(), geolocation=(), payment=()',
});

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Unhashed public files (product images, robots.txt): an hour, then revalidated. */
const SHORT = 'public, max-age=3600';

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((pathname) => `  <url><loc>${escapeMarkup(siteUrl + pathname)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string, sections: readonly string[] = []): string {
  const disallowed = ['/api/', '/cart', '/profile', '/newsletter/', ...sections];
  return `User-agent: *\nAllow: /\n${disallowed.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * Registers the storefront on the Nest application's Fastify instance (before `app.init()`).
 * `mode` picks the prerendered pages (demo and live differ in the mode label and the sign-in).
 */
export async function hostStorefront(
  app: NestFastifyApplication,
  hosting: StorefrontHosting,
  mode: ClientConfig['mode'],
  identity: ShopIdentity,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const read = (file: string) => readFileSync(path.join(hosting.root, file), 'utf8');
  const indexHtml = read('index.html');
  const prerendered = prerenderedPages(hosting, mode, identity);
  if (prerendered.reason) fastify.log.warn(`Storefront: ${prerendered.reason}.`);
  const paths = SitePathsSchema.parse(JSON.parse(read('site-paths.json')));
  const known = new Set(paths.known);
  const isPage = (pathname: string) =>
    known.has(pathname) || paths.sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
  const headers = pageHeaders(hosting.siteUrl, mode);
  // Every page and file the service writes itself, compressed now rather than on each request.
  const html = 'text/html; charset=utf-8';
  const [shell, sitemap, robots, pages] = await Promise.all([
    precompress(indexHtml, html),
    precompress(sitemapXml(hosting.siteUrl, paths.sitemap), 'application/xml'),
    precompress(robotsTxt(hosting.siteUrl, paths.sections), 'text/plain; charset=utf-8'),
    Promise.all(
      [...prerendered.pages].map(async ([address, page]) => [address, await precompress(page, html)] as const),
    ).then((entries) => new Map(entries)),
  ]);

  // Its own encapsulated context: compression and the page headers apply to the shop's files only,
  // never to the API's answers.
  await fastify.register(async (shop) => {
    // Only for a file of the build without its own .br/.gz copy; the routes below send precompressed bytes.
    await shop.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
    await shop.register(fastifyStatic, {
      root: hosting.root,
      // The build's own .br/.gz copies (scripts/precompress.mjs), sent as they are; a file without
      // one is compressed by the plugin above.
      preCompressed: true,
      wildcard: false,
      index: false,
      serveDotFiles: false,
      // The build's bookkeeping is never a file of the site, under its own name or a compressed copy's.
      allowedPath: (pathname) => {
        const file = pathname.replace(/\.(br|gz)$/, '');
        if (!hosting.serveSourceMaps && file.endsWith('.map')) return false;
        return file !== '/index.html' && file !== '/site-paths.json' && !file.startsWith('/prerendered/');
      },
      setHeaders(reply, file) {
        const relative = path.relative(hosting.root, file);
        void reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : SHORT);
      },
    });

    const page = (request: FastifyRequest, reply: FastifyReply, status: number, body: Precompressed = shell) =>
      sendPrecompressed(request, reply.code(status).headers(headers).header('cache-control', NO_CACHE), body);
    const precompressed = { compress: false } as const;

    shop.get('/robots.txt', precompressed, (request, reply) =>
      sendPrecompressed(request, reply.header('cache-control', SHORT), robots),
    );
    shop.get('/sitemap.xml', precompressed, (request, reply) =>
      sendPrecompressed(request, reply.header('cache-control', SHORT), sitemap),
    );
    for (const [from, to] of Object.entries(paths.redirects))
      shop.get(from, (_request, reply) => reply.redirect(to, 301));
    // A prerendered page shows its address without a query; with one (a search, a return
    // address) the app renders the page itself. The home page reads no query: its campaign links
    // (`/?utm_source=…`) get the prerendered page too.
    const prerenderedPage = (pathname: string, url: string) => (url.includes('?') ? undefined : pages.get(pathname));
    shop.get('/', precompressed, (request, reply) => page(request, reply, 200, pages.get('/')));
    shop.get('/*', precompressed, (request, reply) => {
      const pathname = decodeURIComponentSafe(request.url.split('?')[0] ?? '/');
      // Unknown API addresses keep the API's own JSON 404.
      if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
      const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      return page(request, reply, isPage(normalised) ? 200 : 404, prerenderedPage(normalised, request.url));
    });
  });
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
