import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { DemoCredentialRequestSchema, type DemoCredentialRequest, type DemoCredentialResponse } from '@profit/contract';
import type { JSONWebKeySet } from 'jose';
import { Public } from '../../common/public.decorator.js';
import { ZodBody } from '../../common/zod-body.pipe.js';
import { Policy } from '../../rate-limits/rate-limit-policy.js';
import { DEMO_IDENTITY, DemoIdentity } from './demo-identity.js';

/** Demo mode only (the module is not loaded otherwise, so these addresses are 404 in production). */
@Controller('auth/demo')
export class DemoIdentityController {
  constructor(@Inject(DEMO_IDENTITY) private readonly identity: DemoIdentity) {}

  @Public()
  @Post('credential')
  @Policy({ rateLimit: 'auth' })
  @HttpCode(200)
  async credential(
    @Body(new ZodBody(DemoCredentialRequestSchema)) body: DemoCredentialRequest,
  ): Promise<DemoCredentialResponse> {
    return { credential: await this.identity.issueIdToken(body) };
  }

  @Public()
  @Get('jwks')
  @Policy({ rateLimit: 'auth' })
  jwks(): Promise<JSONWebKeySet> {
    return this.identity.jwks();
  }
}
