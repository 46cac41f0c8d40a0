import { Controller, Get, Inject } from '@nestjs/common';
import type { ShopIdentity } from '@profit/contract';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { Public } from '../common/public.decorator.js';

/**
 * `GET /api/shop-identity`: who sells, how to reach them and the grievance officer, as the footer,
 * /contact and /grievance show them. A route of its own, not `/api/config`, so the storefront's
 * first render does not wait for it.
 */
@Controller('shop-identity')
export class ShopIdentityController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  get(): ShopIdentity {
    return this.config.identity;
  }
}
