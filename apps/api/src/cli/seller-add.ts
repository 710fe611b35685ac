/**
 * Creates a shop staff account (docs/decisions/0014-order-life-cycle.md):
 *
 *   npm run seller:add -- --shop little-star --username ma-su --password '…' --name 'Ma Su'
 *
 * `--shop` is the host the shop is served on (little-star.localhost) or its slug; `--phone`
 * (a Myanmar mobile) is optional. It opens the database the server would (DATA_DIR, or
 * DATABASE_URL for PostgreSQL) and migrates it first. A refusal is one line on stderr and exit
 * code 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { addSeller } from '../modules/seller/seller-accounts.service';

async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      shop: { type: 'string' },
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
    const seller = await addSeller(db, {
      shop: values.shop ?? '',
      username: values.username ?? '',
      password: values.password ?? '',
      name: values.name ?? '',
      phone: values.phone,
    });
    process.stdout.write(
      `Created seller ${seller.username} (${seller.name}) for ${seller.shop.name} ` +
        `(${seller.shop.hostName}); user id ${seller.userGuid}.\n`,
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
    process.stderr.write(`seller:add: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
