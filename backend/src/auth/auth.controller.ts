import { Controller, Get, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { AuthResponse, LogoutResponse, ProfileResponse } from '@profit/contract';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
import { Public } from '../common/public.decorator.js';
import { isMerchant, type AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { Policy } from '../rate-limits/rate-limit-policy.js';
import { GoogleSignInGuard } from './guards.js';
import { SessionsService } from './sessions.service.js';
import { bearerToken } from './strategies/session.strategy.js';
import { toApiUser, usernameOf, type UserRecord } from './users.repository.js';

/** Every route here counts against the per-address sign-in limit (`RATE_LIMIT_AUTH_MAX`). */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Exchanges a verified ID token for a revocable server-side session. */
  @Public()
  @UseGuards(GoogleSignInGuard)
  @Post('google')
  @Policy({ rateLimit: 'auth' })
  @HttpCode(200)
  async signIn(@Req() request: FastifyRequest & { user: UserRecord }): Promise<AuthResponse> {
    const token = await this.sessions.issue(request.user.id);
    return { user: toApiUser(request.user), token };
  }

  @Get('profile')
  @Policy({ rateLimit: 'auth' })
  profile(@CurrentUser() user: AuthenticatedUser): ProfileResponse {
    return {
      user: { name: user.name, username: usernameOf(user.email), email: user.email },
      merchant: isMerchant(this.config, user.email),
    };
  }

  /** Public: signing out always succeeds; a token that still resolves is revoked on the server. */
  @Public()
  @Post('logout')
  @Policy({ rateLimit: 'auth' })
  @HttpCode(200)
  async logout(@Req() request: FastifyRequest): Promise<LogoutResponse> {
    const token = bearerToken(request);
    const session = token ? await this.sessions.resolve(token) : null;
    if (session) await this.sessions.revoke(session.sessionId);
    return { success: true };
  }
}
