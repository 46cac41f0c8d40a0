import 'reflect-metadata';
import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { AppModule } from './app.module.js';
import { lazyChildLoggerFactory } from './common/lazy-child-logger.js';
import type { AppConfig } from './config/app-config.js';
import { clientConfigOf } from './config/client-config.controller.js';
import { databaseOptionsOf, openDatabase, type Database } from './database/database.js';
import { declarePassportRequestProperties } from './auth/strategies/passport-request-shape.js';
import { nextRequestId } from './common/request-id.js';
import { createRateLimiter } from './rate-limits/rate-limiter.js';
import { acceptJsonBodiesOnly, answerClientError, answerRouterRefusal, applySecurity } from './security.js';
import { FilesystemStorage, uploadsDirOf, type FileStorage } from './storage/file-storage.js';
import { registerUploads } from './support/uploads.js';
import { hostStorefront, type StorefrontHosting } from './storefront-hosting/storefront-hosting.js';

/** Bodies larger than this are refused with 413: every request of the API is small JSON. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface CreateAppOptions {
  /** An already open database (tests share one); otherwise opened from the configuration. */
  database?: Database;
  /** Nest/Fastify logging; tests pass false. */
  logger?: boolean;
  /** Where the structured (pino) request logs go instead of stdout; Nest's own log lines are then off. */
  logStream?: { write(line: string): void };
  /** The built storefront to serve on the same port (see `storefront-hosting/`); API only when absent. */
  storefront?: StorefrontHosting | null;
  /** Where uploaded files go; the UPLOADS_DIR folder when absent. */
  storage?: FileStorage;
}

/** Nest's own log lines (start-up, route mapping) at the same threshold as the request logs. */
function nestLogLevels(level: AppConfig['env']['LOG_LEVEL']): LogLevel[] | false {
  const order: [AppConfig['env']['LOG_LEVEL'], LogLevel][] = [
    ['fatal', 'fatal'],
    ['error', 'error'],
    ['warn', 'warn'],
    ['info', 'log'],
    ['debug', 'debug'],
    ['trace', 'verbose'],
  ];
  const upTo = order.findIndex(([name]) => name === level);
  return upTo < 0 ? false : order.slice(0, upTo + 1).map(([, nest]) => nest);
}

/** Builds the configured service, database migrated, ready to `listen`. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const database = options.database ?? (await openDatabase(databaseOptionsOf(config.env)));
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    ...serverTimeouts(config),
    trustProxy: trustedProxies(config.env.TRUST_PROXY),
    // Structured pino logs with the request id; credentials and tokens are never logged.
    logger:
      options.logger === false
        ? false
        : {
            level: config.env.LOG_LEVEL,
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'credential', 'token'],
              censor: '[redacted]',
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: nextRequestId,
    frameworkErrors: answerRouterRefusal,
    clientErrorHandler: answerClientError,
    ...(options.logger === false ? {} : { childLoggerFactory: lazyChildLoggerFactory }),
  });
  declarePassportRequestProperties(adapter.getInstance() as unknown as FastifyInstance);
  const limiter = createRateLimiter(config, database);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, database, limiter, options.storage ?? new FilesystemStorage(uploadsDirOf(config.env))),
    adapter,
    {
      rawBody: true,
      abortOnError: false,
      logger: options.logger === false || options.logStream ? false : nestLogLevels(config.env.LOG_LEVEL),
    },
  );
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  applySecurity(app, config, limiter);
  await registerUploads(app);
  if (options.storefront) await hostStorefront(app, options.storefront, clientConfigOf(config).mode, config.identity);
  // Errors Fastify raises before a handler runs (bad JSON, too large, rate limited) reach Nest's own
  // Fastify error handler, which hands them to the global `ErrorFilter`: one body for every error.
  await app.init();
  acceptJsonBodiesOnly(app);
  return app;
}

/**
 * Slow clients are dropped: a request head not complete within HTTP_HEADERS_TIMEOUT_MS, a request
 * (body included) not complete within HTTP_REQUEST_TIMEOUT_MS, a kept-alive connection idle for
 * HTTP_KEEP_ALIVE_TIMEOUT_MS. Node checks the first two on a timer, every second here (its default,
 * 30 s, would let a trickling connection live up to half a minute past its deadline).
 */
export function serverTimeouts(config: AppConfig) {
  const { HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS } = config.env;
  return {
    requestTimeout: HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      // Node refuses a head timeout longer than the whole request's.
      headersTimeout: Math.min(HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS),
      requestTimeout: HTTP_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1_000, HTTP_HEADERS_TIMEOUT_MS),
    },
  };
}

/** Fastify's `trustProxy` from TRUST_PROXY: none by default, N hops, or proxy addresses / CIDR ranges. */
function trustedProxies(
  setting: number | string | undefined,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
