import { InvoiceCreateResponseSchema } from '@storefront/contract/sales';
import { SellerOrderDetailResponseSchema, type ReceiptReading } from '@storefront/contract/seller';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../test/account-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  postInvoice,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { addSeller, type Seller } from '../../test/seller-auth-fixtures';
import { drawWalletReceipt, type WalletReceipt } from './test/wallet-receipts';

/** Real tesseract on a busy machine: a read takes a few seconds, a turned copy a few reads. */
const READING = 90_000;

const teaReceipt: WalletReceipt = {
  wallet: 'KBZPay',
  layout: 'rows',
  amount: 8_150,
  transactionNo: '0123 4567 8901',
  payeeName: 'Kyaw Min Htet',
  payeeNumber: '09 250 123 456',
};

describe.each(testDialects())('reading wallet receipts on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let seller: Seller;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      receiptReading: { mode: 'on', pollMs: 50, timeoutSeconds: 60 },
    });
    w = await addCheckoutWorld(t);
    seller = await addSeller(t.app, t.db, w.shop.guid);
  });
  afterAll(() => t.close());

  /** One Tea leaf from the longyi shop by Nationwide: 3,000 + 150 + 5,000 = 8,150 MMK. */
  const payTea = async (who: Customer, picture: Buffer) => {
    const saleGuid = await saleOk(
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
    const started = Date.now();
    const res = await postInvoice(t.app, who, {
      paymentType: 'KBZPay',
      accountName: who.name,
      accountNumber: '09 250 000 111',
      currencyCode: 'MMK',
      screenShot: `data:image/png;base64,${picture.toString('base64')}`,
      salesOrderId: [saleGuid],
    });
    expect(res.statusCode, res.body).toBe(200);
    return {
      saleGuid,
      uploadMs: Date.now() - started,
      invoiceNo: parseBody(InvoiceCreateResponseSchema, res.body).data.invoiceNo,
    };
  };

  const orderOf = async (saleGuid: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/seller/orders/${saleGuid}`,
      headers: seller.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return parseBody(SellerOrderDetailResponseSchema, res.body).data;
  };

  /** The order once its receipt has been read (or given up on). */
  const readOrderOf = async (saleGuid: string) => {
    const until = Date.now() + READING - 5_000;
    for (;;) {
      const order = await orderOf(saleGuid);
      const status = order.payment.receiptReading?.status;
      // The order's parts are read side by side: one that saw the reading's commit may sit
      // beside one read just before it, so the order is read once more after it.
      if (status === 'read' || status === 'failed') return orderOf(saleGuid);
      if (Date.now() > until) return order;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  const readOf = (reading: ReceiptReading | undefined) => {
    if (reading?.status !== 'read') throw new Error(`not read: ${JSON.stringify(reading)}`);
    return reading;
  };

  it(
    'reads the receipt after the upload, and tells staff it matches the order and the shop',
    async () => {
      const first = await payTea(w.alice, await drawWalletReceipt(teaReceipt));
      const order = await readOrderOf(first.saleGuid);
      const reading = readOf(order.payment.receiptReading);
      expect(reading).toMatchObject({
        transactionNo: '012345678901',
        amountRead: 8_150,
        amountCheck: 'match',
        payeeNumber: '09250123456',
        payeeCheck: 'match',
        wallet: 'KBZPay',
        alreadyUsedOn: [],
      });
      expect(order.payment.receiptFlag).toBeNull();

      // The same transfer, mirrored and with a new status bar: another picture, one transaction.
      const mirrored = await sharp(await drawWalletReceipt({ ...teaReceipt, isDark: true }))
        .flop()
        .png()
        .toBuffer();
      const second = await payTea(w.bob, mirrored);
      const again = await readOrderOf(second.saleGuid);
      expect(readOf(again.payment.receiptReading).alreadyUsedOn).toEqual([first.invoiceNo]);
      expect(again.payment.receiptFlag).toBe('duplicate');
      expect(again.payment.receiptMatches).toEqual([
        expect.objectContaining({ invoiceNo: first.invoiceNo, kind: 'same-transaction' }),
      ]);
      const firstAgain = await orderOf(first.saleGuid);
      expect(readOf(firstAgain.payment.receiptReading).alreadyUsedOn).toEqual([second.invoiceNo]);
      expect(firstAgain.payment.receiptFlag).toBe('duplicate');
    },
    READING * 2,
  );

  it(
    'says when the amount or the payee differ, and flags nothing for another transfer',
    async () => {
      const other = await drawWalletReceipt({
        ...teaReceipt,
        wallet: 'WavePay',
        layout: 'stacked',
        amount: 8_000,
        transactionNo: '5550 1234 9876',
        payeeName: 'Daw Mya Mya',
        payeeNumber: '09 777 888 999',
      });
      const paid = await payTea(w.alice, other);
      const order = await readOrderOf(paid.saleGuid);
      expect(readOf(order.payment.receiptReading)).toMatchObject({
        transactionNo: '555012349876',
        amountRead: 8_000,
        amountCheck: 'differs',
        payeeCheck: 'differs',
        alreadyUsedOn: [],
      });
      expect(order.payment.receiptFlag).toBeNull();
    },
    READING,
  );

  it(
    'takes a picture with nothing to read like any other, and says it could not be read',
    async () => {
      const blank = await sharp({
        create: { width: 360, height: 640, channels: 3, background: '#d8e4f0' },
      })
        .png()
        .toBuffer();
      const paid = await payTea(w.alice, blank);
      const order = await readOrderOf(paid.saleGuid);
      expect(readOf(order.payment.receiptReading)).toMatchObject({
        transactionNo: null,
        amountRead: null,
        amountCheck: 'unreadable',
        payeeCheck: 'unreadable',
      });
    },
    READING,
  );
});

describe.each(testDialects())('without a receipt reader on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let seller: Seller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    seller = await addSeller(t.app, t.db, w.shop.guid);
  });
  afterAll(() => t.close());

  it('tells staff that receipts are not read here, and takes the receipt all the same', async () => {
    const saleGuid = await saleOk(
      t.app,
      w.alice,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.nationwide,
        contactGuid: w.addresses.aliceHome,
        items: [{ productGuid: w.tea.variant.guid, quantity: 1, addons: [] }],
        totalAmount: 8_150,
        totalShippingFees: 5_000,
      }),
    );
    const picture = await drawWalletReceipt(teaReceipt);
    const res = await postInvoice(t.app, w.alice, {
      paymentType: 'KBZPay',
      accountName: w.alice.name,
      accountNumber: '09 250 000 111',
      currencyCode: 'MMK',
      screenShot: `data:image/png;base64,${picture.toString('base64')}`,
      salesOrderId: [saleGuid],
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/seller/orders/${saleGuid}`,
      headers: seller.auth,
    });
    const order = parseBody(SellerOrderDetailResponseSchema, detail.body).data;
    expect(order.payment.receiptReading).toEqual({ status: 'unavailable' });
    const row = await t.db.kysely
      .selectFrom('receiptReadings')
      .select('status')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});

describe.each(testDialects())('stopping the receipt reader on %s', (dialect) => {
  it(
    'finishes the receipt it is reading, then takes no more',
    async () => {
      const t = await createTestApp(dialect, {
        receiptReading: { mode: 'on', pollMs: 50, timeoutSeconds: 60 },
      });
      const w = await addCheckoutWorld(t);
      const saleGuid = await saleOk(
        t.app,
        w.alice,
        saleBody({
          shopGuid: w.shop.guid,
          shippingGuid: w.shipping.nationwide,
          contactGuid: w.addresses.aliceHome,
          items: [{ productGuid: w.tea.variant.guid, quantity: 1, addons: [] }],
          totalAmount: 8_150,
          totalShippingFees: 5_000,
        }),
      );
      const picture = await drawWalletReceipt(teaReceipt);
      const res = await postInvoice(t.app, w.alice, {
        paymentType: 'KBZPay',
        accountName: w.alice.name,
        accountNumber: '09 250 000 111',
        currencyCode: 'MMK',
        screenShot: `data:image/png;base64,${picture.toString('base64')}`,
        salesOrderId: [saleGuid],
      });
      expect(res.statusCode, res.body).toBe(200);
      const statusOf = async () =>
        (await t.db.kysely.selectFrom('receiptReadings').select('status').executeTakeFirstOrThrow())
          .status;
      // Caught mid-read: the reader holds the receipt.
      for (let i = 0; i < 200 && (await statusOf()) === 'pending'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await statusOf()).toBe('reading');
      await t.app.close();
      expect(await statusOf()).toBe('read');
      // Stopped: a receipt queued now stays waiting.
      await t.db.kysely
        .updateTable('receiptReadings')
        .set({ status: 'pending', attempts: 0 })
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await statusOf()).toBe('pending');
      await t.close();
    },
    READING,
  );
});
