import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { OrderDetailResponseSchema, OrderListResponseSchema } from '@storefront/contract/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  cashInvoice,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import type { Customer } from '../../test/account-fixtures';

describe.each(testDialects())('order history and detail on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let detailed: { invoiceNo: string; longyi: string; book: string };
  const aliceOrders: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    // Alice's first order: Blue × 2 with 2 gift wraps and Red × 1 with 1 tailoring, by Yangon
    // Express (1.3 kg: 3,500), plus a Book from the second shop by B Post (1,500).
    const longyi = await saleOk(
      t.app,
      w.alice,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.express,
        contactGuid: w.addresses.aliceHome,
        items: [
          {
            productGuid: w.longyi.blue.guid,
            quantity: 2,
            addons: [{ addonGuid: w.longyi.giftWrap.guid, addonQuantity: 2 }],
          },
          {
            productGuid: w.longyi.red.guid,
            quantity: 1,
            addons: [{ addonGuid: w.longyi.tailoring.guid, addonQuantity: 1 }],
          },
        ],
        // 24,000 + 13,500 + 2,000 + 2,500 = 42,000; tax 2,100.
        totalAmount: 42_000 + 2_100 + 3_500,
        totalShippingFees: 3_500,
        remark: 'Ring twice',
      }),
    );
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
    const first = await cashInvoice(t.app, w.alice, [longyi, book]);
    detailed = { invoiceNo: first.invoiceNo, longyi, book };
    aliceOrders.push(first.invoiceNo);
    // Eleven more one-item orders, so the history has two pages.
    for (let i = 0; i < 11; i += 1) {
      // Orders sort by their time (to the millisecond); keep each one's distinct.
      await new Promise((resolve) => setTimeout(resolve, 2));
      const sale = await teaSale(w.alice, w.addresses.aliceHome);
      aliceOrders.push((await cashInvoice(t.app, w.alice, [sale])).invoiceNo);
    }
  });
  afterAll(() => t.close());

  function teaSale(who: Customer, contactGuid: string) {
    return saleOk(
      t.app,
      who,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.nationwide,
        contactGuid,
        items: [{ productGuid: w.tea.variant.guid, quantity: 1, addons: [] }],
        totalAmount: 8_150,
        totalShippingFees: 5_000,
      }),
    );
  }
  const list = (who: Customer, query = '') =>
    t.app.inject({ url: `/v1/pos/sales/invoice/list${query}`, headers: who.auth });
  const detail = (who: Customer, invoiceNo: string) =>
    t.app.inject({ url: `/v1/pos/sales/invoice/${invoiceNo}`, headers: who.auth });

  it('lists your orders newest first, ten a page by default, with the total count', async () => {
    const res = await list(w.alice, '?first=0');
    expect(res.statusCode).toBe(200);
    const page = parseBody(OrderListResponseSchema, res.body).data;
    expect(page.totalCount).toBe(12);
    expect(page.items).toHaveLength(10);
    expect(page.items.map((o) => o.invoiceNo)).toEqual([...aliceOrders].reverse().slice(0, 10));
    expect(page.items[0]).toMatchObject({
      itemCount: 1,
      totalAmount: 8_150,
      currencyCode: 'MMK',
      status: 'Pending',
    });
    const second = parseBody(
      OrderListResponseSchema,
      (await list(w.alice, '?first=10&max=10')).body,
    ).data;
    expect(second.items.map((o) => o.invoiceNo)).toEqual([aliceOrders[1], aliceOrders[0]]);
    expect(second.items[1]).toMatchObject({ itemCount: 4, totalAmount: 47_600 + 9_900 });
  });

  it('shows an order in full: shops, items with images, addons, payment, contact, totals', async () => {
    const res = await detail(w.alice, detailed.invoiceNo.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const order = parseBody(OrderDetailResponseSchema, res.body).data;
    expect(order).toMatchObject({
      invoiceNo: detailed.invoiceNo,
      status: 'Pending',
      currencyCode: 'MMK',
      itemCount: 4,
      paymentInfo: {
        buyerName: w.alice.name,
        paymentType: 'Cash on deli',
        subTotal: 50_000,
        tax: 2_500,
        deliveryCharges: 5_000,
        grandTotal: 57_500,
        currencyCode: 'MMK',
        accountName: null,
        accountNumber: null,
      },
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
    });
    expect(order.paymentInfo.orderDate).toBe(order.createdOn);
    expect(order.productInfo).toHaveLength(2);
    const [longyi, book] = order.productInfo as [
      (typeof order.productInfo)[number],
      (typeof order.productInfo)[number],
    ];
    expect(longyi).toMatchObject({
      saleGuid: detailed.longyi,
      shopGuid: w.shop.guid,
      shopName: 'Shwe Longyi',
      shopWebsite: 'https://example.com',
      orderStatus: 'Pending',
      addon: true,
      shippingMethod: 'Yangon Express',
      subTotal: 42_000,
      tax: 2_100,
      deliveryCharges: 3_500,
      totalAmount: 47_600,
    });
    expect(longyi.item).toEqual([
      {
        variantGuid: w.longyi.blue.guid,
        variantName: 'Blue',
        productGuid: w.longyi.guid,
        productName: 'Longyi',
        // The fixture's product has no Burmese name.
        productNameMm: null,
        image: w.longyi.blueImage,
        quantity: 2,
        price: 12_000,
        totalPrice: 24_000,
        currencyCode: 'MMK',
      },
      expect.objectContaining({ variantName: 'Red', quantity: 1, price: 13_500 }),
    ]);
    // Red has no image of its own: the product's cover is shown.
    expect(longyi.item[1]!.image).toMatch(/^[0-9a-f-]{36}$/);
    expect(longyi.addons).toEqual([
      {
        addonGuid: w.longyi.giftWrap.guid,
        addonName: 'Gift wrap',
        productGuid: w.longyi.guid,
        addonQuantity: 2,
        addonPrice: 1_000,
        addonTotalPrice: 2_000,
        addonCurrencyCode: 'MMK',
      },
      expect.objectContaining({ addonName: 'Tailoring', addonQuantity: 1, addonTotalPrice: 2_500 }),
    ]);
    expect(book).toMatchObject({
      shopName: 'Pansodan Books',
      addon: false,
      addons: [],
      totalAmount: 9_900,
    });
  });

  it('keeps the address as it was at checkout', async () => {
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/address_book/delete/${w.addresses.aliceHome}`,
      headers: w.alice.auth,
    });
    const order = parseBody(
      OrderDetailResponseSchema,
      (await detail(w.alice, detailed.invoiceNo)).body,
    ).data;
    expect(order.contact.address).toBe('No. 35, Room 4B, Hledan Road, Kamayut, Myanmar');
  });

  it("never shows another shopper's orders", async () => {
    const res = await detail(w.bob, detailed.invoiceNo);
    expect(res.statusCode).toBe(404);
    expect(parseBody(ErrorEnvelopeSchema, res.body).message).toBe('Order not found.');
    const page = parseBody(OrderListResponseSchema, (await list(w.bob)).body).data;
    expect(page).toEqual({ items: [], totalCount: 0 });
  });

  it('answers an unknown order as not found and a malformed id as a bad request', async () => {
    expect((await detail(w.alice, 'INV-20200101-AAAAAAAA')).statusCode).toBe(404);
    const bad = await detail(w.alice, 'not%20an%20order');
    expect(bad.statusCode).toBe(400);
    expect(parseBody(ErrorEnvelopeSchema, bad.body).message).toBe('Not a valid order id.');
    expect((await list(w.alice, '?max=0')).statusCode).toBe(400);
  });

  it('requires a login for the list and the detail', async () => {
    expect((await t.app.inject({ url: '/v1/pos/sales/invoice/list' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: `/v1/pos/sales/invoice/${detailed.invoiceNo}` });
    expect(res.statusCode).toBe(401);
  });
});
