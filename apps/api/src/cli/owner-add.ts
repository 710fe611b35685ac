/**
 * Creates an owner account, the business's own, across every shop
 * (docs/decisions/0029-owners.md):
 *
 *   npm run owner:add -- --username daw-khin --password '…' --name 'Daw Khin'
 *
 * `--phone` (a Myanmar mobile) is optional. It opens the database the server would (DATA_DIR,
 * or DATABASE_URL for PostgreSQL) and migrates it first. A refusal (a taken username, a common
 * password) is one line on stderr and exit code 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { addOwner } from '../modules/seller/seller-accounts.service';

async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      phone: { type: 'string' },
    },
    strict: true,
  });
  const config = loadConfig();
  if (config.database.dialect === 'sqlite') fs.mkdirSync(config.dataDir, { recursive: true });
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const owner = await addOwner(db, {
      username: values.username ?? '',
      password: values.password ?? '',
      name: values.name ?? '',
      phone: values.phone,
    });
    process.stdout.write(
      `Created owner ${owner.username} (${owner.name}); user id ${owner.userGuid}.\n`,
    );
  } finally {
    await db.close();
  }
}

const isMain =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    // A refusal or a mistyped option is the operator's to fix: one line, no stack.
    process.stderr.write(`owner:add: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
