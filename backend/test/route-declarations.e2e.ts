import { describe, expect, it } from '@jest/globals';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';
import { ADMIN_ENDPOINTS, ENDPOINTS, SERVICE_ENDPOINTS, rateLimitOf, type EndpointDescription } from '@profit/contract';
import { IS_PUBLIC } from '../src/common/public.decorator.js';
import type { RoutePolicy } from '../src/rate-limits/rate-limit-policy.js';
import { SHOPPER_POLICY } from '../src/rate-limits/rate-limit-policy.js';
import { startTestApp } from './support/test-app.js';

/** `GET /api/orders/:` for `GET /api/orders/:id`: parameters compared by place, not by name. */
const normalise = (method: string, path: string) => `${method} ${path.replace(/:\w+(\.\w+)?/g, ':')}`;

/** Every route the contract declares: the shop's, the merchant console's and the service routes. */
const DECLARED: Record<string, EndpointDescription> = { ...ENDPOINTS, ...ADMIN_ENDPOINTS, ...SERVICE_ENDPOINTS };

/**
 * The routes the application serves, read from Fastify's own route tree (`printRoutes`): each line
 * a segment under its parent's path, with its methods. HEAD, which Fastify adds to every GET, is left out.
 */
function servedRoutes(tree: string): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD'))
      routes.push(normalise(method, path));
  }
  return routes.sort();
}

/** The operations of the OpenAPI document the app serves. */
const documented = (document: { paths: Record<string, Record<string, unknown>> }) =>
  Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => normalise(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1'))),
    )
    .sort();

/** What a route's decorators make of it, as its declaration states it. */
interface RouteFacts {
  route: string;
  auth: boolean;
  rateLimit: string | undefined;
  status: number;
  successFlagOnErrors: boolean;
  multipart: boolean;
}

const factsOf = (endpoint: EndpointDescription): RouteFacts => ({
  route: normalise(endpoint.method, `/api${endpoint.path}`),
  auth: endpoint.auth,
  rateLimit: rateLimitOf(endpoint),
  status: endpoint.status ?? 200,
  successFlagOnErrors: endpoint.successFlagOnErrors === true,
  multipart: endpoint.contentType === 'multipart/form-data',
});

/**
 * The same facts read back from every handler of every controller the app loaded: its method and
 * path, whether it is public, its route config (per-address limit, error and body policies), its
 * per-shopper limit (on the handler or its controller) and its success status — whatever put them
 * there, `@Route` or a decorator of its own.
 */
function handlerFacts(app: NestFastifyApplication): RouteFacts[] {
  const facts: RouteFacts[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '/').replace(/^\/?/, '/');
      const prototype = metatype.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const read = <T>(key: string) => Reflect.getMetadata(key, handler) as T | undefined;
        const method =
          read<number>(METHOD_METADATA) === 0 ? 'GET' : read<number>(METHOD_METADATA) === 1 ? 'POST' : 'OTHER';
        const path = `/api${prefix}/${String(read<string>(PATH_METADATA) ?? '')}`
          .replace(/\/+/g, '/')
          .replace(/\/$/, '');
        const config = read<RoutePolicy>(FASTIFY_ROUTE_CONFIG_METADATA) ?? {};
        const shopperPolicy =
          read<string>(SHOPPER_POLICY) ?? (Reflect.getMetadata(SHOPPER_POLICY, metatype) as string | undefined);
        facts.push({
          route: normalise(method, path),
          auth: read<boolean>(IS_PUBLIC) !== true,
          rateLimit: config.rateLimit ?? shopperPolicy,
          status: read<number>(HTTP_CODE_METADATA) ?? (method === 'POST' ? 201 : 200),
          successFlagOnErrors: config.successFlagOnErrors === true,
          multipart: config.multipart === true,
        });
      }
    }
  }
  return facts.sort((a, b) => a.route.localeCompare(b.route));
}

describe('one declaration per route', () => {
  it.each([
    ['demo', {}],
    [
      'live',
      {
        GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com',
        RAZORPAY_KEY_ID: 'rzp_live_routes',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'whsec',
      },
    ],
  ] as const)(
    'serves exactly the routes the contract declares, no more and no fewer, each as declared, in %s mode',
    async (mode, env) => {
      const test = await startTestApp({ env });
      try {
        const tree = test.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
        const document = (await test.app.inject({ method: 'GET', url: '/api/docs' })).json();
        const served = servedRoutes(tree);
        // Demo-only routes only in a demo.
        const declared = Object.values(DECLARED).filter((endpoint) => mode === 'demo' || !endpoint.demoOnly);
        expect(served).toEqual(declared.map((endpoint) => factsOf(endpoint).route).sort());
        expect(documented(document)).toEqual(served);
        // Each handler is public, limited, flagged and answers as its declaration says.
        expect(handlerFacts(test.app)).toEqual(declared.map(factsOf).sort((a, b) => a.route.localeCompare(b.route)));
      } finally {
        await test.close();
      }
    },
  );

  it('reads the route tree as Fastify prints it', () => {
    const tree = [
      '└── /api/orders (GET, HEAD)',
      '    └── /:id (GET, HEAD)',
      '        ├── /hide (POST)',
      '        └── /credit-notes/:file (GET, HEAD)',
    ].join('\n');
    expect(servedRoutes(tree)).toEqual([
      'GET /api/orders',
      'GET /api/orders/:',
      'GET /api/orders/:/credit-notes/:',
      'POST /api/orders/:/hide',
    ]);
  });
});
