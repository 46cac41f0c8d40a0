import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientConfig } from '@profit/contract';
import { readConfig } from './readConfig';

const demo: ClientConfig = {
  mode: 'demo',
  googleClientId: null,
  razorpayKeyId: null,
  paymentProvider: 'simulated',
  testPayments: false,
};

const answering = (response: Response | Error) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('readConfig', () => {
  it('reads the configuration the backend answers', async () => {
    answering(Response.json(demo));
    expect(await readConfig()).toEqual({ config: demo });
  });

  it.each([
    ['no answer', new TypeError('Failed to fetch'), 'Failed to fetch'],
    [
      'a proxy’s 502 page',
      new Response('<html><head><title>502 Bad Gateway</title></head></html>', {
        status: 502,
        headers: { 'content-type': 'text/html' },
      }),
      'the server answered 502.',
    ],
    [
      'a 503 (database down)',
      Response.json({ code: 'SERVICE_UNAVAILABLE' }, { status: 503 }),
      'the server answered 503.',
    ],
    ['a 504', new Response('', { status: 504 }), 'the server answered 504.'],
  ])('tells a server that could not be reached (%s) from a wrong answer', async (_, response, reason) => {
    answering(response);
    expect(await readConfig()).toEqual({ unreachable: reason });
  });

  it.each([
    ['a 404', new Response('', { status: 404 }), 'the server answered 404.'],
    [
      'an HTML page with 200',
      new Response('<!doctype html><html></html>', { status: 200 }),
      'the answer is not a configuration.',
    ],
    ['JSON that is no configuration', Response.json({ mode: 'other' }), 'the answer is not a configuration.'],
  ])('reports %s as a wrong answer', async (_, response, reason) => {
    answering(response);
    expect(await readConfig()).toEqual({ error: reason });
  });
});
