import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_ENDPOINTS } from './admin/endpoints.js';
import { ENDPOINTS, SERVICE_ENDPOINTS, pathOf, rateLimitOf, type PathParamsOf, type ResponseOf } from './endpoints.js';
import { schemasOf } from './endpointSchemas.js';
import { API_PATHS } from './paths.js';
import type { ProfileResponse } from './auth.js';

const every = Object.entries({ ...ENDPOINTS, ...ADMIN_ENDPOINTS, ...SERVICE_ENDPOINTS });

describe('the route declarations', () => {
  it('name schemas the contract exports', () => {
    for (const [key, endpoint] of every) {
      const { request, query, response } = schemasOf(endpoint);
      for (const schema of [request, query].filter(Boolean))
        expect({ key, zod: schema instanceof z.ZodType }).toEqual({ key, zod: true });
      expect({ key, answer: typeof response === 'string' ? response : response instanceof z.ZodType }).toEqual({
        key,
        answer:
          typeof endpoint.response === 'string' && !endpoint.response.endsWith('Schema') ? endpoint.response : true,
      });
    }
  });

  it('declare each method and path once', () => {
    const routes = every.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('give the paths (API_PATHS is read from them)', () => {
    expect(API_PATHS.profile).toBe(ENDPOINTS.profile.path);
    expect(Object.keys(API_PATHS)).toEqual(Object.keys(ENDPOINTS));
  });

  it("count every merchant route against the console's limit", () => {
    for (const endpoint of Object.values(ADMIN_ENDPOINTS)) expect(rateLimitOf(endpoint)).toBe('admin');
    expect(rateLimitOf(ENDPOINTS.profile)).toBe('auth');
    expect(rateLimitOf(ENDPOINTS.products)).toBeUndefined();
  });

  it('fill path parameters, keeping an extension', () => {
    expect(pathOf(ENDPOINTS.creditNotePdf.path, { id: 'a b', n: '2' })).toBe('/orders/a%20b/credit-notes/2.pdf');
    expectTypeOf<PathParamsOf<typeof ENDPOINTS.creditNotePdf.path>>().toEqualTypeOf<{ id: string } & { n: string }>();
    expectTypeOf<ResponseOf<typeof ENDPOINTS.profile>>().toEqualTypeOf<ProfileResponse>();
  });
});
