import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Db } from '../../db/connection';
import { createTestApp, testDialects, type TestApp } from '../../test/harness';
import type { Customer } from '../../test/account-fixtures';
import { addCheckoutWorld, type CheckoutWorld } from '../../test/sales-fixtures';
import {
  addShopSeller,
  moveOrder,
  placeTwoShopOrder,
  type Seller,
} from '../../test/seller-fixtures';
import { defaultNotificationSettings, type NotificationSettings } from './notification-settings';
import {
  browserKeys,
  decryptPush,
  startPushStandIn,
  verifyVapid,
  type BrowserKeys,
} from './test/push-stand-in';

const settings = (
  over: Partial<NotificationSettings['workerSettings']> = {},
): NotificationSettings => ({
  ...defaultNotificationSettings(),
  worker: 'off',
  allowPrivatePushHosts: true,
  pushTimeoutMs: 2_000,
  workerSettings: {
    ...defaultNotificationSettings().workerSettings,
    pollMs: 20,
    retryMs: 30,
    maxRetryMs: 120,
    ...over,
  },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe.each(testDialects())('order notifications by web push on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let staff: Seller;
  let publicKey: string;
  let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
  let answer: (index: number) => number = () => 201;

  beforeAll(async () => {
    t = await createTestApp(dialect, { notifications: settings() });
    w = await addCheckoutWorld(t);
    staff = await addShopSeller(t, w.shop.guid);
    standIn = await startPushStandIn((_request, index) => answer(index));
    const key = await t.app.inject({ url: '/v1/notifications/push-key' });
    publicKey = (JSON.parse(key.body) as { data: { publicKey: string } }).data.publicKey;
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });
  afterEach(() => {
    answer = () => 201;
  });

  async function subscribe(
    who: { auth: Record<string, string> },
    path: string,
  ): Promise<BrowserKeys> {
    const keys = browserKeys();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications/push-subscriptions',
      headers: who.auth,
      payload: {
        endpoint: `${standIn.origin}${path}`,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return keys;
  }

  /** Sends everything due now, as the worker's loop would. */
  async function drain(app = t.app) {
    while ((await app.notifications.worker.drainOnce()) > 0);
  }

  const received = (path: string) => standIn.received.filter((r) => r.path === path);

  it("signs with the published VAPID key and encrypts the shopper's text and link for their browser only", async () => {
    const shopper: Customer = w.alice;
    const keys = await subscribe(shopper, '/push/alice-1');
    const staffKeys = await subscribe(staff, '/push/staff-1');
    const order = await placeTwoShopOrder(t, w);
    await moveOrder(t.app, staff, order.longyi, { status: 'Confirmed', note: '' });
    await drain();

    const toShopper = received('/push/alice-1').map((r) => {
      const claims = verifyVapid(r.headers, publicKey, standIn.origin);
      expect(claims.sub).toMatch(/^mailto:/);
      expect(r.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(r.headers.ttl)).toBeGreaterThan(0);
      return decryptPush(r.body, keys) as { title: string; body: string; link: string };
    });
    expect(toShopper).toHaveLength(2);
    const confirmed = toShopper.find((m) => m.title.includes('confirmed'))!;
    expect(confirmed.title).toContain(w.shop.name);
    expect(confirmed.body).toContain(order.invoiceNo);
    expect(confirmed.link).toBe(`/order-detail/${order.invoiceNo}`);

    const toStaff = received('/push/staff-1').map((r) => {
      verifyVapid(r.headers, publicKey, standIn.origin);
      return decryptPush(r.body, staffKeys) as { title: string; body: string; link: string };
    });
    expect(toStaff).toEqual([expect.objectContaining({ link: `/seller/orders/${order.longyi}` })]);
    expect(toStaff[0]!.body).toContain(order.invoiceNo);
    // The shopper's key cannot read the staff message.
    expect(() => decryptPush(received('/push/staff-1')[0]!.body, keys)).toThrow();
  });

  it('deletes a subscription the push service reports gone (410) and tries it no more', async () => {
    await subscribe(w.bob, '/push/bob-gone');
    answer = () => 410;
    const { saleOk, saleBody, cashInvoice } = await import('../../test/sales-fixtures');
    const sale = await saleOk(
      t.app,
      w.bob,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.nationwide,
        contactGuid: w.addresses.bobHome,
        items: [{ productGuid: w.tea.variant.guid, quantity: 1, addons: [] }],
        totalAmount: 3_150 + 5_000,
        totalShippingFees: 5_000,
      }),
    );
    await cashInvoice(t.app, w.bob, [sale]);
    await drain();
    expect(received('/push/bob-gone')).toHaveLength(1);
    const left = await t.db.kysely
      .selectFrom('pushSubscriptions')
      .select('guid')
      .where('userGuid', '=', w.bob.guid)
      .execute();
    expect(left).toEqual([]);
    await moveOrder(t.app, staff, sale, { status: 'Confirmed', note: '' });
    await drain();
    expect(received('/push/bob-gone')).toHaveLength(1);
  });

  it('waits out a push service answering 500, then delivers once; the status change never waited', async () => {
    // Only this browser: the earlier one is unsubscribed.
    await t.app.inject({
      method: 'DELETE',
      url: '/v1/notifications/push-subscriptions',
      headers: w.alice.auth,
      payload: { endpoint: `${standIn.origin}/push/alice-1` },
    });
    const keys = await subscribe(w.alice, '/push/alice-flaky');
    const statuses: number[] = [];
    answer = () => {
      const status = statuses.length < 3 ? 500 : 201;
      statuses.push(status);
      return status;
    };
    const order = await placeTwoShopOrder(t, w);
    const started = Date.now();
    await moveOrder(t.app, staff, order.longyi, { status: 'Confirmed', note: '' });
    expect(Date.now() - started).toBeLessThan(2_000);
    const accepted = () =>
      received('/push/alice-flaky').filter(
        (r) =>
          r.status === 201 &&
          (decryptPush(r.body, keys) as { body: string }).body.includes(order.invoiceNo),
      );
    // Each failure pushes the next attempt back (30, 60, 120 ms): keep draining until it lands.
    await until(async () => {
      await drain();
      return accepted().length >= 2;
    }, 'the push service to take the messages');
    await sleep(300);
    await drain();
    expect(statuses.filter((s) => s === 500)).toHaveLength(3);
    expect(accepted()).toHaveLength(2);
    const rows = await t.db.kysely
      .selectFrom('notificationDeliveries as d')
      .innerJoin('notifications as n', 'n.guid', 'd.notificationGuid')
      .select(['d.status', 'd.attempts', 'd.lastError', 'n.kind'])
      .where('n.invoiceNo', '=', order.invoiceNo)
      .where('n.recipientGuid', '=', w.alice.guid)
      .where('d.channel', '=', 'push')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['delivered', 'delivered']);
    expect(Math.max(...rows.map((r) => r.attempts))).toBeGreaterThan(1);
    expect(t.app.notifications.worker.stats.retried).toBeGreaterThanOrEqual(3);
  });

  it('two instances draining one outbox deliver each notification exactly once', async () => {
    const keys = await subscribe(w.bob, '/push/bob-twice');
    // A second instance: its own app and its own connection (pool) to the same database.
    let second: { app: Awaited<ReturnType<typeof buildApp>>; db: Db };
    if (dialect === 'postgres') {
      const db = openDatabase({
        dialect: 'postgres',
        url: process.env.TEST_DATABASE_URL!,
        schema: t.db.schema!,
      });
      second = { db, app: await buildApp({ config: { ...t.app.config }, db, logger: false }) };
    } else {
      second = {
        db: t.db,
        app: await buildApp({ config: { ...t.app.config }, db: t.db, logger: false }),
      };
    }
    await second.app.ready();
    try {
      const { saleOk, saleBody, cashInvoice } = await import('../../test/sales-fixtures');
      const sales: string[] = [];
      for (let i = 0; i < 6; i++) {
        const sale = await saleOk(
          t.app,
          w.bob,
          saleBody({
            shopGuid: w.shop.guid,
            shippingGuid: w.shipping.nationwide,
            contactGuid: w.addresses.bobHome,
            items: [{ productGuid: w.tea.variant.guid, quantity: 1, addons: [] }],
            totalAmount: 3_150 + 5_000,
            totalShippingFees: 5_000,
          }),
        );
        await cashInvoice(t.app, w.bob, [sale]);
        sales.push(sale);
      }
      for (const sale of sales) {
        await moveOrder(
          t.app,
          staff,
          sale,
          { status: 'Confirmed', note: '' },
          { status: 'Shipping', note: '' },
        );
      }
      const expected = await t.db.kysely
        .selectFrom('notifications')
        .select('guid')
        .where('recipientGuid', '=', w.bob.guid)
        .where('saleGuid', 'in', sales)
        .execute();
      expect(expected).toHaveLength(6 * 3);
      // Both workers race for the same rows, each in its own loop.
      t.app.notifications.worker.start();
      second.app.notifications.worker.start();
      await until(async () => {
        const pending = await t.db.kysely
          .selectFrom('notificationDeliveries')
          .select('guid')
          .where('status', '=', 'pending')
          .execute();
        return pending.length === 0;
      }, 'the outbox to empty');
      const tags = received('/push/bob-twice').map(
        (r) => (decryptPush(r.body, keys) as { tag: string }).tag,
      );
      const wanted = new Set(expected.map((e) => e.guid));
      const ours = tags.filter((tag) => wanted.has(tag));
      expect(ours).toHaveLength(wanted.size);
      expect(new Set(ours).size).toBe(wanted.size);
      const first = t.app.notifications.worker.stats.delivered;
      const other = second.app.notifications.worker.stats.delivered;
      expect(first + other).toBeGreaterThanOrEqual(wanted.size);
    } finally {
      await t.app.notifications.worker.stop();
      await second.app.close();
      if (second.db !== t.db) await second.db.close();
    }
  });
});
