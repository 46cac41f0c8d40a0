import { Global, Module } from '@nestjs/common';
import { DemoIdentityController } from './demo-identity.controller.js';
import { DEMO_IDENTITY, DemoIdentity } from './demo-identity.js';

/**
 * The demo identity provider. `AppModule` imports it only when `config.demoIdentity` is on: its
 * routes do not exist otherwise, and the verifier then trusts Google alone.
 */
@Global()
@Module({
  controllers: [DemoIdentityController],
  providers: [{ provide: DEMO_IDENTITY, useFactory: () => new DemoIdentity() }],
  exports: [DEMO_IDENTITY],
})
export class DemoIdentityModule {}
