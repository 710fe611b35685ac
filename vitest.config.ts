import { configDefaults, defineConfig } from 'vitest/config';

// One runner for every workspace: `vitest run` at the root runs all projects.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'commerce', include: ['packages/commerce/src/**/*.test.ts'] } },
      { test: { name: 'tools', include: ['scripts/**/*.test.ts'] } },
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
