// `npm run bench`: runs every bench in turn, each in its own process, and fails if any failed.
// `npm run bench -- api-catalog` runs only the named ones. Each bench prints its figures and
// writes its report to bench/reports/.
import { spawnSync } from 'node:child_process';

/** Add a bench here: a name and the command that runs it from the repository root. */
const BENCHES = [
  { name: 'api-catalog', command: 'npx', args: ['tsx', 'bench/api-catalog.ts'] },
  { name: 'web', command: 'npx', args: ['tsx', 'bench/web.ts'] },
  { name: 'pages-miss', command: 'npx', args: ['tsx', 'bench/pages-miss.ts'] },
  { name: 'catalog-console', command: 'npx', args: ['tsx', 'bench/catalog-console.ts'] },
  { name: 'catalog-import', command: 'npx', args: ['tsx', 'bench/catalog-import.ts'] },
  { name: 'photos', command: 'npx', args: ['tsx', 'bench/photos.ts'] },
  { name: 'receipt-reading', command: 'npx', args: ['tsx', 'bench/receipt-reading.ts'] },
  { name: 'receipts', command: 'npx', args: ['tsx', 'bench/receipts.ts'] },
  { name: 'reports', command: 'npx', args: ['tsx', 'bench/reports.ts'] },
  { name: 'checkout', command: 'npx', args: ['tsx', 'bench/checkout.ts'] },
  { name: 'zipf-pages', command: 'npx', args: ['tsx', 'bench/zipf-pages.ts'] },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !BENCHES.some((b) => b.name === w));
if (unknown.length > 0) {
  console.error(
    `Unknown bench: ${unknown.join(', ')}. Known: ${BENCHES.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}

const failed = [];
for (const bench of BENCHES.filter((b) => wanted.length === 0 || wanted.includes(b.name))) {
  console.log(`\n== bench ${bench.name}: ${bench.command} ${bench.args.join(' ')}`);
  const result = spawnSync(bench.command, bench.args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) failed.push(`${bench.name} (exit ${result.status ?? result.signal})`);
}
if (failed.length > 0) {
  console.error(`\n== benches failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\n== benches done');
