import { randomUUID } from 'node:crypto';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  InvoiceCreateResponseSchema,
  RECEIPT_MAX_BYTES,
  type InvoiceCreateRequest,
} from '@storefront/contract/sales';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  cashInvoice,
  expireSale,
  mmkTotals,
  postInvoice,
  productStockOf,
  receiptImage,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import type { Customer } from '../../test/account-fixtures';

describe.each(testDialects())('invoices on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
  });
  afterAll(() => t.close());

  const errorOf = (body: string) => parseBody(ErrorEnvelopeSchema, body);

  /** One Tea leaf (3,000) by Nationwide (5,000): total 3,000 + 150 + 5,000 = 8,150. */
  const teaSale = (who: Customer = w.alice, contactGuid = w.addresses.aliceHome) =>
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
  /** One Book (8,000) from the second shop by B Post (1,500): 8,000 + 400 + 1,500 = 9,900. */
  const bookSale = () =>
    saleOk(
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
  const wallet = (salesOrderId: string[], over: Partial<InvoiceCreateRequest> = {}) => ({
    paymentType: 'KBZPay',
    accountName: 'Aye Aye',
    accountNumber: '09 250 000 111',
    currencyCode: 'MMK',
    salesOrderId,
    ...over,
  });
  const receiptCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('images')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kind', '=', 'receipt')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const invoiceOf = async (saleGuid: string) =>
    (
      await t.db.kysely
        .selectFrom('sales')
        .select('invoiceGuid')
        .where('guid', '=', saleGuid)
        .executeTakeFirstOrThrow()
    ).invoiceGuid;

  it('turns the sales of two shops into one cash-on-delivery order', async () => {
    const sold = await productStockOf(t.db, w.tea.guid);
    const tea = await teaSale();
    const book = await bookSale();
    const invoice = await cashInvoice(t.app, w.alice, [tea, book]);
    expect(invoice).toMatchObject({
      status: 'Pending',
      paymentType: 'Cash on deli',
      currencyCode: 'MMK',
      itemCount: 2,
      subTotal: 11_000,
      tax: 550,
      deliveryCharges: 6_500,
      totalAmount: mmkTotals(11_000, 6_500).total,
      salesOrderId: [tea, book],
    });
    expect(invoice.invoiceNo).toMatch(/^INV-\d{8}-[0-9A-HJKMNP-TV-Z]{8}$/);
    const row = await t.db.kysely
      .selectFrom('invoices')
      .selectAll()
      .where('invoiceNo', '=', invoice.invoiceNo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      buyerGuid: w.alice.guid,
      accountName: null,
      accountNumber: null,
      receiptImageGuid: null,
      totalAmountMinor: 1_805_000,
    });
    expect(await invoiceOf(tea)).toBe(row.guid);
    expect(await invoiceOf(book)).toBe(row.guid);
    // An order counts towards the best-seller list.
    expect((await productStockOf(t.db, w.tea.guid)).soldCount).toBe(sold.soldCount + 1);
  });

  it.each(['png', 'jpeg', 'webp'] as const)(
    'takes a %s receipt, re-encoded and kept private',
    async (format) => {
      const original = await sharp(await receiptImage(format, 32))
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
        .toFormat(format)
        .toBuffer();
      expect(original.includes('secret-location')).toBe(true);
      const sale = await teaSale();
      const dataUrl = `data:image/${format};base64,${original.toString('base64')}`;
      const res = await postInvoice(t.app, w.alice, wallet([sale], { screenShot: dataUrl }));
      expect(res.statusCode, res.body).toBe(200);
      const invoice = parseBody(InvoiceCreateResponseSchema, res.body).data;
      expect(invoice.paymentType).toBe('KBZPay');
      const row = await t.db.kysely
        .selectFrom('invoices')
        .innerJoin('images', 'images.guid', 'invoices.receiptImageGuid')
        .select([
          'invoices.accountName',
          'invoices.accountNumber',
          'images.guid',
          'images.kind',
          'images.contentType',
          'images.bytes',
          'images.isPublic',
          'images.ownerGuid',
          'images.width',
        ])
        .where('invoiceNo', '=', invoice.invoiceNo)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        accountName: 'Aye Aye',
        accountNumber: '09 250 000 111',
        kind: 'receipt',
        contentType: `image/${format}`,
        isPublic: 0,
        ownerGuid: w.alice.guid,
        width: 32,
      });
      const bytes = Buffer.from(row.bytes);
      expect(bytes.includes('secret-location')).toBe(false);
      expect((await sharp(bytes).metadata()).format).toBe(format);
      // Receipts are never served on the public image route.
      const download = await t.app.inject({ url: `/v1/image/download/${row.guid}` });
      expect(download.statusCode).toBe(404);
    },
  );

  it('takes plain base64 as well as a data URL', async () => {
    const sale = await teaSale();
    const screenShot = (await receiptImage('png')).toString('base64');
    const res = await postInvoice(t.app, w.alice, wallet([sale], { screenShot }));
    expect(res.statusCode, res.body).toBe(200);
  });

  const notAnImage = Buffer.from('Transferred 8,150 MMK, trust me.').toString('base64');
  const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64').toString('base64');
  const brokenPng = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(200, 7),
  ]).toString('base64');
  const oversize = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(RECEIPT_MAX_BYTES, 1),
  ]).toString('base64');
  it.each<[string, Partial<InvoiceCreateRequest>, number, RegExp, string]>([
    ['no account name', { accountName: ' ' }, 400, /account name/, 'accountName'],
    ['no account number', { accountNumber: null }, 400, /account number/, 'accountNumber'],
    ['no receipt', { screenShot: '' }, 400, /receipt screenshot/, 'screenShot'],
    ['a text file as receipt', { screenShot: notAnImage }, 400, /PNG, JPEG or WebP/, 'screenShot'],
    ['a GIF receipt', { screenShot: gif }, 400, /PNG, JPEG or WebP/, 'screenShot'],
    ['text that is not base64', { screenShot: 'not base64!' }, 400, /PNG, JPEG/, 'screenShot'],
    ['a broken PNG', { screenShot: brokenPng }, 400, /could not be read/, 'screenShot'],
    ['a receipt over 5 MB', { screenShot: oversize }, 413, /5 MB or smaller/, 'screenShot'],
    ['an unknown wallet', { paymentType: 'PayPal' }, 400, /payment method/, 'paymentType'],
    ['another currency', { currencyCode: 'THB' }, 400, /must be MMK/, 'currencyCode'],
  ])('refuses %s and stores nothing', async (_name, over, status, message, field) => {
    const sale = await teaSale();
    const receipts = await receiptCount();
    const body = wallet([sale], {
      screenShot: `data:image/png;base64,${(await receiptImage('png')).toString('base64')}`,
      ...over,
    });
    const res = await postInvoice(t.app, w.alice, body);
    expect(res.statusCode, res.body).toBe(status);
    const error = errorOf(res.body);
    expect(error.message).toMatch(message);
    expect(error.field).toBe(field);
    expect(await invoiceOf(sale)).toBeNull();
    expect(await receiptCount()).toBe(receipts);
  });

  it("answers someone else's sale, or an unknown one, as not found", async () => {
    const bobs = await teaSale(w.bob, w.addresses.bobHome);
    const own = await teaSale();
    for (const ids of [[bobs], [own, bobs], [randomUUID()]]) {
      const res = await postInvoice(t.app, w.alice, wallet(ids, { paymentType: 'Cash on deli' }));
      expect(res.statusCode).toBe(404);
      expect(errorOf(res.body).message).toBe('Order not found.');
    }
    expect(await invoiceOf(bobs)).toBeNull();
    expect(await invoiceOf(own)).toBeNull();
  });

  it('refuses to pay a sale twice', async () => {
    const sale = await teaSale();
    await cashInvoice(t.app, w.alice, [sale]);
    const res = await postInvoice(t.app, w.alice, wallet([sale], { paymentType: 'Cash on deli' }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res.body).message).toBe('This order has already been paid.');
  });

  it('refuses a sale whose hold ran out', async () => {
    const sale = await teaSale();
    await expireSale(t.db, sale);
    const res = await postInvoice(t.app, w.alice, wallet([sale], { paymentType: 'cash on deli' }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res.body).message).toBe('Your order has expired. Please check out again.');
    expect(await invoiceOf(sale)).toBeNull();
  });

  it('refuses a request without a login or without sales', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/pos/sales/invoice/',
      payload: wallet([randomUUID()]),
    });
    expect(anonymous.statusCode).toBe(401);
    const empty = await postInvoice(t.app, w.alice, wallet([]));
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty.body).message).toBe('salesOrderId must list the created sales.');
  });
});
