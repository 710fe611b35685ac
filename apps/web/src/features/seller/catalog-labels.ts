import {
  parseProductStatus,
  STOCK_MOVE_REASONS,
  type ProductStatus,
  type StockMoveReason,
} from '@storefront/commerce/product-draft';
import type { ImportIssue } from '@storefront/contract/seller-catalog';
import type { UploadOutcome } from './api/upload-photo';
import type { FieldIssue } from './product-form-values';
import { failureText, consoleFailureOfStatus, type ConsoleFailure } from './seller-errors';
import type { SellerKey, SellerT } from './seller-strings';

const STATUS_KEYS: Record<ProductStatus, SellerKey> = {
  Draft: 'seller.catalog.status.draft',
  Active: 'seller.catalog.status.active',
  Archived: 'seller.catalog.status.archived',
};

const STATUS_HINT_KEYS: Record<ProductStatus, SellerKey> = {
  Draft: 'seller.catalog.statusHint.draft',
  Active: 'seller.catalog.statusHint.active',
  Archived: 'seller.catalog.statusHint.archived',
};

/** A product's status in the staff's language; a word the console does not know as it came. */
export function productStatusLabel(t: SellerT, status: string): string {
  const parsed = parseProductStatus(status);
  return parsed ? t(STATUS_KEYS[parsed]) : status;
}

export function productStatusHint(t: SellerT, status: ProductStatus): string {
  return t(STATUS_HINT_KEYS[status]);
}

/** Why stock moved (docs/product.md#stock-moves); an unknown reason as it came. */
export function moveReasonLabel(t: SellerT, reason: string): string {
  return (STOCK_MOVE_REASONS as readonly string[]).includes(reason)
    ? t(`seller.catalog.moveReasons.${reason as StockMoveReason}`)
    : reason;
}

/** The required-field messages that name what is missing, by the field's last part. */
const REQUIRED_KEYS: Record<string, SellerKey> = {
  name: 'seller.product.errors.nameRequired',
  categoryGuid: 'seller.product.errors.categoryRequired',
  priceSell: 'seller.product.errors.priceRequired',
  price: 'seller.product.errors.priceRequired',
  weight: 'seller.product.errors.weightRequired',
};

/**
 * A form field's issue in the staff's language. The server's own words (an issue without a
 * code) are English: an English page shows them, a Burmese one asks staff to check the field.
 */
export function fieldIssueText(
  t: SellerT,
  language: string,
  path: string,
  issue: FieldIssue,
): string {
  const field = path.split('.').at(-1) ?? path;
  switch (issue.code) {
    case 'required':
      if (path.startsWith('variants.') && field === 'name')
        return t('seller.product.errors.optionNameRequired');
      if (path.startsWith('addons.') && field === 'name')
        return t('seller.product.errors.addonNameRequired');
      return t(REQUIRED_KEYS[field] ?? 'seller.product.errors.required');
    case 'server':
      return language !== 'my' && issue.message ? issue.message : t('seller.product.errors.server');
    case 'tooLarge':
    case 'tooLong':
    case 'tooMany':
      return t(`seller.product.errors.${issue.code}`, { max: issue.max });
    default:
      return t(`seller.product.errors.${issue.code}`);
  }
}

const PHOTO_CODES = [
  'photoType',
  'photoHeic',
  'photoTooLarge',
  'photoTooManyPixels',
  'photoUnreadable',
  'photoBusy',
  'photoMissing',
  'photoEmpty',
  'photoTimeout',
] as const;
type PhotoCode = (typeof PHOTO_CODES)[number];

const isPhotoCode = (code: string | undefined): code is PhotoCode =>
  PHOTO_CODES.some((known) => known === code);

/** A refused photo upload in the staff's language (a body too large for the server is 413). */
export function photoFailureText(
  t: SellerT,
  language: string,
  outcome: Extract<UploadOutcome, { ok: false }>,
): string {
  const code = outcome.status === 413 ? 'photoTooLarge' : outcome.code;
  if (isPhotoCode(code)) return t(`seller.product.photos.errors.${code}`);
  const failure: ConsoleFailure =
    outcome.status === 'FETCH_ERROR' ? 'network' : consoleFailureOfStatus(outcome.status);
  return t('seller.product.photos.failed', {
    message: failureText(t, language, failure, outcome.message),
  });
}

const IMPORT_CODES = [
  'missingColumn',
  'unknownColumn',
  'missingName',
  'unknownCategory',
  'notANumber',
  'notAWholeNumber',
  'negative',
  'tooLarge',
  'discountNotLower',
  'duplicateSku',
  'skuTaken',
  'unknownStatus',
  'tooLong',
  'productMismatch',
  'conflictingValue',
  'emptyFile',
  'tooManyRows',
  'badEncoding',
  'malformedFile',
  'duplicateColumn',
  'extraCells',
  'missingValue',
  'tooManyDecimals',
  'tooManyOptions',
  'zawgyiConverted',
  'stockIgnored',
] as const;
type ImportCode = (typeof IMPORT_CODES)[number];

/**
 * The words a file writes as they are, whatever the staff's language: the statuses a CSV file
 * names (`Draft`) and the columns of ids. Strings take them as values, so that a Burmese string
 * holds no English of its own.
 */
export const FILE_WORDS = {
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
  keyColumn: 'product_key',
  skuColumn: 'sku',
  requiredColumns: 'product_key, name, option_name, price',
} as const satisfies Record<string, string> & Record<Lowercase<ProductStatus>, ProductStatus>;

/**
 * A problem or note of an imported file in the staff's language, by its code; a code the console
 * does not know yet is shown in the server's (English) words.
 */
export function importIssueText(t: SellerT, issue: ImportIssue): string {
  const code = IMPORT_CODES.find((known) => known === issue.code) as ImportCode | undefined;
  if (!code) return issue.message;
  const column =
    issue.column ?? (typeof issue.params.column === 'string' ? issue.params.column : '');
  return t(`seller.import.issues.${code}`, { ...issue.params, ...FILE_WORDS, column });
}
