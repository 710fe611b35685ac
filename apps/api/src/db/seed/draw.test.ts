import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './data/icons';
import { PAYMENT_METHODS } from './data/payments';
import { REGIONS } from './data/regions';
import { SHOPS } from './data/shops';
import type { DrawnImage } from './draw';
import {
  drawBanner,
  drawFlag,
  drawPaymentLogo,
  drawPlaceholder,
  drawProductImage,
  drawShopLogo,
  hsl,
  productImageSvg,
} from './draw';

/** Decodes the bytes and checks they are what the DrawnImage claims. */
async function expectImage(img: DrawnImage, format: 'webp' | 'png', width: number, height: number) {
  expect(img.contentType).toBe(`image/${format}`);
  expect(img.width).toBe(width);
  expect(img.height).toBe(height);
  const meta = await sharp(img.bytes).metadata();
  expect(meta.format).toBe(format);
  expect(meta.width).toBe(width);
  expect(meta.height).toBe(height);
  return meta;
}

/** Mean per-channel difference between two decoded images of the same size. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all([
    sharp(a).removeAlpha().raw().toBuffer(),
    sharp(b).removeAlpha().raw().toBuffer(),
  ]);
  let sum = 0;
  for (let i = 0; i < ra.length; i++) sum += Math.abs((ra[i] ?? 0) - (rb[i] ?? 0));
  return sum / ra.length;
}

describe('drawProductImage', () => {
  it.each(ICON_NAMES)('draws the %s icon as a small 600×600 WebP', async (icon) => {
    const img = await drawProductImage({ icon, hue: 200, variantIndex: 0, label: icon });
    await expectImage(img, 'webp', 600, 600);
    expect(img.bytes.length).toBeLessThan(30 * 1024);
  });

  it('draws the icon, not just the background', async () => {
    const img = await drawProductImage({ icon: 'phone', hue: 120, variantIndex: 0, label: 'p' });
    const stats = await sharp(img.bytes).stats();
    // A flat gradient would have a small spread; the dark phone body widens it.
    const spread = stats.channels.map((c) => c.max - c.min);
    expect(Math.max(...spread)).toBeGreaterThan(120);
  });

  it('is deterministic for the same input', async () => {
    const input = { icon: 'kettle' as const, hue: 33, variantIndex: 2, label: 'Kettle - White' };
    const [a, b] = await Promise.all([drawProductImage(input), drawProductImage(input)]);
    expect(Buffer.compare(a.bytes, b.bytes)).toBe(0);
  });

  it('gives a product visibly different images for different variant indexes', async () => {
    const base = { icon: 'tea' as const, hue: 90, label: 'Lahpet' };
    const [a, b] = await Promise.all([
      drawProductImage({ ...base, variantIndex: 0 }),
      drawProductImage({ ...base, variantIndex: 1 }),
    ]);
    expect(await meanDifference(a.bytes, b.bytes)).toBeGreaterThan(3);
  });

  it('never writes text into the SVG', () => {
    for (const icon of ICON_NAMES) {
      expect(productImageSvg({ icon, hue: 10, variantIndex: 3, label: 'လက်ဖက် <b>' })).not.toMatch(
        /<text|လက်ဖက်|<b>/,
      );
    }
  });
});

describe('drawPlaceholder', () => {
  it('is a grey 600×600 WebP', async () => {
    const img = await drawPlaceholder();
    await expectImage(img, 'webp', 600, 600);
    const { channels } = await sharp(img.bytes).stats();
    const [r, g, b] = channels.map((c) => c.mean);
    expect(Math.abs((r ?? 0) - (g ?? 0))).toBeLessThan(8);
    expect(Math.abs((g ?? 0) - (b ?? 0))).toBeLessThan(12);
  });
});

describe('drawShopLogo', () => {
  it.each(SHOPS.map((s) => [s.logoText, s.accentColour] as const))(
    'draws %s on %s as a 256×256 PNG',
    async (text, colour) => {
      await expectImage(await drawShopLogo({ text, colour }), 'png', 256, 256);
    },
  );

  it('draws the letters: different text gives a different image', async () => {
    const [a, b] = await Promise.all([
      drawShopLogo({ text: 'YM', colour: '#1D4ED8' }),
      drawShopLogo({ text: 'LS', colour: '#1D4ED8' }),
    ]);
    expect(await meanDifference(a.bytes, b.bytes)).toBeGreaterThan(1);
  });
});

describe('drawPaymentLogo', () => {
  it.each(PAYMENT_METHODS.map((p) => [p.paymentType, p.colour] as const))(
    'draws %s as a 160×160 PNG',
    async (text, colour) => {
      await expectImage(await drawPaymentLogo({ text, colour }), 'png', 160, 160);
    },
  );
});

describe('drawBanner', () => {
  it('is a 1600×500 WebP that depends only on its seed', async () => {
    const [a, b, c] = await Promise.all([
      drawBanner({ colour: '#15803D', seed: 'shwe-lahpet' }),
      drawBanner({ colour: '#15803D', seed: 'shwe-lahpet' }),
      drawBanner({ colour: '#15803D', seed: 42 }),
    ]);
    await expectImage(a, 'webp', 1600, 500);
    expect(Buffer.compare(a.bytes, b.bytes)).toBe(0);
    expect(Buffer.compare(a.bytes, c.bytes)).not.toBe(0);
  });
});

describe('drawFlag', () => {
  it.each(REGIONS.map((r) => [r.name, r] as const))(
    'draws %s as a 64×48 PNG',
    async (_, region) => {
      await expectImage(await drawFlag(region), 'png', 64, 48);
    },
  );

  it('draws the Myanmar flag yellow on top, red at the bottom, white star in the middle', async () => {
    const myanmar = REGIONS.find((r) => r.key === 'myanmar');
    if (!myanmar) throw new Error('Myanmar is missing from REGIONS');
    const { data, info } = await sharp((await drawFlag(myanmar)).bytes)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i], data[i + 1], data[i + 2]];
    };
    expect(pixel(3, 3)).toEqual([0xfe, 0xcb, 0x00]);
    expect(pixel(3, 44)).toEqual([0xea, 0x28, 0x39]);
    expect(pixel(32, 27)).toEqual([0xff, 0xff, 0xff]);
  });
});

describe('hsl', () => {
  it('converts to hex, wrapping the hue', () => {
    expect(hsl(0, 100, 50)).toBe('#ff0000');
    expect(hsl(120, 100, 50)).toBe('#00ff00');
    expect(hsl(600, 100, 50)).toBe('#0000ff');
    expect(hsl(-120, 100, 50)).toBe('#0000ff');
    expect(hsl(42, 0, 100)).toBe('#ffffff');
  });
});
