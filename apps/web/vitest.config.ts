import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Libraries are loaded by Node, which resolves a package's `module-sync` export (Node 20.19+)
    // where Vitest alone would pick its CommonJS build. React Router needs both to agree: its
    // CommonJS `react-router/dom` requires `react-router`, which Node answers with the ES build,
    // and two copies of the router's contexts leave every <Link> outside the router.
    conditions: ['module-sync', 'node', 'development|production'],
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Screens render in jsdom several times slower on a busy 2-core machine (CI's) than on an
    // idle one: at vitest's 5 s default a dozen sound screen tests time out there, and the
    // slowest come close to 20 s. 30 s fits that machine (docs/architecture.md#testing).
    testTimeout: 30_000,
  },
});
