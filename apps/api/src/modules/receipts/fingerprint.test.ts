import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  bandsOf,
  differenceHash,
  fingerprintReceipt,
  hammingDistance,
  CANDIDATE_MAX_BITS,
} from './fingerprint';
import { drawReceipt } from './test/receipt-pictures';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from './thumbnail';

/**
 * A 9×8 picture (the hash's own size, so nothing is resampled) whose rows darken from left
 * to right where `darkening(row)` holds and brighten otherwise.
 */
function rows(darkening: (row: number) => boolean): Promise<Buffer> {
  const pixels = Buffer.alloc(9 * 8);
  for (let y = 0; y < 8; y += 1) {
    for (let x = 0; x < 9; x += 1) {
      const step = 20 + x * 25;
      pixels[y * 9 + x] = darkening(y) ? 255 - step : step;
    }
  }
  return sharp(pixels, { raw: { width: 9, height: 8, channels: 1 } })
    .png()
    .toBuffer();
}

describe('receipt fingerprint', () => {
  it('sets a bit where the left neighbour is brighter, first row in the highest bits', async () => {
    expect(await differenceHash(await rows(() => true))).toBe('ffffffffffffffff');
    expect(await differenceHash(await rows(() => false))).toBe('0000000000000000');
    expect(await differenceHash(await rows((row) => row < 3))).toBe('ffffff0000000000');
    expect(await differenceHash(await rows((row) => row === 7))).toBe('00000000000000ff');
  });

  it('keeps the SHA-256 of the bytes as given, and a thumbnail of the picture', async () => {
    const bytes = await drawReceipt('kbzpay', '8,150');
    const { sha256, thumbnail } = await fingerprintReceipt(bytes);
    expect(sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(thumbnail.aspect).toBe(1778);
    expect(inflateSync(thumbnail.pixels)).toHaveLength(THUMBNAIL_WIDTH * THUMBNAIL_HEIGHT);
  });

  it('stays within the limit for the same receipt saved again as JPEG or made smaller', async () => {
    const original = await drawReceipt('kbzpay', '8,150');
    const hash = await differenceHash(original);
    const copies = [
      await sharp(original).jpeg({ quality: 40 }).toBuffer(),
      await sharp(original).jpeg({ quality: 90 }).toBuffer(),
      await sharp(original).webp({ quality: 60 }).toBuffer(),
      await sharp(original).resize({ width: 180 }).png().toBuffer(),
      await sharp(original).resize({ width: 720 }).jpeg({ quality: 70 }).toBuffer(),
    ];
    for (const copy of copies) {
      expect(copy.equals(original)).toBe(false);
      expect(hammingDistance(hash, await differenceHash(copy))).toBeLessThanOrEqual(
        CANDIDATE_MAX_BITS,
      );
    }
  });

  it('tells receipts of different wallets and amounts far apart', async () => {
    const kbz = await differenceHash(await drawReceipt('kbzpay', '8,150'));
    const wave = await differenceHash(await drawReceipt('wave', '25,000'));
    expect(hammingDistance(kbz, wave)).toBeGreaterThan(CANDIDATE_MAX_BITS * 2);
  });

  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
    expect(hammingDistance('00000000000000f0', '000000000000000f')).toBe(8);
  });

  it('bands are the eight bytes, so hashes up to 7 bits apart always share one', () => {
    expect(bandsOf('0123456789abcdef')).toEqual([0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef]);
    // Seven flipped bits, each in a different byte: exactly one byte is left alike.
    const flipped = (BigInt('0x0123456789abcdef') ^ BigInt('0x01010101010101')).toString(16);
    const shared = bandsOf('0123456789abcdef').filter(
      (value, band) => bandsOf(flipped.padStart(16, '0'))[band] === value,
    );
    expect(shared).toEqual([0x01]);
  });
});
