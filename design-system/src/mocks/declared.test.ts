import { HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { ADMIN_ENDPOINTS, ENDPOINTS } from '@profit/contract';
import * as mocks from '.';
import { handle } from './http';

const routeOf = (method: string, path: string) => `${method} */api${path}`;
const DECLARED = new Set(
  Object.values({ ...ENDPOINTS, ...ADMIN_ENDPOINTS }).map((endpoint) => routeOf(endpoint.method, endpoint.path)),
);

const isHandler = (value: unknown): value is HttpHandler =>
  typeof value === 'object' && value !== null && 'info' in value && 'resolver' in value;

/** Every handler of every variant the mocks export (`authHandlers.serverError`, `handlers`…). */
const everyHandler: HttpHandler[] = Object.values(mocks).flatMap((exported) => {
  if (Array.isArray(exported)) return exported.filter(isHandler);
  if (typeof exported !== 'object' || exported === null) return [];
  return Object.values(exported).flatMap((variant: unknown) =>
    Array.isArray(variant) ? variant.filter(isHandler) : [],
  );
});

describe('the mocks serve the routes the contract declares', () => {
  it('no handler of any variant answers a route the contract does not declare (the unknown-address 404 aside)', () => {
    expect(everyHandler.length).toBeGreaterThan(100);
    const undeclared = everyHandler
      .filter((handler) => !mocks.protocolHandlers.unknownAddress.includes(handler))
      .map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`)
      .filter((route) => !DECLARED.has(route));
    expect(undeclared).toEqual([]);
  });

  it('the working API answers every declared route', () => {
    const served = new Set(
      mocks.handlers.map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`),
    );
    expect([...DECLARED].filter((route) => !served.has(route))).toEqual([]);
  });
});

describe('a mock answers as its declaration says', () => {
  const answerOf = async (handler: HttpHandler) => {
    const server = setupServer(handler);
    server.listen({ onUnhandledFrame: 'error' });
    try {
      return await fetch(`http://shop.test/api${ENDPOINTS.health.path}`);
    } finally {
      server.close();
    }
  };
  const healthy = { status: 'ok', database: 'up', paymentProvider: 'simulated' } as const;

  it('a body the declared response schema parses, with the declared status, goes through', async () => {
    const response = await answerOf(handle(ENDPOINTS.health, () => HttpResponse.json(healthy)));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(healthy);
  });

  it('a body the declared schema refuses fails the call instead of reaching the screen', async () => {
    const response = await answerOf(
      handle(ENDPOINTS.health, () => HttpResponse.json({ ...healthy, database: 'fine' })),
    );
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).toContain('HealthResponseSchema refuses');
  });

  it('a success status other than the declared one fails the call', async () => {
    const response = await answerOf(handle(ENDPOINTS.health, () => HttpResponse.json(healthy, { status: 201 })));
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).toContain('the contract declares 200');
  });
});
