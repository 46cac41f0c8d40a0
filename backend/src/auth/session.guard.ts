import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTH_MESSAGES } from '@profit/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error.js';
import type { AuthenticatedUser } from '../common/current-user.decorator.js';
import { IS_PUBLIC } from '../common/public.decorator.js';
import { SessionsService } from './sessions.service.js';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The global guard: every route needs a live session unless it is marked `@Public()`. A plain Nest
 * guard over this app's own `SessionsService` (no passport strategy, which passport keeps in one
 * process-wide registry, so two apps in one process would answer with each other's sessions).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const token = bearerToken(request);
    if (!token) throw ApiError.unauthenticated(AUTH_MESSAGES.signInRequired);
    const user = await this.sessions.resolve(token);
    if (!user) throw ApiError.unauthenticated(AUTH_MESSAGES.sessionEnded);
    request.user = user;
    return true;
  }
}
