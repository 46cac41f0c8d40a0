import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in a few lines: each request goes to the next upstream in turn (round robin),
 * with `X-Forwarded-For` set to the client's address as a real balancer sets it.
 */
export interface RoundRobinProxy {
  base: string;
  /** Which upstream (index) answered each request, in order. */
  served: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreamPorts: number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: number[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const index = next++ % upstreamPorts.length;
    served.push(index);
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPorts[index],
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/api`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
