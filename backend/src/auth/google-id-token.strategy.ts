import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { GoogleSignInRequestSchema, parseWith } from '@profit/contract';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { ApiError } from '../common/api-error.js';
import { IdTokenRejected, IdTokenVerifier } from './id-token-verifier.js';
import { UsersRepository, type UserRecord } from './users.repository.js';

/** What every refused credential answers: which check failed is logged, not disclosed. */
export const SIGN_IN_FAILED = 'Authentication failed. Please try again.';

/**
 * Reads `{ credential }` (a Google ID token, or the demo identity provider's in demo mode),
 * verifies it and upserts its user by `sub`.
 */
@Injectable()
export class GoogleIdTokenStrategy extends PassportStrategy(Strategy, 'google-id-token') {
  constructor(
    private readonly verifier: IdTokenVerifier,
    private readonly users: UsersRepository,
  ) {
    super();
  }

  async validate(request: FastifyRequest): Promise<UserRecord> {
    const parsed = parseWith(GoogleSignInRequestSchema, request.body ?? {});
    if (!parsed.ok) throw ApiError.validation(parsed.issues.map((issue) => issue.message).join(' '), parsed.issues);
    try {
      const identity = await this.verifier.verify(parsed.data.credential);
      return await this.users.upsertFromIdentity(identity);
    } catch (error) {
      if (!(error instanceof IdTokenRejected)) throw error;
      request.log.warn({ reason: error.reason }, 'sign-in refused: ID token failed verification');
      throw ApiError.unauthenticated(SIGN_IN_FAILED);
    }
  }
}
