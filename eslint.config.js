// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const foldersIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

// Import direction (docs/architecture.md), generated from the folder lists so a new domain
// cannot be forgotten.
const webFeatures = foldersIn('apps/web/src/features');
const apiModules = foldersIn('apps/api/src/modules');
/**
 * What other modules may import of a module: its commands/, queries and presenter, and those of
 * each part of an aggregate (procurement/ads, procurement/bids...), whose parts use each other
 * freely inside it.
 */
const publicPartsOf = (module) =>
  [
    module,
    ...foldersIn(`apps/api/src/modules/${module}`)
      .filter((part) => existsSync(`apps/api/src/modules/${module}/${part}/index.ts`))
      .map((part) => `${module}/${part}`),
  ].flatMap((owner) => [
    `./${owner}/commands`,
    `./${owner}/queries`,
    `./${owner}/queries.ts`,
    `./${owner}/presenter.ts`,
  ]);
/** Where each module defines its tables (db/schema/owners.ts names their owners). */
const moduleSchemaFiles = apiModules.flatMap((module) =>
  ['schema.ts', 'document-schema.ts']
    .filter((name) => existsSync(`apps/api/src/modules/${module}/${name}`))
    .map((name) => `./${module}/${name}`),
);
/**
 * What a table file may import besides packages: its module's schema, another module's
 * queries/tables.ts, db/schema's column helpers and the search folding its indexes use.
 */
const tableImportsOnly = (alsoAllowed) => ({
  regex: `^\\.(?!.*/(schema|document-schema|tables/[\\w-]+|queries/tables|db/schema/columns|db/schema/units|db/search-fold)\\.ts$${alsoAllowed})`,
  message:
    "A table file imports only tables: its module's schema, another module's queries/tables.ts, db/schema's column helpers.",
});
const zones = [
  // web: app → features → components/lib → core
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature; compose them in app/.',
  })),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features do not import the app layer.',
  },
  ...['components', 'lib'].map((layer) => ({
    target: `./apps/web/src/${layer}`,
    from: ['./apps/web/src/app', './apps/web/src/features'],
    message: 'Shared code does not import the app or features.',
  })),
  // api: a module reads another module's data through its queries, shows it through its
  // presenter and writes another module's tables only through its commands (one owner per
  // table); nothing else crosses. Plugins and lib import no module.
  ...apiModules.map((module) => ({
    target: `./apps/api/src/modules/${module}`,
    from: './apps/api/src/modules',
    except: [
      `./${module}`,
      ...apiModules.filter((other) => other !== module).flatMap(publicPartsOf),
    ],
    message:
      'A module uses another module only through its commands/, queries and presenter; share the rest through plugins/, lib/ or core.',
  })),
  {
    target: [
      './apps/api/src/plugins',
      './apps/api/src/lib',
      './apps/api/src/db/*.ts',
      './apps/api/src/db/!(schema)/**',
    ],
    from: './apps/api/src/modules',
    message: 'Shared server code does not import modules.',
  },
  // Two exceptions for the tables (issue #30): db/schema/index.ts gathers every module's schema
  // for drizzle-kit and the db client, and a platform table's foreign key names a module's table
  // (live_event's company, ended_session's user) through the owner's queries/tables.ts.
  {
    target: './apps/api/src/db/schema/index.ts',
    from: './apps/api/src/modules',
    except: moduleSchemaFiles,
    message: "db/schema/index.ts imports only the modules' schema files.",
  },
  {
    target: './apps/api/src/db/schema/!(index).ts',
    from: './apps/api/src/modules',
    except: apiModules.map((module) => `./${module}/queries/tables.ts`),
    message: "A platform table names a module's table only through its queries/tables.ts.",
  },
  // core is pure: it imports neither app.
  { target: './packages/core', from: './apps', message: 'core imports no app code.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The server build of the web app (dist-ssr) and any other build folder beside dist.
      '**/dist-*/**',
      '**/data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver()],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'fastify', '@fastify/*', 'node:*', 'drizzle-orm*', 'pg'],
              message: 'core runs in the browser and on the server: no React, Fastify or Node.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module's tables live in the module (issue #30): its own come from its schema.ts, another
    // module's from that module's queries/tables.ts (reads and joins; writes go through its
    // commands, db/table-owners.test.ts). db/schema/ keeps the platform's tables and the column
    // helpers; its index.ts gathers everything for drizzle-kit, the db client, shared code and
    // tests, which may go on importing it.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/db/schema(/index\\.ts)?$',
              message:
                "Import the module's own tables from its schema.ts and another module's from its queries/tables.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // The table files import only tables, so that joining another module's tables brings none of
    // its code (scripts/lint/module-graph.mjs counts no module edge for them).
    files: [
      'apps/api/src/modules/*/schema.ts',
      'apps/api/src/modules/*/document-schema.ts',
      'apps/api/src/modules/*/queries/tables.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [tableImportsOnly('')] }] },
  },
  {
    // A module's tables split by part (procurement/tables/) reference each other too.
    files: ['apps/api/src/modules/*/tables/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [tableImportsOnly('|/[\\w-]+\\.ts$')] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // One folding rule in every search: Mantine's own filter misses "istanbul" for "İstanbul".
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(Select|MultiSelect)$/]:has(JSXAttribute[name.name='searchable']):not(:has(JSXAttribute[name.name='filter']))",
          message:
            'A searchable select searches with core’s folding rule: filter={turkishOptionsFilter} (lib/turkish-filter.ts).',
        },
      ],
    },
  },
  {
    files: [
      'apps/api/**/*.ts',
      'scripts/**/*.mjs',
      '{examples,packages/*/scripts}/**/*.mjs',
      'e2e/**/*.ts',
      '*.config.{js,ts}',
      'eslint.config.js',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'apps/api/src/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Playwright fixtures declare "no dependencies" with an empty pattern.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
