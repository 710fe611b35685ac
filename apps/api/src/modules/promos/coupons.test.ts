import {
  AdminCouponResponseSchema,
  CouponCheckResponseSchema,
  type CouponWrite,
} from '@storefront/contract/admin-coupons';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { PromoListResponseSchema } from '@storefront/contract/promos';
import { OrderDetailResponseSchema } from '@storefront/contract/sales';
import { SellerOrderDetailResponseSchema } from '@storefront/contract/seller';
import { ShopInfoResponseSchema } from '@storefront/contract/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseExpiredSales } from '../sales/sales.service';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import type { Customer } from '../../test/account-fixtures';
import {
  addCheckoutWorld,
  cashInvoice,
  expireSale,
  postSale,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { addBusinessOwner, addShopSeller, postStatus } from '../../test/seller-fixtures';
import { couponBody, myanmarDay } from '../../test/coupon-fixtures';

describe.each(testDialects())('coupon codes at checkout on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let owner: Awaited<ReturnType<typeof addBusinessOwner>>;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      rateLimit: {
        max: 1000,
        timeWindowMs: 60_000,
        loginMax: 1000,
        loginAddressMax: 1000,
        registerMax: 1000,
        couponMax: 1000,
      },
    });
    w = await addCheckoutWorld(t);
    owner = await addBusinessOwner(t);
  });
  afterAll(() => t.close());

  const addCoupon = async (over: Partial<CouponWrite>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/coupons',
      headers: owner.auth,
      payload: couponBody(over),
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return parseBody(AdminCouponResponseSchema, res.body).data;
  };
  const check = (who: Customer, code: string, amount: number, shopGuid = w.shop.guid) =>
    t.app.inject({
      url: `/v1/promo/check?code=${encodeURIComponent(code)}&shopGuid=${shopGuid}&amount=${amount}`,
      headers: who.auth,
    });
  const refusal = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(422);
    return parseBody(ErrorEnvelopeSchema, res.body);
  };
  const usedCount = async (guid: string) =>
    Number(
      (
        await t.db.kysely
          .selectFrom('promoCodes')
          .select('usedCount')
          .where('guid', '=', guid)
          .executeTakeFirstOrThrow()
      ).usedCount,
    );

  /** Blue × 1 (12,000) by Yangon Express (2,000): tax is 5% of the goods after the discount. */
  const blueSale = (
    code: string | null,
    total: number,
    who: 'alice' | 'bob' = 'alice',
    over: Record<string, unknown> = {},
  ) =>
    saleBody({
      shopGuid: w.shop.guid,
      shippingGuid: w.shipping.express,
      contactGuid: who === 'alice' ? w.addresses.aliceHome : w.addresses.bobHome,
      items: [{ productGuid: w.longyi.blue.guid, quantity: 1 }],
      totalAmount: total,
      totalShippingFees: 2_000,
      ...(code === null ? {} : { promoCode: code }),
      ...over,
    });

  it('previews a code typed in any case with spaces: the discount and both descriptions', async () => {
    await addCoupon({
      code: 'PREVIEW10',
      discountValue: 10,
      description: 'Ten off',
      descriptionMm: '၁၀ လျှော့',
    });
    const res = await check(w.alice, '  preview10 ', 12_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(parseBody(CouponCheckResponseSchema, res.body).data).toEqual({
      code: 'PREVIEW10',
      discountType: 'percentage',
      discountValue: 10,
      discountAmount: 1_200,
      currencyCode: 'MMK',
      description: 'Ten off',
      descriptionMm: '၁၀ လျှော့',
    });
    await addCoupon({ code: 'BIGFIXED', discountType: 'fixed_amount', discountValue: 50_000 });
    const capped = parseBody(
      CouponCheckResponseSchema,
      (await check(w.alice, 'bigfixed', 12_000)).body,
    );
    expect(capped.data.discountAmount).toBe(12_000);
  });

  it('says why a code does not apply, one rule at a time', async () => {
    expect(refusal(await check(w.alice, 'NOSUCHCODE', 12_000))).toMatchObject({
      code: 'couponUnknown',
      field: 'code',
      message: 'This coupon code does not exist.',
    });
    await addCoupon({ code: 'LATER', startDate: myanmarDay(3), endDate: myanmarDay(9) });
    const later = refusal(await check(w.alice, 'later', 12_000));
    expect(later.code).toBe('couponNotStarted');
    expect(later.message).toContain(myanmarDay(3));
    await addCoupon({ code: 'GONE', startDate: myanmarDay(-9), endDate: myanmarDay(-1) });
    expect(refusal(await check(w.alice, 'gone', 12_000)).code).toBe('couponEnded');
    await addCoupon({ code: 'BOOKSONLY', shopGuid: w.bookShop.guid });
    const other = refusal(await check(w.alice, 'booksonly', 12_000));
    expect(other).toMatchObject({ code: 'couponOtherShop', hints: ['Pansodan Books'] });
    expect(other.message).toContain('Pansodan Books');
    expect((await check(w.alice, 'booksonly', 8_000, w.bookShop.guid)).statusCode).toBe(200);
    await addCoupon({ code: 'MIN20K', minOrderAmount: 20_000 });
    const below = refusal(await check(w.alice, 'min20k', 19_999.99));
    expect(below).toMatchObject({ code: 'couponBelowMinimum', hints: ['20000'] });
    expect(below.message).toContain('20,000 MMK');
    expect((await check(w.alice, 'min20k', 20_000)).statusCode).toBe(200);
    // A made-up shop is no shop the coupon is for, and bad input is a 400.
    const bad = await t.app.inject({
      url: '/v1/promo/check?code=X&shopGuid=nope&amount=1',
      headers: w.alice.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/v1/promo/check?code=X' })).statusCode).toBe(401);
  });

  it('takes the discount off the sale, taxes what remains, and shows it on the order for both sides', async () => {
    await addCoupon({ code: 'ORDER10', discountValue: 10 });
    // 12,000 − 1,200 = 10,800; tax 540; shipping 2,000: 13,340.
    const wrong = await postSale(t.app, w.alice, blueSale('order10', 14_600));
    expect(wrong.statusCode).toBe(400);
    expect(parseBody(ErrorEnvelopeSchema, wrong.body)).toMatchObject({ field: 'totalAmount' });
    expect(parseBody(ErrorEnvelopeSchema, wrong.body).message).toContain('13,340 MMK');
    const saleGuid = await saleOk(
      t.app,
      w.alice,
      blueSale(' Order10 ', 13_340, 'alice', { discountAmount: 1_200 }),
    );
    const row = await t.db.kysely
      .selectFrom('sales')
      .selectAll()
      .where('guid', '=', saleGuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ promoCode: 'ORDER10', discountType: 'percentage' });
    expect(
      [
        row.subTotalMinor,
        row.discountMinor,
        row.taxMinor,
        row.shippingFeeMinor,
        row.totalAmountMinor,
      ].map(Number),
    ).toEqual([1_200_000, 120_000, 54_000, 200_000, 1_334_000]);
    const invoice = await cashInvoice(t.app, w.alice, [saleGuid]);
    expect(invoice).toMatchObject({
      subTotal: 12_000,
      discount: 1_200,
      tax: 540,
      totalAmount: 13_340,
    });
    const detail = parseBody(
      OrderDetailResponseSchema,
      (
        await t.app.inject({
          url: `/v1/pos/sales/invoice/${invoice.invoiceNo}`,
          headers: w.alice.auth,
        })
      ).body,
    ).data;
    expect(detail.paymentInfo).toMatchObject({
      subTotal: 12_000,
      discount: 1_200,
      tax: 540,
      grandTotal: 13_340,
    });
    expect(detail.productInfo[0]).toMatchObject({
      promoCode: 'ORDER10',
      discount: 1_200,
      totalAmount: 13_340,
    });
    const staff = await addShopSeller(t, w.shop.guid);
    const seen = parseBody(
      SellerOrderDetailResponseSchema,
      (await t.app.inject({ url: `/v1/seller/orders/${saleGuid}`, headers: staff.auth })).body,
    ).data;
    expect(seen).toMatchObject({ promoCode: 'ORDER10', discount: 1_200, totalAmount: 13_340 });
  });

  it('refuses a sale whose code does not apply with a 422 naming the reason, and a discount without a code', async () => {
    await addCoupon({ code: 'MIN50K', minOrderAmount: 50_000 });
    const res = await postSale(t.app, w.alice, blueSale('min50k', 14_600));
    expect(refusal(res)).toMatchObject({ code: 'couponBelowMinimum', field: 'promoCode' });
    expect(refusal(await postSale(t.app, w.alice, blueSale('nope-nope', 14_600))).code).toBe(
      'couponUnknown',
    );
    const plain = await postSale(
      t.app,
      w.alice,
      blueSale(null, 14_600, 'alice', { discountAmount: 500 }),
    );
    expect(plain.statusCode).toBe(400);
    expect(parseBody(ErrorEnvelopeSchema, plain.body).message).toMatch(
      /Discounts cannot be applied/,
    );
    // No code, no discount: the total as before.
    expect((await postSale(t.app, w.alice, blueSale('', 14_600))).statusCode).toBe(200);
  });

  it('keeps the per-account limit; checking out the same shop again keeps the use', async () => {
    const coupon = await addCoupon({
      code: 'ONCEEACH',
      discountType: 'fixed_amount',
      discountValue: 1_000,
      maxUsesPerAccount: 1,
    });
    // 11,000 + 550 + 2,000.
    const first = await saleOk(t.app, w.bob, blueSale('onceeach', 13_550, 'bob'));
    // The same shop again replaces the unpaid sale: its use comes back first.
    const again = await saleOk(t.app, w.bob, blueSale('ONCEEACH', 13_550, 'bob'));
    expect(again).not.toBe(first);
    expect(await usedCount(coupon.guid)).toBe(1);
    await cashInvoice(t.app, w.bob, [again]);
    expect(refusal(await check(w.bob, 'onceeach', 12_000)).code).toBe('couponAlreadyUsed');
    expect(refusal(await postSale(t.app, w.bob, blueSale('onceeach', 13_550, 'bob'))).code).toBe(
      'couponAlreadyUsed',
    );
    expect((await check(w.alice, 'onceeach', 12_000)).statusCode).toBe(200);
  });

  it('gives the use back when the sale expires or the shop rejects the order', async () => {
    const coupon = await addCoupon({ code: 'COMEBACK', discountValue: 10, maxUses: 1 });
    const held = await saleOk(t.app, w.alice, blueSale('comeback', 13_340));
    expect(await usedCount(coupon.guid)).toBe(1);
    expect(refusal(await check(w.bob, 'comeback', 12_000)).code).toBe('couponUsedUp');
    await expireSale(t.db, held);
    await releaseExpiredSales(t.db, new Date());
    expect(await usedCount(coupon.guid)).toBe(0);

    const placed = await saleOk(t.app, w.bob, blueSale('comeback', 13_340, 'bob'));
    await cashInvoice(t.app, w.bob, [placed]);
    expect(refusal(await postSale(t.app, w.alice, blueSale('comeback', 13_340))).code).toBe(
      'couponUsedUp',
    );
    const staff = await addShopSeller(t, w.shop.guid);
    const rejected = await postStatus(t.app, staff, placed, {
      status: 'Rejected',
      note: 'Out of stock',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await usedCount(coupon.guid)).toBe(0);
    expect((await check(w.alice, 'comeback', 12_000)).statusCode).toBe(200);
  });

  it('gives the last use to exactly one of two checkouts racing for it', async () => {
    const coupon = await addCoupon({ code: 'LASTONE', discountValue: 10, maxUses: 1 });
    // Alice's Blue and Bob's Tea leaf: different options, so only the coupon is contended.
    const teaSale = saleBody({
      shopGuid: w.shop.guid,
      shippingGuid: w.shipping.express,
      contactGuid: w.addresses.bobHome,
      items: [{ productGuid: w.tea.variant.guid, quantity: 1 }],
      // 3,000 − 300 = 2,700; tax 135; shipping 2,000.
      totalAmount: 4_835,
      totalShippingFees: 2_000,
      promoCode: 'lastone',
    });
    const [a, b] = await Promise.all([
      postSale(t.app, w.alice, blueSale('lastone', 13_340)),
      postSale(t.app, w.bob, teaSale),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const loser = a.statusCode === 422 ? a : b;
    expect(parseBody(ErrorEnvelopeSchema, loser.body).code).toBe('couponUsedUp');
    expect(await usedCount(coupon.guid)).toBe(1);
    const uses = await t.db.kysely
      .selectFrom('couponRedemptions')
      .select('saleGuid')
      .where('promoGuid', '=', coupon.guid)
      .where('releasedAt', 'is', null)
      .execute();
    expect(uses).toHaveLength(1);
  });

  it("lists owners' current coupons with the shop's name, and no ended ones", async () => {
    const res = await t.app.inject({
      url: '/v1/promo_code/?first=0&max=100',
      headers: w.alice.auth,
    });
    const items = parseBody(PromoListResponseSchema, res.body).data.items;
    const codes = items.map((p) => p.code);
    expect(codes).toContain('BOOKSONLY');
    expect(codes).toContain('LATER');
    expect(codes).not.toContain('GONE');
    expect(items.find((p) => p.code === 'BOOKSONLY')).toMatchObject({ shopName: 'Pansodan Books' });
    expect(items.find((p) => p.code === 'MIN20K')).toMatchObject({
      shopName: null,
      minOrderAmount: 20_000,
    });
  });

  it("counts a shop's current coupons in the shop's own answer, for the home page's tile", async () => {
    const countFor = async (shopGuid: string) => {
      const { hostName } = await t.db.kysely
        .selectFrom('shops')
        .select('hostName')
        .where('guid', '=', shopGuid)
        .executeTakeFirstOrThrow();
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/pos/shop/shop_information',
        payload: { hostName },
      });
      return parseBody(ShopInfoResponseSchema, res.body).data.currentCoupons;
    };
    const current = await t.db.kysely
      .selectFrom('promoCodes')
      .select(['shopGuid'])
      .where('endDate', '>', new Date().toISOString())
      .where('archivedAt', 'is', null)
      .execute();
    const forShop = (guid: string) =>
      current.filter((c) => c.shopGuid === null || c.shopGuid === guid).length;
    expect(await countFor(w.shop.guid)).toBe(forShop(w.shop.guid));
    // BOOKSONLY counts for the book shop only.
    expect(await countFor(w.bookShop.guid)).toBe(forShop(w.bookShop.guid));
    expect(forShop(w.bookShop.guid)).toBe(forShop(w.shop.guid) + 1);
  });
});

describe.each(testDialects())('the coupon guessing limit on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
  });
  afterAll(() => t.close());

  it('allows 10 tries a minute per account, the checkout counted too; the 11th is 429 with Retry-After', async () => {
    for (let i = 0; i < 9; i += 1) {
      const res = await t.app.inject({
        url: `/v1/promo/check?code=GUESS${i}&shopGuid=${w.shop.guid}&amount=1000`,
        headers: w.alice.auth,
      });
      expect(res.statusCode).toBe(422);
    }
    const sale = await postSale(
      t.app,
      w.alice,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.express,
        contactGuid: w.addresses.aliceHome,
        items: [{ productGuid: w.longyi.blue.guid, quantity: 1 }],
        totalAmount: 14_600,
        totalShippingFees: 2_000,
        promoCode: 'GUESS9',
      }),
    );
    expect(sale.statusCode).toBe(422);
    const eleventh = await t.app.inject({
      url: `/v1/promo/check?code=GUESS10&shopGuid=${w.shop.guid}&amount=1000`,
      headers: w.alice.auth,
    });
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(parseBody(ErrorEnvelopeSchema, eleventh.body).message).toMatch(
      /try again in \d+ seconds/,
    );
    // Another account has its own budget.
    const bob = await t.app.inject({
      url: `/v1/promo/check?code=GUESS0&shopGuid=${w.shop.guid}&amount=1000`,
      headers: w.bob.auth,
    });
    expect(bob.statusCode).toBe(422);
  });
});
