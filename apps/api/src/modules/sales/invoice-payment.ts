import {
  CASH_ON_DELIVERY,
  WALLET_ACCOUNT_GONE_CODE,
  WALLET_OFF_CODE,
  type InvoiceCreateRequestSchema,
} from '@storefront/contract/sales';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { AppError, badRequest } from '../../lib/errors';
import { normalizeUserText } from '../../lib/text';
import { compareWithEarlierReceipts, type ReceiptComparison } from '../receipts/receipts.service';
import type { Receipt } from './receipt';
import type { ReceiptWork } from './receipt-work';
import { listWalletsForInvoice } from './sales.repository';

/** How an invoice is paid: checked before its transaction, which then only writes it. */

type InvoiceBody = z.output<typeof InvoiceCreateRequestSchema>;

export type Payment = {
  paymentType: string;
  accountName: string | null;
  accountNumber: string | null;
  screenShot: string | null;
};

/** docs/product.md#payment-methods: cash on delivery needs nothing more; any other method its account and a receipt. */
export async function resolvePayment(db: Db, body: InvoiceBody): Promise<Payment> {
  const wanted = body.paymentType.trim().toLowerCase();
  if (wanted === CASH_ON_DELIVERY.toLowerCase()) {
    return {
      paymentType: CASH_ON_DELIVERY,
      accountName: null,
      accountNumber: null,
      screenShot: null,
    };
  }
  const wallet = (await listWalletsForInvoice(db)).find(
    (w) => w.paymentType.toLowerCase() === wanted,
  );
  if (!wallet) throw badRequest('Please choose a payment method from the list.', 'paymentType');
  const { paymentType } = wallet;
  // docs/decisions/0031-wallets-and-delivery-fees.md#wallets: only wallets an owner left on,
  // with an account to pay into, and only to one of its current accounts.
  if (!wallet.enabled || wallet.accountGuids.length === 0)
    throw new AppError(
      422,
      `${paymentType} is not taken at the moment. Please choose another payment method.`,
      'paymentType',
      WALLET_OFF_CODE,
    );
  if (body.paymentAccountGuid && !wallet.accountGuids.includes(body.paymentAccountGuid))
    throw new AppError(
      422,
      `The ${paymentType} account you chose is no longer ours. Please check the payment details again.`,
      'paymentAccountGuid',
      WALLET_ACCOUNT_GONE_CODE,
    );
  const accountName = normalizeUserText(body.accountName ?? '');
  if (!accountName) throw badRequest('Please enter your account name.', 'accountName');
  const accountNumber = normalizeUserText(body.accountNumber ?? '');
  if (!accountNumber) throw badRequest('Please enter your account number.', 'accountNumber');
  const screenShot = body.screenShot?.trim() ?? '';
  if (!screenShot) throw badRequest('Please add the receipt screenshot.', 'screenShot');
  return { paymentType, accountName, accountNumber, screenShot };
}

export type CheckedReceipt = { receipt: Receipt; comparison: ReceiptComparison };

/**
 * The payment's receipt picture, decoded and re-encoded on the receipts' pool, and compared
 * with earlier receipts; null when the payment has none. Comparing pictures takes a while, so
 * it is done before the invoice's transaction (docs/decisions/0014), and after every check
 * that costs no decode (docs/decisions/0025-receipt-work-bounds.md).
 */
export async function checkReceipt(
  db: Db,
  receiptWork: ReceiptWork,
  accountGuid: string,
  payment: Payment,
): Promise<CheckedReceipt | null> {
  if (payment.screenShot === null) return null;
  const { receipt, fingerprint } = await receiptWork.read(accountGuid, payment.screenShot);
  return { receipt, comparison: await compareWithEarlierReceipts(db, fingerprint) };
}
