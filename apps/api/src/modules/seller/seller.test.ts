import {
  SellerOrderDetailResponseSchema,
  SellerOrderListResponseSchema,
} from '@storefront/contract/seller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addCheckoutWorld, cashInvoice, type CheckoutWorld } from '../../test/sales-fixtures';
import {
  addAddressWithPhone,
  addShopSeller,
  getSellerOrder,
  getSellerOrders,
  moveOrder,
  placeTwoShopOrder,
  teaSale,
  type Seller,
  type TwoShopOrder,
} from '../../test/seller-fixtures';

describe.each(testDialects())('shop staff: order detail and list on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let staff: Seller;
  let bookStaff: Seller;
  /** Alice's two-shop order: Longyi lines for the shop, a Book for the book shop. */
  let twoShop: TwoShopOrder;
  /** Every order of the shop, oldest first. */
  const shopOrders: { saleGuid: string; invoiceNo: string; buyer: 'alice' | 'bob' }[] = [];
  let unpaidSale: string;
  let bobAddress: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    staff = await addShopSeller(t, w.shop.guid);
    bookStaff = await addShopSeller(t, w.bookShop.guid);
    bobAddress = await addAddressWithPhone(t.app, w.bob, '09 420 111 222', w.townships.bahan);

    twoShop = await placeTwoShopOrder(t, w);
    shopOrders.push({ saleGuid: twoShop.longyi, invoiceNo: twoShop.invoiceNo, buyer: 'alice' });
    for (const [who, address] of [
      [w.bob, bobAddress],
      [w.alice, w.addresses.aliceHome],
      [w.bob, bobAddress],
      [w.alice, w.addresses.aliceHome],
    ] as const) {
      // Orders sort by their time (to the millisecond); keep each one's distinct.
      await new Promise((resolve) => setTimeout(resolve, 2));
      const sale = await teaSale(t, w, who, address, 3);
      const placed = await cashInvoice(t.app, who, [sale]);
      shopOrders.push({
        saleGuid: sale,
        invoiceNo: placed.invoiceNo,
        buyer: who === w.alice ? 'alice' : 'bob',
      });
    }
    // A sale never paid is no order: staff never see it.
    unpaidSale = await teaSale(t, w, w.bob, bobAddress, 1);
  });
  afterAll(() => t.close());

  const list = async (query = '', who: Seller = staff) => {
    const res = await getSellerOrders(t.app, who, query);
    expect(res.statusCode, res.body).toBe(200);
    return parseBody(SellerOrderListResponseSchema, res.body).data;
  };

  it("shows one order in full: the shop's lines, contact, totals, payment and history", async () => {
    const res = await getSellerOrder(t.app, staff, twoShop.longyi);
    expect(res.statusCode, res.body).toBe(200);
    const order = parseBody(SellerOrderDetailResponseSchema, res.body).data;
    expect(order).toEqual({
      saleGuid: twoShop.longyi,
      invoiceNo: twoShop.invoiceNo,
      createdOn: twoShop.createdOn,
      status: 'Pending',
      nextStatuses: ['Confirmed', 'Rejected'],
      buyerName: w.alice.name,
      contact: {
        name: w.alice.name,
        email: 'buyer@example.com',
        phone: '09765432100',
        additionalPhone: '09 420 000 002',
        address: 'No. 35, Room 4B, Hledan Road, Kamayut, Myanmar',
        place: {
          address: 'No. 35, Room 4B',
          street: 'Hledan Road',
          township: 'Kamayut',
          townshipGuid: w.townships.kamayut,
          country: 'Myanmar',
        },
        shipment: 'Delivery',
        status: 'Pending',
        deliveryType: 'Front Door',
        service: 'Warranty Service',
        remark: 'Ring twice',
      },
      township: 'Kamayut',
      items: [
        expect.objectContaining({
          variantGuid: w.longyi.blue.guid,
          productName: 'Longyi',
          variantName: 'Blue',
          image: w.longyi.blueImage,
          quantity: 2,
          price: 12_000,
          totalPrice: 24_000,
          currencyCode: 'MMK',
        }),
        expect.objectContaining({ variantGuid: w.longyi.red.guid, quantity: 1, price: 13_500 }),
      ],
      addons: [
        {
          addonGuid: w.longyi.giftWrap.guid,
          addonName: 'Gift wrap',
          productGuid: w.longyi.guid,
          addonQuantity: 2,
          addonPrice: 1_000,
          addonTotalPrice: 2_000,
          addonCurrencyCode: 'MMK',
        },
      ],
      shippingMethod: 'Yangon Express',
      subTotal: 39_500,
      tax: 1_975,
      // No coupon code was used (docs/decisions/0032-coupons.md).
      promoCode: null,
      discount: 0,
      deliveryCharges: 3_500,
      totalAmount: 44_975,
      currencyCode: 'MMK',
      mmkRate: 1,
      payment: {
        paymentType: 'Cash on deli',
        accountName: null,
        accountNumber: null,
        receiptImage: null,
        receiptFlag: null,
        receiptMatches: [],
      },
      history: [
        {
          fromStatus: null,
          toStatus: 'Pending',
          byRole: 'Customer',
          byName: w.alice.name,
          note: '',
          createdOn: twoShop.createdOn,
        },
      ],
    });
    // The book shop sees its own block of the same order, and nothing of the Longyi lines.
    const book = parseBody(
      SellerOrderDetailResponseSchema,
      (await getSellerOrder(t.app, bookStaff, twoShop.book)).body,
    ).data;
    expect(book.items.map((i) => i.productName)).toEqual(['Book']);
    expect(book).toMatchObject({ invoiceNo: twoShop.invoiceNo, totalAmount: 9_900 });
  });

  it('flags a receipt seen with other orders, and tells which of them are its own', async () => {
    const invoiceGuidOf = async (invoiceNo: string) =>
      (
        await t.db.kysely
          .selectFrom('invoices')
          .select('guid')
          .where('invoiceNo', '=', invoiceNo)
          .executeTakeFirstOrThrow()
      ).guid;
    const flagged = shopOrders[1]!;
    const ownOther = shopOrders[2]!;
    const [a, own, shared] = await Promise.all([
      invoiceGuidOf(flagged.invoiceNo),
      invoiceGuidOf(ownOther.invoiceNo),
      invoiceGuidOf(twoShop.invoiceNo),
    ]);
    // Matches are stored both ways, as the receipt check writes them.
    const at = new Date().toISOString();
    const both = (x: string, y: string, kind: string) => [
      { invoiceGuid: x, otherInvoiceGuid: y, kind, createdAt: at },
      { invoiceGuid: y, otherInvoiceGuid: x, kind, createdAt: at },
    ];
    await t.db.kysely
      .insertInto('receiptMatches')
      .values([...both(a, own, 'same-bytes'), ...both(a, shared, 'similar')])
      .execute();
    const detailOf = async (who: Seller, saleGuid: string) =>
      parseBody(SellerOrderDetailResponseSchema, (await getSellerOrder(t.app, who, saleGuid)).body)
        .data;

    const order = await detailOf(staff, flagged.saleGuid);
    expect(order.payment.receiptFlag).toBe('duplicate');
    // Oldest first; the two-shop order has a block of this shop, so it is its own too.
    expect(order.payment.receiptMatches).toEqual([
      {
        invoiceNo: twoShop.invoiceNo,
        kind: 'similar',
        isOwnShop: true,
        createdOn: twoShop.createdOn,
      },
      expect.objectContaining({
        invoiceNo: ownOther.invoiceNo,
        kind: 'same-bytes',
        isOwnShop: true,
      }),
    ]);
    // The book shop sees the match of its block, with an order that is none of its own.
    const book = await detailOf(bookStaff, twoShop.book);
    expect(book.payment.receiptFlag).toBe('duplicate');
    expect(book.payment.receiptMatches).toEqual([
      expect.objectContaining({ invoiceNo: flagged.invoiceNo, kind: 'similar', isOwnShop: false }),
    ]);
    const flags = new Map((await list()).items.map((o) => [o.invoiceNo, o.receiptFlag]));
    expect(flags).toEqual(
      new Map([
        [shopOrders[4]!.invoiceNo, null],
        [shopOrders[3]!.invoiceNo, null],
        [ownOther.invoiceNo, 'duplicate'],
        [flagged.invoiceNo, 'duplicate'],
        [twoShop.invoiceNo, 'duplicate'],
      ]),
    );
    expect((await detailOf(staff, shopOrders[3]!.saleGuid)).payment).toMatchObject({
      receiptFlag: null,
      receiptMatches: [],
    });
    await t.db.kysely.deleteFrom('receiptMatches').execute();
  });

  describe('order list', () => {
    beforeAll(async () => {
      // One order of each other status, so the counts have something to count.
      await moveOrder(t.app, staff, shopOrders[3]!.saleGuid, { status: 'Confirmed' });
      await moveOrder(t.app, staff, shopOrders[4]!.saleGuid, {
        status: 'Rejected',
        note: 'Out of stock',
      });
    });

    it("lists the shop's orders newest first with units, amounts and counts per status", async () => {
      const page = await list();
      expect(page.totalCount).toBe(5);
      expect(page.items.map((o) => o.saleGuid)).toEqual(
        [...shopOrders].reverse().map((o) => o.saleGuid),
      );
      expect(page.items.map((o) => o.saleGuid)).not.toContain(unpaidSale);
      expect(page.counts).toEqual({
        Pending: 3,
        Confirmed: 1,
        Shipping: 0,
        Delivered: 0,
        Rejected: 1,
      });
      expect(page.items.at(-1)).toEqual({
        saleGuid: twoShop.longyi,
        invoiceNo: twoShop.invoiceNo,
        createdOn: twoShop.createdOn,
        buyerName: w.alice.name,
        buyerPhone: '09765432100',
        itemCount: 3,
        totalAmount: 44_975,
        currencyCode: 'MMK',
        paymentType: 'Cash on deli',
        status: 'Pending',
        receiptFlag: null,
      });
      expect(page.items[0]).toMatchObject({
        itemCount: 3,
        totalAmount: 14_450,
        status: 'Rejected',
      });
      // The book shop sees only its own block.
      const books = await list('', bookStaff);
      expect(books.items.map((o) => o.saleGuid)).toEqual([twoShop.book]);
      expect(books.counts).toEqual({
        Pending: 1,
        Confirmed: 0,
        Shipping: 0,
        Delivered: 0,
        Rejected: 0,
      });
    });

    it('filters by status; the counts stay those of the whole shop', async () => {
      const pending = await list('?status=Pending');
      expect(pending.totalCount).toBe(3);
      expect(pending.items.every((o) => o.status === 'Pending')).toBe(true);
      expect(pending.counts.Rejected).toBe(1);
      const rejected = await list('?status=Rejected');
      expect(rejected.items.map((o) => o.saleGuid)).toEqual([shopOrders[4]!.saleGuid]);
      expect((await list('?status=')).totalCount).toBe(5);
      expect((await getSellerOrders(t.app, staff, '?status=Lost')).statusCode).toBe(400);
    });

    it('searches invoice number, buyer name and phone in any usual form', async () => {
      const found = async (keyword: string, status = '') =>
        (await list(`?keyword=${encodeURIComponent(keyword)}${status}`)).items.map(
          (o) => o.saleGuid,
        );
      const ofBuyer = (buyer: 'alice' | 'bob') =>
        shopOrders
          .filter((o) => o.buyer === buyer)
          .map((o) => o.saleGuid)
          .reverse();
      const target = shopOrders[2]!;
      expect(await found(target.invoiceNo.slice(-6).toLowerCase())).toEqual([target.saleGuid]);
      expect(await found(w.alice.name.toUpperCase())).toEqual(ofBuyer('alice'));
      expect(await found(w.bob.name.slice(-5))).toEqual(ofBuyer('bob'));
      for (const phone of [
        '09420111222',
        '+95 9 420 111 222',
        '959420111222',
        '420-111',
        '၀၉၄၂၀၁၁၁၂၂၂',
      ]) {
        expect(await found(phone), phone).toEqual(ofBuyer('bob'));
      }
      expect(await found('09765432100')).toEqual(ofBuyer('alice'));
      expect(await found('765432', '&status=Rejected')).toEqual([shopOrders[4]!.saleGuid]);
      expect(await found('420111', '&status=Rejected')).toEqual([]);
      // Wildcards are matched as typed, not as wildcards.
      expect(await found('%')).toEqual([]);
      expect(await found('_')).toEqual([]);
      expect(await found('nobody at all')).toEqual([]);
      const counted = await list(`?keyword=${encodeURIComponent(w.bob.name)}`);
      expect(counted.totalCount).toBe(2);
      expect(counted.counts.Pending).toBe(3);
    });

    it('pages with first and max; totalCount counts every match', async () => {
      const first = await list('?first=0&max=2');
      const second = await list('?first=2&max=2');
      const third = await list('?first=4&max=2');
      expect([first, second, third].map((p) => p.totalCount)).toEqual([5, 5, 5]);
      expect([...first.items, ...second.items, ...third.items].map((o) => o.saleGuid)).toEqual(
        [...shopOrders].reverse().map((o) => o.saleGuid),
      );
      expect(third.items).toHaveLength(1);
      expect((await list('?first=10')).items).toEqual([]);
      expect((await getSellerOrders(t.app, staff, '?max=0')).statusCode).toBe(400);
    });
  });
});
