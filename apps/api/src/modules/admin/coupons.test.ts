import {
  AdminCouponDeleteResponseSchema,
  AdminCouponListResponseSchema,
  AdminCouponResponseSchema,
  type CouponWrite,
} from '@storefront/contract/admin-coupons';
import { AuditPageResponseSchema } from '@storefront/contract/admin-audit';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  mmkTotals,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { couponBody, myanmarDay } from '../../test/coupon-fixtures';
import { addBusinessOwner, addShopSeller, type Seller } from '../../test/seller-fixtures';

describe.each(testDialects())('owners manage coupon codes on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let owner: Awaited<ReturnType<typeof addBusinessOwner>>;
  let staff: Seller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    owner = await addBusinessOwner(t);
    staff = await addShopSeller(t, w.shop.guid);
  });
  afterAll(() => t.close());

  const create = (body: unknown, headers: Record<string, string> = owner.auth) =>
    t.app.inject({ method: 'POST', url: '/v1/admin/coupons', headers, payload: body as object });
  const createOk = async (over: Partial<CouponWrite> = {}) => {
    const res = await create(couponBody(over));
    expect(res.statusCode, res.body).toBe(200);
    return parseBody(AdminCouponResponseSchema, res.body).data;
  };
  const errorOf = (body: string) => parseBody(ErrorEnvelopeSchema, body);
  const list = async () => {
    const res = await t.app.inject({ url: '/v1/admin/coupons', headers: owner.auth });
    expect(res.statusCode).toBe(200);
    return parseBody(AdminCouponListResponseSchema, res.body).data.items;
  };
  const auditOf = async (guid: string) => {
    const res = await t.app.inject({ url: '/v1/admin/audit?max=100', headers: owner.auth });
    return parseBody(AuditPageResponseSchema, res.body).data.items.filter(
      (e) => e.entityGuid === guid,
    );
  };

  it('answers staff and shoppers 403 and visitors 401 on every coupon call', async () => {
    const guid = (await createOk()).guid;
    const calls = [
      { method: 'GET' as const, url: '/v1/admin/coupons' },
      { method: 'POST' as const, url: '/v1/admin/coupons', payload: couponBody() },
      { method: 'PUT' as const, url: `/v1/admin/coupons/${guid}`, payload: couponBody() },
      { method: 'DELETE' as const, url: `/v1/admin/coupons/${guid}` },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.method).toBe(401);
      for (const headers of [staff.auth, w.alice.auth]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${res.body}`).toBe(403);
        expect(errorOf(res.body).message).toMatch(/owners only/);
      }
    }
    expect((await list()).some((c) => c.guid === guid)).toBe(true);
  });

  it('stores the code trimmed and upper-case, Myanmar days as moments, and lists it', async () => {
    const coupon = await createOk({
      code: '  rainy-Day_25 ',
      discountType: 'fixed_amount',
      discountValue: 2_500.5,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      shopGuid: w.shop.guid,
      minOrderAmount: 20_000,
      maxUses: 50,
      maxUsesPerAccount: 1,
    });
    expect(coupon).toMatchObject({
      code: 'RAINY-DAY_25',
      discountType: 'fixed_amount',
      discountValue: 2_500.5,
      // 00:00 in Yangon is 17:30 UTC the day before; the last day runs to its end.
      startDate: '2026-11-30T17:30:00.000Z',
      endDate: '2026-12-31T17:30:00.000Z',
      startDay: '2026-12-01',
      endDay: '2026-12-31',
      shopGuid: w.shop.guid,
      shopName: 'Shwe Longyi',
      minOrderAmount: 20_000,
      maxUses: 50,
      maxUsesPerAccount: 1,
      usedCount: 0,
      archived: false,
    });
    const row = await t.db.kysely
      .selectFrom('promoCodes')
      .select(['code', 'discountValue', 'minOrderMinor'])
      .where('guid', '=', coupon.guid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ code: 'RAINY-DAY_25' });
    expect(Number(row.discountValue)).toBe(250_050);
    expect(Number(row.minOrderMinor)).toBe(2_000_000);
    expect((await list()).find((c) => c.guid === coupon.guid)?.status).toBe(
      myanmarDay(0) < '2026-12-01' ? 'scheduled' : 'active',
    );
  });

  it('refuses a code taken in any case with 409, on create and on edit', async () => {
    const first = await createOk({ code: 'MONSOON10' });
    const dup = await create(couponBody({ code: 'monsoon10' }));
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup.body)).toMatchObject({ field: 'code' });
    const other = await createOk({ code: 'OTHER10' });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/coupons/${other.guid}`,
      headers: owner.auth,
      payload: couponBody({ code: ' Monsoon10' }),
    });
    expect(edit.statusCode).toBe(409);
    // Its own code again is no clash.
    const same = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/coupons/${first.guid}`,
      headers: owner.auth,
      payload: couponBody({ code: 'monsoon10', discountValue: 12 }),
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(parseBody(AdminCouponResponseSchema, same.body).data.discountValue).toBe(12);
  });

  it('refuses bad input field by field with a readable 400, never a 5xx', async () => {
    const cases: [string, Partial<CouponWrite> & Record<string, unknown>, string][] = [
      ['too short', { code: 'AB' }, 'code'],
      ['too long', { code: 'A'.repeat(31) }, 'code'],
      ['odd characters', { code: 'SAVE 10' }, 'code'],
      ['hostile', { code: "x' or 1=1 --" }, 'code'],
      ['percentage 0', { discountValue: 0 }, 'discountValue'],
      ['percentage over 100', { discountValue: 101 }, 'discountValue'],
      ['percentage under 1', { discountValue: 0.5 }, 'discountValue'],
      ['negative amount', { discountType: 'fixed_amount', discountValue: -5 }, 'discountValue'],
      ['absurd amount', { discountType: 'fixed_amount', discountValue: 1e12 }, 'discountValue'],
      ['three decimals', { discountType: 'fixed_amount', discountValue: 1.234 }, 'discountValue'],
      ['unknown type', { discountType: 'free_shipping' as 'percentage' }, 'discountType'],
      ['end before start', { startDate: '2026-12-10', endDate: '2026-12-09' }, 'endDate'],
      ['not a date', { startDate: '2026-02-30' }, 'startDate'],
      ['a timestamp', { startDate: '2026-12-01T00:00:00Z' }, 'startDate'],
      ['limit 0', { maxUses: 0 }, 'maxUses'],
      ['limit fraction', { maxUsesPerAccount: 1.5 }, 'maxUsesPerAccount'],
      ['limit huge', { maxUses: 1e12 }, 'maxUses'],
      ['minimum negative', { minOrderAmount: -1 }, 'minOrderAmount'],
      ['description empty', { description: '  ' }, 'description'],
      ['description huge', { descriptionMm: 'က'.repeat(5_000) }, 'descriptionMm'],
      ['shop not an id', { shopGuid: 'not-a-guid' }, 'shopGuid'],
      ['an unknown field', { usedCount: 0 }, ''],
    ];
    for (const [name, over, field] of cases) {
      const res = await create({ ...couponBody(), ...over });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      const error = errorOf(res.body);
      expect(error.message.length, name).toBeGreaterThan(5);
      if (field) expect(error.field, `${name}: ${res.body}`).toBe(field);
    }
    const missingShop = await create(
      couponBody({ shopGuid: '9b2f4c1e-0000-4000-8000-000000000000' }),
    );
    expect(missingShop.statusCode).toBe(404);
    expect(errorOf(missingShop.body).field).toBe('shopGuid');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/coupons/9b2f4c1e-0000-4000-8000-000000000000',
      headers: owner.auth,
      payload: couponBody(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('writes every change into the audit log, before and after', async () => {
    const coupon = await createOk({ code: 'AUDITME' });
    await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/coupons/${coupon.guid}`,
      headers: owner.auth,
      payload: couponBody({ code: 'AUDITME', discountValue: 20 }),
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/coupons/${coupon.guid}`,
      headers: owner.auth,
    });
    expect(parseBody(AdminCouponDeleteResponseSchema, removed.body).data.outcome).toBe('deleted');
    const entries = await auditOf(coupon.guid);
    expect(entries.map((e) => e.action).sort()).toEqual([
      'coupon.create',
      'coupon.delete',
      'coupon.update',
    ]);
    const update = entries.find((e) => e.action === 'coupon.update')!;
    expect(update.before).toMatchObject({ discountValue: 10 });
    expect(update.after).toMatchObject({ discountValue: 20 });
    expect(update.actorName).toBe(owner.username);
    expect(entries.find((e) => e.action === 'coupon.create')!.before).toBeNull();
    expect(entries.find((e) => e.action === 'coupon.delete')!.after).toBeNull();
    expect((await list()).some((c) => c.guid === coupon.guid)).toBe(false);
  });

  it('archives a used coupon instead of erasing it, and says so; the order keeps its code', async () => {
    const coupon = await createOk({ code: 'KEEPME5', discountValue: 5 });
    // Blue × 1 by Yangon Express: 12,000 − 600 = 11,400, tax 570, shipping 2,000.
    await saleOk(
      t.app,
      w.bob,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.express,
        contactGuid: w.addresses.bobHome,
        items: [{ productGuid: w.longyi.blue.guid, quantity: 1 }],
        totalAmount: 13_970,
        totalShippingFees: 2_000,
        promoCode: 'keepme5',
      }),
    );
    expect(mmkTotals(11_400, 2_000).total).toBe(13_970);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/coupons/${coupon.guid}`,
      headers: owner.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = parseBody(AdminCouponDeleteResponseSchema, res.body);
    expect(answer.data.outcome).toBe('archived');
    expect(answer.message).toMatch(/kept/);
    const kept = (await list()).find((c) => c.guid === coupon.guid);
    expect(kept).toMatchObject({ archived: true, status: 'ended' });
    expect((await auditOf(coupon.guid)).map((e) => e.action)).toContain('coupon.archive');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/coupons/${coupon.guid}`,
      headers: owner.auth,
      payload: couponBody({ code: 'KEEPME5' }),
    });
    expect(edit.statusCode).toBe(409);
  });
});
