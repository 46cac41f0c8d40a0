import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Slow clients are dropped by the server itself (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS):
 * connections that trickle their headers, or a body, a few bytes at a time are closed by the server
 * while a normal request is answered. Each test waits on the closes, never on a clock of its own:
 * without the timeouts Node would keep them open for minutes and the test would run out of time.
 */
describe('slow clients', () => {
  let test: TestApp;
  let port: number;

  beforeAll(async () => {
    test = await startTestApp({
      env: { HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000' },
    });
    const server = test.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => test.close());

  /**
   * A connection that sends `head`, then one more byte of `drip` every 100 ms, never completing a
   * request; resolves with what the server answered once the server has closed it.
   */
  function trickle(head: string, drip: string): Promise<string> {
    return new Promise((resolve) => {
      const socket: Socket = connect(port, '127.0.0.1');
      let answer = '';
      let sent = 0;
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(head);
        timer = setInterval(() => {
          if (!socket.writable) return;
          socket.write(drip[sent % drip.length]!);
          sent += 1;
        }, 100);
      });
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve(answer);
      });
    });
  }

  it('closes connections trickling headers or a body, and answers a normal request meanwhile', async () => {
    const headers = Array.from({ length: 10 }, () =>
      trickle('GET /api/products HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: yes\r\n'),
    );
    const bodies = Array.from({ length: 10 }, () =>
      trickle(
        'POST /api/support/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"name":"',
        'a',
      ),
    );
    const normal = await fetch(`http://127.0.0.1:${port}/api/products`);
    expect(normal.status).toBe(200);

    // Every one closed by the server (the drips never stop on their own); a close with an answer
    // is a 408 Request Timeout.
    const answers = await Promise.all([...headers, ...bodies]);
    for (const answer of answers) expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  }, 15_000);

  it('closes a kept-alive connection that stays idle after its answer', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/products HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(data));
    });
    expect(answer.startsWith('HTTP/1.1 200')).toBe(true);
    expect(answer).toMatch(/keep-alive: timeout=1/i);
  }, 15_000);
});
