import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { AUTH_MESSAGES, GoogleSignInRequestSchema, parseWith } from '@profit/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../common/api-error.js';
import { ExchangedIdTokensRepository } from '../exchanged-id-tokens.repository.js';
import { IdentityProviderUnreachable, IdTokenRejected, IdTokenVerifier } from '../id-token-verifier.js';
import { UsersRepository, type UserRecord } from '../users.repository.js';
import { NamedCustomStrategy } from './named-custom-strategy.js';
import { STRATEGY_NAMES, type StrategyNames } from './strategy-names.js';

/**
 * Sign-in: reads `{ credential }` (a Google ID token, or the demo identity provider's in demo
 * mode), verifies it with the shop's own `IdTokenVerifier`, records it as exchanged (one
 * credential, one session) and upserts its user by `sub`. Which check failed is logged, never
 * disclosed: every refusal answers "Authentication failed"; unreachable keys answer 503.
 */
@Injectable()
export class GoogleIdTokenStrategy extends PassportStrategy(NamedCustomStrategy) {
  constructor(
    @Inject(STRATEGY_NAMES) names: StrategyNames,
    private readonly verifier: IdTokenVerifier,
    private readonly users: UsersRepository,
    private readonly exchanged: ExchangedIdTokensRepository,
  ) {
    super(names.googleIdToken);
  }

  async validate(request: FastifyRequest): Promise<UserRecord> {
    const parsed = parseWith(GoogleSignInRequestSchema, request.body ?? {});
    if (!parsed.ok) throw ApiError.validation(parsed.issues.map((issue) => issue.message).join(' '), parsed.issues);
    try {
      const identity = await this.verifier.verify(parsed.data.credential);
      if (!(await this.exchanged.claim(parsed.data.credential, identity.expiresAt)))
        throw new IdTokenRejected('credential already exchanged for a session');
      return await this.users.upsertFromIdentity(identity);
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
      throw ApiError.unauthenticated(AUTH_MESSAGES.signInFailed);
    }
  }
}
