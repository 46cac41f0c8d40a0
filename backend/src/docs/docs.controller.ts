import { Controller, Get, Inject } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { Public } from '../common/public.decorator.js';
import { buildOpenApiDocument } from './openapi.js';

@Controller('docs')
export class DocsController {
  private readonly document: Record<string, unknown>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.document = buildOpenApiDocument(config);
  }

  @Public()
  @Get()
  openApi(): Record<string, unknown> {
    return this.document;
  }
}
