import { ORDER_CSV_COLUMNS } from '@storefront/contract/admin-reports';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '../../test/harness';
import { insertReportOrders, type ReportOrder } from '../../test/report-fixtures';
import { addCheckoutWorld, type CheckoutWorld } from '../../test/sales-fixtures';
import { addBusinessOwner, addShopSeller, type Seller } from '../../test/seller-fixtures';

describe.each(testDialects())('the orders file on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let owner: Awaited<ReturnType<typeof addBusinessOwner>>;
  let staff: Seller;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    owner = await addBusinessOwner(t);
    staff = await addShopSeller(t, w.shop.guid);
    const base: ReportOrder = {
      shopGuid: w.shop.guid,
      shippingMethodGuid: w.shipping.express,
      buyerGuid: w.alice.guid,
      placedAt: '2031-06-01T02:00:00.000Z',
      status: 'Confirmed',
      paymentType: 'Cash on deli',
      currencyCode: 'MMK',
      shippingFeeMinor: 250_000,
      contactName: 'ဒေါ်အေးအေး',
      township: 'ကမာရွတ်',
      lines: [],
    };
    await insertReportOrders(t.db, [
      {
        ...base,
        // Myanmar 1 June, 08:30: two lines, hostile text in every cell a buyer or staff can type.
        contactName: '=HYPERLINK("http://evil.example","click")',
        township: '+95 Yangon',
        lines: [
          {
            productGuid: w.longyi.guid,
            variantGuid: w.longyi.blue.guid,
            productName: 'Longyi, "silk"\r\nsecond line',
            variantName: '@Blue',
            quantity: 2,
            unitPriceMinor: 1_200_050,
          },
          {
            productGuid: w.tea.guid,
            variantGuid: w.tea.variant.guid,
            productName: 'လက်ဖက်',
            variantName: '-250 g',
            quantity: 1,
            unitPriceMinor: 300_000,
          },
        ],
      },
      {
        ...base,
        placedAt: '2031-06-01T17:29:59.000Z', // Myanmar 1 June, 23:59
        status: 'Rejected',
        paymentType: 'KBZPay',
        lines: [
          {
            productGuid: w.tea.guid,
            variantGuid: w.tea.variant.guid,
            productName: 'Tea leaf',
            variantName: '250 g',
            quantity: 3,
            unitPriceMinor: 300_000,
          },
        ],
      },
      {
        ...base,
        placedAt: '2031-06-01T17:30:00.000Z', // Myanmar 2 June: after the range
        lines: [
          {
            productGuid: w.tea.guid,
            variantGuid: w.tea.variant.guid,
            productName: 'Tea leaf',
            variantName: '250 g',
            quantity: 1,
            unitPriceMinor: 300_000,
          },
        ],
      },
      {
        ...base,
        shopGuid: w.bookShop.guid,
        shippingMethodGuid: w.shipping.post,
        placedAt: '2031-06-01T03:00:00.000Z',
        lines: [
          {
            productGuid: w.book.guid,
            variantGuid: w.book.variant.guid,
            productName: 'Book',
            variantName: 'Paperback',
            quantity: 1,
            unitPriceMinor: 800_000,
          },
        ],
      },
    ]);
  });
  afterAll(() => t.close());

  const download = (query: string, headers: Record<string, string> = owner.auth) =>
    t.app.inject({ method: 'GET', url: `/v1/admin/reports/orders.csv?${query}`, headers });

  it('is UTF-8 with a byte order mark, one row per order line, quoted and guarded', async () => {
    const res = await download('from=2031-06-01&to=2031-06-01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="orders-2031-06-01-2031-06-01.csv"',
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(`\ufeff${ORDER_CSV_COLUMNS.join(',')}`);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    // Two lines, one line of the rejected order, one of the book shop: the next day's is out.
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => (r.invoice_no ?? '').startsWith('R'))).toBe(true);
    const [first, second] = rows.filter(
      (r) => r.shop === 'Shwe Longyi' && r.status === 'Confirmed',
    );
    expect(first).toMatchObject({
      order_date: '2031-06-01 08:30',
      buyer_name: `'=HYPERLINK("http://evil.example","click")`,
      township: "'+95 Yangon",
      product: 'Longyi, "silk"\r\nsecond line',
      option: "'@Blue",
      quantity: '2',
      unit_price: '12000.5',
      line_total: '24001',
      shipping_fee: '2500',
      order_total: '29501',
      currency: 'MMK',
      payment_method: 'Cash on deli',
    });
    // The order's own figures on its first line only, so that a column's sum is the range's.
    expect(second).toMatchObject({
      product: 'လက်ဖက်',
      option: "'-250 g",
      shipping_fee: '',
      order_total: '',
    });
    const rejected = rows.find((r) => r.status === 'Rejected')!;
    expect(rejected).toMatchObject({
      order_date: '2031-06-01 23:59',
      buyer_name: 'ဒေါ်အေးအေး',
      township: 'ကမာရွတ်',
      payment_method: 'KBZPay',
    });
    // The raw text quotes the cell with a comma, quotes and a line break as RFC 4180 says.
    expect(text).toContain('"Longyi, ""silk""\r\nsecond line"');
  });

  it("gives staff their own shop's lines only", async () => {
    const res = await download('from=2031-06-01&to=2031-06-01', staff.auth);
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.shop))).toEqual(new Set(['Shwe Longyi']));
  });

  it('pages through many orders in order, every line once', async () => {
    const many: ReportOrder[] = Array.from({ length: 1_203 }, (_, i) => ({
      shopGuid: w.bookShop.guid,
      shippingMethodGuid: w.shipping.post,
      buyerGuid: w.bob.guid,
      // Several orders share one instant: the page boundary must not drop or repeat them.
      placedAt: new Date(
        Date.parse('2031-07-01T00:00:00.000Z') + Math.floor(i / 7) * 1000,
      ).toISOString(),
      status: 'Delivered',
      paymentType: 'KBZPay',
      currencyCode: 'MMK',
      shippingFeeMinor: 0,
      contactName: `Buyer ${i}`,
      township: null,
      lines: [
        {
          productGuid: w.book.guid,
          variantGuid: w.book.variant.guid,
          productName: 'Book',
          variantName: 'Paperback',
          quantity: 1 + (i % 3),
          unitPriceMinor: 800_000,
        },
      ],
    }));
    const written = await insertReportOrders(t.db, many);
    const res = await download('from=2031-07-01&to=2031-07-01');
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1_203);
    expect(new Set(rows.map((r) => r.invoice_no))).toEqual(
      new Set(written.map((o) => o.invoiceNo)),
    );
    const dates = rows.map((r) => r.order_date);
    expect(dates).toEqual([...dates].sort());
    expect(rows.reduce((n, r) => n + Number(r.quantity), 0)).toBe(
      many.reduce((n, o) => n + o.lines[0]!.quantity, 0),
    );
  });

  it('answers an empty range with the header alone', async () => {
    const res = await download('from=2020-01-01&to=2020-01-31');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`\ufeff${ORDER_CSV_COLUMNS.join(',')}\r\n`);
  });
});
