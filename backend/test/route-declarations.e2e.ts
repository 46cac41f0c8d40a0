import { describe, expect, it } from '@jest/globals';
import { ENDPOINTS } from '@profit/contract';
import { startTestApp } from './support/test-app.js';

/** `GET /api/orders/:` for `GET /api/orders/:id`: parameters compared by place, not by name. */
const normalise = (method: string, path: string) => `${method} ${path.replace(/:\w+(\.\w+)?/g, ':')}`;

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

/** The operations of the OpenAPI document the app serves: the contract's ENDPOINTS where served, the document itself and the demo identity's keys. */
const documented = (document: { paths: Record<string, Record<string, unknown>> }) =>
  Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => normalise(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1'))),
    )
    .sort();

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
    'serves exactly the routes the contract declares (ENDPOINTS), no more and no fewer, in %s mode',
    async (mode, env) => {
      const test = await startTestApp({ env });
      try {
        const tree = test.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
        const document = (await test.app.inject({ method: 'GET', url: '/api/docs' })).json();
        const served = servedRoutes(tree);
        expect(served).toEqual(documented(document));
        // Every contract endpoint is among them, demo-only ones only in a demo.
        for (const [key, endpoint] of Object.entries(ENDPOINTS)) {
          const expected = !(mode === 'live' && 'demoOnly' in endpoint && endpoint.demoOnly);
          const route = normalise(endpoint.method, `/api${endpoint.path}`);
          expect({ key, served: served.includes(route) }).toEqual({ key, served: expected });
        }
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
