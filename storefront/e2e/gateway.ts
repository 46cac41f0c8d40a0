import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { GENERIC_ERROR_MESSAGES, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS, type ErrorBody } from '@profit/contract';

/**
 * How `/api` answers behind the gateway:
 * - `up`: passed to the backend;
 * - `bad-gateway`: the backend process is down and the proxy says so itself, as nginx does: 502
 *   with its HTML page (not JSON);
 * - `unavailable`: the backend answers but its database does not: 503 `SERVICE_UNAVAILABLE` with
 *   `Retry-After`, the contract's body (every route that needs the database answers exactly this);
 * - `no-answer`: the connection is dropped without a reply (a proxy timing out, a crashed process):
 *   the browser's fetch fails at the network level, as when nothing listens.
 */
export type ApiBehaviour = 'up' | 'bad-gateway' | 'unavailable' | 'no-answer';

/** nginx's own 502 page, byte for byte what a shopper's browser receives from it. */
export const NGINX_BAD_GATEWAY =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

export const DATABASE_DOWN_BODY: ErrorBody = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: GENERIC_ERROR_MESSAGES.serviceUnavailable,
  code: 'SERVICE_UNAVAILABLE',
};

/**
 * A reverse proxy on its own loopback port in front of the real backend (which serves the
 * production build and `/api`), as a shop runs behind nginx or a load balancer. Pages and assets
 * always pass through untouched (the backend's own statuses and Content-Security-Policy); `/api`
 * answers as `api` says; `stop()` closes the port itself (every connection refused, as when the
 * one process serving the shop is down) and `start()` opens it again on the same port.
 *
 * A real server rather than Playwright's request interception: the page, its lazy chunks and its
 * calls go through the browser's own network stack, so the test sees what a shopper's browser
 * does (a 502 page it must not parse, a refused connection for a chunk), not a stub of it.
 */
export class Gateway {
  api: ApiBehaviour = 'up';
  /** Addresses whose connections are cut, as a chunk's fetch fails when the server goes away mid-visit. */
  refused: RegExp | null = null;
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private port = 0;

  constructor(private readonly upstream: URL) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => this.handle(request, response));
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** The shop's port stops answering: open connections are cut, new ones refused. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    const isApi = /^\/api(\/|\?|$)/.test(request.url ?? '/');
    const behaviour = isApi ? this.api : 'up';
    if (behaviour === 'no-answer' || this.refused?.test(request.url ?? '/')) {
      request.socket.destroy();
      return;
    }
    if (behaviour === 'bad-gateway') {
      response.writeHead(502, { 'content-type': 'text/html', server: 'nginx' }).end(NGINX_BAD_GATEWAY);
      return;
    }
    if (behaviour === 'unavailable') {
      response
        .writeHead(503, {
          'content-type': 'application/json; charset=utf-8',
          'retry-after': String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS),
        })
        .end(JSON.stringify(DATABASE_DOWN_BODY));
      return;
    }
    const upstream = forward(
      new URL(request.url ?? '/', this.upstream),
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  }
}
