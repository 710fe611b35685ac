import { PromoListResponseSchema } from '@storefront/contract/promos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, addPromo, type Customer } from '../../test/account-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';

describe.each(testDialects())('promo codes on %s', (dialect) => {
  let t: TestApp;
  let shopper: Customer;
  let percent: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    shopper = await addCustomer(t.app);
    percent = await addPromo(t.db, {
      code: 'WELCOME10',
      discountType: 'percentage',
      discountValue: 1_050,
      startDate: '2026-03-01T00:00:00.000Z',
    });
    await addPromo(t.db, {
      code: 'SAVE5000',
      discountType: 'fixed_amount',
      discountValue: 500_000,
      startDate: '2026-02-01T00:00:00.000Z',
    });
    await addPromo(t.db, {
      code: 'FREESHIP',
      discountType: 'free_shipping',
      discountValue: 300_000,
      startDate: '2026-01-01T00:00:00.000Z',
    });
  });
  afterAll(() => t.close());

  const list = (query: string) =>
    t.app.inject({ url: `/v1/promo_code/${query}`, headers: shopper.auth });

  it('lists current coupons first, then coming; ended ones are not listed', async () => {
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    const timed = await createTestApp(dialect);
    try {
      const customer = await addCustomer(timed.app);
      await addPromo(timed.db, { code: 'ENDED', startDate: at(-60), endDate: at(-30) });
      await addPromo(timed.db, { code: 'SOON', startDate: at(10), endDate: at(40) });
      await addPromo(timed.db, { code: 'NOW_OLD', startDate: at(-20), endDate: at(20) });
      await addPromo(timed.db, { code: 'NOW_NEW', startDate: at(-1), endDate: at(5) });
      const res = await timed.app.inject({ url: '/v1/promo_code/', headers: customer.auth });
      const codes = parseBody(PromoListResponseSchema, res.body).data.items.map((p) => p.code);
      expect(codes).toEqual(['NOW_NEW', 'NOW_OLD', 'SOON']);
    } finally {
      await timed.close();
    }
  });

  it('gives percentages in percent and amounts in MMK', async () => {
    const res = await list('?first=0&max=100');
    expect(res.statusCode).toBe(200);
    const data = parseBody(PromoListResponseSchema, res.body).data;
    expect(data.totalRecords).toBe(3);
    expect(data.items.map((p) => [p.code, p.discountType, p.discountValue])).toEqual([
      ['WELCOME10', 'percentage', 10.5],
      ['SAVE5000', 'fixed_amount', 5_000],
      ['FREESHIP', 'free_shipping', 3_000],
    ]);
    expect(data.items[0]).toEqual({
      guid: percent,
      code: 'WELCOME10',
      description: 'A promotion',
      descriptionMm: 'ပရိုမိုးရှင်း',
      startDate: '2026-03-01T00:00:00.000Z',
      endDate: '2026-12-31T00:00:00.000Z',
      discountType: 'percentage',
      discountValue: 10.5,
      shopGuid: null,
      shopName: null,
      minOrderAmount: null,
    });
  });

  it('pages with first and max', async () => {
    const data = parseBody(PromoListResponseSchema, (await list('?first=1&max=1')).body).data;
    expect(data.items.map((p) => p.code)).toEqual(['SAVE5000']);
    expect(data.totalRecords).toBe(3);
  });

  it('refuses a page larger than 100', async () => {
    expect((await list('?first=0&max=101')).statusCode).toBe(400);
  });
});
