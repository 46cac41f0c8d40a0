// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import designSystemPackage from './design-system/package.json' with { type: 'json' };

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

/**
 * The layers inside design-system, lowest first: a layer may import the ones before it, never the
 * ones after. The middle tier's folders may import each other; `testing/` sits beside them all,
 * for stories and tests only.
 */
const DESIGN_SYSTEM_LAYERS = [
  ['tokens'],
  ['primitives'],
  ['api', 'state', 'mocks', 'content', 'services', 'seo'],
  ['flows'],
  ['screens'],
];
const designSystemFolder = (folder) => `./design-system/src/${folder}`;
const layerZones = DESIGN_SYSTEM_LAYERS.flatMap((layer, index) => {
  const above = DESIGN_SYSTEM_LAYERS.slice(index + 1).flat();
  return layer.map((folder) => ({
    target: designSystemFolder(folder),
    from: [...above, 'testing'].map(designSystemFolder),
    message: `design-system's layers run tokens -> primitives -> (api, state, mocks, content, services, seo) -> flows -> screens, testing/ beside for stories and tests: ${folder}/ may not import this.`,
  }));
});
/** Stories and tests may use testing/ (story providers, stand-ins); the layers still apply to them. */
const layerZonesForStoriesAndTests = layerZones
  .map((zone) => ({ ...zone, from: zone.from.filter((from) => from !== designSystemFolder('testing')) }))
  .filter((zone) => zone.from.length > 0);
const STORIES_AND_TESTS = ['design-system/src/**/*.stories.tsx', 'design-system/src/**/*.test.{ts,tsx}'];

/** The storefront may import design-system only through the entry points its package declares. */
const designSystemEntryPoints = Object.keys(designSystemPackage.exports).map((subpath) =>
  subpath === '.' ? '@profit/design-system' : `@profit/design-system/${subpath.slice(2)}`,
);

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
      '**/.stryker-tmp/**',
      'reports/**',
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
    // A style that reads only the theme is written with the theme imported (`${theme.space[2]}`): a
    // function of the props in a template makes its component work out and hash its CSS on every
    // render, where a component of static CSS does it once (docs/performance.md, "Static styles").
    files: ['design-system/**/*.{ts,tsx}', 'storefront/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TaggedTemplateExpression ArrowFunctionExpression[params.length=1][params.0.type='ObjectPattern'][params.0.properties.length=1][params.0.properties.0.key.name='theme']",
          message:
            'A style that reads only the theme: import `theme` from the tokens and write `${theme.…}`, so the component’s CSS is static.',
        },
      ],
    },
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
  {
    files: ['design-system/src/**/*.{ts,tsx}'],
    ignores: STORIES_AND_TESTS,
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }] },
  },
  {
    files: STORIES_AND_TESTS,
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZonesForStoriesAndTests }],
    },
  },
  {
    // Replaces the storefront's workspace rule above (a rule's options are not merged): both together.
    files: ['storefront/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid(['@profit/backend', '@nestjs/common', '@nestjs/core'], ['backend'])['no-restricted-imports'][1]
              .patterns,
            {
              group: ['@profit/design-system/**', ...designSystemEntryPoints.map((entry) => `!${entry}`)],
              message: `Import design-system through its declared entry points only: ${designSystemEntryPoints.join(', ')}.`,
            },
          ],
        },
      ],
    },
  },
);
