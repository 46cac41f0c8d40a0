import { SERVICE_ENDPOINTS } from '@profit/contract';
import { Controller, Inject } from '@nestjs/common';
import { Route } from '../common/route.decorator.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { buildOpenApiDocument } from './openapi.js';

@Controller()
export class DocsController {
  private readonly document: Record<string, unknown>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.document = buildOpenApiDocument(config);
  }

  @Route(SERVICE_ENDPOINTS.openApi)
  openApi(): Record<string, unknown> {
    return this.document;
  }
}
