import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AUTH_MESSAGES, GoogleSignInRequestSchema, parseWith } from '@profit/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error.js';
import { ExchangedIdTokensRepository } from './exchanged-id-tokens.repository.js';
import { IdentityProviderUnreachable, IdTokenRejected, IdTokenVerifier } from './id-token-verifier.js';
import { UsersRepository, type UserRecord } from './users.repository.js';

/** What every refused credential answers: which check failed is logged, not disclosed. */
export const SIGN_IN_FAILED = AUTH_MESSAGES.signInFailed;

/**
 * The sign-in route's guard: reads `{ credential }` (a Google ID token, or the demo identity
 * provider's in demo mode), verifies it, records it as exchanged (one credential, one session),
 * upserts its user by `sub` and attaches it to the request.
 */
@Injectable()
export class GoogleAuthGuard implements CanActivate {
  constructor(
    private readonly verifier: IdTokenVerifier,
    private readonly users: UsersRepository,
    private readonly exchanged: ExchangedIdTokensRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: UserRecord }>();
    const parsed = parseWith(GoogleSignInRequestSchema, request.body ?? {});
    if (!parsed.ok) throw ApiError.validation(parsed.issues.map((issue) => issue.message).join(' '), parsed.issues);
    try {
      const identity = await this.verifier.verify(parsed.data.credential);
      if (!(await this.exchanged.claim(parsed.data.credential, identity.expiresAt)))
        throw new IdTokenRejected('credential already exchanged for a session');
      request.user = await this.users.upsertFromIdentity(identity);
      return true;
    } catch (error) {
      if (error instanceof IdentityProviderUnreachable) {
        request.log.error(
          { reason: error.reason },
          'sign-in unavailable: the identity provider’s keys cannot be fetched',
        );
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', AUTH_MESSAGES.signInUnavailable);
      }
      if (!(error instanceof IdTokenRejected)) throw error;
      request.log.warn({ reason: error.reason }, 'sign-in refused: ID token failed verification');
      throw ApiError.unauthenticated(SIGN_IN_FAILED);
    }
  }
}
