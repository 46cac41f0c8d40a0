import { ENDPOINTS } from '@profit/contract';
import { Controller, Inject, Req, UseGuards } from '@nestjs/common';
import type { AuthResponse, LogoutResponse, ProfileResponse } from '@profit/contract';
import type { FastifyRequest } from 'fastify';
import { Route } from '../common/route.decorator.js';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
import { isMerchant, type AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { GoogleSignInGuard } from './guards.js';
import { SessionsService } from './sessions.service.js';
import { bearerToken } from './strategies/session.strategy.js';
import { toApiUser, usernameOf, type UserRecord } from './users.repository.js';

/** Every route here counts against the per-address sign-in limit (`RATE_LIMIT_AUTH_MAX`). */
@Controller()
export class AuthController {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Exchanges a verified ID token for a revocable server-side session. */
  @UseGuards(GoogleSignInGuard)
  @Route(ENDPOINTS.signInWithGoogle)
  async signIn(@Req() request: FastifyRequest & { user: UserRecord }): Promise<AuthResponse> {
    const token = await this.sessions.issue(request.user.id);
    return { user: toApiUser(request.user), token };
  }

  @Route(ENDPOINTS.profile)
  profile(@CurrentUser() user: AuthenticatedUser): ProfileResponse {
    return {
      user: { name: user.name, username: usernameOf(user.email), email: user.email },
      merchant: isMerchant(this.config, user.email),
    };
  }

  /** Public: signing out always succeeds; a token that still resolves is revoked on the server. */
  @Route(ENDPOINTS.logout)
  async logout(@Req() request: FastifyRequest): Promise<LogoutResponse> {
    const token = bearerToken(request);
    const session = token ? await this.sessions.resolve(token) : null;
    if (session) await this.sessions.revoke(session.sessionId);
    return { success: true };
  }
}
