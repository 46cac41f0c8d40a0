import { describe, expect, it } from 'vitest';
import { MISSING_GOOGLE_CLIENT_ID, readStorefrontConfig } from './storefrontConfig';

describe('readStorefrontConfig', () => {
  it('runs in demo mode against /api when nothing is configured', () => {
    expect(readStorefrontConfig({})).toEqual({
      mode: 'demo',
      apiBaseUrl: '/api',
      googleClientId: null,
      configurationError: null,
    });
  });

  it('runs live with a Google client id', () => {
    const config = readStorefrontConfig({
      VITE_STORE_MODE: 'live',
      VITE_GOOGLE_CLIENT_ID: ' 123.apps.googleusercontent.com ',
    });
    expect(config).toMatchObject({
      mode: 'live',
      googleClientId: '123.apps.googleusercontent.com',
      configurationError: null,
    });
  });

  it('reports the Configuration Error of a live build without a Google client id', () => {
    const config = readStorefrontConfig({ VITE_STORE_MODE: 'LIVE', VITE_GOOGLE_CLIENT_ID: '  ' });
    expect(config.mode).toBe('live');
    expect(config.configurationError).toBe(MISSING_GOOGLE_CLIENT_ID);
    expect(config.configurationError).toContain('VITE_GOOGLE_CLIENT_ID');
  });

  it('names an unknown mode instead of guessing', () => {
    expect(readStorefrontConfig({ VITE_STORE_MODE: 'staging' }).configurationError).toBe(
      'VITE_STORE_MODE must be one of live, demo, mock; it is "staging".',
    );
  });

  it('takes a configured API base without its trailing slash', () => {
    expect(
      readStorefrontConfig({ VITE_STORE_MODE: 'mock', VITE_API_BASE_URL: 'https://shop.example.in/api/' }).apiBaseUrl,
    ).toBe('https://shop.example.in/api');
  });
});
