import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error.js';
import type { AuthenticatedUser } from '../common/current-user.decorator.js';
import { SessionsService } from './sessions.service.js';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Reads `Authorization: Bearer <token>` and resolves it to a live server-side session. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(private readonly sessions: SessionsService) {
    super();
  }

  async validate(request: FastifyRequest): Promise<AuthenticatedUser> {
    const token = bearerToken(request);
    if (!token) throw ApiError.unauthenticated('Please sign in to continue.');
    const user = await this.sessions.resolve(token);
    if (!user) throw ApiError.unauthenticated('Your session has ended. Please sign in again.');
    return user;
  }
}
