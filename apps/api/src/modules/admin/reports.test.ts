import { ORDER_STATUSES } from '@storefront/commerce/order-status';
import { SalesReportResponseSchema, type SalesReport } from '@storefront/contract/admin-reports';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  insertReportOrders,
  type ReportOrder,
  type WrittenOrder,
} from '../../test/report-fixtures';
import { readReportRollups, rebuildReportRollups } from './report-rollups.repository';
import { addCheckoutWorld, type CheckoutWorld } from '../../test/sales-fixtures';
import {
  addBusinessOwner,
  addShopSeller,
  placeTwoShopOrder,
  type Seller,
} from '../../test/seller-fixtures';

const MYANMAR_MS = 390 * 60 * 1000;
const DAY_MS = 86_400_000;
/** The UTC instant a Myanmar day starts at. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - MYANMAR_MS;
const iso = (ms: number) => new Date(ms).toISOString();
const myanmarDay = (at: string) => iso(Date.parse(at) + MYANMAR_MS).slice(0, 10);
const addDays = (day: string, n: number) =>
  iso(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).slice(0, 10);

/** THB's rate in the checkout world: 60 MMK per baht. */
const RATES: Record<string, number> = { MMK: 1, THB: 60 };

describe.each(testDialects())('sales reports on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let owner: Awaited<ReturnType<typeof addBusinessOwner>>;
  let staff: Seller;
  let bookStaff: Seller;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    owner = await addBusinessOwner(t);
    staff = await addShopSeller(t, w.shop.guid);
    bookStaff = await addShopSeller(t, w.bookShop.guid);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const report = async (query: string, headers: Record<string, string> = owner.auth) => {
    const res = await get(`/v1/admin/reports/sales?${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return parseBody(SalesReportResponseSchema, res.body).data;
  };

  const longyiLine = (quantity: number, unitPriceMinor = 1_200_000) => ({
    productGuid: w.longyi.guid,
    variantGuid: w.longyi.blue.guid,
    productName: 'Longyi',
    productNameMm: 'လုံချည်',
    variantName: 'Blue',
    quantity,
    unitPriceMinor,
  });
  const teaLine = (quantity: number) => ({
    productGuid: w.tea.guid,
    variantGuid: w.tea.variant.guid,
    productName: 'Tea leaf',
    variantName: '250 g',
    quantity,
    unitPriceMinor: 300_000,
  });
  const bookLine = (quantity: number) => ({
    productGuid: w.book.guid,
    variantGuid: w.book.variant.guid,
    productName: 'Book',
    variantName: 'Paperback',
    quantity,
    unitPriceMinor: 800_000,
  });
  const order = (over: Partial<ReportOrder>): ReportOrder => ({
    shopGuid: w.shop.guid,
    shippingMethodGuid: w.shipping.express,
    buyerGuid: w.alice.guid,
    placedAt: '2030-01-10T05:00:00.000Z',
    status: 'Pending',
    paymentType: 'Cash on deli',
    currencyCode: 'MMK',
    shippingFeeMinor: 200_000,
    contactName: 'Daw Aye',
    township: 'Kamayut',
    lines: [longyiLine(1)],
    ...over,
  });

  describe('who may read it', () => {
    it('refuses visitors (401) and shoppers (403), on both calls', async () => {
      for (const url of ['/v1/admin/reports/sales', '/v1/admin/reports/orders.csv']) {
        expect((await get(url)).statusCode).toBe(401);
        const shopper = await get(url, w.alice.auth);
        expect(shopper.statusCode).toBe(403);
        expect(parseBody(ErrorEnvelopeSchema, shopper.body).message).toMatch(/staff and .*owners/);
        expect((await get(url, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
      }
    });

    it("gives staff their own shop and refuses another shop's figures (403)", async () => {
      const own = await report('', staff.auth);
      expect(own.shopGuid).toBe(w.shop.guid);
      // The shop list a staff member sees names their own shop alone.
      expect(own.shops.map((s) => s.guid)).toEqual([w.shop.guid]);
      expect((await report(`shopGuid=${w.shop.guid}`, staff.auth)).shopGuid).toBe(w.shop.guid);
      for (const url of [
        `/v1/admin/reports/sales?shopGuid=${w.bookShop.guid}`,
        `/v1/admin/reports/orders.csv?shopGuid=${w.bookShop.guid}`,
      ]) {
        const res = await get(url, staff.auth);
        expect(res.statusCode).toBe(403);
        expect(parseBody(ErrorEnvelopeSchema, res.body)).toMatchObject({ field: 'shopGuid' });
      }
    });

    it('gives an owner the whole business or one shop, and 404 for a shop that does not exist', async () => {
      const business = await report('');
      expect(business.shopGuid).toBeNull();
      expect(business.shops.map((s) => s.name)).toEqual(['Pansodan Books', 'Shwe Longyi']);
      expect((await report(`shopGuid=${w.bookShop.guid}`)).shopGuid).toBe(w.bookShop.guid);
      const missing = await get(
        '/v1/admin/reports/sales?shopGuid=9b2f4c1e-0000-4000-8000-000000000000',
        owner.auth,
      );
      expect(missing.statusCode).toBe(404);
      const malformed = await get("/v1/admin/reports/sales?shopGuid=' or 1=1 --", owner.auth);
      expect(malformed.statusCode).toBe(400);
      expect(parseBody(ErrorEnvelopeSchema, malformed.body).message).toMatch(/shopGuid/);
    });

    it('documents both calls under admin in /docs, with the refusals they give', async () => {
      const doc = JSON.parse((await get('/docs/json')).body) as {
        paths: Record<string, { get?: { tags?: string[]; responses?: object } }>;
      };
      for (const path of ['/v1/admin/reports/sales', '/v1/admin/reports/orders.csv']) {
        const operation = doc.paths[path]?.get;
        expect(operation?.tags, path).toEqual(['admin']);
        expect(Object.keys(operation?.responses ?? {})).toEqual(
          expect.arrayContaining(['200', '400', '401', '403', '404']),
        );
      }
    });
  });

  describe('the range', () => {
    it('defaults to the last 30 Myanmar days, every day present', async () => {
      const r = await report('');
      expect(r.days).toHaveLength(30);
      const today = iso(Date.now() + MYANMAR_MS).slice(0, 10);
      expect(r.to).toBe(today);
      expect(r.from).toBe(addDays(today, -29));
      expect(r.days.map((d) => d.date)).toEqual(
        Array.from({ length: 30 }, (_, i) => addDays(r.from, i)),
      );
    });

    it('refuses bad dates, a reversed range and more than 366 days with 400 naming the field', async () => {
      const cases: [string, string][] = [
        ['from=2026-13-01', 'from'],
        ['from=2026-02-30', 'from'],
        ['to=yesterday', 'to'],
        ['from=2026-1-1', 'from'],
        [`to=${'9'.repeat(5000)}`, 'to'],
        ['from=1900-01-01&to=1900-02-01', 'from'],
        ['from=2026-05-02&to=2026-05-01', 'from'],
        ['from=2025-01-01&to=2026-01-02', 'to'],
      ];
      for (const [query, field] of cases) {
        for (const path of ['sales', 'orders.csv']) {
          const res = await get(`/v1/admin/reports/${path}?${query}`, owner.auth);
          expect(res.statusCode, `${path} ${query}`).toBe(400);
          const body = parseBody(ErrorEnvelopeSchema, res.body);
          expect(`${body.field ?? ''} ${body.message}`, query).toContain(field);
        }
      }
      // 366 days is allowed (a leap year), and so is one day.
      expect((await report('from=2028-01-01&to=2028-12-31')).days).toHaveLength(366);
      expect((await report('from=2028-02-29&to=2028-02-29')).days).toHaveLength(1);
    });
  });

  describe('figures on a hand-built set of orders', () => {
    let orders: WrittenOrder[];
    beforeAll(async () => {
      // Names in the report are the catalog's, in both languages.
      await t.db.kysely
        .updateTable('products')
        .set({ nameMm: 'လုံချည်' })
        .where('guid', '=', w.longyi.guid)
        .execute();
      orders = await insertReportOrders(t.db, [
        // 2030-03-01 in Myanmar starts at 2030-02-28T17:30Z.
        order({
          placedAt: '2030-02-28T17:29:59.999Z', // still 28 February in Myanmar: outside
          lines: [longyiLine(5)],
        }),
        order({
          placedAt: '2030-02-28T17:30:00.000Z', // midnight, 1 March
          status: 'Delivered',
          lines: [longyiLine(2), teaLine(3)],
          shippingFeeMinor: 200_000,
        }),
        order({
          placedAt: '2030-03-01T10:00:00.000Z', // 1 March, 16:30
          status: 'Rejected',
          lines: [teaLine(10)],
        }),
        order({
          placedAt: '2030-03-02T17:29:00.000Z', // 2 March, 23:59
          status: 'Confirmed',
          paymentType: 'KBZPay',
          lines: [teaLine(4)],
          shippingFeeMinor: 0,
        }),
        order({
          placedAt: '2030-03-02T18:00:00.000Z', // 3 March
          shopGuid: w.bookShop.guid,
          shippingMethodGuid: w.shipping.post,
          status: 'Shipping',
          paymentType: 'KBZPay',
          lines: [bookLine(1)],
          shippingFeeMinor: 150_000,
        }),
        order({
          placedAt: null, // a sale never paid for: not an order
          status: 'Pending',
          lines: [longyiLine(9)],
        }),
        order({
          placedAt: '2030-03-03T17:30:00.000Z', // 4 March: after the range
          lines: [bookLine(7)],
        }),
      ]);
    });

    it('counts orders and revenue per Myanmar day, leaving out Rejected and unpaid sales', async () => {
      const r = await report('from=2030-03-01&to=2030-03-03');
      expect(orders).toHaveLength(7);
      expect(r.days).toEqual([
        // 2 × 12,000 + 3 × 3,000 + 2,000 delivery
        { date: '2030-03-01', orders: 1, revenue: 35_000 },
        { date: '2030-03-02', orders: 1, revenue: 12_000 },
        { date: '2030-03-03', orders: 1, revenue: 9_500 },
      ]);
      expect(r.totals).toEqual({ orders: 3, revenue: 56_500 });
      expect(r.averageOrderValue).toBeCloseTo(56_500 / 3, 2);
      expect(r.byStatus).toEqual(
        ORDER_STATUSES.map((status) => ({
          status,
          orders: ['Delivered', 'Rejected', 'Confirmed', 'Shipping'].includes(status) ? 1 : 0,
          amount:
            { Delivered: 35_000, Rejected: 32_000, Confirmed: 12_000, Shipping: 9_500 }[
              status as 'Delivered'
            ] ?? 0,
        })),
      );
      expect(r.byPaymentType).toEqual([
        {
          paymentType: 'KBZPay',
          orders: 2,
          revenue: 21_500,
          orderShare: 0.6667,
          revenueShare: 0.3805,
        },
        {
          paymentType: 'Cash on deli',
          orders: 1,
          revenue: 35_000,
          orderShare: 0.3333,
          revenueShare: 0.6195,
        },
      ]);
      expect(r.topProducts.byUnits.map((p) => [p.name, p.units, p.revenue])).toEqual([
        ['Tea leaf', 7, 21_000],
        ['Longyi', 2, 24_000],
        ['Book', 1, 8_000],
      ]);
      expect(r.topProducts.byRevenue.map((p) => p.name)).toEqual(['Longyi', 'Tea leaf', 'Book']);
      expect(r.topProducts.byRevenue[0]!.nameMm).toBe('လုံချည်');
      expect(r.unconvertedCurrencies).toEqual([]);
    });

    it("gives one shop's figures alone, to its staff and to an owner alike", async () => {
      const mine = await report('from=2030-03-01&to=2030-03-03', staff.auth);
      expect(mine.totals).toEqual({ orders: 2, revenue: 47_000 });
      const books = await report(`from=2030-03-01&to=2030-03-03&shopGuid=${w.bookShop.guid}`);
      expect(books.totals).toEqual({ orders: 1, revenue: 9_500 });
      const { shops: _all, ...figures } = books;
      const { shops, ...theirs } = await report('from=2030-03-01&to=2030-03-03', bookStaff.auth);
      expect(theirs).toEqual(figures);
      expect(shops.map((s) => s.guid)).toEqual([w.bookShop.guid]);
    });
  });

  it('ranks the ten products with most units and most revenue, from more than ten sold', async () => {
    const { categoryGuid } = await t.db.kysely
      .selectFrom('products')
      .select('categoryGuid')
      .where('guid', '=', w.tea.guid)
      .executeTakeFirstOrThrow();
    const products = [];
    for (let i = 0; i < 14; i++) {
      products.push(await addProduct(t.db, w.bookShop.guid, categoryGuid, { name: `Ranked ${i}` }));
    }
    // Product i sells i + 1 units at a price falling with i: units and revenue rank differently.
    await insertReportOrders(
      t.db,
      products.map((p, i) =>
        order({
          shopGuid: w.bookShop.guid,
          shippingMethodGuid: w.shipping.post,
          placedAt: '2032-04-01T06:00:00.000Z',
          lines: [
            {
              productGuid: p.guid,
              variantGuid: p.variants[0]!.guid,
              productName: p.name,
              variantName: 'Standard',
              quantity: i + 1,
              unitPriceMinor: (30 - i) * 10_000 * (i % 2 === 0 ? 3 : 1),
            },
          ],
        }),
      ),
    );
    const r = await report('from=2032-04-01&to=2032-04-01');
    const byUnits = products
      .map((p, i) => ({ name: p.name, units: i + 1 }))
      .sort((a, b) => b.units - a.units)
      .slice(0, 10);
    expect(r.topProducts.byUnits.map((p) => [p.name, p.units])).toEqual(
      byUnits.map((p) => [p.name, p.units]),
    );
    const byRevenue = products
      .map((p, i) => ({
        name: p.name,
        revenue: ((i + 1) * (30 - i) * 10_000 * (i % 2 === 0 ? 3 : 1)) / 100,
      }))
      .sort((a, b) => b.revenue - a.revenue)
      .slice(0, 10);
    expect(r.topProducts.byRevenue.map((p) => [p.name, p.revenue])).toEqual(
      byRevenue.map((p) => [p.name, p.revenue]),
    );
  });

  it('counts an order placed through the checkout', async () => {
    const today = iso(Date.now() + MYANMAR_MS).slice(0, 10);
    const before = await report(`from=${today}&to=${today}`);
    await placeTwoShopOrder(t, w);
    const after = await report(`from=${today}&to=${today}`);
    expect(after.totals.orders).toBe(before.totals.orders + 2);
    expect(after.byStatus.find((s) => s.status === 'Pending')!.orders).toBe(
      before.byStatus.find((s) => s.status === 'Pending')!.orders + 2,
    );
  });

  it('equals a slow, obvious count over random orders (days at Myanmar midnight, statuses, shops, payments, currencies)', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            day: fc.integer({ min: -1, max: 4 }),
            // Near Myanmar midnight, on either side, or anywhere in the day.
            at: fc.oneof(
              fc.integer({ min: -2, max: 2 }),
              fc.integer({ min: -90_000, max: 90_000 }),
              fc.integer({ min: 0, max: DAY_MS - 1 }),
            ),
            book: fc.boolean(),
            paid: fc.integer({ min: 0, max: 9 }),
            status: fc.constantFrom(...ORDER_STATUSES),
            payment: fc.constantFrom('Cash on deli', 'KBZPay', 'WavePay'),
            currency: fc.constantFrom('MMK', 'MMK', 'MMK', 'THB'),
            fee: fc.integer({ min: 0, max: 500_000 }),
            lines: fc.array(
              fc.record({
                product: fc.integer({ min: 0, max: 2 }),
                quantity: fc.integer({ min: 1, max: 20 }),
                price: fc.integer({ min: 1, max: 5_000_000 }),
              }),
              { minLength: 1, maxLength: 3 },
            ),
          }),
          { maxLength: 25 },
        ),
        // Status moves made after the orders are placed, through the staff's own call.
        fc.array(fc.record({ pick: fc.nat(), to: fc.constantFrom(...ORDER_STATUSES) }), {
          maxLength: 12,
        }),
        async (drafts, moves) => {
          // Each run has its own days, far from every other run's and the other tests'.
          run += 1;
          const base = addDays('2035-01-01', run * 10);
          const from = base;
          const to = addDays(base, 3);
          const written = await insertReportOrders(
            t.db,
            drafts.map((d) => {
              const shopGuid = d.book ? w.bookShop.guid : w.shop.guid;
              return order({
                shopGuid,
                shippingMethodGuid: d.book ? w.shipping.post : w.shipping.express,
                placedAt: d.paid === 0 ? null : iso(dayStart(addDays(base, d.day)) + d.at),
                status: d.status,
                paymentType: d.payment,
                currencyCode: d.currency,
                shippingFeeMinor: d.fee,
                lines: d.lines.map((l) => ({
                  ...[longyiLine(1), teaLine(1), bookLine(1)][l.product]!,
                  quantity: l.quantity,
                  unitPriceMinor: l.price,
                })),
              });
            }),
          );
          const placed = written.filter((o) => o.placedAt !== null);
          for (const move of placed.length > 0 ? moves : []) {
            const o = placed[move.pick % placed.length]!;
            const res = await t.app.inject({
              method: 'POST',
              url: `/v1/seller/orders/${o.saleGuid}/status`,
              headers: o.shopGuid === w.bookShop.guid ? bookStaff.auth : staff.auth,
              payload: { status: move.to, note: 'Out of stock' },
            });
            // A move the life cycle refuses (409) changes nothing; one it allows is counted.
            expect([200, 409], res.body).toContain(res.statusCode);
            if (res.statusCode === 200) o.status = move.to;
          }
          for (const shopGuid of [null, w.shop.guid]) {
            const r = await report(
              `from=${from}&to=${to}${shopGuid ? `&shopGuid=${shopGuid}` : ''}`,
            );
            expectSameFigures(r, slowReport(written, from, to, shopGuid));
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('keeps its roll-ups equal to a recount of every order (the backfill the migration runs)', async () => {
    // Every order the tests above placed, moved or rejected, kept by the writes' upserts.
    const kept = await readReportRollups(t.db);
    expect(kept.days.length).toBeGreaterThan(0);
    expect(kept.products.length).toBeGreaterThan(0);
    await rebuildReportRollups(t.db);
    expect(await readReportRollups(t.db)).toEqual(kept);
  });
});

interface Slow {
  days: Map<string, { orders: number; revenue: number }>;
  status: Map<string, { orders: number; amount: number }>;
  payment: Map<string, { orders: number; revenue: number }>;
  units: Map<string, number>;
  productRevenue: Map<string, number>;
}

/** The report worked out order by order, the obvious way. */
function slowReport(
  orders: WrittenOrder[],
  from: string,
  to: string,
  shopGuid: string | null,
): Slow {
  const s: Slow = {
    days: new Map(),
    status: new Map(),
    payment: new Map(),
    units: new Map(),
    productRevenue: new Map(),
  };
  for (const o of orders) {
    if (o.placedAt === null) continue;
    if (shopGuid !== null && o.shopGuid !== shopGuid) continue;
    const day = myanmarDay(o.placedAt);
    if (day < from || day > to) continue;
    const rate = RATES[o.currencyCode]!;
    const mmk = (o.totalMinor / 100) * rate;
    const st = s.status.get(o.status) ?? { orders: 0, amount: 0 };
    s.status.set(o.status, { orders: st.orders + 1, amount: st.amount + mmk });
    if (o.status === 'Rejected') continue;
    const d = s.days.get(day) ?? { orders: 0, revenue: 0 };
    s.days.set(day, { orders: d.orders + 1, revenue: d.revenue + mmk });
    const p = s.payment.get(o.paymentType) ?? { orders: 0, revenue: 0 };
    s.payment.set(o.paymentType, { orders: p.orders + 1, revenue: p.revenue + mmk });
    for (const l of o.lines) {
      s.units.set(l.productGuid, (s.units.get(l.productGuid) ?? 0) + l.quantity);
      s.productRevenue.set(
        l.productGuid,
        (s.productRevenue.get(l.productGuid) ?? 0) + ((l.quantity * l.unitPriceMinor) / 100) * rate,
      );
    }
  }
  return s;
}

function expectSameFigures(r: SalesReport, s: Slow): void {
  for (const d of r.days) {
    const want = s.days.get(d.date) ?? { orders: 0, revenue: 0 };
    expect(d.orders, d.date).toBe(want.orders);
    expect(d.revenue, d.date).toBeCloseTo(want.revenue, 1);
  }
  expect(r.days.reduce((n, d) => n + d.orders, 0)).toBe(
    [...s.days.values()].reduce((n, d) => n + d.orders, 0),
  );
  for (const row of r.byStatus) {
    const want = s.status.get(row.status) ?? { orders: 0, amount: 0 };
    expect(row.orders, row.status).toBe(want.orders);
    expect(row.amount, row.status).toBeCloseTo(want.amount, 1);
  }
  expect(r.byPaymentType.map((p) => p.paymentType).sort()).toEqual([...s.payment.keys()].sort());
  for (const row of r.byPaymentType) {
    const want = s.payment.get(row.paymentType)!;
    expect(row.orders).toBe(want.orders);
    expect(row.revenue).toBeCloseTo(want.revenue, 1);
  }
  expect(new Map(r.topProducts.byUnits.map((p) => [p.productGuid, p.units]))).toEqual(s.units);
  expect(r.topProducts.byRevenue.map((p) => p.productGuid).sort()).toEqual(
    [...s.productRevenue.keys()].sort(),
  );
  for (const p of r.topProducts.byRevenue) {
    expect(p.revenue).toBeCloseTo(s.productRevenue.get(p.productGuid)!, 1);
  }
  const revenues = r.topProducts.byRevenue.map((p) => p.revenue);
  expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
}
