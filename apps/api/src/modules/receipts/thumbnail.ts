import { deflateSync, inflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * The second look at a receipt the difference hash brought up as a candidate
 * (docs/decisions/0014-order-life-cycle.md#decision, "Duplicate receipts are flagged").
 * Two transfers shown by one wallet app differ only where the amount, the transaction number,
 * the time or the name is written: a few characters, each changed completely. The same screen
 * saved again, smaller or larger, as JPEG or WebP, changes every pixel a little. So each
 * receipt keeps a small grey thumbnail, and two are the same picture when, after a slight blur
 * that absorbs compression noise, no pixel of one differs much from the same pixel of the other.
 */

/**
 * Every thumbnail is this grid whatever the receipt's shape, so two copies of one picture line
 * up pixel for pixel however each was scaled; the shape is compared on its own (`aspect`).
 * 256 pixels across keep a character of a phone's small print (14 of 360 points) about 4 pixels
 * wide: less, and a changed digit of a time or transaction number hides in the noise.
 */
export const THUMBNAIL_WIDTH = 256;
export const THUMBNAIL_HEIGHT = 512;

/**
 * The largest difference, in grey levels after the blur, between two thumbnails of the same
 * picture. Measured in thumbnail.test.ts over three wallet layouts at 720 and 1080 pixels
 * across: copies by JPEG at quality 30 to 90, WebP, PNG, at half to double size and through
 * chains of those are at most 36.4 apart; a receipt that differs in one character of its
 * amount, transaction number, time or name is at least 44.0 away.
 */
export const SAME_PICTURE_MAX_DIFFERENCE = 40;

/** Receipts whose height-to-width ratios differ by more than this share are not one picture. */
const ASPECT_TOLERANCE = 0.02;

export interface ReceiptThumbnail {
  /** THUMBNAIL_WIDTH × THUMBNAIL_HEIGHT grey levels, row by row, deflated. */
  pixels: Buffer;
  /** The receipt's height over its width, in thousandths. */
  aspect: number;
}

export async function makeThumbnail(bytes: Buffer): Promise<ReceiptThumbnail> {
  const { width, height } = await sharp(bytes).metadata();
  const grey = await sharp(bytes)
    // A transparent area counts as white, as a viewer shows it.
    .flatten({ background: '#ffffff' })
    .greyscale()
    // JPEG and WebP would otherwise be shrunk while decoding, by a coarser filter than PNG:
    // copies of one picture in different formats would no longer line up.
    .resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, { fit: 'fill', fastShrinkOnLoad: false })
    .raw({ depth: 'uchar' })
    .toBuffer();
  return { pixels: deflateSync(grey), aspect: Math.round((1000 * height) / width) };
}

/**
 * A thumbnail ready to be compared: each pixel the sum of its 3×3 neighbourhood (the edge rows
 * and columns repeated outward), so nine times a box blur, and the receipt's aspect.
 */
export interface BlurredThumbnail {
  sums: Uint16Array;
  aspect: number;
}

/**
 * Inflates and blurs a thumbnail; null when the stored bytes are not a thumbnail of this grid,
 * which then matches nothing.
 */
export function blurThumbnail(thumbnail: ReceiptThumbnail): BlurredThumbnail | null {
  let grey: Buffer;
  try {
    grey = inflateSync(thumbnail.pixels);
  } catch {
    return null;
  }
  const width = THUMBNAIL_WIDTH;
  const size = THUMBNAIL_WIDTH * THUMBNAIL_HEIGHT;
  if (grey.length !== size) return null;
  const across = new Uint16Array(size);
  for (let row = 0; row < size; row += width) {
    const last = row + width - 1;
    across[row] = 2 * grey[row]! + grey[row + 1]!;
    for (let i = row + 1; i < last; i += 1) across[i] = grey[i - 1]! + grey[i]! + grey[i + 1]!;
    across[last] = grey[last - 1]! + 2 * grey[last]!;
  }
  const sums = new Uint16Array(size);
  for (let i = 0; i < width; i += 1) sums[i] = 2 * across[i]! + across[i + width]!;
  for (let i = width; i < size - width; i += 1) {
    sums[i] = across[i - width]! + across[i]! + across[i + width]!;
  }
  for (let i = size - width; i < size; i += 1) sums[i] = across[i - width]! + 2 * across[i]!;
  return { sums, aspect: thumbnail.aspect };
}

/**
 * The largest difference between two blurred thumbnails, pixel by pixel, in grey levels.
 * Stops counting once past `enough`: the caller only needs to know it is too far.
 */
export function thumbnailDifference(
  a: BlurredThumbnail,
  b: BlurredThumbnail,
  enough = Number.POSITIVE_INFINITY,
): number {
  const stop = enough * 9;
  let largest = 0;
  for (let i = 0; i < a.sums.length; i += 1) {
    const difference = Math.abs(a.sums[i]! - b.sums[i]!);
    if (difference > largest) {
      largest = difference;
      if (largest > stop) break;
    }
  }
  return largest / 9;
}

/** Whether two receipts have the same shape, within what rounding a resized copy brings. */
export function isSameAspect(a: number, b: number): boolean {
  return Math.abs(a - b) <= ASPECT_TOLERANCE * Math.max(a, b);
}

/** Whether two receipts are one picture: the same shape and thumbnails close everywhere. */
export function isSamePicture(a: BlurredThumbnail, b: BlurredThumbnail): boolean {
  return (
    isSameAspect(a.aspect, b.aspect) &&
    thumbnailDifference(a, b, SAME_PICTURE_MAX_DIFFERENCE) <= SAME_PICTURE_MAX_DIFFERENCE
  );
}
