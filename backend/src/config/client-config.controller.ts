import { ENDPOINTS } from '@profit/contract';
import { Controller, Inject } from '@nestjs/common';
import type { ClientConfig } from '@profit/contract';
import { Route } from '../common/route.decorator.js';
import type { AppConfig } from './app-config.js';
import { APP_CONFIG } from './config.tokens.js';

/** What the storefront needs to know at start: live or demo, the public keys, test payments or not. No secret. */
export function clientConfigOf(config: AppConfig): ClientConfig {
  return {
    mode: config.demoIdentity ? 'demo' : 'live',
    googleClientId: config.env.GOOGLE_CLIENT_ID ?? null,
    razorpayKeyId: config.env.RAZORPAY_KEY_ID ?? null,
    paymentProvider: config.simulatedPayments ? 'simulated' : 'razorpay',
    testPayments: config.testPayments,
  };
}

@Controller()
export class ClientConfigController {
  private readonly clientConfig: ClientConfig;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.clientConfig = clientConfigOf(config);
  }

  @Route(ENDPOINTS.config)
  get(): ClientConfig {
    return this.clientConfig;
  }
}
