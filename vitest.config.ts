import { configDefaults, defineConfig } from 'vitest/config';

// One runner for every workspace: `vitest run` at the root runs all projects.
// A busy 2-core machine (CI's) runs a property test or a jsdom screen test several times slower
// than an idle one: 5 s, vitest's default, fails sound tests there, so each project allows 20 s
// (the web's jsdom screens 30 s, in apps/web/vitest.config.ts).
const testTimeout = 20_000;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], testTimeout } },
      { test: { name: 'commerce', include: ['packages/commerce/src/**/*.test.ts'], testTimeout } },
      { test: { name: 'tools', include: ['scripts/**/*.test.ts'], testTimeout } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // The proofs have a run of their own: `npm run test:proof` (apps/api/src/proof).
          exclude: [...configDefaults.exclude, 'apps/api/src/proof/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
