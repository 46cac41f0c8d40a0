import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import passport from 'passport';
import { Strategy as CustomStrategy } from 'passport-custom';
import { PASSPORT_REQUEST_PROPERTIES } from './passport-request-shape.js';

describe('the request properties passport writes', () => {
  const name = 'request-shape-probe';
  beforeAll(() => {
    passport.use(name, new CustomStrategy((_request, done) => done(null, { id: 'u1' })));
  });
  afterAll(() => {
    passport.unuse(name);
  });

  it('are all declared on Fastify requests up front, so a signed-in request is never reshaped', async () => {
    const request: Record<string, unknown> = {};
    const user = await new Promise((resolve, reject) =>
      passport.authenticate(name, { session: false }, (error: unknown, found: unknown, info: unknown) => {
        request.authInfo = info; // as `AuthGuard` does
        return error ? reject(error) : resolve(found);
      })(request, {}, reject),
    );
    request.user = user; // as `AuthGuard` does
    expect(Object.keys(request).sort()).toEqual([...PASSPORT_REQUEST_PROPERTIES].sort());
  });
});
