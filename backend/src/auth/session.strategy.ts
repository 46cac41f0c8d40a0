import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error.js';
import type { AuthenticatedUser } from '../common/current-user.decorator.js';
import { SessionsService } from './sessions.service.js';

/** Reads `Authorization: Bearer <token>` and resolves it to a live server-side session. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(private readonly sessions: SessionsService) {
    super();
  }

  async validate(request: FastifyRequest): Promise<AuthenticatedUser> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw ApiError.unauthenticated('Please sign in to continue.');
    const user = await this.sessions.resolve(match[1]);
    if (!user) throw ApiError.unauthenticated('Your session has ended. Please sign in again.');
    return user;
  }
}
