import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './auth.controller.js';
import { ExchangedIdTokensRepository } from './exchanged-id-tokens.repository.js';
import { GoogleSignInGuard, SessionAuthGuard } from './guards.js';
import { IdTokenVerifier } from './id-token-verifier.js';
import { SessionsService } from './sessions.service.js';
import { GoogleIdTokenStrategy } from './strategies/google-id-token.strategy.js';
import { SessionStrategy } from './strategies/session.strategy.js';
import { STRATEGY_NAMES, strategyNamesOfOneApp } from './strategies/strategy-names.js';
import { UsersRepository } from './users.repository.js';

/**
 * Sign-in with a Google ID token, server-side sessions and the global guard, through
 * `@nestjs/passport`: two strategies registered under this app's own names (`StrategyNames`) and
 * `AuthGuard`-based guards over them. In demo mode `DemoIdentityModule` (imported beside this one)
 * provides the key the verifier trusts instead of Google's.
 */
@Module({
  controllers: [AuthController],
  providers: [
    { provide: STRATEGY_NAMES, useFactory: strategyNamesOfOneApp },
    SessionsService,
    UsersRepository,
    ExchangedIdTokensRepository,
    IdTokenVerifier,
    GoogleIdTokenStrategy,
    SessionStrategy,
    GoogleSignInGuard,
    { provide: APP_GUARD, useClass: SessionAuthGuard },
  ],
  exports: [SessionsService, UsersRepository],
})
export class AuthModule {}
