// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * No module of the contract or the back end reaches itself again through its imports: a circle
 * makes what a module sees at load time depend on which file happened to be loaded first. The rule
 * follows value imports (type-only imports vanish when compiled, and it skips them); the type-only
 * circles the contract had were untangled too. `contract/src/lintConfig.test.ts` proves it fires.
 */
export const noImportCycles = {
  files: ['contract/**/*.ts', 'backend/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['contract/tsconfig.json', 'backend/tsconfig.json'],
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

/**
 * Imports flow one way: contract <- design-system <- storefront, and contract <- backend.
 * Each workspace may name only the packages before it; relative paths may not climb into a
 * sibling workspace.
 */
const forbid = (packages, folders) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...packages.map((name) => ({
          group: [name, `${name}/*`],
          message: `Imports flow contract <- design-system <- storefront and contract <- backend: ${name} may not be imported here.`,
        })),
        ...folders.map((folder) => ({
          group: [`**/${folder}/*`, `**/${folder}`],
          message: `Do not reach into the ${folder} workspace by relative path; import its package.`,
        })),
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-mock/**',
      '**/test-results/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/data/**',
      '**/public/mockServiceWorker.js',
      '**/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['design-system/**/*.{ts,tsx}', 'storefront/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['contract/**/*.ts'],
    rules: forbid(
      [
        '@profit/design-system',
        '@profit/storefront',
        '@profit/backend',
        'react',
        'styled-components',
        '@nestjs/common',
      ],
      ['design-system', 'storefront', 'backend'],
    ),
  },
  {
    files: ['design-system/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: forbid(
      ['@profit/storefront', '@profit/backend', '@nestjs/common', '@nestjs/core'],
      ['storefront', 'backend'],
    ),
  },
  {
    files: ['storefront/**/*.{ts,tsx}'],
    rules: forbid(['@profit/backend', '@nestjs/common', '@nestjs/core'], ['backend']),
  },
  {
    files: ['backend/**/*.ts'],
    rules: forbid(
      ['@profit/design-system', '@profit/storefront', 'react', 'styled-components'],
      ['design-system', 'storefront'],
    ),
  },
  {
    // Nest's dependency injection reads constructor parameter types at run time: those imports are values.
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  noImportCycles,
);
