import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { describeOnPostgres, startTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/health', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('reports the database reachable', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', paymentProvider: 'simulated' });
  });

  it('answers an unknown address with the one error body', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found' });
  });
});

describeOnPostgres('GET /api/health', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ database: 'postgres' });
  });
  afterAll(async () => {
    await test.close();
  });

  it('reports the database reachable on a migrated PostgreSQL', async () => {
    expect(test.database.kind).toBe('postgres');
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'up', paymentProvider: 'simulated' });
  });
});
