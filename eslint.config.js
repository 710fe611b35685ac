import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import rules (docs/architecture.md#layers). `no-restricted-imports` set by two blocks for one
// file keeps only the later block's patterns, so each block below lists all that apply to it.
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', '**/proof/**'];
const FROM_APPS = {
  group: [
    '**/apps/**',
    '@storefront/api',
    '@storefront/api/**',
    '@storefront/web',
    '@storefront/web/**',
  ],
  message: 'packages/ are shared by the apps and import nothing from them.',
};
const TEST_CODE = {
  group: ['**/*.test', '**/*.test.*', '**/test/**', '**/proof/**'],
  message: 'Production code imports no test file, test helper or proof.',
};
const SEED = {
  group: ['**/db/seed', '**/db/seed/**', './seed/**'],
  message:
    'Only the seeds, tests and the entry points that seed on purpose import db/seed; what production code needs lives in a module or db/.',
};
const QUERY_BUILDER = {
  group: ['kysely', 'kysely/**'],
  message: 'Only repositories (*.repository.ts) build queries.',
};
const CALLS_UP = {
  group: ['**/*.routes', '**/*.service'],
  message: 'Repositories know nothing of services or routes.',
};
const ROUTES = { group: ['**/*.routes'], message: 'Services know nothing of HTTP routes.' };
// Types (Db, table rows) are fine anywhere; the database itself only through repositories.
// Services run their transactions (inTransaction); routes leave that to services.
const DB_FOR_SERVICES = {
  group: ['**/db/*', '!**/db/transaction'],
  allowTypeImports: true,
  message: 'Only repositories reach the database; services may run inTransaction.',
};
const DB_FOR_ROUTES = {
  group: ['**/db/*'],
  allowTypeImports: true,
  message: 'Routes reach the database through services and repositories only.',
};
const NO_QUERIES = [
  'error',
  { property: 'kysely', message: 'Only repositories (*.repository.ts) build queries.' },
];

// Features stay apart (docs/architecture.md#layers): a file of apps/web/src/features/<a>/ imports
// nothing from apps/web/src/features/<b>/. What two features share lives in components/, lib/ or
// a package; pages that compose features live in app/. One block per feature folder, read from
// the disk, so a new feature is covered as soon as it exists. An import is matched as written:
// any run of '../' followed by another feature's folder name (no feature has a subfolder named
// like another feature), or any path through features/<b>.
const FEATURES_DIR = new URL('./apps/web/src/features/', import.meta.url);
const FEATURES = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The business's pages (features/admin) are part of the console: they run on its session, its
// api and its strings (features/seller). That one way is allowed; nothing else crosses.
const MAY_IMPORT = { admin: ['seller'] };
const featureBoundaries = FEATURES.map((feature) => {
  const others = FEATURES.filter(
    (other) => other !== feature && !(MAY_IMPORT[feature] ?? []).includes(other),
  ).map(escapeRegex);
  return {
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:(?:\\.\\./)+|.*/features/)(?:${others.join('|')})(?:/|$)`,
              caseSensitive: true,
              message: `features/${feature} imports nothing from another feature: move what they share to components/, lib/ or a package, or compose them in app/.`,
            },
          ],
        },
      ],
    },
  };
});

// The web app's shared layers (docs/architecture.md#layers): components/, lib/, api/ and i18n/
// serve every feature and the app layer, so they import neither: what they need from a feature
// or from the app (a store's state, a setting) is handed to them as props or through a context
// the app layer fills. Imports run shared → features → app. An import is matched as written: a
// run of '../' followed by features or app (no shared folder has a subfolder of either name), or
// any path through src/features or src/app.
const SHARED_LAYERS = ['components', 'lib', 'api', 'i18n'];
const sharedLayerBoundaries = {
  files: SHARED_LAYERS.map((layer) => `apps/web/src/${layer}/**`),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(?:(?:\\.\\./)+|.*/src/)(?:features|app)(?:/|$)',
            caseSensitive: true,
            message:
              "The web app's shared code (components/, lib/, api/, i18n/) imports nothing from features/ or app/: take what it needs as props or through a context, or move the shared part down here.",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'bench/reports/**',
      'bench/.data/**',
      'e2e/.artifacts/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true },
      ],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FROM_APPS] }] },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [FROM_APPS, TEST_CODE] }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [...TESTS, 'apps/api/src/db/seed/**', 'apps/api/src/modules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TEST_CODE, SEED] }] },
  },
  {
    // The server loads the demo catalog at first start (SEED_DEMO) and prints its logins;
    // `npm run seed` loads it on purpose.
    files: ['apps/api/src/server.ts', 'apps/api/src/cli/seed.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TEST_CODE] }] },
  },
  {
    files: ['apps/api/src/modules/**/*.repository.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [TEST_CODE, SEED, CALLS_UP] }] },
  },
  {
    // Services and their helpers decide; they read and write through repositories.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [...TESTS, '**/*.repository.ts', '**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [TEST_CODE, SEED, QUERY_BUILDER, DB_FOR_SERVICES, ROUTES] },
      ],
      'no-restricted-properties': NO_QUERIES,
    },
  },
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [TEST_CODE, SEED, QUERY_BUILDER, DB_FOR_ROUTES] },
      ],
      'no-restricted-properties': NO_QUERIES,
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...featureBoundaries,
  sharedLayerBoundaries,
);
