import { describe, expect, it } from '@jest/globals';
import { ConfigurationError, loadConfig } from './app-config.js';

/**
 * A live seller's settings (a made-up GSTIN with the right check character, registered in
 * Karnataka), with its support contact and grievance officer.
 */
const SELLER = {
  SELLER_LEGAL_NAME: 'Profit Tools Private Limited',
  SELLER_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001',
  SELLER_STATE: '29',
  SELLER_GSTIN: '29AAGCB7383J1Z4',
  SUPPORT_EMAIL: 'help@profit.example.in',
  SUPPORT_PHONE: '+91 80 4567 8900',
  GRIEVANCE_OFFICER_NAME: 'Kavya Rao',
  GRIEVANCE_OFFICER_DESIGNATION: 'Head of Customer Care',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@profit.example.in',
};
/** Every live key, Google's and Razorpay's. */
const LIVE_KEYS = {
  GOOGLE_CLIENT_ID: 'id',
  RAZORPAY_KEY_ID: 'rzp',
  RAZORPAY_KEY_SECRET: 's',
  RAZORPAY_WEBHOOK_SECRET: 'w',
};
const SELLER_MISSING_IN_PRODUCTION =
  'SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_STATE, SELLER_GSTIN are required when NODE_ENV=production (the seller on tax invoices)';

const CONTACT_MISSING_IN_PRODUCTION =
  "SUPPORT_EMAIL, SUPPORT_PHONE, GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_DESIGNATION, GRIEVANCE_OFFICER_EMAIL are required when NODE_ENV=production (the seller's contact and grievance officer on every page)";

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('loadConfig', () => {
  it('starts in development with defaults: port 3000, embedded PGlite in ./data, demo sign-in, simulated payments', () => {
    const config = loadConfig({});
    expect(config.env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      SESSION_TTL_HOURS: 168,
    });
    expect(config.env.DATABASE_URL).toBeUndefined();
    expect(config).toMatchObject({
      production: false,
      demoIdentity: true,
      simulatedPayments: true,
      testPayments: false,
    });
  });

  it('refuses to start in production without the secrets, naming each missing variable', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      'GOOGLE_CLIENT_ID is required when NODE_ENV=production',
      'RAZORPAY_KEY_ID is required when NODE_ENV=production',
      'RAZORPAY_KEY_SECRET is required when NODE_ENV=production',
      'RAZORPAY_WEBHOOK_SECRET is required when NODE_ENV=production',
      SELLER_MISSING_IN_PRODUCTION,
      CONTACT_MISSING_IN_PRODUCTION,
    ]);
    const error = (() => {
      try {
        loadConfig({
          NODE_ENV: 'production',
          GOOGLE_CLIENT_ID: 'id',
          RAZORPAY_KEY_ID: 'rzp',
          RAZORPAY_KEY_SECRET: ' ',
          ...SELLER,
        });
      } catch (caught) {
        return caught as Error;
      }
      return null;
    })();
    expect(error?.message).toBe(
      'The configuration is not valid:\n  - RAZORPAY_KEY_SECRET is required when NODE_ENV=production\n  - RAZORPAY_WEBHOOK_SECRET is required when NODE_ENV=production',
    );
  });

  it('starts in production with every secret: live sign-in and Razorpay', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ...LIVE_KEYS,
      ...SELLER,
    });
    expect(config).toMatchObject({ production: true, demoIdentity: false, simulatedPayments: false });
    expect(config.seller).toEqual({
      legalName: 'Profit Tools Private Limited',
      address: '12 MG Road, Bengaluru, Karnataka 560001',
      state: '29',
      gstin: '29AAGCB7383J1Z4',
      sample: false,
    });
  });

  it('lists a wrong variable and the missing production secrets together', () => {
    expect(problemsOf({ NODE_ENV: 'production', PORT: 'abc', GOOGLE_CLIENT_ID: 'id', RAZORPAY_KEY_ID: 'rzp' })).toEqual(
      [
        'PORT: must be a port number from 0 to 65535',
        'RAZORPAY_KEY_SECRET is required when NODE_ENV=production',
        'RAZORPAY_WEBHOOK_SECRET is required when NODE_ENV=production',
        SELLER_MISSING_IN_PRODUCTION,
        CONTACT_MISSING_IN_PRODUCTION,
      ],
    );
  });

  it('names PORT when it is not a port number', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual(['PORT: must be a port number from 0 to 65535']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT: must be a port number from 0 to 65535']);
  });

  it('takes SITE_URL only as a plain http(s) origin, which the prerendered pages can carry as it is', () => {
    expect(problemsOf({ SITE_URL: 'shop.example.in' })).toEqual([
      'SITE_URL: must be the shop’s public origin, e.g. https://shop.example.in',
    ]);
    expect(problemsOf({ SITE_URL: 'ftp://shop.example.in' })).toEqual([
      'SITE_URL: must be the shop’s public origin, e.g. https://shop.example.in',
    ]);
    for (const url of ['https://shop.example.in/?a=1&b=2', 'https://shop.example.in/"><script>'])
      expect(problemsOf({ SITE_URL: url })).toEqual([
        'SITE_URL: must be a plain origin, without spaces, quotes, <, >, & or \\',
      ]);
    expect(loadConfig({ SITE_URL: 'https://shop.example.in' }).env.SITE_URL).toBe('https://shop.example.in');
  });

  it('lists every wrong variable at once', () => {
    const problems = problemsOf({
      PORT: '-1',
      DATABASE_URL: 'mysql://x',
      NODE_ENV: 'staging',
      GOOGLE_JWKS_URL: 'not a url',
      RATE_LIMIT_AUTH_MAX: '0',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'NODE_ENV',
      'PORT',
      'DATABASE_URL',
      'GOOGLE_JWKS_URL',
      'RATE_LIMIT_AUTH_MAX',
    ]);
    expect(problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });

  it('reads the CORS allow-list as a comma-separated list', () => {
    expect(
      loadConfig({ CORS_ORIGINS: 'https://shop.example.in, https://www.shop.example.in ,' }).env.CORS_ORIGINS,
    ).toEqual(['https://shop.example.in', 'https://www.shop.example.in']);
  });

  it('allows no other origin in production unless CORS_ORIGINS names it (the local development ones are a development default)', () => {
    const live = {
      NODE_ENV: 'production',
      ...LIVE_KEYS,
      ...SELLER,
    };
    expect(loadConfig(live).env.CORS_ORIGINS).toEqual([]);
    expect(loadConfig({ ...live, CORS_ORIGINS: 'https://admin.shop.in' }).env.CORS_ORIGINS).toEqual([
      'https://admin.shop.in',
    ]);
    expect(loadConfig({}).env.CORS_ORIGINS).toContain('http://localhost:5173');
  });

  it('trusts no proxy unless TRUST_PROXY names hops or proxy addresses', () => {
    expect(loadConfig({}).env.TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '1' }).env.TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).env.TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
    expect(problemsOf({ TRUST_PROXY: 'everyone' })).toEqual([
      'TRUST_PROXY: must be a number of proxy hops or comma-separated proxy addresses / CIDR ranges',
    ]);
  });

  describe('demo mode only when asked for or on a loopback address', () => {
    const KEYS = ['GOOGLE_CLIENT_ID', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'];

    it('runs in demo mode on a loopback HOST with no keys (npm start)', () => {
      for (const HOST of ['127.0.0.1', 'localhost', '::1', '127.0.1.1']) {
        expect(loadConfig({ HOST })).toMatchObject({ demoIdentity: true, simulatedPayments: true });
      }
    });

    it('refuses a public HOST without keys, naming each missing one', () => {
      const problems = problemsOf({ HOST: '0.0.0.0' });
      expect(problems).toEqual([
        ...KEYS.map(
          (name) =>
            `${name} is required on a public address (HOST=0.0.0.0); set it, set DEMO=true for a demo, or listen on 127.0.0.1`,
        ),
        'SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_STATE, SELLER_GSTIN are required on a public address (the seller on tax invoices); set them, set DEMO=true for a demo, or listen on 127.0.0.1',
        "SUPPORT_EMAIL, SUPPORT_PHONE, GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_DESIGNATION, GRIEVANCE_OFFICER_EMAIL are required on a public address (the seller's contact and grievance officer on every page); set them, set DEMO=true for a demo, or listen on 127.0.0.1",
      ]);
      expect(problemsOf({ HOST: '203.0.113.10', GOOGLE_CLIENT_ID: 'id', ...SELLER })).toHaveLength(3);
    });

    it('runs a demo on a public HOST when DEMO=true', () => {
      expect(loadConfig({ HOST: '0.0.0.0', DEMO: 'true' })).toMatchObject({
        demoIdentity: true,
        simulatedPayments: true,
      });
    });

    it('runs live on a public HOST with every key', () => {
      const env = { HOST: '0.0.0.0', ...Object.fromEntries(KEYS.map((name) => [name, 'set'])), ...SELLER };
      expect(loadConfig(env)).toMatchObject({ demoIdentity: false, simulatedPayments: false });
    });

    it('refuses live sign-in with simulated payments, naming each missing Razorpay key', () => {
      expect(problemsOf({ GOOGLE_CLIENT_ID: 'id', ...SELLER })).toEqual(
        ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'].map(
          (name) =>
            `${name} is required with GOOGLE_CLIENT_ID set: a live shop needs Google sign-in and Razorpay payments together; set it, or unset GOOGLE_CLIENT_ID for a demo`,
        ),
      );
    });

    it('refuses Razorpay keys with the demo sign-in, naming GOOGLE_CLIENT_ID', () => {
      expect(
        problemsOf({
          RAZORPAY_KEY_ID: 'rzp_live_x',
          RAZORPAY_KEY_SECRET: 's',
          RAZORPAY_WEBHOOK_SECRET: 'w',
          ...SELLER,
        }),
      ).toEqual([
        'GOOGLE_CLIENT_ID is required with RAZORPAY_KEY_ID set: a live shop needs Google sign-in and Razorpay payments together; set it, or unset RAZORPAY_KEY_ID for a demo',
      ]);
      expect(problemsOf({ GOOGLE_CLIENT_ID: 'id', RAZORPAY_KEY_ID: 'rzp_live_x', ...SELLER })).toEqual([
        expect.stringMatching(/^RAZORPAY_KEY_SECRET is required with GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID set/),
        expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET is required with GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID set/),
      ]);
    });

    it('refuses a live shop on a loopback HOST without the seller of its tax invoices', () => {
      const { SELLER_GSTIN: _gstin, ...sellerWithoutGstin } = SELLER;
      expect(problemsOf({ ...LIVE_KEYS, ...sellerWithoutGstin })).toEqual([
        'SELLER_GSTIN is required with GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID set (the seller on tax invoices); set it, or unset GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID for a demo',
      ]);
      expect(problemsOf({ ...LIVE_KEYS })).toEqual([
        'SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_STATE, SELLER_GSTIN are required with GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID set (the seller on tax invoices); set them, or unset GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID for a demo',
        "SUPPORT_EMAIL, SUPPORT_PHONE, GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_DESIGNATION, GRIEVANCE_OFFICER_EMAIL are required with GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID set (the seller's contact and grievance officer on every page); set them, or unset GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID for a demo",
      ]);
    });

    it('refuses DEMO=true beside a live key, on any address', () => {
      for (const HOST of ['127.0.0.1', '0.0.0.0']) {
        expect(problemsOf({ HOST, DEMO: 'true', GOOGLE_CLIENT_ID: 'id' })).toEqual([
          'DEMO=true is not allowed with GOOGLE_CLIENT_ID set: a demo signs in and pays with simulated services; unset GOOGLE_CLIENT_ID, or unset DEMO for a live shop',
        ]);
        expect(problemsOf({ HOST, DEMO: 'true', RAZORPAY_KEY_ID: 'rzp_live_x', GOOGLE_CLIENT_ID: 'id' })).toEqual([
          expect.stringContaining('DEMO=true is not allowed with GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID set'),
        ]);
      }
    });

    it('runs a demo with a lone key secret, which only fixes the simulated provider’s secrets', () => {
      expect(loadConfig({ RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' })).toMatchObject({
        demoIdentity: true,
        simulatedPayments: true,
        testPayments: false,
      });
    });

    it('runs live on a loopback HOST with every key, Razorpay test keys labelled as test payments', () => {
      const env = { GOOGLE_CLIENT_ID: 'id', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w', ...SELLER };
      expect(loadConfig({ ...env, RAZORPAY_KEY_ID: 'rzp_live_x' })).toMatchObject({
        demoIdentity: false,
        simulatedPayments: false,
        testPayments: false,
      });
      expect(loadConfig({ ...env, RAZORPAY_KEY_ID: 'rzp_test_x' })).toMatchObject({ testPayments: true });
    });

    it('refuses Razorpay test keys in production unless RAZORPAY_ALLOW_TEST_KEYS=true (a staging shop)', () => {
      const env = {
        NODE_ENV: 'production',
        ...LIVE_KEYS,
        RAZORPAY_KEY_ID: 'rzp_test_x',
        ...SELLER,
      };
      expect(problemsOf(env)).toEqual([
        'RAZORPAY_KEY_ID is a test key (rzp_test_…), which takes no real payments when NODE_ENV=production; use a live key, or set RAZORPAY_ALLOW_TEST_KEYS=true for a staging shop',
      ]);
      expect(problemsOf({ ...env, RAZORPAY_ALLOW_TEST_KEYS: 'false' })).toHaveLength(1);
      expect(loadConfig({ ...env, RAZORPAY_ALLOW_TEST_KEYS: 'true' })).toMatchObject({
        production: true,
        simulatedPayments: false,
        testPayments: true,
      });
      expect(loadConfig({ ...env, RAZORPAY_KEY_ID: 'rzp_live_x' })).toMatchObject({ testPayments: false });
    });

    it('never runs a demo in production, even when asked', () => {
      expect(problemsOf({ NODE_ENV: 'production', DEMO: 'true' })[0]).toBe(
        'DEMO=true is not allowed when NODE_ENV=production',
      );
    });
  });

  describe('seller settings', () => {
    it('names only the seller settings that are missing, on one line', () => {
      const keys = LIVE_KEYS;
      expect(problemsOf({ NODE_ENV: 'production', ...keys, ...SELLER, SELLER_GSTIN: ' ' })).toEqual([
        'SELLER_GSTIN is required when NODE_ENV=production (the seller on tax invoices)',
      ]);
    });

    it('uses the sample seller in demo mode when none is set, and marks it as a sample', () => {
      expect(loadConfig({}).seller).toMatchObject({ sample: true, state: '27', gstin: '27AAACP1234Q1Z8' });
      expect(loadConfig({ ...SELLER }).seller).toMatchObject({ sample: false, gstin: '29AAGCB7383J1Z4' });
    });

    it('refuses part of the seller settings in demo mode (an invoice would mix real and sample details)', () => {
      expect(problemsOf({ SELLER_LEGAL_NAME: 'Me' })).toEqual([
        'SELLER_ADDRESS, SELLER_STATE, SELLER_GSTIN are required with the other SELLER_ settings',
      ]);
    });

    it('verifies the GSTIN: its shape, its check character, and that it is registered in SELLER_STATE', () => {
      expect(problemsOf({ ...SELLER, SELLER_GSTIN: '29AAGCB7383J1Z' })).toEqual([
        'SELLER_GSTIN: must be a 15-character GSTIN, e.g. 27AAPFU0939F1ZV',
      ]);
      expect(problemsOf({ ...SELLER, SELLER_GSTIN: '29AAGCB7383J1Z5' })).toEqual([
        'SELLER_GSTIN: is not a valid GSTIN: its check character does not match',
      ]);
      expect(problemsOf({ ...SELLER, SELLER_STATE: '27' })).toEqual([
        'SELLER_GSTIN: is registered in Karnataka, not in SELLER_STATE (Maharashtra)',
      ]);
      expect(problemsOf({ ...SELLER, SELLER_STATE: '28' })).toEqual([
        'SELLER_STATE: must be a GST state code of an Indian state or union territory, e.g. 27 for Maharashtra',
      ]);
      expect(loadConfig({ ...SELLER, SELLER_GSTIN: '29aagcb7383j1z4' }).seller.gstin).toBe('29AAGCB7383J1Z4');
    });
  });
});
