import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { SaleCreateResponseSchema } from '@storefront/contract/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  mmkTotals,
  postSale,
  saleBody,
  type CheckoutWorld,
} from '../../test/sales-fixtures';

/** JSON text of an array nested `depth` levels deep: parses fine, recursion over it does not. */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe.each(testDialects())('hostile sale bodies on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
  });
  afterAll(() => t.close());

  /** One Tea leaf (250 g) to Alice's home by Yangon Express: 2,000 for up to 1 kg, sub total 3,000. */
  const teaOrder = () => {
    const totals = mmkTotals(3_000, 2_000);
    return saleBody({
      shopGuid: w.shop.guid,
      shippingGuid: w.shipping.express,
      contactGuid: w.addresses.aliceHome,
      items: [{ productGuid: w.tea.variant.guid, quantity: 1, addons: [] }],
      totalAmount: totals.total,
      totalShippingFees: totals.shipping,
    });
  };

  /** The body as raw JSON with a field the server ignores replaced by 20,000 nested arrays. */
  const withDeepField = (body: object, path: 'status' | 'contact') => {
    const marker = '"__deep__"';
    const json =
      path === 'status'
        ? JSON.stringify({ ...body, status: '__deep__' })
        : JSON.stringify({
            ...body,
            contact: { ...(body as { contact: object }).contact, extra: '__deep__' },
          });
    return json.replace(marker, nested(20_000));
  };

  it('answers a deeply nested ignored field with the sale, and replays it by key', async () => {
    const body = teaOrder();
    const headers = { 'content-type': 'application/json', 'idempotency-key': 'deep-status-1' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/v1/pos/sales/?access=website',
      headers: { ...w.alice.auth, ...headers },
      payload: withDeepField(body, 'status'),
    });
    expect(first.statusCode, first.body).toBe(200);
    const saleGuid = parseBody(SaleCreateResponseSchema, first.body).data;

    // What the server ignores is not part of the request it remembers: the plain body with the
    // same key is the same request.
    const again = await postSale(t.app, w.alice, body, { 'idempotency-key': 'deep-status-1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(parseBody(SaleCreateResponseSchema, again.body).data).toBe(saleGuid);
  });

  it('drops deep extra fields of the chosen address instead of walking them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/pos/sales/?access=website',
      headers: {
        ...w.alice.auth,
        'content-type': 'application/json',
        'idempotency-key': 'deep-contact-1',
      },
      payload: withDeepField(teaOrder(), 'contact'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.kysely
      .selectFrom('idempotencyKeys')
      .select('requestHash')
      .where('key', '=', 'deep-contact-1')
      .executeTakeFirstOrThrow();
    expect(row.requestHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a body over the limit of its route with a readable 413', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/user/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'someone', password: 'x'.repeat(300 * 1024) }),
    });
    expect(login.statusCode).toBe(413);
    expect(parseBody(ErrorEnvelopeSchema, login.body).message).toMatch(/too large/i);

    const sale = await postSale(t.app, w.alice, { ...teaOrder(), remark: 'x'.repeat(300 * 1024) });
    expect(sale.statusCode).toBe(413);

    // The invoice alone takes a receipt-sized body: 1 MB reaches its own checks.
    const invoice = await t.app.inject({
      method: 'POST',
      url: '/v1/pos/sales/invoice/',
      headers: { ...w.alice.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({
        paymentType: 'KBZPay',
        accountName: 'Alice',
        accountNumber: '09123456789',
        currencyCode: 'MMK',
        screenShot: 'A'.repeat(1024 * 1024),
        salesOrderId: ['00000000-0000-4000-8000-000000000000'],
      }),
    });
    expect(invoice.statusCode).not.toBe(413);
    expect(invoice.statusCode).toBeGreaterThanOrEqual(400);
    expect(invoice.statusCode).toBeLessThan(500);
  });
});
