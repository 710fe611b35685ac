import type { ReceiptReading, SellerOrderDetail } from '@storefront/contract/seller';
import { isMmk, mmkApproximation } from '@storefront/commerce/currency';
import type { Db } from '../../db/connection';
import { fromMinor, toMinor } from '../../lib/money';
import { inTransaction } from '../../db/transaction';
import { insertMatches } from '../receipts/receipts.repository';
import { readPicture } from './read-picture';
import {
  claimNextReading,
  findReading,
  findReadingSubject,
  findSaleInvoice,
  findSameTransaction,
  listInvoicesWithTransaction,
  listWalletAccounts,
  lockTransactionNo,
  saveReading,
} from './receipt-reading.repository';
import type { Wallet } from './receipt-text';

/** A reader that stopped mid-read (the process died) is assumed gone after this long. */
const STALE_MS = 10 * 60_000;
/** A receipt that failed this many times is left failed. */
const MAX_ATTEMPTS = 3;

const WALLET_OF_PAYMENT_TYPE: [RegExp, Wallet][] = [
  [/kbz/i, 'KBZPay'],
  [/wave/i, 'WavePay'],
  [/aya/i, 'AYA Pay'],
  [/cb\s*pay/i, 'CB Pay'],
];

/**
 * Reads the next receipt waiting, stores what was found, and flags every other order whose
 * receipt carried the same transaction number (docs/decisions/0026-receipt-reading.md).
 * False when none was waiting.
 */
export async function readNextReceipt(db: Db, timeoutMs: number): Promise<boolean> {
  const now = Date.now();
  const invoiceGuid = await claimNextReading(
    db,
    new Date(now).toISOString(),
    new Date(now - STALE_MS).toISOString(),
    MAX_ATTEMPTS,
  );
  if (!invoiceGuid) return false;
  const subject = await findReadingSubject(db, invoiceGuid);
  const started = process.hrtime.bigint();
  const elapsed = () => Number((process.hrtime.bigint() - started) / 1_000_000n);
  if (!subject) {
    await saveReading(db, invoiceGuid, failed('The receipt picture is gone.', 0));
    return true;
  }
  let reading;
  try {
    reading = await readPicture(subject.bytes, timeoutMs);
  } catch (error) {
    await saveReading(db, invoiceGuid, failed((error as Error).message, elapsed()));
    return true;
  }
  const { facts, text } = reading;
  const wallet =
    facts.wallet ??
    WALLET_OF_PAYMENT_TYPE.find(([pattern]) => pattern.test(subject.paymentType))?.[1] ??
    null;
  const at = new Date().toISOString();
  await inTransaction(db, async (tx) => {
    // Two readers finding one number at once must each see the other's row.
    if (facts.transactionNo !== null) await lockTransactionNo(tx, facts.transactionNo);
    await saveReading(tx, invoiceGuid, {
      status: 'read',
      transactionNo: facts.transactionNo,
      amountMinor: facts.amountMinor,
      currencyCode: facts.amountMinor === null ? null : 'MMK',
      payeeNumber: facts.payeeNumber,
      payeeName: facts.payeeName,
      wallet,
      rawText: text.slice(0, 4_000),
      failure: null,
      readMs: elapsed(),
      readAt: at,
    });
    if (facts.transactionNo === null) return;
    const others = await findSameTransaction(tx, invoiceGuid, facts.transactionNo);
    await insertMatches(
      tx,
      others.flatMap((other) => [
        { invoiceGuid, otherInvoiceGuid: other, kind: 'same-transaction', createdAt: at },
        {
          invoiceGuid: other,
          otherInvoiceGuid: invoiceGuid,
          kind: 'same-transaction',
          createdAt: at,
        },
      ]),
    );
  });
  return true;
}

function failed(failure: string, readMs: number) {
  return {
    status: 'failed' as const,
    transactionNo: null,
    amountMinor: null,
    currencyCode: null,
    payeeNumber: null,
    payeeName: null,
    wallet: null,
    rawText: null,
    failure: failure.slice(0, 500),
    readMs,
    readAt: new Date().toISOString(),
  };
}

const digitsOf = (s: string) => s.replace(/\D/g, '');
const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The reading of an invoice's receipt as staff see it, compared with the order
 * (docs/product.md#receipts): the amount read against the amount due, the payee against the
 * business's wallet accounts, and other orders that carried the same transaction number.
 */
export async function getReceiptReading(
  db: Db,
  invoice: { guid: string; totalAmountMinor: number; currencyCode: string },
  mmkRate: number | null,
  isReaderAvailable: boolean,
): Promise<ReceiptReading | undefined> {
  const row = await findReading(db, invoice.guid);
  if (!row) return undefined;
  const status = row.status === 'reading' ? 'pending' : row.status;
  if (status === 'pending' && !isReaderAvailable)
    return { status: 'unavailable' } as ReceiptReading;
  if (status !== 'read') return { status } as ReceiptReading;
  // The MMK figure staff see beside the order (docs/product.md#money-display).
  const dueMmk = isMmk(invoice.currencyCode)
    ? fromMinor(invoice.totalAmountMinor)
    : mmkApproximation(fromMinor(invoice.totalAmountMinor), invoice.currencyCode, mmkRate);
  const dueMmkMinor = dueMmk === null ? null : toMinor(dueMmk);
  const amountCheck =
    row.amountMinor === null || dueMmkMinor === null
      ? 'unreadable'
      : Math.abs(row.amountMinor - dueMmkMinor) < 100
        ? 'match'
        : 'differs';
  let payeeCheck: 'match' | 'differs' | 'unreadable' = 'unreadable';
  if (row.payeeNumber !== null || row.payeeName !== null) {
    const accounts = await listWalletAccounts(db);
    const number = row.payeeNumber === null ? '' : digitsOf(row.payeeNumber).slice(-7);
    const name = row.payeeName === null ? '' : wordsOf(row.payeeName);
    const isOurs = accounts.some(
      (a) =>
        (number.length === 7 && digitsOf(a.paymentPhone).endsWith(number)) ||
        (name.length > 0 && wordsOf(a.paymentName) === name),
    );
    payeeCheck = isOurs ? 'match' : 'differs';
  }
  return {
    status: 'read',
    transactionNo: row.transactionNo,
    amountRead: row.amountMinor === null ? null : row.amountMinor / 100,
    amountCheck,
    payeeName: row.payeeName,
    payeeNumber: row.payeeNumber,
    payeeCheck,
    wallet: row.wallet,
    alreadyUsedOn:
      row.transactionNo === null
        ? []
        : await listInvoicesWithTransaction(db, invoice.guid, row.transactionNo),
    readOn: row.readAt ?? row.createdAt,
  };
}

/** The order as staff see it, with what was read on its receipt when it has one. */
export async function withReceiptReading(
  db: Db,
  order: SellerOrderDetail,
  isReaderAvailable: boolean,
): Promise<SellerOrderDetail> {
  if (order.payment.receiptImage === null) return order;
  const invoice = await findSaleInvoice(db, order.saleGuid);
  if (!invoice) return order;
  const reading = await getReceiptReading(db, invoice, order.mmkRate, isReaderAvailable);
  return reading ? { ...order, payment: { ...order.payment, receiptReading: reading } } : order;
}
