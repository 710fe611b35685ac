/**
 * What a server instance does to its database before it listens — migrate, then seed an empty
 * one — as a process of its own, so tests can start several at once against one database.
 * Usage: tsx start-instance.ts sqlite <file> | postgres <url> <schema>. Prints `seeded` or
 * `skipped`; any failure exits 1 with the error on stderr.
 */
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seedDemoIfEmpty } from '../db/seed/seed';

const [dialect, target, schema] = process.argv.slice(2);
const db =
  dialect === 'postgres'
    ? openDatabase({ dialect: 'postgres', url: target ?? '', ...(schema ? { schema } : {}) })
    : openDatabase({ dialect: 'sqlite', file: target ?? '' });
try {
  await migrateToLatest(db);
  const seeded = await seedDemoIfEmpty(db, { now: new Date('2026-11-01T00:00:00Z') });
  process.stdout.write(seeded ? 'seeded\n' : 'skipped\n');
} catch (error) {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
} finally {
  await db.close();
}
