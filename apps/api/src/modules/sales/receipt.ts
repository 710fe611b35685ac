import { RECEIPT_MAX_BYTES } from '@storefront/contract/sales';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { AppError, badRequest } from '../../lib/errors';
import { sniffImageType, type AcceptedImageType } from '../../lib/image-type';
import { lowerPictureThreads, type Deadline } from '../../lib/work-pool';
import { receiptRefusals, UnusableReceipt } from './receipt-refusals';

/**
 * Payment receipt screenshots (docs/product.md#receipts, docs/architecture.md#images): recognised by their first bytes, never by a
 * name or a declared type, size-capped, then decoded and encoded again. Re-encoding drops
 * whatever else the file carried (metadata, trailing data, a script pretending to be an image)
 * and proves the picture can be decoded at all.
 *
 * The checks that cost nothing (size, type, header) come first; the decode and encode run on a
 * worker of the receipts' pool within a time budget, with encoder settings that cannot take
 * seconds (docs/decisions/0025-receipt-work-bounds.md).
 */

export type Receipt = {
  bytes: Buffer;
  contentType: AcceptedImageType;
  width: number;
  height: number;
};

/** An upload whose size, type and header dimensions passed: nothing decoded yet. */
export type ReceiptUpload = {
  bytes: Buffer;
  contentType: AcceptedImageType;
  /** Width × height as the header claims them. */
  pixels: number;
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

const SIZE_MESSAGE = `The receipt image must be ${RECEIPT_MAX_BYTES / 1024 / 1024} MB or smaller.`;

function decodeBase64(screenShot: string): Buffer {
  const text = screenShot.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (text === '') throw badRequest('Please add the receipt screenshot.', 'screenShot');
  if (!BASE64.test(text)) throw badRequest(receiptRefusals.type().message, 'screenShot');
  // Checked on the text first, so an oversized upload is refused without decoding it.
  if (Math.floor((text.length * 3) / 4) - 2 > RECEIPT_MAX_BYTES) {
    throw new AppError(413, SIZE_MESSAGE, 'screenShot');
  }
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes.length > RECEIPT_MAX_BYTES) throw new AppError(413, SIZE_MESSAGE, 'screenShot');
  return bytes;
}

/**
 * The cheap checks of a receipt sent as base64 or a data URL: its size, its type by its first
 * bytes, and the dimensions its header claims. No pixel is decoded here.
 */
export async function checkReceiptUpload(screenShot: string): Promise<ReceiptUpload> {
  const bytes = decodeBase64(screenShot);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw receiptRefusals.type();
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw receiptRefusals.unreadable();
  const pixels = header.width * header.height;
  if (pixels > MAX_RECEIPT_PIXELS) throw receiptRefusals.tooLarge();
  return { bytes, contentType, pixels };
}

/** No time budget: for one receipt read outside the pool (tests, tools). */
const UNBOUNDED: Deadline = { secondsLeft: () => Number.POSITIVE_INFINITY };

/** Checks, decodes and re-encodes a receipt sent as base64 or a data URL. */
export async function readReceipt(screenShot: string, deadline = UNBOUNDED): Promise<Receipt> {
  return encodeReceipt(await checkReceiptUpload(screenShot), deadline);
}

/**
 * Decodes a checked upload (turned upright by its EXIF orientation, shrunk to MAX_SIDE) and
 * encodes it again in its own format, each step within what is left of `deadline`.
 *
 * The encoders are set for speed, not the last byte: PNG at zlib level 2 without adaptive
 * filtering, JPEG with mozjpeg's quantisation tables but without its trellis search and scan
 * optimisation, WebP at effort 0. A screenshot's flat
 * colours and text still compress well at these; a 2,400 × 2,400 picture of noise, which took
 * about 15 s at the slowest settings, takes a fraction of a second (docs/decisions/0025).
 */
export async function encodeReceipt(upload: ReceiptUpload, deadline: Deadline): Promise<Receipt> {
  const pixels = await step(
    sharp(upload.bytes, {
      failOn: 'error',
      limitInputPixels: MAX_RECEIPT_PIXELS,
      sequentialRead: true,
    })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' }),
    deadline,
  );
  const { width, height, channels } = pixels.info;
  const raw = sharp(pixels.data, { raw: { width, height, channels } });
  const encoded = await step(
    upload.contentType === 'image/png'
      ? raw.png({ compressionLevel: 2, adaptiveFiltering: false })
      : upload.contentType === 'image/jpeg'
        ? raw.jpeg({ quality: 85, quantisationTable: 3, overshootDeringing: true })
        : raw.webp({ quality: 85, effort: 0 }),
    deadline,
  );
  return {
    bytes: encoded.data,
    contentType: upload.contentType,
    width: encoded.info.width,
    height: encoded.info.height,
  };
}

/** Runs one sharp step within what is left of the receipt's budget; maps its failures. */
async function step(
  pipeline: Sharp,
  deadline: Deadline,
): Promise<{ data: Buffer; info: OutputInfo }> {
  lowerPictureThreads();
  const left = deadline.secondsLeft();
  if (left <= 0) throw receiptRefusals.tooComplex();
  try {
    return await pipeline
      .timeout({ seconds: Number.isFinite(left) ? Math.max(1, Math.ceil(left)) : 0 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof UnusableReceipt) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/timeout|pixel limit/i.test(message)) throw receiptRefusals.tooComplex();
    throw receiptRefusals.unreadable();
  }
}
