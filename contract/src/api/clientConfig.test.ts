import { describe, expect, it } from 'vitest';
import { ClientConfigSchema } from './catalogue.js';
import { isClientConfig } from './clientConfig.js';

const demo = {
  mode: 'demo',
  googleClientId: null,
  razorpayKeyId: null,
  paymentProvider: 'simulated',
  testPayments: false,
};
const live = {
  mode: 'live',
  googleClientId: 'id.apps.googleusercontent.com',
  razorpayKeyId: 'rzp_live_x',
  paymentProvider: 'razorpay',
  testPayments: false,
};

/** Answers a backend, a proxy or a broken mock may give to `GET /api/config`. */
const samples: Array<[string, unknown]> = [
  ['a demo configuration', demo],
  ['a live configuration', live],
  ['a configuration with an extra field', { ...demo, version: 2 }],
  ['null', null],
  ['an array', [demo]],
  ['an HTML page', '<!doctype html>'],
  ['an unknown mode', { ...demo, mode: 'mock' }],
  ['a missing client id', { ...demo, googleClientId: undefined }],
  ['a numeric client id', { ...demo, googleClientId: 42 }],
  ['a missing key id', { mode: 'demo', googleClientId: null, paymentProvider: 'simulated' }],
  ['an unknown payment provider', { ...demo, paymentProvider: 'stripe' }],
  ['a staging configuration (Razorpay test keys)', { ...live, razorpayKeyId: 'rzp_test_x', testPayments: true }],
  ['a missing test-payments flag', { ...live, testPayments: undefined }],
  ['a test-payments flag that is not a boolean', { ...live, testPayments: 'yes' }],
];

describe('isClientConfig', () => {
  it.each(samples)('agrees with ClientConfigSchema on %s', (_name, answer) => {
    expect(isClientConfig(answer)).toBe(ClientConfigSchema.safeParse(answer).success);
  });

  it('accepts both modes and refuses what is not a configuration', () => {
    expect(isClientConfig(demo) && isClientConfig(live)).toBe(true);
    expect(isClientConfig({ ...demo, mode: 'mock' })).toBe(false);
  });
});
