import { randomUUID } from 'node:crypto';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  SellerOrderDetailResponseSchema,
  SellerProfileResponseSchema,
} from '@storefront/contract/seller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addCheckoutWorld, type CheckoutWorld } from '../../test/sales-fixtures';
import {
  addShopSeller,
  getSellerOrder,
  placeTwoShopOrder,
  postStatus,
  teaSale,
  type Seller,
  type TwoShopOrder,
} from '../../test/seller-fixtures';

describe.each(testDialects())('shop staff: who may call what on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let staff: Seller;
  let bookStaff: Seller;
  let twoShop: TwoShopOrder;
  let unpaidSale: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    staff = await addShopSeller(t, w.shop.guid);
    bookStaff = await addShopSeller(t, w.bookShop.guid);
    twoShop = await placeTwoShopOrder(t, w);
    // A sale never paid is no order: staff never see it.
    unpaidSale = await teaSale(t, w, w.bob, w.addresses.bobHome);
  });
  afterAll(() => t.close());

  const error = (body: string) => parseBody(ErrorEnvelopeSchema, body).message;

  const calls = (saleGuid: string) => [
    { method: 'GET' as const, url: '/v1/seller/me' },
    { method: 'GET' as const, url: '/v1/seller/orders' },
    { method: 'GET' as const, url: `/v1/seller/orders/${saleGuid}` },
    {
      method: 'POST' as const,
      url: `/v1/seller/orders/${saleGuid}/status`,
      payload: { status: 'Confirmed' },
    },
  ];

  it('refuses every seller call without a token (401) and with a shopper token (403)', async () => {
    for (const call of calls(twoShop.longyi)) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      ErrorEnvelopeSchema.parse(JSON.parse(anonymous.body));
      const shopper = await t.app.inject({ ...call, headers: w.alice.auth });
      expect(shopper.statusCode, call.url).toBe(403);
      expect(error(shopper.body)).toMatch(/shop staff only/);
    }
    const detail = await getSellerOrder(t.app, staff, twoShop.longyi);
    expect(parseBody(SellerOrderDetailResponseSchema, detail.body).data.status).toBe('Pending');
  });

  it("answers another shop's order, an unpaid sale and an unknown id as not found", async () => {
    for (const saleGuid of [twoShop.longyi, unpaidSale, randomUUID()]) {
      const detail = await getSellerOrder(t.app, bookStaff, saleGuid);
      expect(detail.statusCode).toBe(404);
      expect(error(detail.body)).toBe('Order not found.');
      const change = await postStatus(t.app, bookStaff, saleGuid, { status: 'Confirmed' });
      expect(change.statusCode).toBe(404);
      expect(error(change.body)).toBe('Order not found.');
    }
    expect((await getSellerOrder(t.app, staff, unpaidSale)).statusCode).toBe(404);
    expect((await getSellerOrder(t.app, staff, 'not-an-id')).statusCode).toBe(400);
    // The refused change left the order as it was.
    const detail = await getSellerOrder(t.app, staff, twoShop.longyi);
    expect(parseBody(SellerOrderDetailResponseSchema, detail.body).data.history).toHaveLength(1);
  });

  it('documents the seller calls under their own tag, with each refusal', async () => {
    type Operation = { tags?: string[]; security?: unknown; responses?: object };
    const doc = JSON.parse((await t.app.inject({ url: '/docs/json' })).body) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = [
      doc.paths['/v1/seller/me']?.get,
      doc.paths['/v1/seller/orders']?.get,
      doc.paths['/v1/seller/orders/{saleGuid}']?.get,
      doc.paths['/v1/seller/orders/{saleGuid}/status']?.post,
    ];
    for (const operation of operations) {
      expect(operation?.tags).toEqual(['seller']);
      expect(operation?.security).toEqual([{ bearer: [] }]);
    }
    expect(Object.keys(operations[3]?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '409', '422']),
    );
  });

  it('tells staff who they are and for which shop', async () => {
    const res = await t.app.inject({ url: '/v1/seller/me', headers: bookStaff.auth });
    expect(res.statusCode).toBe(200);
    expect(parseBody(SellerProfileResponseSchema, res.body).data).toEqual({
      userGuid: bookStaff.guid,
      role: 'Seller',
      name: bookStaff.name,
      username: bookStaff.username,
      mustChangePassword: false,
      shop: {
        guid: w.bookShop.guid,
        name: 'Pansodan Books',
        nameMm: null,
        slug: expect.any(String),
        hostName: expect.stringMatching(/\.localhost$/),
        logo: w.bookShop.logo,
      },
    });
  });
});
