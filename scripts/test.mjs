// `npm test`: type-check, lint, build, unit + API + web tests, the proof suite, then end-to-end
// tests in Chromium.
// The API suite runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set.
// Under CI=true a missing PostgreSQL or browser fails the run rather than being skipped.
import { spawnSync } from 'node:child_process';

const isCi = process.env.CI === 'true';
const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  // The API's page tests render with the web app's server build (apps/api/src/modules/pages).
  ['build', 'npm', ['run', 'build']],
  ['unit, API and web tests', 'npx', ['vitest', 'run']],
  // Scale-out, crash safety and fuzzing (apps/api/src/proof): real processes, PostgreSQL and Redis.
  ['proof suite', 'npm', ['run', 'test:proof']],
  ['end-to-end tests', 'npm', ['run', 'test:e2e']],
];

if (!process.env.TEST_DATABASE_URL) {
  const note = 'TEST_DATABASE_URL is not set: the API suite runs on SQLite only.';
  if (isCi) {
    console.error(`${note} CI requires PostgreSQL as well.`);
    process.exit(1);
  }
  console.warn(`\n!! ${note}\n`);
}

for (const [name, cmd, args] of steps) {
  console.log(`\n== ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n== ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}
if (process.env.TEST_DATABASE_URL) {
  console.log('\n== all tests passed');
} else {
  // Said again at the end, where it is read: a green run here proved SQLite only.
  console.warn(
    '\n== all tests passed on SQLite; the PostgreSQL half of the API suite did NOT run.' +
      '\n   Set TEST_DATABASE_URL=postgres://… to run it (CI always does).',
  );
}
