import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '../../test/harness';
import type { Customer } from '../../test/account-fixtures';
import {
  addCheckoutWorld,
  cashInvoice,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import {
  addShopSeller,
  moveOrder,
  placeTwoShopOrder,
  type Seller,
} from '../../test/seller-fixtures';
import { defaultNotificationSettings, type NotificationSettings } from './notification-settings';
import { startMailServer } from './test/mail-server';

const settings = (smtpUrl: string | undefined): NotificationSettings => ({
  ...defaultNotificationSettings(),
  worker: 'off',
  smtpUrl,
  mailFrom: 'Yangon Mart <orders@shop.example>',
  workerSettings: { ...defaultNotificationSettings().workerSettings, retryMs: 20, maxRetryMs: 80 },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDialects())('order notifications by e-mail on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let staff: Seller;
  let mail: Awaited<ReturnType<typeof startMailServer>>;

  beforeAll(async () => {
    mail = await startMailServer({ refuse: 1 });
    t = await createTestApp(dialect, { notifications: settings(mail.url) });
    w = await addCheckoutWorld(t);
    staff = await addShopSeller(t, w.shop.guid);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  async function drainUntilQuiet() {
    for (let round = 0; round < 50; round++) {
      while ((await t.app.notifications.worker.drainOnce()) > 0);
      const pending = await t.db.kysely
        .selectFrom('notificationDeliveries')
        .select('guid')
        .where('status', '=', 'pending')
        .where('channel', '=', 'email')
        .execute();
      if (pending.length === 0) return;
      await sleep(30);
    }
    throw new Error('e-mail deliveries still pending');
  }

  const to = (address: string) =>
    mail.messages.filter((m) => {
      const list = Array.isArray(m.to) ? m.to : m.to ? [m.to] : [];
      return list.some((a) => a.value.some((v) => v.address === address));
    });

  it('sends the order confirmation with its lines and totals, as HTML and plain text, after a refused first try', async () => {
    const order = await placeTwoShopOrder(t, w);
    await drainUntilQuiet();
    const [confirmation] = to(w.alice.email).filter((m) => m.text?.includes(order.invoiceNo));
    expect(confirmation).toBeDefined();
    const message = confirmation!;
    expect(message.subject).toMatch(/order received/);
    expect(message.from?.text).toContain('orders@shop.example');
    expect(message.headers.get('content-language')).toBe('en');
    for (const part of [message.text!, String(message.html)]) {
      expect(part).toContain(order.invoiceNo);
      expect(part).toContain('Longyi (Blue)');
      expect(part).toContain('Book');
      // Whole kyats, as MMK is written: 44,975 + 9,900 = 54,875; no decimals.
      expect(part).toContain('54,875 MMK');
      expect(part).not.toMatch(/54,875\.00/);
      expect(part).toContain(`/order-detail/${order.invoiceNo}`);
    }
    expect(message.text).toMatch(/Total: 54,875 MMK/);
    expect(String(message.html)).toMatch(/<table/);
    // The mail server refused the first message (451): it was sent again, not lost or doubled.
    expect(to(w.alice.email).filter((m) => m.text?.includes(order.invoiceNo))).toHaveLength(1);
    expect(t.app.notifications.worker.stats.retried).toBeGreaterThanOrEqual(1);
  });

  it('writes each move in the language the shopper last used: Burmese with Burmese digits and whole kyats', async () => {
    const bob: Customer = { ...w.bob, auth: Object.assign({}, w.bob.auth, { cookie: 'lang=mm' }) };
    const sale = await saleOk(
      t.app,
      bob,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.nationwide,
        contactGuid: w.addresses.bobHome,
        items: [{ productGuid: w.tea.variant.guid, quantity: 2, addons: [] }],
        totalAmount: 2 * 3_150 + 5_000,
        totalShippingFees: 5_000,
      }),
    );
    const invoice = await cashInvoice(t.app, bob, [sale]);
    await moveOrder(t.app, staff, sale, { status: 'Confirmed', note: '' });
    await moveOrder(t.app, staff, sale, { status: 'Rejected', note: 'ပစ္စည်း ကုန်သွားပါပြီ' });
    await drainUntilQuiet();
    const messages = to(w.bob.email).filter((m) => m.text?.includes(invoice.invoiceNo));
    expect(messages).toHaveLength(3);
    for (const m of messages) {
      expect(m.headers.get('content-language')).toBe('my');
      expect(m.subject).toMatch(/[\u1000-\u109f]/);
      expect(m.text).toMatch(/မင်္ဂလာပါ/);
      expect(String(m.html)).toContain('lang="my"');
    }
    const placed = messages.find((m) => m.text?.includes('စုစုပေါင်း'))!;
    // 2 × 3,150 + 5,000 = 11,300 kyats, in Burmese digits, no decimals.
    expect(placed.text).toContain('၁၁,၃၀၀ ကျပ်');
    expect(String(placed.html)).toContain('၁၁,၃၀၀ ကျပ်');
    const rejected = messages.find((m) => m.subject?.includes('ပယ်ချ'))!;
    expect(rejected.text).toContain('ပစ္စည်း ကုန်သွားပါပြီ');
    expect(String(rejected.html)).toContain('ပစ္စည်း ကုန်သွားပါပြီ');
  });

  it('escapes what people typed in the HTML part', async () => {
    const order = await placeTwoShopOrder(t, w);
    await moveOrder(t.app, staff, order.longyi, {
      status: 'Rejected',
      note: '<img src=x onerror=alert(1)> sold out',
    });
    await drainUntilQuiet();
    const rejected = to(w.alice.email).find(
      (m) => m.text?.includes(order.invoiceNo) && m.subject?.includes('rejected'),
    )!;
    expect(rejected.text).toContain('<img src=x onerror=alert(1)> sold out');
    expect(String(rejected.html)).not.toContain('<img');
    expect(String(rejected.html)).toContain('&#60;img');
  });
});

describe.each(testDialects())('without SMTP_URL on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { notifications: settings(undefined) });
  });
  afterAll(() => t.close());

  it('sends nothing and fails nothing: e-mail deliveries are skipped', async () => {
    const w = await addCheckoutWorld(t);
    const order = await placeTwoShopOrder(t, w);
    while ((await t.app.notifications.worker.drainOnce()) > 0);
    const rows = await t.db.kysely
      .selectFrom('notificationDeliveries as d')
      .innerJoin('notifications as n', 'n.guid', 'd.notificationGuid')
      .select(['d.status', 'd.lastError'])
      .where('n.invoiceNo', '=', order.invoiceNo)
      .where('d.channel', '=', 'email')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['skipped']));
    expect(rows[0]!.lastError).toMatch(/not set up/);
    expect(t.app.notifications.worker.stats.failed).toBe(0);
  });
});
