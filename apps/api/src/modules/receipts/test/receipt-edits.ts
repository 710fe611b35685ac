import sharp from 'sharp';

/**
 * What someone reusing a receipt does to it so that it no longer looks like the same file:
 * each edit alone, on a picture of any size.
 */
export type ReceiptEdit = (picture: Buffer) => Promise<Buffer>;

async function sizeOf(picture: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(picture).metadata();
  return { width, height };
}

/** A phone's status bar drawn over the top of the picture: another time, another battery. */
function statusBar(width: number, clock: string, battery: number, dark: boolean): Buffer {
  const height = Math.round(width * 0.07);
  const ink = dark ? '#ffffff' : '#000000';
  const size = Math.round(height * 0.55);
  const cell = Math.round(width * 0.06);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="${dark ? '#000000' : '#ffffff'}"/>` +
      `<text x="${Math.round(width * 0.05)}" y="${Math.round(height * 0.72)}" font-family="sans-serif" font-size="${size}" fill="${ink}">${clock}</text>` +
      `<rect x="${width - cell * 2}" y="${Math.round(height * 0.3)}" width="${Math.round((cell * battery) / 100)}" height="${Math.round(height * 0.4)}" fill="${ink}"/>` +
      `<rect x="${width - cell * 3.5}" y="${Math.round(height * 0.3)}" width="${Math.round(cell * 0.8)}" height="${Math.round(height * 0.4)}" fill="${ink}"/>` +
      '</svg>',
  );
}

export const EDITS: [string, ReceiptEdit][] = [
  [
    'a 20 px mark in a corner',
    async (p) => {
      const { width } = await sizeOf(p);
      const mark = await sharp({
        create: { width: 20, height: 20, channels: 3, background: '#e0115f' },
      })
        .png()
        .toBuffer();
      return sharp(p)
        .composite([{ input: mark, left: width - 30, top: 10 }])
        .png()
        .toBuffer();
    },
  ],
  [
    'a 2% crop on every side',
    async (p) => {
      const { width, height } = await sizeOf(p);
      const [dx, dy] = [Math.round(width * 0.02), Math.round(height * 0.02)];
      return sharp(p)
        .extract({ left: dx, top: dy, width: width - 2 * dx, height: height - 2 * dy })
        .png()
        .toBuffer();
    },
  ],
  [
    'a status bar over the top',
    async (p) => {
      const { width } = await sizeOf(p);
      return sharp(p)
        .composite([{ input: statusBar(width, '9:41', 80, false), left: 0, top: 0 }])
        .png()
        .toBuffer();
    },
  ],
  [
    'a dark status bar added above',
    async (p) => {
      const { width } = await sizeOf(p);
      const bar = await sharp(statusBar(width, '16:02', 35, true))
        .png()
        .toBuffer();
      const { height } = await sizeOf(bar);
      return sharp(p)
        .extend({ top: height, background: '#000000' })
        .composite([{ input: bar, left: 0, top: 0 }])
        .png()
        .toBuffer();
    },
  ],
  [
    'a border',
    async (p) => {
      const { width } = await sizeOf(p);
      const side = Math.round(width * 0.05);
      return sharp(p)
        .extend({ top: side, bottom: side, left: side, right: side, background: '#7a7a7a' })
        .png()
        .toBuffer();
    },
  ],
  ['a mirror', (p) => sharp(p).flop().png().toBuffer()],
  ['a quarter turn', (p) => sharp(p).rotate(90).png().toBuffer()],
  ['upside down', (p) => sharp(p).rotate(180).png().toBuffer()],
  ['inverted colours', (p) => sharp(p).negate({ alpha: false }).png().toBuffer()],
  [
    'a 2% crop, saved as JPEG',
    async (p) => {
      const { width, height } = await sizeOf(p);
      const [dx, dy] = [Math.round(width * 0.02), Math.round(height * 0.02)];
      return sharp(p)
        .extract({ left: dx, top: dy, width: width - 2 * dx, height: height - 2 * dy })
        .jpeg({ quality: 60 })
        .toBuffer();
    },
  ],
];
