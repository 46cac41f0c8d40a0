import { Controller, Inject } from '@nestjs/common';
import {
  type DemoCredentialRequest,
  type DemoCredentialResponse,
  ENDPOINTS,
  SERVICE_ENDPOINTS,
} from '@profit/contract';
import type { JSONWebKeySet } from 'jose';
import { DeclaredBody, Route } from '../../common/route.decorator.js';
import { DEMO_IDENTITY, DemoIdentity } from './demo-identity.js';

/** Demo mode only (the module is not loaded otherwise, so these addresses are 404 in production). */
@Controller()
export class DemoIdentityController {
  constructor(@Inject(DEMO_IDENTITY) private readonly identity: DemoIdentity) {}

  @Route(ENDPOINTS.demoCredential)
  async credential(@DeclaredBody() body: DemoCredentialRequest): Promise<DemoCredentialResponse> {
    return { credential: await this.identity.issueIdToken(body) };
  }

  @Route(SERVICE_ENDPOINTS.demoJwks)
  jwks(): Promise<JSONWebKeySet> {
    return this.identity.jwks();
  }
}
