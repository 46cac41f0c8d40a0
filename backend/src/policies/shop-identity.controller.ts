import { ENDPOINTS } from '@profit/contract';
import { Controller, Inject } from '@nestjs/common';
import type { ShopIdentity } from '@profit/contract';
import { Route } from '../common/route.decorator.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';

/**
 * `GET /api/shop-identity`: who sells, how to reach them and the grievance officer, as the footer,
 * /contact and /grievance show them. A route of its own, not `/api/config`, so the storefront's
 * first render does not wait for it.
 */
@Controller()
export class ShopIdentityController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Route(ENDPOINTS.shopIdentity)
  get(): ShopIdentity {
    return this.config.identity;
  }
}
