import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One folder per feature under web/src/features: each is a zone that imports only shared code (components, lib,
// types, @tenderscout/domain) and itself, never another feature; web/src/app composes features. The zones come
// from the folders, so a new feature is fenced in as soon as its folder exists.
const webFeatures = readdirSync(path.join(import.meta.dirname, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: `The ${feature} feature imports only shared code (web/src/components, lib, types, @tenderscout/domain); compose features in web/src/app.`,
}));

// The server the same way: one folder per feature under server/src/modules, each a zone that imports shared server
// code, itself, and another module only through that module's face: its `index.ts`, which exports the feature's
// plugin and the few typed capabilities it lends (the tender read model, award loading …). Inner files stay
// private, so a module can be rearranged without touching its neighbours. Shared code imports no module.
const serverModules = readdirSync(path.join(import.meta.dirname, 'server/src/modules'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverShared = ['shared', 'lib', 'db', 'embeddings'].map((folder) => `./server/src/${folder}`);
const serverComposition = [
  './server/src/app.ts',
  './server/src/main.ts',
  './server/src/feature-sources.ts',
  './server/src/start-checks.ts',
  './server/src/plugins',
];
const moduleFaces = (except = '') =>
  serverModules.filter((feature) => feature !== except).map((feature) => `./${feature}/index.ts`);
const serverModuleZones = serverModules.map((feature) => ({
  target: `./server/src/modules/${feature}`,
  from: './server/src/modules',
  except: [`./${feature}`, ...moduleFaces(feature)],
  message: `The ${feature} module imports another module only through its face (server/src/modules/<module>/index.ts), never that module's inner files.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.cjs',
      // Written by `npm run db:types` from the migrated schema; `npm test` checks it is current.
      'server/src/db/tables.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The domain package is pure: it imports nothing from the server, the web app or any I/O module.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tenderscout/server', '@tenderscout/web', '**/server/**', '**/web/**'],
              message: 'domain imports nothing from server or web',
            },
            { group: ['node:*', 'fs', 'path', 'pg', 'fastify'], message: 'domain has no I/O' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way: app → features → components/lib; no feature imports another.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...featureZones,
            { target: './web/src/features', from: './web/src/app' },
            { target: './web/src/components', from: ['./web/src/features', './web/src/app'] },
            {
              target: './web/src/lib',
              from: ['./web/src/features', './web/src/app', './web/src/components'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      // Imports flow one way: composition root → modules → shared code; a module reaches another through its face.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...serverModuleZones,
            { target: './server/src/modules', from: serverComposition },
            {
              target: serverComposition,
              from: './server/src/modules',
              except: moduleFaces(),
              message:
                'The composition root registers and wires modules through their faces (server/src/modules/<module>/index.ts).',
            },
            {
              target: serverShared,
              from: ['./server/src/modules', ...serverComposition],
              message: 'Shared server code imports no feature module and nothing that composes them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Small pieces: a source file holds one thing (400 lines at most) and a function does one step (80 lines at
    // most, nested functions included). Tests and browser journeys are exempt: a describe block lists cases.
    files: [
      'server/src/**/*.ts',
      'web/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.mjs',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    // Layers: only a store (`*.store.ts`) builds or runs SQL. Services, jobs and routes call its functions, so
    // every query of a module is in its store files. server/src/db is the storage layer itself (the connection,
    // migrations, the data version, index upkeep, request limits) and is exempt, as are tests.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.store.ts', 'server/src/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='kysely'] > ImportSpecifier[imported.name=/^(sql|CompiledQuery)$/]",
          message: "SQL belongs in *.store.ts: move the query into the module's store and call it from here.",
        },
        {
          selector: "ImportDeclaration[source.value='kysely'] > ImportNamespaceSpecifier",
          message: 'SQL belongs in *.store.ts: import only types from kysely outside a store.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery)$/]',
          message: "SQL belongs in *.store.ts: move the query into the module's store and call it from here.",
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.service.ts', 'server/src/**/*.store.ts'],
    rules: {
      // Services and stores stay free of HTTP: only routes and plugins touch Fastify.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['fastify', '@fastify/*'], message: 'HTTP belongs in *.routes.ts' }] },
      ],
    },
  },
);
