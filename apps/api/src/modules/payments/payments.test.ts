import { PaymentListResponseSchema } from '@storefront/contract/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, addPaymentType, type Customer } from '../../test/account-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';

describe.each(testDialects())('business payment methods on %s', (dialect) => {
  let t: TestApp;
  let shopper: Customer;
  let kbz: Awaited<ReturnType<typeof addPaymentType>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    shopper = await addCustomer(t.app);
    // Inserted out of order: the list follows position.
    await addPaymentType(t.db, 'WavePay', 1, [
      { paymentName: 'Zaw Lin Oo', paymentPhone: '09795551234' },
    ]);
    kbz = await addPaymentType(t.db, 'KBZPay', 0, [
      { paymentName: 'Kyaw Min Htet', paymentPhone: '09250123456' },
      { paymentName: 'Thida Win', paymentPhone: '09976543210' },
    ]);
    await addPaymentType(t.db, 'AYA Pay', 2, []);
  });
  afterAll(() => t.close());

  const list = (query: string) =>
    t.app.inject({
      url: `/v1/payment/list_all_business_payment${query}`,
      headers: shopper.auth,
    });

  it('lists payment types in order, each with its accounts; one without an account is not offered', async () => {
    const res = await list('?first=0&max=100');
    expect(res.statusCode).toBe(200);
    const data = parseBody(PaymentListResponseSchema, res.body).data;
    expect(data.totalRecords).toBe(2);
    expect(data.items.map((p) => [p.paymentType, p.method.length])).toEqual([
      ['KBZPay', 2],
      ['WavePay', 1],
    ]);
    const first = data.items[0]!;
    expect(first.paymentTypeGuid).toBe(kbz.guid);
    expect(first.image).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.method).toEqual([
      {
        paymentGuid: kbz.accountGuids[0],
        paymentName: 'Kyaw Min Htet',
        paymentPhone: '09250123456',
      },
      { paymentGuid: kbz.accountGuids[1], paymentName: 'Thida Win', paymentPhone: '09976543210' },
    ]);
  });

  it('pages with first and max', async () => {
    const data = parseBody(PaymentListResponseSchema, (await list('?first=1&max=1')).body).data;
    expect(data.items.map((p) => p.paymentType)).toEqual(['WavePay']);
  });
});
