import { Global, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { Database } from './database.js';
import { DATABASE, InjectDatabase } from './database.tokens.js';
import { MaintenanceService } from './maintenance.service.js';

export { DATABASE, InjectDatabase };

@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@InjectDatabase() private readonly database: Database) {}

  /** The database is opened (and migrated) before Nest starts, so start-up fails fast and clearly. */
  static forRoot(database: Database): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DATABASE, useValue: database }, MaintenanceService],
      exports: [DATABASE, MaintenanceService],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}
