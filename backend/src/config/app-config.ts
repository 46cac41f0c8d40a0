import { isIP } from 'node:net';
import {
  DEMO_SHOP_OWNER,
  SAMPLE_SHOP_IDENTITY,
  SOCIAL_NETWORKS,
  findState,
  type ShopIdentity,
  type StateCode,
} from '@profit/contract';
import {
  CONTACT_SETTINGS,
  EnvironmentSchema,
  LIVE_MODE_KEYS,
  PRODUCTION_SECRETS,
  SELLER_SETTINGS,
  type Environment,
} from './config.schema.js';

/** The validated configuration, decided once at start. */
export interface AppConfig {
  env: Environment;
  production: boolean;
  /** Demo identity: no Google client id, and demo mode allowed; the backend issues its own ID tokens. */
  demoIdentity: boolean;
  /** Simulated payments: no Razorpay keys, and demo mode allowed. Always equal to `demoIdentity`: modes never mix. */
  simulatedPayments: boolean;
  /** Razorpay with a test key (`rzp_test_…`): no money moves; every page says so. */
  testPayments: boolean;
  /** Who sells: named on every tax invoice and credit note. */
  seller: SellerSettings;
  /** Who sells and how to reach them, as every page shows it (`GET /api/shop-identity`). */
  identity: ShopIdentity;
  /** The merchants' e-mail addresses, lower-cased (`ADMIN_EMAILS`; the demo's shop owner by default in demo mode). */
  merchantEmails: ReadonlySet<string>;
}

/** Whether a signed-in person is one of the shop's merchants. */
export const isMerchant = (config: AppConfig, email: string): boolean =>
  config.merchantEmails.has(email.trim().toLowerCase());

/** The seller's GST identity, from `SELLER_*`; `sample` when demo mode filled in its sample values. */
export interface SellerSettings {
  legalName: string;
  address: string;
  state: StateCode;
  gstin: string;
  /** Demo mode's sample seller: its documents say "Sample invoice — demo store" across them. */
  sample: boolean;
}

/** The seller of a demo shop: a made-up name and address, and a GSTIN of the right shape and check character. */
export const SAMPLE_SELLER: SellerSettings = {
  legalName: SAMPLE_SHOP_IDENTITY.legalName,
  address: SAMPLE_SHOP_IDENTITY.address,
  state: '27',
  gstin: SAMPLE_SHOP_IDENTITY.gstin,
  sample: true,
};

/** The identity every page shows: the invoices' seller, its contact settings (demo: samples for those unset), its socials. */
function identityOf(env: Environment, seller: SellerSettings): ShopIdentity {
  const contactComplete = CONTACT_SETTINGS.every((name) => env[name] !== undefined);
  const socialUrls = {
    instagram: env.SOCIAL_INSTAGRAM_URL,
    x: env.SOCIAL_X_URL,
    linkedin: env.SOCIAL_LINKEDIN_URL,
    youtube: env.SOCIAL_YOUTUBE_URL,
    facebook: env.SOCIAL_FACEBOOK_URL,
  };
  return {
    legalName: seller.legalName,
    address: seller.address,
    gstin: seller.gstin,
    supportEmail: env.SUPPORT_EMAIL ?? SAMPLE_SHOP_IDENTITY.supportEmail,
    supportPhone: env.SUPPORT_PHONE ?? SAMPLE_SHOP_IDENTITY.supportPhone,
    businessHours: env.BUSINESS_HOURS,
    grievanceOfficer: {
      name: env.GRIEVANCE_OFFICER_NAME ?? SAMPLE_SHOP_IDENTITY.grievanceOfficer.name,
      designation: env.GRIEVANCE_OFFICER_DESIGNATION ?? SAMPLE_SHOP_IDENTITY.grievanceOfficer.designation,
      email: env.GRIEVANCE_OFFICER_EMAIL ?? SAMPLE_SHOP_IDENTITY.grievanceOfficer.email,
    },
    socialLinks: SOCIAL_NETWORKS.flatMap((network) => {
      const url = socialUrls[network];
      return url ? [{ network, url }] : [];
    }),
    sample: seller.sample || !contactComplete,
  };
}

/** Raised at start with every problem of the environment listed, one per line. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

const verb = (names: readonly string[]): string => (names.length > 1 ? 'are' : 'is');

/** Whether a listening address is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  const bare = host
    .trim()
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/** Google and Razorpay keys, without which the shop runs in demo mode (or refuses to start). */
const LIVE_KEYS = PRODUCTION_SECRETS;

/** Razorpay's prefix of a test mode key id: payments through it move no money. */
export const RAZORPAY_TEST_KEY_PREFIX = 'rzp_test_';

const listed = (names: readonly string[]) => names.join(' and ');

/**
 * Validates the environment (e.g. `process.env`) into the service's configuration. The shop runs
 * wholly live (Google sign-in and Razorpay, every key set) or wholly demo (demo sign-in and
 * simulated payments), never a mix: a live key (GOOGLE_CLIENT_ID, RAZORPAY_KEY_ID) without the
 * others, or beside `DEMO=true`, refuses to start, naming what is missing or wrong. Demo mode runs
 * only when asked for with `DEMO=true`, or on a loopback HOST (reachable from this machine alone)
 * with no live key; a public address without the keys refuses to start, naming each missing one.
 * Production never runs in demo mode, and takes Razorpay test keys only for a staging shop
 * (`RAZORPAY_ALLOW_TEST_KEYS=true`). A lone RAZORPAY_KEY_SECRET / RAZORPAY_WEBHOOK_SECRET without
 * a key id only fixes the simulated provider's secrets (benchmarks, crash test).
 */
export function loadConfig(source: Record<string, string | undefined>): AppConfig {
  const parsed = EnvironmentSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
  const isSet = (name: string) => Boolean(source[name]?.trim());
  const missing = LIVE_KEYS.filter((name) => !isSet(name));
  const liveKeys = LIVE_MODE_KEYS.filter(isSet);
  const demoAskedFor = source['DEMO']?.trim() === 'true';
  const missingSeller = SELLER_SETTINGS.filter((name) => !isSet(name));
  const missingContact = CONTACT_SETTINGS.filter((name) => !isSet(name));
  /** The contact settings a live shop lacks, `where` it runs, and how to fix it: none when all are set. */
  const contactProblems = (where: string, fix: string): string[] =>
    missingContact.length > 0
      ? [
          `${missingContact.join(', ')} ${verb(missingContact)} required ${where} (the seller's contact and grievance officer on every page)${fix}`,
        ]
      : [];
  if (parsed.success) {
    const { SELLER_GSTIN: gstin, SELLER_STATE: state } = parsed.data;
    if (gstin && state && !gstin.startsWith(state))
      problems.push(
        `SELLER_GSTIN: is registered in ${findState(gstin.slice(0, 2))?.name ?? gstin.slice(0, 2)}, not in SELLER_STATE (${findState(state)?.name ?? state})`,
      );
  }
  // Missing keys are listed with every other problem, so one start names them all.
  if (source['NODE_ENV']?.trim() === 'production') {
    if (demoAskedFor) problems.push('DEMO=true is not allowed when NODE_ENV=production');
    for (const name of missing) problems.push(`${name} is required when NODE_ENV=production`);
    const keyId = source['RAZORPAY_KEY_ID']?.trim() ?? '';
    if (keyId.startsWith(RAZORPAY_TEST_KEY_PREFIX) && source['RAZORPAY_ALLOW_TEST_KEYS']?.trim() !== 'true')
      problems.push(
        `RAZORPAY_KEY_ID is a test key (${RAZORPAY_TEST_KEY_PREFIX}…), which takes no real payments when NODE_ENV=production; use a live key, or set RAZORPAY_ALLOW_TEST_KEYS=true for a staging shop`,
      );
    if (missingSeller.length > 0)
      problems.push(
        `${missingSeller.join(', ')} ${verb(missingSeller)} required when NODE_ENV=production (the seller on tax invoices)`,
      );
    problems.push(...contactProblems('when NODE_ENV=production', ''));
  } else if (demoAskedFor) {
    if (liveKeys.length > 0)
      problems.push(
        `DEMO=true is not allowed with ${listed(liveKeys)} set: a demo signs in and pays with simulated services; unset ${listed(liveKeys)}, or unset DEMO for a live shop`,
      );
  } else if (parsed.success && !isLoopback(parsed.data.HOST)) {
    for (const name of missing) {
      problems.push(
        `${name} is required on a public address (HOST=${parsed.data.HOST}); set it, set DEMO=true for a demo, or listen on 127.0.0.1`,
      );
    }
    if (missingSeller.length > 0)
      problems.push(
        `${missingSeller.join(', ')} ${verb(missingSeller)} required on a public address (the seller on tax invoices); set ${missingSeller.length > 1 ? 'them' : 'it'}, set DEMO=true for a demo, or listen on 127.0.0.1`,
      );
    problems.push(
      ...contactProblems(
        'on a public address',
        `; set ${missingContact.length > 1 ? 'them' : 'it'}, set DEMO=true for a demo, or listen on 127.0.0.1`,
      ),
    );
  } else if (liveKeys.length > 0) {
    // Live sign-in with simulated payments would hand products to any Google user; live payments
    // with the demo sign-in would let anyone pay as anyone.
    for (const name of missing) {
      problems.push(
        `${name} is required with ${listed(liveKeys)} set: a live shop needs Google sign-in and Razorpay payments together; set it, or unset ${listed(liveKeys)} for a demo`,
      );
    }
    // Behind a proxy on loopback a live shop still sells: its invoices must name the real seller.
    if (missingSeller.length > 0)
      problems.push(
        `${missingSeller.join(', ')} ${verb(missingSeller)} required with ${listed(liveKeys)} set (the seller on tax invoices); set ${missingSeller.length > 1 ? 'them' : 'it'}, or unset ${listed(liveKeys)} for a demo`,
      );
    problems.push(
      ...contactProblems(
        `with ${listed(liveKeys)} set`,
        `; set ${missingContact.length > 1 ? 'them' : 'it'}, or unset ${listed(liveKeys)} for a demo`,
      ),
    );
  }
  // A demo with some seller settings would issue invoices mixing real and sample details.
  const demo = !liveKeys.length && source['NODE_ENV']?.trim() !== 'production';
  if (demo && missingSeller.length > 0 && missingSeller.length < SELLER_SETTINGS.length)
    problems.push(`${missingSeller.join(', ')} ${verb(missingSeller)} required with the other SELLER_ settings`);
  if (!parsed.success || problems.length > 0) throw new ConfigurationError(problems);
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  // The local development origins are only a development default: production answers its own pages
  // (and SITE_URL) alone unless CORS_ORIGINS names others.
  if (production && !source['CORS_ORIGINS']?.trim()) env.CORS_ORIGINS = [];
  const simulatedPayments = !production && !env.RAZORPAY_KEY_ID;
  const seller: SellerSettings =
    env.SELLER_LEGAL_NAME && env.SELLER_ADDRESS && env.SELLER_STATE && env.SELLER_GSTIN
      ? {
          legalName: env.SELLER_LEGAL_NAME,
          address: env.SELLER_ADDRESS,
          state: env.SELLER_STATE,
          gstin: env.SELLER_GSTIN,
          sample: false,
        }
      : SAMPLE_SELLER;
  const demoIdentity = !production && !env.GOOGLE_CLIENT_ID;
  return {
    env,
    production,
    demoIdentity,
    merchantEmails: new Set(env.ADMIN_EMAILS ?? (demoIdentity ? [DEMO_SHOP_OWNER.email] : [])),
    simulatedPayments,
    testPayments: !simulatedPayments && Boolean(env.RAZORPAY_KEY_ID?.startsWith(RAZORPAY_TEST_KEY_PREFIX)),
    seller,
    identity: identityOf(env, seller),
  };
}
