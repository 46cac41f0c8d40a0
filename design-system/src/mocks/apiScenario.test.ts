import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCENARIO, createScenarioContext } from '@profit/contract/scenario';
import { handlers, mockDb } from '.';

/**
 * The API scenario of `@profit/contract/scenario` against the MSW handlers: the same steps and
 * assertions run against the real backend in `backend/test/api-scenario.e2e.ts`.
 */
const server = setupServer(...handlers);

beforeAll(() => {
  mockDb.reset();
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => server.close());

describe('API scenario against the MSW handlers', () => {
  // The global `fetch` read at each call: MSW patches it once the server listens.
  const context = createScenarioContext({
    fetch: (url, init) => fetch(url, init),
    baseUrl: 'http://shop.test/api',
    expect,
  });
  for (const step of API_SCENARIO) it(step.name, () => step.run(context));
});
