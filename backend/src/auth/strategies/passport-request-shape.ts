import type { FastifyInstance } from 'fastify';

/**
 * What `passport.authenticate` and `AuthGuard` write on every request they see (passport's login
 * helpers, its session manager, the strategy's info, the user). Declared on Fastify's requests up
 * front, so each request is built with them and their writes fill slots that exist: added one by
 * one on each request, they cost every signed-in request a reshaped object and more garbage.
 */
export const PASSPORT_REQUEST_PROPERTIES = [
  'user',
  'authInfo',
  'login',
  'logIn',
  'logout',
  'logOut',
  'isAuthenticated',
  'isUnauthenticated',
  '_sessionManager',
] as const;

/** Declares passport's request properties on a Fastify instance (before its routes are registered). */
export function declarePassportRequestProperties(fastify: FastifyInstance): void {
  for (const property of PASSPORT_REQUEST_PROPERTIES) fastify.decorateRequest(property, null);
}
