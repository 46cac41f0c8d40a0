import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { SessionGuard } from './session.guard.js';
import { SessionStrategy } from './session.strategy.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [PassportModule],
  providers: [SessionsService, SessionStrategy, { provide: APP_GUARD, useClass: SessionGuard }],
  exports: [SessionsService],
})
export class AuthModule {}
