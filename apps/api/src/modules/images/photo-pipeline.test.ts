import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType, sniffRefusedImageKind } from '../../lib/image-type';
import { PICTURE_THREAD_NICE } from '../../lib/work-pool';
import { PhotoPipeline } from './photo-pipeline';
import { defaultPhotoPoolSettings } from './photo-pool-settings';
import { drawGif, heicStart, PDF_START } from './test/phone-photos';

const pipeline = () => new PhotoPipeline({ ...defaultPhotoPoolSettings(), workers: 1, queue: 4 });

/** An `ftyp` box with these brands, then filler, as an ISO base media file starts. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(64, 1)]);
}

describe('image types by their first bytes', () => {
  it('tells HEIC (and its HEIF relatives) from AVIF and video', () => {
    expect(sniffRefusedImageKind(heicStart())).toBe('heif');
    expect(sniffRefusedImageKind(ftyp('heix', 'mif1'))).toBe('heif');
    expect(sniffRefusedImageKind(ftyp('mif1', 'heic'))).toBe('heif');
    expect(sniffRefusedImageKind(ftyp('avif', 'mif1', 'miaf'))).toBeNull();
    expect(sniffRefusedImageKind(ftyp('mif1', 'avif'))).toBeNull();
    expect(sniffRefusedImageKind(ftyp('isom', 'mp42'))).toBeNull();
    expect(sniffImageType(heicStart())).toBeNull();
  });

  it('names GIF and PDF, and accepts only PNG, JPEG and WebP', async () => {
    expect(sniffRefusedImageKind(await drawGif())).toBe('gif');
    expect(sniffRefusedImageKind(PDF_START)).toBe('pdf');
    const picture = sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } });
    expect(sniffImageType(await picture.clone().png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await picture.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await picture.clone().webp().toBuffer())).toBe('image/webp');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(2, 0xff))).toBeNull();
  });
});

describe('the photo pipeline', () => {
  it('makes every picture sRGB, 8 bits, whatever the photo was (CMYK, grey, 16-bit, alpha)', async () => {
    const base = () =>
      sharp({
        create: {
          width: 900,
          height: 700,
          channels: 4,
          background: { r: 200, g: 30, b: 30, alpha: 0.5 },
        },
      });
    const photos = [
      await base().flatten().toColourspace('cmyk').jpeg().toBuffer(),
      await base().flatten().greyscale().jpeg().toBuffer(),
      await base().toColourspace('rgb16').png().toBuffer(),
      await base().webp().toBuffer(),
    ];
    const p = pipeline();
    for (const photo of photos) {
      const { main, smaller, share } = await p.prepareUpload(p.enter(), photo);
      expect([main.width, main.height]).toEqual([900, 700]);
      expect(smaller.map((s) => s.width)).toEqual([640, 400, 200]);
      for (const picture of [main, ...smaller]) {
        const meta = await sharp(picture.bytes).metadata();
        expect([meta.format, meta.space, meta.depth]).toEqual(['webp', 'srgb', 'uchar']);
      }
      // A transparent photo lies on white in the share picture, which has no alpha.
      const shared = await sharp(share.bytes).metadata();
      expect([shared.format, shared.channels, shared.hasAlpha]).toEqual(['jpeg', 3, false]);
    }
  });

  it('keeps a strip no taller than 4,096 px, with its shape', async () => {
    const strip = await sharp({
      create: { width: 300, height: 30_000, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    const p = pipeline();
    const { main } = await p.prepareUpload(p.enter(), strip);
    expect(main.height).toBe(4096);
    expect(main.width).toBe(41);
  });

  it.runIf(process.platform === 'linux')(
    "runs libvips' threads below the API's priority once a photo is prepared",
    async () => {
      const p = pipeline();
      const photo = await sharp({
        create: { width: 2000, height: 1500, channels: 3, background: '#4a7' },
      })
        .jpeg()
        .toBuffer();
      await p.prepareUpload(p.enter(), photo);
      const threads = fs.readdirSync('/proc/self/task').map((tid) => ({
        name: fs.readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim(),
        nice: os.getPriority(Number(tid)),
      }));
      const pictures = threads.filter((t) => t.name === 'libvips worker');
      expect(pictures.length).toBeGreaterThan(0);
      expect(pictures.every((t) => t.nice >= PICTURE_THREAD_NICE)).toBe(true);
      // The process's own threads (the event loop among them) keep theirs.
      expect(os.getPriority(process.pid)).toBeLessThan(PICTURE_THREAD_NICE);
    },
  );
});
