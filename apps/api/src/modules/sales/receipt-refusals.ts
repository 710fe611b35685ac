import { AppError } from '../../lib/errors';

/**
 * Why a payment receipt was refused once the server looked at its bytes as a picture
 * (docs/product.md#receipts): a status, a sentence a shopper can act on, and for the refusals
 * the checkout words in the shopper's language, a stable code.
 */
export type ReceiptRefusalCode =
  'receiptUnreadable' | 'receiptTooComplex' | 'receiptInProgress' | 'receiptBusy';

/**
 * A receipt refused after its bytes were looked at as a picture: the kind of failure that costs
 * the server work, which the invoice route counts per account (docs/decisions/0015,
 * docs/decisions/0025-receipt-work-bounds.md).
 */
export class UnusableReceipt extends AppError {
  constructor(message: string, statusCode = 400, code?: ReceiptRefusalCode) {
    super(statusCode, message, 'screenShot', code);
    this.name = 'UnusableReceipt';
  }
}

/** How long a shopper is asked to wait when every place in the receipts' line is taken. */
export const RECEIPT_BUSY_RETRY_SECONDS = 10;

export const receiptRefusals = {
  type: () => new UnusableReceipt('The receipt must be a PNG, JPEG or WebP image.'),
  unreadable: () =>
    new UnusableReceipt(
      'The receipt image could not be read. Please choose another picture.',
      400,
      'receiptUnreadable',
    ),
  tooLarge: () =>
    new UnusableReceipt(
      'The receipt picture is too large. Please send a screenshot of the transfer.',
    ),
  /** Over the time budget or the pixel limit while decoding: counted like an unreadable one. */
  tooComplex: () =>
    new UnusableReceipt(
      'The receipt picture is too complex to check. Please send a plain screenshot of the transfer from your wallet app.',
      422,
      'receiptTooComplex',
    ),
  /** Not counted: the account's earlier receipt is still being checked. */
  inProgress: () =>
    new AppError(
      429,
      'Your previous receipt is still being checked. Please wait a moment, then try again.',
      'screenShot',
      'receiptInProgress',
    ),
  /** Not counted: the server is busy with other shoppers' receipts. */
  busy: () =>
    new AppError(
      503,
      'Many receipts are being checked right now. Please try again in a few seconds.',
      'screenShot',
      'receiptBusy',
    ),
};
