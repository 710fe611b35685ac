import type { OrderStatus } from '@storefront/commerce/order-status';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { OrderDetailResponseSchema } from '@storefront/contract/sales';
import {
  SellerOrderDetailResponseSchema,
  StatusChangeResponseSchema,
  type SellerEvent,
} from '@storefront/contract/seller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, variant } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  cashInvoice,
  postInvoice,
  productStockOf,
  saleBody,
  saleOk,
  stockOf,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import {
  addShopSeller,
  getSellerOrder,
  moveOrder,
  postStatus,
  teaSale,
  type Seller,
} from '../../test/seller-fixtures';
import { refusalOf } from './seller.service';

describe.each(testDialects())('shop staff: order status changes on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let staff: Seller;
  let bookStaff: Seller;
  let colleague: Seller;
  const events: { shopGuid: string; event: SellerEvent }[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    staff = await addShopSeller(t, w.shop.guid);
    colleague = await addShopSeller(t, w.shop.guid);
    bookStaff = await addShopSeller(t, w.bookShop.guid);
    for (const shopGuid of [w.shop.guid, w.bookShop.guid]) {
      t.app.sellerEvents.subscribe(shopGuid, (event) => events.push({ shopGuid, event }));
    }
  });
  afterAll(() => t.close());

  /** A paid one-line tea order of the shop. */
  async function teaOrder(): Promise<{ saleGuid: string; invoiceNo: string }> {
    const saleGuid = await teaSale(t, w, w.alice, w.addresses.aliceHome);
    const { invoiceNo } = await cashInvoice(t.app, w.alice, [saleGuid]);
    return { saleGuid, invoiceNo };
  }
  const shopperOrder = async (invoiceNo: string) => {
    const res = await t.app.inject({
      url: `/v1/pos/sales/invoice/${invoiceNo}`,
      headers: w.alice.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return parseBody(OrderDetailResponseSchema, res.body).data;
  };
  const statusOf = async (saleGuid: string) => {
    const res = await getSellerOrder(t.app, staff, saleGuid);
    return parseBody(SellerOrderDetailResponseSchema, res.body).data;
  };
  const historyRows = async (saleGuid: string) =>
    t.db.kysely
      .selectFrom('orderHistory')
      .select(['fromStatus', 'toStatus', 'actorGuid', 'actorRole', 'note'])
      .where('saleGuid', '=', saleGuid)
      .execute();

  it('walks a two-shop order through every legal move; the shopper sees each step', async () => {
    const longyi = await saleOk(
      t.app,
      w.alice,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.nationwide,
        contactGuid: w.addresses.aliceHome,
        items: [{ productGuid: w.longyi.blue.guid, quantity: 1, addons: [] }],
        totalAmount: 12_600 + 5_000,
        totalShippingFees: 5_000,
      }),
    );
    const bookStockBefore = await stockOf(t.db, w.book.variant.guid);
    const book = await saleOk(
      t.app,
      w.alice,
      saleBody({
        shopGuid: w.bookShop.guid,
        shippingGuid: w.shipping.post,
        contactGuid: w.addresses.aliceHome,
        items: [{ productGuid: w.book.variant.guid, quantity: 1, addons: [] }],
        totalAmount: 9_900,
        totalShippingFees: 1_500,
      }),
    );
    const { invoiceNo, createdOn } = await cashInvoice(t.app, w.alice, [longyi, book]);
    const placed = await shopperOrder(invoiceNo);
    expect(placed.status).toBe('Pending');
    expect(placed.productInfo.map((b) => b.history)).toEqual([
      [
        {
          fromStatus: null,
          toStatus: 'Pending',
          byRole: 'Customer',
          byName: w.alice.name,
          note: '',
          createdOn,
        },
      ],
      [expect.objectContaining({ fromStatus: null, toStatus: 'Pending', byRole: 'Customer' })],
    ]);

    // [who, sale, move, note, the longyi block's, the book block's, and the order's status]
    const steps: [Seller, string, OrderStatus, string, string, string, string][] = [
      [staff, longyi, 'Confirmed', 'Paid at the door', 'Confirmed', 'Pending', 'Pending'],
      [bookStaff, book, 'Confirmed', '', 'Confirmed', 'Confirmed', 'Confirmed'],
      [
        staff,
        longyi,
        'Shipping',
        'Royal Express, parcel 4417',
        'Shipping',
        'Confirmed',
        'Confirmed',
      ],
      [
        bookStaff,
        book,
        'Rejected',
        'The last copy was damaged',
        'Shipping',
        'Rejected',
        'Shipping',
      ],
      [staff, longyi, 'Delivered', '', 'Delivered', 'Rejected', 'Delivered'],
    ];
    for (const [who, saleGuid, status, note, longyiStatus, bookStatus, orderStatus] of steps) {
      const res = await postStatus(t.app, who, saleGuid, { status, note });
      expect(res.statusCode, res.body).toBe(200);
      const answer = parseBody(StatusChangeResponseSchema, res.body).data;
      expect(answer.status).toBe(status);
      expect(answer.entry).toMatchObject({
        toStatus: status,
        byRole: 'Seller',
        byName: who === staff ? w.shop.name : w.bookShop.name,
        note,
      });
      const order = await shopperOrder(invoiceNo);
      expect(order.status, status).toBe(orderStatus);
      expect(order.contact.status).toBe(orderStatus);
      expect(order.productInfo.map((b) => b.orderStatus)).toEqual([longyiStatus, bookStatus]);
      const block = order.productInfo.find((b) => b.saleGuid === saleGuid)!;
      expect(block.history.at(-1)).toEqual(answer.entry);
    }

    const order = await shopperOrder(invoiceNo);
    expect(order.productInfo[0]!.history.map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      [null, 'Pending', ''],
      ['Pending', 'Confirmed', 'Paid at the door'],
      ['Confirmed', 'Shipping', 'Royal Express, parcel 4417'],
      ['Shipping', 'Delivered', ''],
    ]);
    expect(order.productInfo[1]!.history.at(-1)).toMatchObject({
      fromStatus: 'Confirmed',
      toStatus: 'Rejected',
      byName: w.bookShop.name,
      note: 'The last copy was damaged',
    });
    // The rejected book went back on the shelf.
    expect(await stockOf(t.db, w.book.variant.guid)).toEqual(bookStockBefore);
    expect((await historyRows(longyi)).filter((h) => h.actorRole === 'Seller')).toEqual([
      expect.objectContaining({ actorGuid: staff.guid, toStatus: 'Confirmed' }),
      expect.objectContaining({ actorGuid: staff.guid, toStatus: 'Shipping' }),
      expect.objectContaining({ actorGuid: staff.guid, toStatus: 'Delivered' }),
    ]);
    expect((await statusOf(longyi)).nextStatuses).toEqual([]);
  });

  it('refuses every illegal move with 409 naming the current status, and changes nothing', async () => {
    const inStatus = async (...steps: OrderStatus[]) => {
      const { saleGuid } = await teaOrder();
      await moveOrder(
        t.app,
        staff,
        saleGuid,
        ...steps.map((status) => ({ status, note: status === 'Rejected' ? 'No stock' : '' })),
      );
      return saleGuid;
    };
    const orders: Record<OrderStatus, string> = {
      Pending: await inStatus(),
      Confirmed: await inStatus('Confirmed'),
      Shipping: await inStatus('Confirmed', 'Shipping'),
      Delivered: await inStatus('Confirmed', 'Shipping', 'Delivered'),
      Rejected: await inStatus('Rejected'),
    };
    const table: [OrderStatus, OrderStatus, string][] = [
      ['Pending', 'Pending', 'This order is already Pending.'],
      ['Pending', 'Shipping', 'This order is still Pending; move it to Confirmed first.'],
      ['Pending', 'Delivered', 'This order is still Pending; move it to Confirmed first.'],
      ['Confirmed', 'Confirmed', 'This order is already Confirmed.'],
      ['Confirmed', 'Pending', 'This order is already Confirmed.'],
      ['Confirmed', 'Delivered', 'This order is still Confirmed; move it to Shipping first.'],
      ['Shipping', 'Rejected', 'This order is Shipping; it can no longer be rejected.'],
      ['Shipping', 'Confirmed', 'This order is already Shipping.'],
      ['Shipping', 'Pending', 'This order is already Shipping.'],
      ['Delivered', 'Rejected', 'This order is already Delivered.'],
      ['Delivered', 'Shipping', 'This order is already Delivered.'],
      ['Rejected', 'Confirmed', 'This order is already Rejected.'],
      ['Rejected', 'Rejected', 'This order is already Rejected.'],
      ['Rejected', 'Pending', 'This order is already Rejected.'],
    ];
    for (const [from, to, message] of table) {
      const saleGuid = orders[from];
      const before = await historyRows(saleGuid);
      const res = await postStatus(t.app, staff, saleGuid, { status: to, note: 'A reason' });
      expect(res.statusCode, `${from} → ${to}`).toBe(409);
      expect(parseBody(ErrorEnvelopeSchema, res.body).message).toBe(message);
      expect((await statusOf(saleGuid)).status).toBe(from);
      expect(await historyRows(saleGuid)).toEqual(before);
    }
    const unknown = await postStatus(t.app, staff, orders.Pending, {
      status: 'Lost' as OrderStatus,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('needs the reason the shopper will read to reject (422)', async () => {
    const { saleGuid, invoiceNo } = await teaOrder();
    // Zero-width characters, a byte order mark, bidi controls and Hangul fillers say nothing:
    // docs/product.md#visible-text.
    for (const note of [
      undefined,
      '',
      '   ',
      '\u200b\u200c\u200d',
      ' \ufeff\u202e\u2066 ',
      '\u3164',
    ]) {
      const res = await postStatus(t.app, staff, saleGuid, { status: 'Rejected', note });
      expect(res.statusCode).toBe(422);
      expect(parseBody(ErrorEnvelopeSchema, res.body)).toMatchObject({
        message: 'Please give the reason the shopper will read.',
        field: 'note',
      });
    }
    expect((await statusOf(saleGuid)).status).toBe('Pending');
    const res = await postStatus(t.app, staff, saleGuid, {
      status: 'Rejected',
      note: '  Out of stock\u200b until \u202eMay  ',
    });
    expect(res.statusCode).toBe(200);
    const block = (await shopperOrder(invoiceNo)).productInfo[0]!;
    expect(block.orderStatus).toBe('Rejected');
    expect(block.history.at(-1)?.note).toBe('Out of stock until May');
  });

  it('lets exactly one of two staff acting at once move the order', async () => {
    const { saleGuid } = await teaOrder();
    const answers = await Promise.all([
      postStatus(t.app, staff, saleGuid, { status: 'Confirmed' }),
      postStatus(t.app, colleague, saleGuid, { status: 'Confirmed' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(parseBody(ErrorEnvelopeSchema, refused.body).message).toBe(
      'This order is already Confirmed.',
    );
    const moves = (await historyRows(saleGuid)).filter((h) => h.actorRole === 'Seller');
    expect(moves).toHaveLength(1);

    // A move that lost its race is refused even where it would be legal from the new status:
    // the staff member decided on what their screen showed, which is no longer so.
    expect(refusalOf('Confirmed', 'Rejected').message).toBe(
      'This order is now Confirmed. Please check it before changing it.',
    );
  });

  it('gives a rejected order back to stock and takes it out of sales exactly once', async () => {
    const category = await t.db.kysely
      .selectFrom('categories')
      .select('guid')
      .where('level', '=', 3)
      .executeTakeFirstOrThrow();
    const product = await addProduct(t.db, w.shop.guid, category.guid, {
      name: 'Limited print',
      variants: [
        variant({ name: 'Only', priceSell: 10_000, weightKg: 1, stockQty: 2, preSaleLimit: 3 }),
      ],
    });
    const variantGuid = product.variants[0]!.guid;
    const before = {
      variant: await stockOf(t.db, variantGuid),
      product: await productStockOf(t.db, product.guid),
    };
    // Four units: the two in stock and two of the pre-sale limit.
    const saleGuid = await saleOk(
      t.app,
      w.bob,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.nationwide,
        contactGuid: w.addresses.bobHome,
        items: [{ productGuid: variantGuid, quantity: 4, addons: [] }],
        totalAmount: 42_000 + 5_000,
        totalShippingFees: 5_000,
      }),
    );
    await cashInvoice(t.app, w.bob, [saleGuid]);
    expect(await stockOf(t.db, variantGuid)).toEqual({ stockQty: 0, preSaleLimit: 1 });
    expect(await productStockOf(t.db, product.guid)).toEqual({
      stockQty: 0,
      preSaleLimit: 1,
      soldCount: before.product.soldCount + 4,
    });

    const answers = await Promise.all([
      postStatus(t.app, staff, saleGuid, { status: 'Rejected', note: 'Print run cancelled' }),
      postStatus(t.app, colleague, saleGuid, { status: 'Rejected', note: 'Print run cancelled' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(
      parseBody(ErrorEnvelopeSchema, answers.find((a) => a.statusCode === 409)!.body).message,
    ).toBe('This order is already Rejected.');
    expect(await stockOf(t.db, variantGuid)).toEqual(before.variant);
    expect(await productStockOf(t.db, product.guid)).toEqual(before.product);
  });

  it('tells the shop of new orders and of each change, and only that shop', async () => {
    events.length = 0;
    const { saleGuid, invoiceNo } = await teaOrder();
    const invoice = await t.db.kysely
      .selectFrom('invoices')
      .select('createdAt')
      .where('invoiceNo', '=', invoiceNo)
      .executeTakeFirstOrThrow();
    await moveOrder(t.app, staff, saleGuid, { status: 'Confirmed' });
    await postStatus(t.app, staff, saleGuid, { status: 'Confirmed' });
    expect(events).toEqual([
      {
        shopGuid: w.shop.guid,
        event: {
          type: 'order-created',
          saleGuid,
          invoiceNo,
          status: 'Pending',
          createdOn: invoice.createdAt,
        },
      },
      {
        shopGuid: w.shop.guid,
        event: {
          type: 'order-status',
          saleGuid,
          invoiceNo,
          status: 'Confirmed',
          createdOn: invoice.createdAt,
        },
      },
    ]);

    // A replayed invoice is the same order: nobody hears of it twice.
    events.length = 0;
    const sale = await saleOk(
      t.app,
      w.alice,
      saleBody({
        shopGuid: w.bookShop.guid,
        shippingGuid: w.shipping.post,
        contactGuid: w.addresses.aliceHome,
        items: [{ productGuid: w.book.variant.guid, quantity: 1, addons: [] }],
        totalAmount: 9_900,
        totalShippingFees: 1_500,
      }),
    );
    const body = {
      paymentType: 'Cash on deli',
      currencyCode: 'MMK',
      salesOrderId: [sale],
    };
    const headers = { 'Idempotency-Key': `replay-${sale}` };
    expect((await postInvoice(t.app, w.alice, body, headers)).statusCode).toBe(200);
    const replay = await postInvoice(t.app, w.alice, body, headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(events.map((e) => [e.shopGuid, e.event.type, e.event.saleGuid])).toEqual([
      [w.bookShop.guid, 'order-created', sale],
    ]);
  });
});
