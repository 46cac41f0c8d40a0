import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * Vite configuration of the design system, shared by Storybook (through `viteConfigPath`) and
 * Vitest. The `source` condition resolves `@profit/contract` to its TypeScript sources, so the
 * contract needs no build step — in the browser and in Node (the unit tests) alike.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
});
