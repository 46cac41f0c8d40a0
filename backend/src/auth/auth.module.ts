import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './auth.controller.js';
import { ExchangedIdTokensRepository } from './exchanged-id-tokens.repository.js';
import { GoogleAuthGuard } from './google-auth.guard.js';
import { IdTokenVerifier } from './id-token-verifier.js';
import { SessionGuard } from './session.guard.js';
import { SessionsService } from './sessions.service.js';
import { UsersRepository } from './users.repository.js';

/**
 * Sign-in with a Google ID token, server-side sessions and the global guard. In demo mode
 * `DemoIdentityModule` (imported beside this one) provides the key the verifier trusts instead.
 */
@Module({
  controllers: [AuthController],
  providers: [
    SessionsService,
    UsersRepository,
    ExchangedIdTokensRepository,
    IdTokenVerifier,
    GoogleAuthGuard,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [SessionsService, UsersRepository],
})
export class AuthModule {}
