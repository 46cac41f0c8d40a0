import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { toErrorBody } from './common/error.filter.js';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { openDatabase, type Database } from './database/database.js';

/** Bodies larger than this are refused with 413: every request of the API is small JSON. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface CreateAppOptions {
  /** An already open database (tests share one); otherwise opened from the configuration. */
  database?: Database;
  /** Nest/Fastify logging; tests pass false. */
  logger?: boolean;
}

/** Builds the configured service, database migrated, ready to `listen`. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const database = options.database ?? (await openDatabase({ url: config.env.DATABASE_URL, dataDir: config.env.DATA_DIR }));
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.production,
    logger: options.logger === false ? false : { level: config.env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => crypto.randomUUID(),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, database), adapter, {
    rawBody: true,
    abortOnError: false,
    logger: options.logger === false ? false : ['error', 'warn', 'log'],
  });
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  // Errors Fastify raises before Nest routes the request (bad JSON, too large) get the same body.
  app.getHttpAdapter().getInstance().setErrorHandler((error, _request, reply) => {
    const body = toErrorBody(error);
    void reply.status(body.statusCode).send(body);
  });
  await app.init();
  return app;
}
