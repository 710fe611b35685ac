import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SELLER_ROLE } from '@storefront/contract/seller';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig, loadOrCreateJwtSecret } from './config/config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { DEMO_OWNER, DEMO_SELLER_PASSWORD, demoSellerUsername } from './db/seed/data/sellers';
import { seedDemoIfEmpty } from './db/seed/seed';
import { loadOrCreateVapidKeys } from './modules/notifications/push-channel';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  // React renders pages here (docs/architecture.md#server-rendering): its production build,
  // unless told otherwise. The development build checks more and renders several times slower.
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig();
  // The built web app sits beside the API in the repository: apps/web/dist.
  config.webDist ??= path.resolve(here, '../../web/dist');
  fs.mkdirSync(config.dataDir, { recursive: true });
  config.jwtSecret ??= loadOrCreateJwtSecret(config.dataDir);
  // Web push keys survive restarts, so browsers' subscriptions do (docs/decisions/0034).
  if (config.notifications && !config.notifications.vapidPublicKey) {
    const keys = loadOrCreateVapidKeys(config.dataDir);
    config.notifications.vapidPublicKey = keys.publicKey;
    config.notifications.vapidPrivateKey = keys.privateKey;
  }

  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(db) : null;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;

  const app = await buildApp({ config, db, redis });
  if (seeded) app.log.info({ ms: seeded.ms, products: seeded.products }, 'demo catalog seeded');

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    // SIGTERM comes from an orchestrator: readiness turns 503 at once and the instance keeps
    // serving for the drain period, so requests already on their way (or routed before the
    // load balancer noticed) are answered; then it stops listening, lets the requests in
    // flight finish and closes the database. Ctrl-C (SIGINT) skips the drain.
    app.lifecycle.shuttingDown = true;
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    app.log.info({ signal, drainMs }, 'shutting down');
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
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

type ShopHost = { name: string; hostName: string; seller: string | undefined };

/** The shops, each with its demo staff login when the seed made one. */
async function listShopHosts(db: ReturnType<typeof openDatabase>): Promise<ShopHost[]> {
  const [shops, sellers] = await Promise.all([
    db.kysely
      .selectFrom('shops')
      .select(['guid', 'name', 'slug', 'hostName'])
      .orderBy('isDefault', 'desc')
      .orderBy('name')
      .execute(),
    db.kysely
      .selectFrom('users')
      .select(['username', 'shopGuid'])
      .where('role', '=', SELLER_ROLE)
      .execute(),
  ]);
  return shops.map((shop) => ({
    name: shop.name,
    hostName: shop.hostName,
    seller: sellers.find(
      (s) => s.shopGuid === shop.guid && s.username === demoSellerUsername(shop.slug),
    )?.username,
  }));
}

function printWelcome(port: number, shops: ShopHost[]): void {
  const urlOf = (s: ShopHost) => `http://${s.hostName}:${port}`;
  const urlWidth = Math.max(0, ...shops.map((s) => urlOf(s).length));
  const hasSellers = shops.some((s) => s.seller);
  const lines = [
    '',
    `Storefront is running: http://localhost:${port}`,
    `API documentation:     http://localhost:${port}/docs`,
    '',
    hasSellers ? `${'Demo shops:'.padEnd(32 + urlWidth)}shop staff login` : 'Demo shops:',
    ...shops.map((s) =>
      `  ${s.name.padEnd(28)} ${urlOf(s).padEnd(urlWidth)} ${s.seller ?? ''}`.trimEnd(),
    ),
    '',
    'Demo customer:  username demo  /  password demo-pass-2024',
    ...(hasSellers
      ? [
          `Shop staff:     username as listed beside each shop  /  password ${DEMO_SELLER_PASSWORD}`,
          `Owner:          username ${DEMO_OWNER.username}  /  password ${DEMO_OWNER.password}` +
            `  (every shop and the business pages, http://localhost:${port}/seller)`,
        ]
      : []),
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
