import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, type Customer } from '../../test/account-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { hostileReceipt } from '../../test/hostile-receipt';
import {
  addAddressFor,
  addCheckoutWorld,
  cashInvoice,
  postInvoice,
  receiptImage,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { teaSale } from '../../test/seller-fixtures';
import { defaultReceiptWorkSettings } from './receipt-work-settings';

/** docs/decisions/0025-receipt-work-bounds.md: what one receipt may cost, and who waits for it. */

const errorOf = (body: string) => parseBody(ErrorEnvelopeSchema, body);
const wallet = (saleGuid: string, screenShot: string) => ({
  paymentType: 'KBZPay',
  accountName: 'Aye Aye',
  accountNumber: '09 250 000 111',
  currencyCode: 'MMK',
  screenShot,
  salesOrderId: [saleGuid],
});

/** Waits (briefly) until `ready` holds: the state another request is meant to find. */
async function until(ready: () => boolean, what: string): Promise<void> {
  const gives = Date.now() + 10_000;
  while (!ready()) {
    if (Date.now() > gives) throw new Error(`never saw: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

let hostile: string;
beforeAll(async () => {
  hostile = (await hostileReceipt()).toString('base64');
});

describe.each(testDialects())('receipt work bounds on %s', (dialect) => {
  const shopper = async (t: TestApp, w: CheckoutWorld) => {
    const who = await addCustomer(t.app);
    const home = await addAddressFor(t.app, who, { townshipGuid: w.townships.kamayut });
    return { who, home, sale: () => teaSale(t, w, who, home) };
  };

  describe('a picture that runs out of its time budget', () => {
    let t: TestApp;
    let w: CheckoutWorld;
    beforeAll(async () => {
      // The budget is cut to 50 ms so that the noise picture, which takes several times that
      // to decode and encode even with the fast encoders, runs out of it on any machine.
      t = await createTestApp(dialect, {
        receipts: { ...defaultReceiptWorkSettings(), timeoutSeconds: 0.05 },
      });
      w = await addCheckoutWorld(t);
    });
    afterAll(() => t.close());

    it('is refused as too complex, and each refusal counts towards the account limit', async () => {
      const { who, sale } = await shopper(t, w);
      const saleGuid = await sale();
      const before = t.app.receiptWork.counters();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await postInvoice(t.app, who, wallet(saleGuid, hostile));
        statuses.push(res.statusCode);
        if (i === 0) {
          expect(errorOf(res.body)).toMatchObject({
            message: expect.stringMatching(/too complex to check/) as unknown,
            field: 'screenShot',
            code: 'receiptTooComplex',
          });
        }
      }
      expect(statuses).toEqual(Array<number>(10).fill(422));
      expect(t.app.receiptWork.counters().tooComplex - before.tooComplex).toBe(10);

      // The eleventh is refused before any decode: the account has spent its tries.
      const good = (await receiptImage('png')).toString('base64');
      const blocked = await postInvoice(t.app, who, wallet(saleGuid, good));
      expect(blocked.statusCode).toBe(429);
      expect(errorOf(blocked.body).message).toMatch(/Too many receipts could not be read/);
      expect(t.app.receiptWork.counters().decodes - before.decodes).toBe(10);
    });
  });

  describe('an account at its hold limit', () => {
    let t: TestApp;
    let w: CheckoutWorld;
    beforeAll(async () => {
      t = await createTestApp(dialect, {
        holdLimits: { maxHeldUnitsPerOption: 100, maxHeldUnits: 100, maxOrdersAwaitingShops: 1 },
      });
      w = await addCheckoutWorld(t);
    });
    afterAll(() => t.close());

    it('is refused before its receipt is decoded', async () => {
      const { who, home, sale } = await shopper(t, w);
      // One sale per shop (a second sale of the same shop would replace the first).
      const second = await sale();
      const book = await saleOk(
        t.app,
        who,
        saleBody({
          shopGuid: w.bookShop.guid,
          shippingGuid: w.shipping.post,
          contactGuid: home,
          items: [{ productGuid: w.book.variant.guid, quantity: 1, addons: [] }],
          totalAmount: 9_900,
          totalShippingFees: 1_500,
        }),
      );
      await cashInvoice(t.app, who, [book]);
      const before = t.app.receiptWork.counters().decodes;
      const started = Date.now();
      const res = await postInvoice(t.app, who, wallet(second, hostile));
      expect(res.statusCode, res.body).toBe(409);
      expect(errorOf(res.body).message).toMatch(/waiting for the shops to accept them/);
      expect(t.app.receiptWork.counters().decodes).toBe(before);
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });

  describe('one worker and two places in line', () => {
    let t: TestApp;
    let w: CheckoutWorld;
    beforeAll(async () => {
      t = await createTestApp(dialect, {
        receipts: { workers: 1, queue: 2, timeoutSeconds: 60 },
      });
      w = await addCheckoutWorld(t);
    });
    afterAll(() => t.close());

    it('keeps one receipt per account in work, and answers a full line with 503', async () => {
      const work = t.app.receiptWork;
      const [bob, dan, ann, cy] = [
        await shopper(t, w),
        await shopper(t, w),
        await shopper(t, w),
        await shopper(t, w),
      ];
      const sales = {
        bob: await bob.sale(),
        dan: await dan.sale(),
        ann: await ann.sale(),
        cy: await cy.sale(),
      };
      const pay = (who: Customer, saleGuid: string, screenShot = hostile) =>
        postInvoice(t.app, who, wallet(saleGuid, screenShot));

      // Bob's receipt takes the worker, Dan's and then Ann's wait in line, which is then full.
      const bobs = pay(bob.who, sales.bob);
      await until(() => work.counters().running === 1, "Bob's receipt on the worker");
      const dans = pay(dan.who, sales.dan);
      await until(() => work.counters().waiting === 1, "Dan's receipt in line");
      const annsFirst = pay(ann.who, sales.ann);
      await until(() => work.counters().waiting === 2, "Ann's receipt in line");

      const annsSecond = await pay(ann.who, sales.ann);
      expect(annsSecond.statusCode).toBe(429);
      expect(errorOf(annsSecond.body)).toMatchObject({
        code: 'receiptInProgress',
        field: 'screenShot',
        message: expect.stringMatching(/still being checked/) as unknown,
      });

      const cys = await pay(cy.who, sales.cy);
      expect(cys.statusCode).toBe(503);
      expect(cys.headers['retry-after']).toMatch(/^\d+$/);
      expect(errorOf(cys.body)).toMatchObject({ code: 'receiptBusy', field: 'screenShot' });
      expect(work.counters().refusedBusy).toBe(1);

      // Those in line are answered in turn; the line is empty again and takes Cy's receipt.
      for (const answer of await Promise.all([bobs, dans, annsFirst])) {
        expect(answer.statusCode, answer.body).toBeLessThan(500);
      }
      expect(work.counters()).toMatchObject({ running: 0, waiting: 0, peakRunning: 1 });
      const good = (await receiptImage('png')).toString('base64');
      const paid = await pay(cy.who, sales.cy, good);
      expect(paid.statusCode, paid.body).toBe(200);
    });
  });
});
