import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { makeThumbnail, type ReceiptThumbnail } from './thumbnail';

/**
 * What a stored receipt is recognised by when it comes again with another order
 * (docs/decisions/0014-order-life-cycle.md#decision, "Duplicate receipts are flagged").
 * All are taken from the re-encoded picture, so one screenshot sent twice gives the same
 * SHA-256, and a copy saved again or scaled stays within a few bits of the difference hash.
 * Other screens of the same wallet app do too, so the hash only finds candidates; the
 * thumbnail tells which of them are the same picture (thumbnail.ts).
 */
export interface ReceiptFingerprint {
  /** SHA-256 of the bytes, 64 hex digits. */
  sha256: string;
  /** 64-bit difference hash, 16 hex digits. */
  dhash: string;
  thumbnail: ReceiptThumbnail;
}

/**
 * Difference hashes at most this many bits apart, and sharing a band, are candidates for the
 * same picture. Copies of one receipt were measured up to 12 bits apart (thumbnail.test.ts),
 * different wallet screens 28 or more; the thumbnails decide among the candidates.
 */
export const CANDIDATE_MAX_BITS = 12;
/** The hash is kept in this many 8-bit bands; see `bandsOf`. */
export const BAND_COUNT = 8;

const WIDTH = 9;
const HEIGHT = 8;

/**
 * The difference hash: the picture shrunk to 9×8 grey pixels, and for each row the 8 pairs of
 * neighbours, 1 where the left one is brighter. Row by row, first row in the highest bits.
 */
export async function differenceHash(bytes: Buffer): Promise<string> {
  const { data, info } = await sharp(bytes)
    // A transparent area counts as white, as a viewer shows it.
    .flatten({ background: '#ffffff' })
    .greyscale()
    // Shrinking JPEG and WebP while decoding would sample flat areas differently from PNG,
    // enough to move a dark screen's WebP copy 17 bits away.
    .resize(WIDTH, HEIGHT, { fit: 'fill', fastShrinkOnLoad: false })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const channels = info.channels;
  let hash = 0n;
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH - 1; x += 1) {
      const left = data[(y * WIDTH + x) * channels]!;
      const right = data[(y * WIDTH + x + 1) * channels]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(16, '0');
}

export async function fingerprintReceipt(bytes: Buffer): Promise<ReceiptFingerprint> {
  return {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    dhash: await differenceHash(bytes),
    thumbnail: await makeThumbnail(bytes),
  };
}

/** How many bits two difference hashes differ in. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (diff > 0n) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}

/**
 * The hash's eight bytes, first byte first. Two hashes within 7 bits of each other differ in
 * at most 7 of the 8 bytes, so they share at least one band exactly: looking candidates up by
 * band misses none of them. Farther candidates are found when they share one, as every copy
 * measured did.
 */
export function bandsOf(dhash: string): number[] {
  return Array.from({ length: BAND_COUNT }, (_, band) =>
    Number.parseInt(dhash.slice(band * 2, band * 2 + 2), 16),
  );
}
