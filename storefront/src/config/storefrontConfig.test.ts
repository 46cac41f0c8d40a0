import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '@profit/contract';
import {
  MISSING_GOOGLE_CLIENT_ID,
  MISSING_RAZORPAY_KEY_ID,
  resolveStorefrontConfig,
  showsPrerenderedPage,
} from './storefrontConfig';

const demo: ClientConfig = {
  mode: 'demo',
  googleClientId: null,
  razorpayKeyId: null,
  paymentProvider: 'simulated',
  testPayments: false,
};
const live: ClientConfig = {
  mode: 'live',
  googleClientId: ' 123.apps.googleusercontent.com ',
  razorpayKeyId: 'rzp_live_abc',
  paymentProvider: 'razorpay',
  testPayments: false,
};

describe('resolveStorefrontConfig', () => {
  it('runs in demo mode when the backend says demo', () => {
    expect(resolveStorefrontConfig('served', { config: demo })).toEqual({
      mode: 'demo',
      googleClientId: null,
      razorpayKeyId: null,
      paymentProvider: 'simulated',
      testPayments: false,
      configurationError: null,
      serverUnreachable: false,
    });
  });

  it('runs live with the Google client id and Razorpay key the backend publishes', () => {
    expect(resolveStorefrontConfig('served', { config: live })).toMatchObject({
      mode: 'live',
      googleClientId: '123.apps.googleusercontent.com',
      razorpayKeyId: 'rzp_live_abc',
      configurationError: null,
    });
  });

  it('reports the Configuration Error, naming GOOGLE_CLIENT_ID, when live sign-in has no client id', () => {
    const config = resolveStorefrontConfig('served', { config: { ...live, googleClientId: '  ' } });
    expect(config.mode).toBe('live');
    expect(config.configurationError).toBe(MISSING_GOOGLE_CLIENT_ID);
    expect(config.configurationError?.message).toContain('GOOGLE_CLIENT_ID');
  });

  it('names RAZORPAY_KEY_ID when live payments have no key', () => {
    const config = resolveStorefrontConfig('served', { config: { ...live, razorpayKeyId: null } });
    expect(config.configurationError).toBe(MISSING_RAZORPAY_KEY_ID);
  });

  it('runs the mock build in mock mode whatever the mocked backend answers', () => {
    expect(resolveStorefrontConfig('mock', { config: demo }).mode).toBe('mock');
    expect(
      resolveStorefrontConfig('mock', { config: { ...live, googleClientId: null } }).configurationError,
    ).toBeNull();
  });

  it('says why when the answer is not a configuration', () => {
    const config = resolveStorefrontConfig('served', { error: 'the server answered 404.' });
    expect(config.configurationError?.message).toBe(
      'The shop could not read its configuration (GET /api/config): the server answered 404.',
    );
    expect(config.serverUnreachable).toBe(false);
  });

  it('runs without sign-in and payments, not as a Configuration Error, when the server cannot be reached', () => {
    expect(resolveStorefrontConfig('served', { unreachable: 'the server answered 502.' })).toEqual({
      mode: 'live',
      googleClientId: null,
      razorpayKeyId: null,
      paymentProvider: 'simulated',
      testPayments: false,
      configurationError: null,
      serverUnreachable: true,
    });
  });

  it('labels a live shop with Razorpay test keys as taking test payments, and only a live one', () => {
    const staging = { ...live, razorpayKeyId: 'rzp_test_abc', testPayments: true };
    expect(resolveStorefrontConfig('served', { config: staging }).testPayments).toBe(true);
    expect(resolveStorefrontConfig('served', { config: live }).testPayments).toBe(false);
    expect(resolveStorefrontConfig('mock', { config: staging }).testPayments).toBe(false);
  });

  it('reports the mock build whose mocked configuration does not answer as a Configuration Error', () => {
    const config = resolveStorefrontConfig('mock', { unreachable: 'Failed to fetch' });
    expect(config.serverUnreachable).toBe(false);
    expect(config.configurationError?.message).toContain('Failed to fetch');
  });
});

describe('showsPrerenderedPage', () => {
  it('holds when the server answers in the mode the page was rendered for', () => {
    expect(showsPrerenderedPage(resolveStorefrontConfig('served', { config: demo }), 'demo')).toBe(true);
    expect(showsPrerenderedPage(resolveStorefrontConfig('served', { config: live }), 'live')).toBe(true);
  });

  it('fails for another mode, a server that does not answer and a configuration error', () => {
    expect(showsPrerenderedPage(resolveStorefrontConfig('served', { config: demo }), 'live')).toBe(false);
    expect(showsPrerenderedPage(resolveStorefrontConfig('served', { unreachable: 'no answer.' }), 'live')).toBe(false);
    const misconfigured = resolveStorefrontConfig('served', { config: { ...demo, mode: 'live' } });
    expect(misconfigured.configurationError).toBe(MISSING_GOOGLE_CLIENT_ID);
    expect(showsPrerenderedPage(misconfigured, 'live')).toBe(false);
  });
});
