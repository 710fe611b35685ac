import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig, loadOrCreateJwtSecret } from './config/config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed/seed';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  // The built web app sits beside the API in the repository: apps/web/dist.
  config.webDist ??= path.resolve(here, '../../web/dist');
  fs.mkdirSync(config.dataDir, { recursive: true });
  config.jwtSecret ??= loadOrCreateJwtSecret(config.dataDir);

  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const seeded = await seedDemoIfEmpty(db);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;

  const app = await buildApp({ config, db, redis });
  if (seeded) app.log.info({ ms: seeded.ms, products: seeded.products }, 'demo catalog seeded');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await db.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  printWelcome(config.port, await listShopHosts(db));
}

async function listShopHosts(db: ReturnType<typeof openDatabase>) {
  return db.kysely
    .selectFrom('shops')
    .select(['name', 'hostName'])
    .orderBy('isDefault', 'desc')
    .orderBy('name')
    .execute();
}

function printWelcome(port: number, shops: { name: string; hostName: string }[]): void {
  const lines = [
    '',
    `Storefront is running: http://localhost:${port}`,
    `API documentation:     http://localhost:${port}/docs`,
    '',
    'Demo shops:',
    ...shops.map((s) => `  ${s.name.padEnd(28)} http://${s.hostName}:${port}`),
    '',
    'Demo customer:  username demo  /  password demo-pass-2024',
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Storefront failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
