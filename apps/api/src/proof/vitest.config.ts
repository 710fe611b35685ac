import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:proof`: the proofs (scale-out, crash safety, fuzzing) on their own, one file
// at a time — each starts real server processes, and the regular suite must not wait on them.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../../../..'),
  test: {
    name: 'proof',
    include: ['apps/api/src/proof/**/*.proof.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
