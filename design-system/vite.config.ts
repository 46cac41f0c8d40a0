import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * Vite configuration of the design system, shared by Storybook (through `viteConfigPath`) and
 * Vitest. The `source` condition resolves `@profit/contract` to its TypeScript sources, so the
 * contract needs no build step.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
});
