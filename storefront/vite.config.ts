import { copyFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { sitePaths } from './src/routes/sitePaths.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const designSystem = path.resolve(here, '../design-system');

/**
 * React Router's package points every import at its development build (its warnings and checks);
 * the builds take the production build it ships beside it (`dist/production`), smaller and quieter.
 */
const reactRouterBuild = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production',
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(reactRouterBuild, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterBuild, 'dom-export.mjs') },
];

/** Where the backend runs during `npm run dev` (its own default port). */
const BACKEND = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';

/**
 * What the builds add to the bundle (the configuration imports the route table, whose contract
 * import needs the contract's build: the scripts build it first). The served build: `site-paths.json`, the route table's
 * addresses, from which the backend answers sitemap.xml (with its configured origin) and tells a
 * page of the app from a Not Found. The mock build: robots.txt keeping it out of search engines
 * (it is a demo, hosted anywhere) and 404.html, so static hosts fall back to the app.
 */
function storefrontFiles(mock: boolean): Plugin {
  let outDir = '';
  return {
    name: 'profit-storefront-files',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle() {
      if (mock) {
        this.emitFile({ type: 'asset', fileName: 'robots.txt', source: 'User-agent: *\nDisallow: /\n' });
        return;
      }
      const paths = sitePaths();
      this.emitFile({ type: 'asset', fileName: 'site-paths.json', source: `${JSON.stringify(paths, null, 2)}\n` });
    },
    closeBundle() {
      if (mock) copyFileSync(path.join(outDir, 'index.html'), path.join(outDir, '404.html'));
      else rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/** The app behind the first script (`src/main.tsx` imports it on demand). */
const APP_START_MODULE = 'src/start.tsx';

/**
 * Pages the app renders itself (every page but the prerendered ones) start it at once: the shell
 * (`index.html`) preloads its chunks beside the first script instead of after it. The prerender
 * takes these links out of its pages, which fetch the chunks only once loaded (src/main.tsx).
 */
function preloadAppStart(): Plugin {
  return {
    name: 'profit-preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(APP_START_MODULE)));
        if (!start) throw new Error(`The build has no chunk for ${APP_START_MODULE}.`);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) add(imported);
        };
        add(start.fileName);
        const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        return [...files]
          .filter((file) => !entries.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

const ZOD_WITHOUT_EVAL = path.resolve(here, 'src/zodWithoutEval.ts');

/** `zod` in the browser builds is `src/zodWithoutEval.ts` (zod itself from there): no `new Function` under the CSP. */
function zodWithoutEval(): Plugin {
  return {
    name: 'profit-zod-without-eval',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || importer === ZOD_WITHOUT_EVAL) return null;
      return ZOD_WITHOUT_EVAL;
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const mock = mode === 'mock';
  return {
    // The prerender's server build (scripts/prerender.mjs) adds no files to the site.
    plugins: isSsrBuild ? [react()] : [zodWithoutEval(), react(), storefrontFiles(mock), preloadAppStart()],
    // Every styled component gets an id from its file and place (not from the order components are
    // created in), so a page prerendered on the server and hydrated in the browser has the same
    // classes; the CSS in templates is minified.
    oxc: { plugins: { styledComponents: { displayName: false, fileName: false, ssr: true, pure: true } } },
    publicDir: path.join(designSystem, 'public'),
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      // The design system resolves through its package's declared entry points (`exports`).
      alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [],
    },
    build: {
      outDir: mock ? 'dist-mock' : 'dist',
      // Every browser the build targets but Safari 16 preloads modules itself; there a page's chunks
      // load on import instead of ahead (the polyfill cost the first chunk 0.3 KB).
      modulePreload: { polyfill: false },
      emptyOutDir: true,
      manifest: true,
      sourcemap: true,
      rolldownOptions: {
        output: {
          // Two chunks hold what a page needs to run: the first script (`initial`: what the entry
          // imports) and the app it starts (`app`: src/start.tsx and everything it imports, each
          // module in the first chunk left there); each route's own code stays its own chunk.
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'], priority: 2 },
              { name: 'app', test: /\/src\/start\.tsx$/, priority: 1 },
            ],
          },
        },
      },
    },
    server: {
      host: '127.0.0.1',
      proxy: { '/api': { target: BACKEND, changeOrigin: false } },
      fs: { allow: [path.resolve(here, '..')] },
    },
    preview: { host: '127.0.0.1' },
  };
});
