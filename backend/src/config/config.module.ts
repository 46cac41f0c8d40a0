import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './app-config.js';
import { ClientConfigController } from './client-config.controller.js';
import { APP_CONFIG } from './config.tokens.js';

export { APP_CONFIG };

/** The validated configuration for every module, and `GET /api/config` for the storefront. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      controllers: [ClientConfigController],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
