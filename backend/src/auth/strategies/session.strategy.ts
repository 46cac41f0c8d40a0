import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { AUTH_MESSAGES } from '@profit/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../common/api-error.js';
import type { AuthenticatedUser } from '../../common/current-user.decorator.js';
import { SessionsService } from '../sessions.service.js';
import { NamedCustomStrategy } from './named-custom-strategy.js';
import { STRATEGY_NAMES, type StrategyNames } from './strategy-names.js';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Resolves the opaque session token of `Authorization: Bearer` to its user. Every request asks
 * `SessionsService`, so a session revoked (logout, erasure) is refused from the next request on.
 * No header: "Please sign in"; a token that resolves to no live session: "Your session has ended".
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(NamedCustomStrategy) {
  constructor(
    @Inject(STRATEGY_NAMES) names: StrategyNames,
    private readonly sessions: SessionsService,
  ) {
    super(names.session);
  }

  async validate(request: FastifyRequest): Promise<AuthenticatedUser> {
    const token = bearerToken(request);
    if (!token) throw ApiError.unauthenticated(AUTH_MESSAGES.signInRequired);
    const user = await this.sessions.resolve(token);
    if (!user) throw ApiError.unauthenticated(AUTH_MESSAGES.sessionEnded);
    return user;
  }
}
