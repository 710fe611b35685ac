import { RECEIPT_MAX_BYTES } from '@storefront/contract/sales';
import sharp from 'sharp';
import { AppError, badRequest } from '../../lib/errors';
import { sniffImageType, type AcceptedImageType } from '../../lib/image-type';

/**
 * Payment receipt screenshots (docs/product.md#receipts, docs/architecture.md#images): recognised by their first bytes, never by a
 * name or a declared type, size-capped, then decoded and encoded again. Re-encoding drops
 * whatever else the file carried (metadata, trailing data, a script pretending to be an image)
 * and proves the picture can be decoded at all.
 */

export type Receipt = {
  bytes: Buffer;
  contentType: AcceptedImageType;
  width: number;
  height: number;
};

/** Longest side kept: plenty to read a transfer receipt, and a bound on what one order stores. */
const MAX_SIDE = 2_400;
/**
 * A receipt is a phone screenshot: about 2.6 megapixels (1080 × 2400), a long scrolling one
 * up to about 10. Anything larger is refused from its header, before a pixel is decoded: a
 * small file that claims 40 megapixels would cost a second of CPU to unpack.
 */
export const MAX_RECEIPT_PIXELS = 12_000_000;
const DATA_URL = /^data:[^,]{0,100};base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

const TYPE_MESSAGE = 'The receipt must be a PNG, JPEG or WebP image.';
const SIZE_MESSAGE = `The receipt image must be ${RECEIPT_MAX_BYTES / 1024 / 1024} MB or smaller.`;

function decodeBase64(screenShot: string): Buffer {
  const text = screenShot.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (text === '') throw badRequest('Please add the receipt screenshot.', 'screenShot');
  if (!BASE64.test(text)) throw badRequest(TYPE_MESSAGE, 'screenShot');
  // Checked on the text first, so an oversized upload is refused without decoding it.
  if (Math.floor((text.length * 3) / 4) - 2 > RECEIPT_MAX_BYTES) {
    throw new AppError(413, SIZE_MESSAGE, 'screenShot');
  }
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes.length > RECEIPT_MAX_BYTES) throw new AppError(413, SIZE_MESSAGE, 'screenShot');
  return bytes;
}

const UNREADABLE = 'The receipt image could not be read. Please choose another picture.';

/**
 * A receipt refused after its bytes were looked at as a picture: the kind of failure that costs
 * the server work, which the invoice route counts per account (docs/decisions/0015).
 */
export class UnusableReceipt extends AppError {
  constructor(message: string) {
    super(400, message, 'screenShot');
    this.name = 'UnusableReceipt';
  }
}
const TOO_LARGE_PICTURE =
  'The receipt picture is too large. Please send a screenshot of the transfer.';

/**
 * Receipts are decoded one at a time in this process: decoding is the costliest thing a
 * request can ask for, and a burst of uploads must not take every thread from other requests.
 */
let decoding: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = decoding.then(work, work);
  decoding = turn.catch(() => undefined);
  return turn;
}

/** Decodes, checks and re-encodes a receipt sent as base64 or a data URL. */
export async function readReceipt(screenShot: string): Promise<Receipt> {
  const bytes = decodeBase64(screenShot);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new UnusableReceipt(TYPE_MESSAGE);
  // The header alone gives the size: a picture too large is refused without decoding it.
  const header = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw new UnusableReceipt(UNREADABLE);
  if (header.width * header.height > MAX_RECEIPT_PIXELS) {
    throw new UnusableReceipt(TOO_LARGE_PICTURE);
  }
  return oneAtATime(() => encodeReceipt(bytes, contentType));
}

async function encodeReceipt(bytes: Buffer, contentType: Receipt['contentType']): Promise<Receipt> {
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped, so the picture
    // still stands the right way up.
    const pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_RECEIPT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      contentType === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : contentType === 'image/jpeg'
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType, width: info.width, height: info.height };
  } catch {
    throw new UnusableReceipt(UNREADABLE);
  }
}
