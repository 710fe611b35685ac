/**
 * Loads the demo catalog on purpose, into the database the server would open (DATA_DIR, or
 * DATABASE_URL for PostgreSQL), whatever SEED_DEMO says; it migrates first and writes nothing
 * when the database already has shops:
 *
 *   DATABASE_URL=postgres://… npm run seed
 */
import fs from 'node:fs';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seedDemoIfEmpty } from '../db/seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.database.dialect === 'sqlite') fs.mkdirSync(config.dataDir, { recursive: true });
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const seeded = await seedDemoIfEmpty(db);
    process.stdout.write(
      seeded
        ? `Seeded the demo catalog: ${seeded.products} products in ${seeded.ms} ms.\n`
        : 'The database already has shops: nothing was seeded.\n',
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
