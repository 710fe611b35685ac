import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readReceipt } from '../sales/receipt';
import { bandsOf, CANDIDATE_MAX_BITS, differenceHash, hammingDistance } from './fingerprint';
import { drawReceipt, type ReceiptDetails, type ReceiptLayout } from './test/receipt-pictures';
import {
  blurThumbnail,
  isSamePicture,
  makeThumbnail,
  SAME_PICTURE_MAX_DIFFERENCE,
  thumbnailDifference,
  type BlurredThumbnail,
} from './thumbnail';

/**
 * Receipts are drawn at 720×1280 and 1080×1920, the screens of a budget and of a common phone;
 * copies go down to half that, 360 pixels across. Every picture goes through the invoice's own
 * re-encoding first, as the thumbnail the API keeps is made from that.
 */
const SCREENS: [ReceiptLayout, number][] = (['kbzpay', 'wave', 'ayapay'] as const).flatMap(
  (layout) => [
    [layout, 2],
    [layout, 3],
  ],
);
/** How far inside the threshold both sides must stay, so a small drift fails here first. */
const MARGIN = 2;
/** Dozens of full-size pictures encoded per test. */
const SLOW = 90_000;

/** What the invoice keeps of a picture: its difference hash and blurred thumbnail. */
async function storedAs(picture: Buffer): Promise<{ dhash: string; thumbnail: BlurredThumbnail }> {
  const { bytes } = await readReceipt(picture.toString('base64'));
  const thumbnail = blurThumbnail(await makeThumbnail(bytes));
  if (!thumbnail) throw new Error('no thumbnail');
  return { dhash: await differenceHash(bytes), thumbnail };
}

const widthOf = async (picture: Buffer) => (await sharp(picture).metadata()).width;
const scaled = async (picture: Buffer, factor: number) =>
  sharp(picture).resize({ width: Math.round((await widthOf(picture)) * factor) });

/** What a phone, a messaging app or a forward does to a screenshot, alone and in chains. */
const COPIES: [string, (picture: Buffer) => Promise<Buffer>][] = [
  ['PNG', (p) => sharp(p).png().toBuffer()],
  ['JPEG 30', (p) => sharp(p).jpeg({ quality: 30 }).toBuffer()],
  ['JPEG 50', (p) => sharp(p).jpeg({ quality: 50 }).toBuffer()],
  ['JPEG 90', (p) => sharp(p).jpeg({ quality: 90 }).toBuffer()],
  ['JPEG 70 4:4:4', (p) => sharp(p).jpeg({ quality: 70, chromaSubsampling: '4:4:4' }).toBuffer()],
  ['WebP 50', (p) => sharp(p).webp({ quality: 50 }).toBuffer()],
  ['WebP 80', (p) => sharp(p).webp({ quality: 80 }).toBuffer()],
  ['half, PNG', async (p) => (await scaled(p, 0.5)).png().toBuffer()],
  ['double, PNG', async (p) => (await scaled(p, 2)).png().toBuffer()],
  ['half, JPEG 30', async (p) => (await scaled(p, 0.5)).jpeg({ quality: 30 }).toBuffer()],
  ['double, JPEG 30', async (p) => (await scaled(p, 2)).jpeg({ quality: 30 }).toBuffer()],
  ['half, WebP 50', async (p) => (await scaled(p, 0.5)).webp({ quality: 50 }).toBuffer()],
  ['0.7, JPEG 50', async (p) => (await scaled(p, 0.7)).jpeg({ quality: 50 }).toBuffer()],
  ['1.5, WebP 70', async (p) => (await scaled(p, 1.5)).webp({ quality: 70 }).toBuffer()],
  [
    'JPEG 30, 0.83, JPEG 30',
    async (p) =>
      (await scaled(await sharp(p).jpeg({ quality: 30 }).toBuffer(), 0.83))
        .jpeg({ quality: 30 })
        .toBuffer(),
  ],
  [
    'JPEG 50, WebP 60, PNG',
    async (p) =>
      sharp(
        await sharp(await sharp(p).jpeg({ quality: 50 }).toBuffer())
          .webp({ quality: 60 })
          .toBuffer(),
      )
        .png()
        .toBuffer(),
  ],
  [
    'half, JPEG 30, back to full size, JPEG 60',
    async (p) =>
      sharp(await (await scaled(p, 0.5)).jpeg({ quality: 30 }).toBuffer())
        .resize({ width: await widthOf(p) })
        .jpeg({ quality: 60 })
        .toBuffer(),
  ],
];

/** Other transfers on the same screen: one detail differs, often by a single character. */
const OTHERS: [string, string, ReceiptDetails][] = [
  ['amount 8,160', '8,160', {}],
  ['amount 9,480', '9,480', {}],
  ['another transaction number', '8,150', { transactionNo: '0123 4567 3318' }],
  ['transaction number, last digit', '8,150', { transactionNo: '0123 4567 8907' }],
  ['a minute later', '8,150', { time: '2026-05-01 16:01' }],
  ['16:08 instead of 16:00', '8,150', { time: '2026-05-01 16:08' }],
  ['another name', '8,150', { name: 'Aung Ko Ko' }],
  ['a name one letter apart', '8,150', { name: 'Kyaw Min Htut' }],
];
/** The other transfer as sent, and through the copies that blur it most. */
const OTHER_COPIES = ['PNG', 'JPEG 30', 'half, JPEG 30', 'WebP 50'].map((name) =>
  COPIES.find(([copyName]) => copyName === name)!,
);

describe.each(SCREENS)('receipt thumbnails of a %s screen at %i× 360×640', (layout, scale) => {
  const original = () => drawReceipt(layout, '8,150', {}, scale);

  it(
    'find every copy of the receipt by its hash, and tell it for the same picture',
    async () => {
      const picture = await original();
      const own = await storedAs(picture);
      const differences = await Promise.all(
        COPIES.map(async ([name, copy]) => {
          const other = await storedAs(await copy(picture));
          expect(hammingDistance(own.dhash, other.dhash), name).toBeLessThanOrEqual(
            CANDIDATE_MAX_BITS,
          );
          const sharedBands = bandsOf(own.dhash).filter((v, i) => bandsOf(other.dhash)[i] === v);
          expect(sharedBands.length, name).toBeGreaterThan(0);
          expect(isSamePicture(own.thumbnail, other.thumbnail), name).toBe(true);
          return [name, thumbnailDifference(own.thumbnail, other.thumbnail)] as const;
        }),
      );
      for (const [name, difference] of differences) {
        expect(difference, name).toBeLessThanOrEqual(SAME_PICTURE_MAX_DIFFERENCE - MARGIN);
      }
    },
    SLOW,
  );

  it(
    'tell another transfer on the same screen apart, though its hash is a candidate',
    async () => {
      const own = await storedAs(await original());
      const others = await Promise.all(
        OTHERS.map(
          async ([name, amount, details]) =>
            [name, await drawReceipt(layout, amount, details, scale)] as const,
        ),
      );
      const differences = await Promise.all(
        others.flatMap(([name, otherPicture]) =>
          OTHER_COPIES.map(async ([copyName, copy]) => {
            const other = await storedAs(await copy(otherPicture));
            const label = `${name}, ${copyName}`;
            // The same screen: the difference hash alone cannot tell.
            expect(hammingDistance(own.dhash, other.dhash), label).toBeLessThanOrEqual(
              CANDIDATE_MAX_BITS,
            );
            expect(isSamePicture(own.thumbnail, other.thumbnail), label).toBe(false);
            return [label, thumbnailDifference(own.thumbnail, other.thumbnail)] as const;
          }),
        ),
      );
      for (const [label, difference] of differences) {
        expect(difference, label).toBeGreaterThan(SAME_PICTURE_MAX_DIFFERENCE + MARGIN);
      }
    },
    SLOW,
  );
});

describe('receipt thumbnail', () => {
  it('is one grid for every shape, so the shape is compared on its own', async () => {
    const upright = await drawReceipt('wave', '1,000');
    const tall = await makeThumbnail(upright);
    // The same screen stretched sideways: on the grid it looks the same, but it is not.
    const wide = await makeThumbnail(
      await sharp(upright).resize(1280, 720, { fit: 'fill' }).png().toBuffer(),
    );
    expect(tall.aspect).toBe(1778);
    expect(wide.aspect).toBe(563);
    const [a, b] = [blurThumbnail(tall)!, blurThumbnail(wide)!];
    expect(thumbnailDifference(a, b)).toBeLessThanOrEqual(SAME_PICTURE_MAX_DIFFERENCE);
    expect(isSamePicture(a, b)).toBe(false);
  });

  it('matches nothing when the stored bytes are not a thumbnail of this grid', () => {
    expect(blurThumbnail({ pixels: Buffer.from('not deflated'), aspect: 1778 })).toBeNull();
    expect(
      blurThumbnail({ pixels: deflateSync(Buffer.alloc(128 * 256)), aspect: 1778 }),
    ).toBeNull();
  });
});
