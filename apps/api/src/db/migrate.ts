import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connection';
import * as initial from './migrations/0001-initial';
import * as saleItemPreSale from './migrations/0002-sale-item-pre-sale';
import * as sellerOrders from './migrations/0003-seller-orders';
import * as tokenVersion from './migrations/0004-token-version';
import * as oneReviewPerAccount from './migrations/0005-one-review-per-account';
import * as shopAddressMm from './migrations/0006-shop-address-mm';
import * as shopCatalog from './migrations/0007-shop-catalog';
import * as receiptReadings from './migrations/0008-receipt-readings';
import * as codHoldShare from './migrations/0009-cod-hold-share';
import * as owners from './migrations/0010-owners';
import * as shops from './migrations/0011-shops';
import * as walletsAndDeliveryFees from './migrations/0013-wallets-and-delivery-fees';
import * as coupons from './migrations/0014-coupons';
import * as salesReports from './migrations/0015-sales-reports';
import * as notifications from './migrations/0016-notifications';
import * as reportRollups from './migrations/0017-report-rollups';
import * as catalogCoveringIndexes from './migrations/0018-catalog-covering-indexes';
import * as checkoutIndexes from './migrations/0019-checkout-indexes';

/**
 * Migrations are imported, not read from disk, so the bundled server carries them. Each
 * receives the dialect for the few statements that differ between SQLite and PostgreSQL.
 */
function migrationsFor(db: Db): Record<string, Migration> {
  return {
    '0001-initial': { up: (k) => initial.up(k, db.dialect) },
    '0002-sale-item-pre-sale': { up: (k) => saleItemPreSale.up(k) },
    '0003-seller-orders': { up: (k) => sellerOrders.up(k) },
    '0004-token-version': { up: (k) => tokenVersion.up(k) },
    '0005-one-review-per-account': { up: (k) => oneReviewPerAccount.up(k) },
    '0006-shop-address-mm': { up: (k) => shopAddressMm.up(k) },
    '0007-shop-catalog': { up: (k) => shopCatalog.up(k, db.dialect) },
    '0008-receipt-readings': { up: (k) => receiptReadings.up(k) },
    '0009-cod-hold-share': { up: (k) => codHoldShare.up(k) },
    '0010-owners': { up: (k) => owners.up(k) },
    '0011-shops': { up: (k) => shops.up(k) },
    '0013-wallets-and-delivery-fees': { up: (k) => walletsAndDeliveryFees.up(k) },
    '0014-coupons': { up: (k) => coupons.up(k) },
    '0015-sales-reports': { up: (k) => salesReports.up(k) },
    '0016-notifications': { up: (k) => notifications.up(k) },
    '0017-report-rollups': { up: (k) => reportRollups.up(k, db.dialect) },
    '0018-catalog-covering-indexes': { up: (k) => catalogCoveringIndexes.up(k, db.dialect) },
    '0019-checkout-indexes': { up: (k) => checkoutIndexes.up(k) },
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Several instances may start at once on one database. On PostgreSQL the migrator takes an
  // advisory lock itself. SQLite has none across processes, so the whole run is one
  // BEGIN IMMEDIATE transaction on the one connection: a second process waits (busy timeout)
  // and then finds every migration done.
  if (db.dialect === 'sqlite') {
    await sql`begin immediate`.execute(db.kysely);
    try {
      await runMigrator(db, { disableTransactions: true });
      await sql`commit`.execute(db.kysely);
    } catch (error) {
      await sql`rollback`.execute(db.kysely);
      throw error;
    }
    return;
  }
  await runMigrator(db, {});
}

async function runMigrator(db: Db, options: { disableTransactions?: boolean }): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(db) };
  // The migrator looks for its own tables across every schema; name ours so that databases
  // living side by side in one PostgreSQL (tests, several tenants) never see each other's.
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    // Changes made side by side take numbers in advance: one numbered lower may arrive after
    // a higher one ran. Each migration touches its own columns, so the order between them
    // does not matter; they run in name order on a fresh database.
    allowUnorderedMigrations: true,
    ...options,
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
