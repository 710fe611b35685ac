import { randomUUID } from 'node:crypto';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { InvoiceCreateResponseSchema } from '@storefront/contract/sales';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../test/account-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  cashInvoice,
  postInvoice,
  receiptImage,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { addSeller, type Seller } from '../../test/seller-auth-fixtures';
import { readReceipt } from '../sales/receipt';
import {
  bandsOf,
  differenceHash,
  fingerprintReceipt,
  hammingDistance,
  CANDIDATE_MAX_BITS,
} from './fingerprint';
import { compareWithEarlierReceipts, recordReceiptFingerprint } from './receipts.service';
import { drawReceipt } from './test/receipt-pictures';

describe.each(testDialects())('wallet receipts on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let longyiSeller: Seller;
  let bookSeller: Seller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    longyiSeller = await addSeller(t.app, t.db, w.shop.guid);
    bookSeller = await addSeller(t.app, t.db, w.bookShop.guid);
  });
  afterAll(() => t.close());

  /** One Tea leaf from the longyi shop by Nationwide: 3,000 + 150 + 5,000 = 8,150. */
  const teaSale = (who: Customer) =>
    saleOk(
      t.app,
      who,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.nationwide,
        contactGuid: who === w.bob ? w.addresses.bobHome : w.addresses.aliceHome,
        items: [{ productGuid: w.tea.variant.guid, quantity: 1, addons: [] }],
        totalAmount: 8_150,
        totalShippingFees: 5_000,
      }),
    );
  /** One Book from the book shop by B Post: 8,000 + 400 + 1,500 = 9,900. */
  const bookSale = (who: Customer) =>
    saleOk(
      t.app,
      who,
      saleBody({
        shopGuid: w.bookShop.guid,
        shippingGuid: w.shipping.post,
        contactGuid: who === w.bob ? w.addresses.bobHome : w.addresses.aliceHome,
        items: [{ productGuid: w.book.variant.guid, quantity: 1, addons: [] }],
        totalAmount: 9_900,
        totalShippingFees: 1_500,
      }),
    );
  /** Pays the sales by wallet with this picture; returns the invoice row. */
  const payWithReceipt = async (who: Customer, salesOrderId: string[], picture: Buffer) => {
    const res = await postInvoice(t.app, who, {
      paymentType: 'KBZPay',
      accountName: who.name,
      accountNumber: '09 250 000 111',
      currencyCode: 'MMK',
      screenShot: `data:image/png;base64,${picture.toString('base64')}`,
      salesOrderId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { invoiceNo } = parseBody(InvoiceCreateResponseSchema, res.body).data;
    return t.db.kysely
      .selectFrom('invoices')
      .select(['guid', 'receiptImageGuid', 'receiptSha256', 'receiptDhash', 'receiptAspect'])
      .where('invoiceNo', '=', invoiceNo)
      .executeTakeFirstOrThrow();
  };
  const matchesOf = (invoiceGuid: string) =>
    t.db.kysely
      .selectFrom('receiptMatches')
      .select(['otherInvoiceGuid', 'kind'])
      .where('invoiceGuid', '=', invoiceGuid)
      .orderBy('otherInvoiceGuid')
      .execute();
  const getReceipt = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/v1/receipts/${id}`, headers });
  const expectMissing = (res: Awaited<ReturnType<typeof getReceipt>>) => {
    expect(res.statusCode).toBe(404);
    expect(parseBody(ErrorEnvelopeSchema, res.body).message).toBe('Receipt not found.');
  };

  describe('who may see a receipt', () => {
    let receiptId: string;
    let stored: Buffer;
    beforeAll(async () => {
      // Alice's order has a tea block (longyi shop) only; her book comes on another order.
      const invoice = await payWithReceipt(
        w.alice,
        [await teaSale(w.alice)],
        await receiptImage('png', 40),
      );
      await cashInvoice(t.app, w.alice, [await bookSale(w.alice)]);
      receiptId = invoice.receiptImageGuid!;
      const image = await t.db.kysely
        .selectFrom('images')
        .select('bytes')
        .where('guid', '=', receiptId)
        .executeTakeFirstOrThrow();
      stored = Buffer.from(image.bytes);
    });

    it('asks an anonymous caller to sign in', async () => {
      const res = await getReceipt(receiptId);
      expect(res.statusCode).toBe(401);
    });

    it('serves it to the buyer who sent it, never to be kept by a cache', async () => {
      const res = await getReceipt(receiptId, w.alice.auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(stored)).toBe(true);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(40);
    });

    it('serves it to staff of a shop on that order', async () => {
      const res = await getReceipt(receiptId, longyiSeller.auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(stored)).toBe(true);
    });

    it('answers another shopper, and staff of a shop not on that order, as not found', async () => {
      expectMissing(await getReceipt(receiptId, w.bob.auth));
      // The book shop sold to the same buyer, but on another order.
      expectMissing(await getReceipt(receiptId, bookSeller.auth));
    });

    it('answers an unknown id and a public image the same way', async () => {
      expectMissing(await getReceipt(randomUUID(), w.alice.auth));
      expectMissing(await getReceipt(w.longyi.blueImage, w.alice.auth));
      expectMissing(await getReceipt(w.longyi.blueImage, longyiSeller.auth));
    });

    it('is never served on the public image route', async () => {
      const res = await t.app.inject({ url: `/v1/image/download/${receiptId}` });
      expect(res.statusCode).toBe(404);
      const asBuyer = await t.app.inject({
        url: `/v1/image/download/${receiptId}`,
        headers: w.alice.auth,
      });
      expect(asBuyer.statusCode).toBe(404);
    });
  });

  describe('duplicate receipts', () => {
    it('flags two orders sent with the same screenshot, both ways', async () => {
      const screenshot = await drawReceipt('wave', '16,300');
      const first = await payWithReceipt(w.alice, [await teaSale(w.alice)], screenshot);
      const second = await payWithReceipt(w.bob, [await teaSale(w.bob)], screenshot);
      expect(second.receiptSha256).toBe(first.receiptSha256);
      expect(second.receiptSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(second.receiptDhash).toMatch(/^[0-9a-f]{16}$/);
      expect(await matchesOf(second.guid)).toEqual([
        { otherInvoiceGuid: first.guid, kind: 'same-bytes' },
      ]);
      expect(await matchesOf(first.guid)).toEqual([
        { otherInvoiceGuid: second.guid, kind: 'same-bytes' },
      ]);
      const bands = await t.db.kysely
        .selectFrom('receiptHashBands')
        .select(['band', 'value'])
        .where('invoiceGuid', '=', second.guid)
        .orderBy('band')
        .execute();
      expect(bands.map((b) => b.value)).toEqual(bandsOf(second.receiptDhash!));
      expect(bands.map((b) => b.band)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    });

    it('flags a copy saved again smaller and as JPEG as similar', async () => {
      // A 720×1280 screenshot, and a copy of half its width.
      const original = await drawReceipt('kbzpay', '23,450', {}, 2);
      const first = await payWithReceipt(w.alice, [await teaSale(w.alice)], original);
      const copy = await sharp(original).resize({ width: 360 }).jpeg({ quality: 55 }).toBuffer();
      const second = await payWithReceipt(w.bob, [await teaSale(w.bob)], copy);
      expect(second.receiptSha256).not.toBe(first.receiptSha256);
      expect(await matchesOf(second.guid)).toEqual([
        { otherInvoiceGuid: first.guid, kind: 'similar' },
      ]);
      expect(await matchesOf(first.guid)).toEqual([
        { otherInvoiceGuid: second.guid, kind: 'similar' },
      ]);
    });

    it('flags nothing for a receipt not seen before', async () => {
      const picture = await drawReceipt('ayapay', '8,150');
      const invoice = await payWithReceipt(w.alice, [await teaSale(w.alice)], picture);
      expect(invoice.receiptDhash).toMatch(/^[0-9a-f]{16}$/);
      expect(invoice.receiptAspect).toBe(1778);
      expect(await matchesOf(invoice.guid)).toEqual([]);
    });

    it('flags a re-compressed copy on both orders, but never another transfer on the same wallet screen', async () => {
      // Two honest payments of the same total from the same wallet app, minutes apart.
      const alicePaid = await drawReceipt(
        'wave',
        '8,150',
        { transactionNo: '0456 7788 1200', time: '2026-05-02 09:14' },
        2,
      );
      const bobPaid = await drawReceipt(
        'wave',
        '8,150',
        { transactionNo: '0456 7788 1391', time: '2026-05-02 09:17', name: 'Aung Ko Ko' },
        2,
      );
      // The difference hash alone takes them for one picture; only the thumbnails tell.
      expect(
        hammingDistance(await differenceHash(alicePaid), await differenceHash(bobPaid)),
      ).toBeLessThanOrEqual(CANDIDATE_MAX_BITS);
      const alices = await payWithReceipt(w.alice, [await teaSale(w.alice)], alicePaid);
      const bobs = await payWithReceipt(w.bob, [await teaSale(w.bob)], bobPaid);
      expect(await matchesOf(alices.guid)).toEqual([]);
      expect(await matchesOf(bobs.guid)).toEqual([]);

      // Alice's screenshot again, as a messaging app passes it on.
      const forwarded = await sharp(alicePaid).jpeg({ quality: 40 }).toBuffer();
      const again = await payWithReceipt(w.bob, [await teaSale(w.bob)], forwarded);
      expect(again.receiptSha256).not.toBe(alices.receiptSha256);
      expect(await matchesOf(again.guid)).toEqual([
        { otherInvoiceGuid: alices.guid, kind: 'similar' },
      ]);
      expect(await matchesOf(alices.guid)).toEqual([
        { otherInvoiceGuid: again.guid, kind: 'similar' },
      ]);
      expect(await matchesOf(bobs.guid)).toEqual([]);
    });

    it('compares receipts stored while the earlier ones were being compared', async () => {
      const picture = await drawReceipt('kbzpay', '31,700', {}, 2);
      const { bytes } = await readReceipt(picture.toString('base64'));
      const comparison = await compareWithEarlierReceipts(t.db, await fingerprintReceipt(bytes));
      expect(comparison.similar.size).toBe(0);
      // Meanwhile another order arrives with a copy of the same screenshot.
      const copy = await sharp(picture).webp({ quality: 60 }).toBuffer();
      const meanwhile = await payWithReceipt(w.bob, [await teaSale(w.bob)], copy);
      // An invoice of Alice's to record her receipt on.
      const { invoiceNo } = await cashInvoice(t.app, w.alice, [await teaSale(w.alice)]);
      const invoice = await t.db.kysely
        .selectFrom('invoices')
        .select('guid')
        .where('invoiceNo', '=', invoiceNo)
        .executeTakeFirstOrThrow();
      await recordReceiptFingerprint(t.db, invoice.guid, comparison, new Date().toISOString());
      expect(await matchesOf(invoice.guid)).toEqual([
        { otherInvoiceGuid: meanwhile.guid, kind: 'similar' },
      ]);
      expect(await matchesOf(meanwhile.guid)).toEqual([
        { otherInvoiceGuid: invoice.guid, kind: 'similar' },
      ]);
    });

    it('keeps no fingerprint for cash on delivery', async () => {
      const invoice = await cashInvoice(t.app, w.alice, [await teaSale(w.alice)]);
      const row = await t.db.kysely
        .selectFrom('invoices')
        .select(['guid', 'receiptSha256', 'receiptDhash'])
        .where('invoiceNo', '=', invoice.invoiceNo)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ receiptSha256: null, receiptDhash: null });
      expect(await matchesOf(row.guid)).toEqual([]);
    });
  });
});
