#!/usr/bin/env node
// Serves a static build folder (the mock-mode build) the way any static host would: files as they
// are, every other address falling back to index.html. Usage: serve-static.mjs [folder] [port]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

/** Starts the server; resolves with its address once it listens. */
export function serveStatic(folder, port = 0, host = '127.0.0.1') {
  const root = resolve(folder);
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(join(root, pathname));
    const inside = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    const served = inside ? file : join(root, 'index.html');
    response.writeHead(200, {
      'content-type': TYPES[extname(served)] ?? 'application/octet-stream',
      'cache-control': served.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(served).pipe(response);
  });
  return new Promise((done) =>
    server.listen(port, host, () => {
      const address = server.address();
      done({ server, url: `http://${host}:${typeof address === 'object' && address ? address.port : port}` });
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [folder = 'dist-mock', port = process.env.PORT ?? '4173'] = process.argv.slice(2);
  if (!existsSync(join(folder, 'index.html'))) {
    console.error(`${folder}/index.html is missing: build it first (npm run build:mock -w storefront).`);
    process.exit(1);
  }
  const { url } = await serveStatic(folder, Number(port));
  console.log(`The mock-mode shop (no backend: MSW answers in the browser) is open at ${url}`);
}
