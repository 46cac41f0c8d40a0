import {
  applyDecorators,
  Controller,
  Inject,
  Injectable,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@profit/contract';
import { ApiError } from '../common/api-error.js';
import type { AuthenticatedUser } from '../common/current-user.decorator.js';
import { isMerchant, type AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';

/**
 * Lets through only the shop's merchants (`ADMIN_EMAILS`). It composes with the global
 * `SessionAuthGuard` (Passport's session strategy), which runs first: a guest was already refused
 * there (401) and the user it attached is checked here, a shopper refused (403).
 */
@Injectable()
export class MerchantGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (!user) throw ApiError.unauthenticated(AUTH_MESSAGES.signInRequired);
    if (!isMerchant(this.config, user.email)) throw new ApiError(403, 'FORBIDDEN', ADMIN_MESSAGES.merchantsOnly);
    return true;
  }
}

/**
 * A controller of the merchant console: its routes (`@Route(ADMIN_ENDPOINTS.…)`, under
 * `/api/admin/`) serve merchants only; each declaration counts the merchant's requests against
 * `RATE_LIMIT_ADMIN_MAX`, after this guard.
 */
export const AdminController = () => applyDecorators(Controller(), UseGuards(MerchantGuard));
