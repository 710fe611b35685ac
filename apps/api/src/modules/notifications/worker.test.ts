import { HealthSchema } from '@storefront/contract/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '../../test/harness';
import { addCheckoutWorld, type CheckoutWorld } from '../../test/sales-fixtures';
import {
  addShopSeller,
  moveOrder,
  placeTwoShopOrder,
  type Seller,
} from '../../test/seller-fixtures';
import { defaultNotificationSettings, type NotificationSettings } from './notification-settings';
import { browserKeys, decryptPush, startPushStandIn } from './test/push-stand-in';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const settings = (over: Partial<NotificationSettings> = {}): NotificationSettings => ({
  ...defaultNotificationSettings(),
  worker: 'off',
  allowPrivatePushHosts: true,
  pushTimeoutMs: 1_000,
  workerSettings: {
    ...defaultNotificationSettings().workerSettings,
    pollMs: 20,
    retryMs: 40,
    maxRetryMs: 200,
    leaseMs: 60_000,
  },
  ...over,
});

describe.each(testDialects())('the notification worker on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let staff: Seller;
  let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
  const keys = browserKeys();

  beforeAll(async () => {
    t = await createTestApp(dialect, { notifications: settings() });
    w = await addCheckoutWorld(t);
    staff = await addShopSeller(t, w.shop.guid);
    standIn = await startPushStandIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications/push-subscriptions',
      headers: w.alice.auth,
      payload: {
        endpoint: `${standIn.origin}/push/alice`,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const tagsAtStandIn = () =>
    standIn.received.map((r) => (decryptPush(r.body, keys) as { tag: string }).tag);

  async function pushRowsOf(invoiceNo: string) {
    return t.db.kysely
      .selectFrom('notificationDeliveries as d')
      .innerJoin('notifications as n', 'n.guid', 'd.notificationGuid')
      .select(['d.guid', 'd.status', 'd.claimedBy', 'd.attempts', 'n.guid as notificationGuid'])
      .where('n.invoiceNo', '=', invoiceNo)
      .where('n.recipientGuid', '=', w.alice.guid)
      .where('d.channel', '=', 'push')
      .execute();
  }

  it('takes over a delivery whose instance died mid-send once its lease ran out, and leaves a live claim alone', async () => {
    const order = await placeTwoShopOrder(t, w);
    const [row] = await pushRowsOf(order.invoiceNo);
    const now = Date.now();
    // Another instance claimed it a moment ago: still its own.
    await t.db.kysely
      .updateTable('notificationDeliveries')
      .set({ claimedBy: 'instance-alive', claimedAt: new Date(now - 1_000).toISOString() })
      .where('guid', '=', row!.guid)
      .execute();
    while ((await t.app.notifications.worker.drainOnce()) > 0);
    expect(tagsAtStandIn()).not.toContain(row!.notificationGuid);
    // That instance was killed: a minute later its lease is over and this worker delivers.
    await t.db.kysely
      .updateTable('notificationDeliveries')
      .set({ claimedBy: 'instance-killed', claimedAt: new Date(now - 61_000).toISOString() })
      .where('guid', '=', row!.guid)
      .execute();
    while ((await t.app.notifications.worker.drainOnce()) > 0);
    expect(tagsAtStandIn().filter((tag) => tag === row!.notificationGuid)).toHaveLength(1);
    expect((await pushRowsOf(order.invoiceNo))[0]).toMatchObject({
      status: 'delivered',
      claimedBy: null,
    });
  });

  it('delivers after a restart what was committed before it: the rows wait in the database', async () => {
    const order = await placeTwoShopOrder(t, w);
    await moveOrder(t.app, staff, order.longyi, { status: 'Confirmed', note: '' });
    expect((await pushRowsOf(order.invoiceNo)).map((r) => r.status)).toEqual([
      'pending',
      'pending',
    ]);
    // A new instance on the same database, its worker started as the server starts it.
    const { buildApp } = await import('../../app');
    const restarted = await buildApp({
      config: { ...t.app.config, notifications: settings({ worker: 'on' }) },
      db: t.db,
      logger: false,
    });
    await restarted.ready();
    try {
      for (let i = 0; i < 250; i++) {
        const rows = await pushRowsOf(order.invoiceNo);
        if (rows.every((r) => r.status === 'delivered')) break;
        await sleep(20);
      }
      const rows = await pushRowsOf(order.invoiceNo);
      expect(rows.map((r) => r.status)).toEqual(['delivered', 'delivered']);
      for (const r of rows) {
        expect(tagsAtStandIn().filter((tag) => tag === r.notificationGuid)).toHaveLength(1);
      }
    } finally {
      // Closing waits for the batch being sent.
      await restarted.close();
    }
  });

  it('keeps /readyz green while the push service is down, and /healthz shows the backlog', async () => {
    await standIn.close();
    try {
      const order = await placeTwoShopOrder(t, w);
      const started = Date.now();
      await moveOrder(t.app, staff, order.longyi, { status: 'Confirmed', note: '' });
      expect(Date.now() - started).toBeLessThan(2_000);
      while ((await t.app.notifications.worker.drainOnce()) > 0);
      await t.app.notifications.worker.countBacklog(true);
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      const health = HealthSchema.parse(JSON.parse((await t.app.inject({ url: '/healthz' })).body));
      expect(health.notifications!.pending).toBeGreaterThanOrEqual(2);
      expect(health.notifications!.retried).toBeGreaterThanOrEqual(2);
      const rows = await pushRowsOf(order.invoiceNo);
      expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
      // Tried (again after the back-off if this machine is slow), and not held by anyone.
      expect(rows.every((r) => r.attempts >= 1 && r.claimedBy === null)).toBe(true);
    } finally {
      standIn = await startPushStandIn();
    }
  });
});
