import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller.js';
import { GoogleIdTokenStrategy } from './google-id-token.strategy.js';
import { IdTokenVerifier } from './id-token-verifier.js';
import { SessionGuard } from './session.guard.js';
import { SessionStrategy } from './session.strategy.js';
import { SessionsService } from './sessions.service.js';
import { UsersRepository } from './users.repository.js';

/**
 * Sign-in with a Google ID token, server-side sessions and the global guard. In demo mode
 * `DemoIdentityModule` (imported beside this one) provides the key the verifier trusts instead.
 */
@Module({
  imports: [PassportModule],
  controllers: [AuthController],
  providers: [
    SessionsService,
    SessionStrategy,
    UsersRepository,
    IdTokenVerifier,
    GoogleIdTokenStrategy,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [SessionsService, UsersRepository],
})
export class AuthModule {}
