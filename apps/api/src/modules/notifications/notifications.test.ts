import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  NotificationListResponseSchema,
  NotificationPreferencesResponseSchema,
  NotificationReadResponseSchema,
} from '@storefront/contract/notifications';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import type { Customer } from '../../test/account-fixtures';
import { addCheckoutWorld, cashInvoice, type CheckoutWorld } from '../../test/sales-fixtures';
import {
  addBusinessOwner,
  addShopSeller,
  moveOrder,
  placeTwoShopOrder,
  postStatus,
  type Seller,
} from '../../test/seller-fixtures';
import { browserKeys } from './test/push-stand-in';

describe.each(testDialects())('order notifications: the outbox and the bell on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let staff: Seller;
  let quietStaff: Seller;
  let bookStaff: Seller;
  let owner: Awaited<ReturnType<typeof addBusinessOwner>>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    staff = await addShopSeller(t, w.shop.guid);
    quietStaff = await addShopSeller(t, w.shop.guid);
    bookStaff = await addShopSeller(t, w.bookShop.guid);
    owner = await addBusinessOwner(t);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/v1/notifications/preferences',
      headers: quietStaff.auth,
      payload: { push: true, email: true, newOrders: false },
    });
    expect(off.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const notificationsOf = (userGuid: string) =>
    t.db.kysely
      .selectFrom('notifications')
      .selectAll()
      .where('recipientGuid', '=', userGuid)
      .orderBy('createdAt')
      .execute();

  const bell = async (who: { auth: Record<string, string> }, query = '') => {
    const res = await t.app.inject({ url: `/v1/notifications${query}`, headers: who.auth });
    expect(res.statusCode, res.body).toBe(200);
    return parseBody(NotificationListResponseSchema, res.body).data;
  };

  it("writes, with the order, the shopper's confirmation and each shop's notice to its staff and the owners", async () => {
    const order = await placeTwoShopOrder(t, w);
    const mine = await notificationsOf(w.alice.guid);
    expect(mine.filter((n) => n.invoiceNo === order.invoiceNo)).toMatchObject([
      { kind: 'order-placed', status: 'Pending' },
    ]);
    const toStaff = (await notificationsOf(staff.guid)).filter(
      (n) => n.invoiceNo === order.invoiceNo,
    );
    expect(toStaff).toMatchObject([
      { kind: 'order-created', saleGuid: order.longyi, shopGuid: w.shop.guid },
    ]);
    const toBookStaff = (await notificationsOf(bookStaff.guid)).filter(
      (n) => n.invoiceNo === order.invoiceNo,
    );
    expect(toBookStaff).toMatchObject([{ kind: 'order-created', saleGuid: order.book }]);
    // Owners hear of every shop block; staff who turned new orders off hear nothing.
    const toOwner = (await notificationsOf(owner.guid)).filter(
      (n) => n.invoiceNo === order.invoiceNo,
    );
    expect(toOwner.map((n) => n.saleGuid).sort()).toEqual([order.longyi, order.book].sort());
    expect(await notificationsOf(quietStaff.guid)).toEqual([]);
    // Every notification waits for the worker on push and e-mail.
    const deliveries = await t.db.kysely
      .selectFrom('notificationDeliveries')
      .innerJoin('notifications', 'notifications.guid', 'notificationDeliveries.notificationGuid')
      .select(['notificationDeliveries.channel', 'notificationDeliveries.status'])
      .where('notifications.invoiceNo', '=', order.invoiceNo)
      .execute();
    expect(deliveries).toHaveLength(5 * 2);
    expect(new Set(deliveries.map((d) => d.status))).toEqual(new Set(['pending']));
  });

  it("tells the shopper each move, with a rejection's reason, in the bell newest first", async () => {
    const order = await placeTwoShopOrder(t, w);
    await moveOrder(
      t.app,
      staff,
      order.longyi,
      { status: 'Confirmed', note: '' },
      { status: 'Shipping', note: '' },
    );
    await moveOrder(t.app, bookStaff, order.book, {
      status: 'Rejected',
      note: 'Out of print, sorry',
    });
    const page = await bell(w.alice, '?max=3');
    expect(page.items.map((n) => [n.kind, n.status, n.invoiceNo])).toEqual([
      ['order-status', 'Rejected', order.invoiceNo],
      ['order-status', 'Shipping', order.invoiceNo],
      ['order-status', 'Confirmed', order.invoiceNo],
    ]);
    const [rejected, shipping] = page.items;
    expect(rejected!.body).toContain('Out of print, sorry');
    expect(rejected!.title).toContain(w.bookShop.name);
    expect(rejected!.link).toBe(`/order-detail/${order.invoiceNo}`);
    expect(shipping!.body).toContain(order.invoiceNo);
    expect(page.unread).toBeGreaterThanOrEqual(4);
    // Staff's bell opens the order in the console.
    const staffPage = await bell(staff, '?max=1');
    expect(staffPage.items[0]).toMatchObject({
      kind: 'order-created',
      link: `/seller/orders/${order.longyi}`,
    });
  });

  it('writes nothing when the order change is refused, and the change is undone when its notification cannot be written', async () => {
    const order = await placeTwoShopOrder(t, w);
    const before = (await notificationsOf(w.alice.guid)).length;
    // A refused move (Pending → Delivered) writes none.
    const refused = await postStatus(t.app, staff, order.longyi, { status: 'Delivered', note: '' });
    expect(refused.statusCode).toBe(409);
    expect(await notificationsOf(w.alice.guid)).toHaveLength(before);
    // The outbox unwritable: the move fails whole, the order stays Pending.
    await sql`alter table notifications rename to notifications_away`.execute(t.db.kysely);
    try {
      const failed = await postStatus(t.app, staff, order.longyi, {
        status: 'Confirmed',
        note: '',
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`alter table notifications_away rename to notifications`.execute(t.db.kysely);
    }
    const sale = await t.db.kysely
      .selectFrom('sales')
      .select('status')
      .where('guid', '=', order.longyi)
      .executeTakeFirstOrThrow();
    expect(sale.status).toBe('Pending');
    const history = await t.db.kysely
      .selectFrom('orderHistory')
      .select('toStatus')
      .where('saleGuid', '=', order.longyi)
      .execute();
    expect(history.map((h) => h.toStatus)).toEqual(['Pending']);
    expect(await notificationsOf(w.alice.guid)).toHaveLength(before);
  });

  it('writes in the language the person last used: a shopper who checks out in Burmese reads Burmese', async () => {
    const inBurmese: Customer = {
      ...w.bob,
      auth: Object.assign({}, w.bob.auth, { cookie: 'cart=x; lang=mm' }),
    };
    const { saleOk, saleBody } = await import('../../test/sales-fixtures');
    const sale = await saleOk(
      t.app,
      inBurmese,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.nationwide,
        contactGuid: w.addresses.bobHome,
        items: [{ productGuid: w.tea.variant.guid, quantity: 1, addons: [] }],
        totalAmount: 3_150 + 5_000,
        totalShippingFees: 5_000,
      }),
    );
    const invoice = await cashInvoice(t.app, inBurmese, [sale]);
    await moveOrder(t.app, staff, sale, { status: 'Confirmed', note: '' });
    const page = await bell(w.bob);
    expect(page.items[0]).toMatchObject({ status: 'Confirmed', invoiceNo: invoice.invoiceNo });
    expect(page.items[0]!.body).toMatch(/[\u1000-\u109f]/);
    expect(page.items[0]!.body).toContain('အတည်ပြု');
    expect(page.items[1]).toMatchObject({ kind: 'order-placed' });
    expect(page.items[1]!.body).toMatch(/[\u1000-\u109f]/);
  });

  it('marks read the ones named, only the caller’s own, or all', async () => {
    const page = await bell(w.alice);
    const [first, second] = page.items;
    // Someone else's notification is not theirs to mark.
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications/read',
      headers: w.bob.auth,
      payload: { guids: [first!.guid] },
    });
    expect(parseBody(NotificationReadResponseSchema, foreign.body).data.marked).toBe(0);
    const one = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications/read',
      headers: w.alice.auth,
      payload: { guids: [first!.guid, first!.guid] },
    });
    expect(parseBody(NotificationReadResponseSchema, one.body).data).toEqual({
      marked: 1,
      unread: page.unread - 1,
    });
    const after = await bell(w.alice);
    expect(after.items.find((n) => n.guid === first!.guid)!.readOn).not.toBeNull();
    expect(after.items.find((n) => n.guid === second!.guid)!.readOn).toBeNull();
    const all = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications/read',
      headers: w.alice.auth,
      payload: {},
    });
    expect(parseBody(NotificationReadResponseSchema, all.body).data.unread).toBe(0);
    expect((await bell(w.alice)).unread).toBe(0);
  });

  it('refuses visitors (401) and bad input (400 naming the field), never a 5xx', async () => {
    expect((await t.app.inject({ url: '/v1/notifications' })).statusCode).toBe(401);
    const cases: [string, string, unknown, string][] = [
      ['POST', '/v1/notifications/read', { guids: ['nope'] }, 'guids'],
      ['POST', '/v1/notifications/read', { guids: [] }, 'guids'],
      ['POST', '/v1/notifications/read', { everything: true }, ''],
      [
        'PUT',
        '/v1/notifications/preferences',
        { push: 'yes', email: true, newOrders: true },
        'push',
      ],
      ['PUT', '/v1/notifications/preferences', { push: true }, 'email'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: w.alice.auth,
        payload: payload as object,
      });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      const body = parseBody(ErrorEnvelopeSchema, res.body);
      if (field) expect(body.message + (body.field ?? '')).toContain(field);
    }
    for (const query of ['?max=0', '?max=101', '?first=-1', '?first=abc']) {
      const res = await t.app.inject({ url: `/v1/notifications${query}`, headers: w.alice.auth });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('keeps each person’s channel choices', async () => {
    const read = async () =>
      parseBody(
        NotificationPreferencesResponseSchema,
        (await t.app.inject({ url: '/v1/notifications/preferences', headers: w.bob.auth })).body,
      ).data;
    expect(await read()).toEqual({ push: true, email: true, newOrders: true });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/v1/notifications/preferences',
      headers: w.bob.auth,
      payload: { push: false, email: true, newOrders: true },
    });
    expect(put.statusCode).toBe(200);
    expect(await read()).toEqual({ push: false, email: true, newOrders: true });
    expect(
      parseBody(
        NotificationPreferencesResponseSchema,
        (await t.app.inject({ url: '/v1/notifications/preferences', headers: quietStaff.auth }))
          .body,
      ).data.newOrders,
    ).toBe(false);
  });

  it('takes push subscriptions only for public https push services (no requests into our own network)', async () => {
    const keys = browserKeys();
    const subscribe = (endpoint: string, over: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/notifications/push-subscriptions',
        headers: w.alice.auth,
        payload: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth, ...over } },
      });
    const good = await subscribe('https://fcm.googleapis.com/fcm/send/abc123');
    expect(good.statusCode, good.body).toBe(200);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/x',
      'https://10.0.0.8/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://localhost/x',
      'https://metadata/x',
      'https://user:pw@push.example.com/x',
      'file:///etc/passwd',
      'not a url',
    ]) {
      const res = await subscribe(endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(parseBody(ErrorEnvelopeSchema, res.body).field, endpoint).toBe('endpoint');
    }
    const badKey = await subscribe('https://fcm.googleapis.com/fcm/send/def', {
      p256dh: Buffer.alloc(65, 1).toString('base64url'),
    });
    expect(badKey.statusCode).toBe(400);
    const huge = await subscribe(`https://push.example.com/${'a'.repeat(5_000)}`);
    expect(huge.statusCode).toBe(400);
    const rows = await t.db.kysely
      .selectFrom('pushSubscriptions')
      .select('endpoint')
      .where('userGuid', '=', w.alice.guid)
      .execute();
    expect(rows.map((r) => r.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/abc123']);
    // Unsubscribe: someone else's endpoint is left alone, one's own is gone.
    await t.app.inject({
      method: 'DELETE',
      url: '/v1/notifications/push-subscriptions',
      headers: w.bob.auth,
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc123' },
    });
    expect(await t.db.kysely.selectFrom('pushSubscriptions').select('guid').execute()).toHaveLength(
      1,
    );
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/v1/notifications/push-subscriptions',
      headers: w.alice.auth,
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc123' },
    });
    expect(gone.statusCode).toBe(200);
    expect(await t.db.kysely.selectFrom('pushSubscriptions').select('guid').execute()).toEqual([]);
    const key = await t.app.inject({ url: '/v1/notifications/push-key' });
    expect(JSON.parse(key.body).data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});
