import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { InvoiceCreateResponseSchema } from '@storefront/contract/sales';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../test/account-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  postInvoice,
  receiptImage,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';

describe.each(testDialects())('receipts that cost too much on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
  });
  afterAll(() => t.close());

  const errorOf = (body: string) => parseBody(ErrorEnvelopeSchema, body);

  /** One Tea leaf by Nationwide: 3,000 + 150 tax + 5,000 shipping = 8,150. */
  const teaSale = (who: Customer, contactGuid: string) =>
    saleOk(
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
  const wallet = (saleGuid: string, screenShot: string) => ({
    paymentType: 'KBZPay',
    accountName: 'Aye Aye',
    accountNumber: '09 250 000 111',
    currencyCode: 'MMK',
    screenShot,
    salesOrderId: [saleGuid],
  });

  it('refuses from its header a small picture that claims 40 megapixels', async () => {
    // One colour compresses to almost nothing: a few kilobytes that would unpack to 160 MB.
    const bomb = await sharp({
      create: { width: 8_000, height: 5_000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    const sale = await teaSale(w.alice, w.addresses.aliceHome);
    const res = await postInvoice(t.app, w.alice, wallet(sale, bomb.toString('base64')));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body)).toMatchObject({
      message: expect.stringMatching(/too large/),
      field: 'screenShot',
    });
  });

  it('stops an account after ten receipts that could not be used, not another one', async () => {
    const sale = await teaSale(w.bob, w.addresses.bobHome);
    const garbage = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]).toString('base64');
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await postInvoice(t.app, w.bob, wallet(sale, garbage))).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);

    // While it lasts, even a good receipt waits: the account has spent its decodes.
    const good = (await receiptImage('png')).toString('base64');
    const blocked = await postInvoice(t.app, w.bob, wallet(sale, good));
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked.body).message).toMatch(/Too many receipts could not be read/);

    const other = await teaSale(w.alice, w.addresses.aliceHome);
    const paid = await postInvoice(t.app, w.alice, wallet(other, good));
    expect(paid.statusCode, paid.body).toBe(200);
    parseBody(InvoiceCreateResponseSchema, paid.body);
  });
});
