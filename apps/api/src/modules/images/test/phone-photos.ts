import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Pictures as staff's phones send them, drawn with sharp (nothing downloaded): photos that
 * carry EXIF with a GPS position and an orientation, and the files people pick by mistake or
 * that attack a server.
 */

/** A position in Yangon, as a phone's camera writes it into EXIF (degrees, minutes, seconds). */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '16/1 47/1 1234/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '96/1 9/1 5678/100',
};

/** The upright picture's top half is this red, its bottom half this blue. */
export const TOP_COLOUR = { r: 220, g: 30, b: 30 };
export const BOTTOM_COLOUR = { r: 30, g: 60, b: 200 };

export interface PhotoOptions {
  /** The picture as it should be seen, upright. */
  width: number;
  height: number;
  format: 'jpeg' | 'png' | 'webp';
  /**
   * EXIF orientation 6: the pixels are stored turned a quarter to the left, as a phone held
   * upright stores them, and the tag says to turn them back. 1: stored as seen.
   */
  orientation?: 1 | 6;
  /**
   * EXIF with the camera's make, model and a GPS position, and the Display P3 colour profile
   * an iPhone embeds.
   */
  exif?: boolean;
}

/**
 * A photo whose upright top half is red and bottom half blue, so a test can tell which way
 * up a stored size stands.
 */
export async function drawPhoto({
  width,
  height,
  format,
  orientation = 1,
  exif = false,
}: PhotoOptions): Promise<Buffer> {
  const rgb = ({ r, g, b }: typeof TOP_COLOUR) => `rgb(${r},${g},${b})`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height / 2}" fill="${rgb(TOP_COLOUR)}"/>` +
    `<rect y="${height / 2}" width="${width}" height="${height / 2}" fill="${rgb(BOTTOM_COLOUR)}"/>` +
    `<circle cx="${width / 4}" cy="${height / 4}" r="${Math.min(width, height) / 10}" fill="#fff"/>` +
    '</svg>';
  let picture = sharp(Buffer.from(svg));
  if (orientation === 6) {
    // Stored turned a quarter to the left; orientation 6 says: turn a quarter right to view.
    picture = sharp(await picture.rotate(-90).png().toBuffer()).withMetadata({ orientation: 6 });
  }
  if (exif) {
    picture = picture
      .withExifMerge({ IFD0: { Make: 'Apple', Model: 'iPhone 13' }, IFD3: GPS })
      .withIccProfile('p3');
  }
  return format === 'jpeg'
    ? picture.jpeg({ quality: 90 }).toBuffer()
    : format === 'png'
      ? picture.png().toBuffer()
      : picture.webp({ quality: 90 }).toBuffer();
}

/**
 * Whether an EXIF block (as sharp's metadata gives it, from the 'Exif\0\0' header on) holds a
 * GPS directory: the GPSInfo tag (0x8825) among the first directory's entries.
 */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.toString('latin1', 0, 4) === 'Exif' ? exif.subarray(6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  const entries = u16(ifd);
  for (let i = 0; i < entries; i += 1) {
    if (u16(ifd + 2 + i * 12) === 0x8825) return true;
  }
  return false;
}

/**
 * A decompression bomb: a valid PNG of `width` × `height` one-bit pixels, all black, whose
 * compressed rows take about a thousandth of what they unpack to (30,000 × 30,000 is about
 * 110 KB that unpack to 900 million pixels).
 */
export function pngBomb(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: a filter byte, then width bits; all zero.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The start of an iPhone's HEIC photo: the `ftyp` box (major brand 'heic', compatible 'mif1'
 * and 'heic') and the `meta` box that follows, cut short. The server recognises the format
 * from these bytes alone.
 */
export function heicStart(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.writeUInt32BE(0, 12);
  ftyp.write('mif1heic', 16, 'latin1');
  const meta = Buffer.alloc(4096, 0x2a);
  meta.writeUInt32BE(4096, 0);
  meta.write('meta', 4, 'latin1');
  return Buffer.concat([ftyp, meta]);
}

/** An animated-GIF-sized GIF, drawn by sharp. */
export function drawGif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
    .gif()
    .toBuffer();
}

export const PDF_START = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');

/**
 * A multipart/form-data body with one file part, as a browser's FormData sends it; `field` is
 * the part's name, `filename` and `contentType` what the browser would declare.
 */
export function multipartBody(
  bytes: Buffer,
  {
    field = 'file',
    filename = 'photo.jpg',
    contentType = 'image/jpeg',
  }: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----photo${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
      'latin1',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1'),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
