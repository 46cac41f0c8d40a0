import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { Database } from './database.js';

/** Injection token of the open `Database`. */
export const DATABASE = Symbol('DATABASE');

/** Injects the Drizzle database: `constructor(@InjectDatabase() private readonly database: Database)`. */
export const InjectDatabase = () => Inject(DATABASE);

@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@InjectDatabase() private readonly database: Database) {}

  /** The database is opened (and migrated) before Nest starts, so start-up fails fast and clearly. */
  static forRoot(database: Database): DynamicModule {
    return { module: DatabaseModule, providers: [{ provide: DATABASE, useValue: database }], exports: [DATABASE] };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}
