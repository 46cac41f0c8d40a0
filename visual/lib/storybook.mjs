/** The static Storybook the visual run pictures: built once per run, served on a loopback port. */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/**
 * Runs `storybook build` into `outputDir` (the root's Storybook configuration), quietly unless it
 * fails, after the product images it shows (built from the kits' PDFs, skipped when up to date).
 */
export async function buildStorybook(root, outputDir) {
  execFileSync('npm', ['run', 'deliverables', '--silent', '-w', '@profit/backend'], { cwd: root, stdio: 'inherit' });
  const bin = path.join(root, 'node_modules', '.bin', 'storybook');
  const args = ['build', '-c', '.storybook', '-o', outputDir, '--quiet', '--disable-telemetry'];
  const output = [];
  const child = spawn(bin, args, { cwd: root, env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output));
    throw new Error(`storybook build failed (exit ${code})`);
  }
}

/** Serves a static folder on 127.0.0.1 at a free port; resolves to `{ url, close }`. */
export async function serveStatic(dir) {
  const root = path.resolve(dir);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-length': stat.size,
        // The build does not change during a run: every page after the first takes the bundle from the cache.
        'cache-control': 'public, max-age=3600',
      });
      fs.createReadStream(file).pipe(response);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
