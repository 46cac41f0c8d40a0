import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { JobsService } from './jobs.service.js';

/**
 * The durable job table, for every module: inject `JobsService`, `register` the handlers of the
 * kinds the module owns (in its constructor or `onModuleInit`), and `enqueue` jobs — inside the
 * transaction of the change that asks for them where there is one.
 */
@Global()
@Module({
  providers: [
    {
      provide: JobsService,
      useFactory: (database: Database, config: AppConfig) =>
        new JobsService(database, { pollIntervalMs: config.env.JOBS_POLL_INTERVAL_MS }),
      inject: [DATABASE, APP_CONFIG],
    },
  ],
  exports: [JobsService],
})
export class JobsModule {}
