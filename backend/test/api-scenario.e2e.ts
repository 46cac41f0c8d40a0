import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_SCENARIO, createScenarioContext, type ScenarioContext } from '@profit/contract/scenario';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider.js';
import type { SimulatedProvider } from '../src/payments/simulated/simulated.provider.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The API scenario of `@profit/contract/scenario` against the real service in demo mode (demo
 * identity provider, simulated payments) on a fresh embedded database, over a real port with
 * `fetch`: the same steps and assertions run against the MSW handlers in
 * `design-system/src/mocks/apiScenario.test.ts`.
 */
describe('API scenario against the backend (demo mode, PGlite)', () => {
  let test: TestApp;
  let provider: SimulatedProvider;
  let context: ScenarioContext;

  beforeAll(async () => {
    test = await startTestApp();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.getHttpServer().address() as { port: number };
    // As `main.ts` does: the simulated provider sends its webhook events to the listening shop.
    provider = test.app.get(PAYMENT_PROVIDER);
    provider.webhookUrl = `http://127.0.0.1:${port}/api/payments/webhook`;
    context = createScenarioContext({
      fetch: (url, init) => fetch(url, init),
      baseUrl: `http://127.0.0.1:${port}/api`,
      expect,
    });
  });
  afterAll(async () => {
    await provider.settled();
    await test.close();
  });

  for (const step of API_SCENARIO) it(step.name, () => step.run(context));
});
