/**
 * What a picture file is, told by its first bytes, never by its name or the type a browser
 * declared: both are whatever the sender says (docs/architecture.md#images). Receipts and
 * product photos accept the same three formats.
 */

export type AcceptedImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type the bytes start with, or null when they are none of the accepted ones. */
export function sniffImageType(bytes: Buffer): AcceptedImageType | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * Formats that are refused with words of their own, because the person sending one can do
 * something about it: 'heif' is an iPhone's HEIC photo (the camera's "High Efficiency"
 * setting), 'gif' and 'pdf' are pictures and documents people pick by mistake.
 */
export type RefusedImageKind = 'heif' | 'gif' | 'pdf';

/**
 * HEIF brands (ISO/IEC 23008-12) of HEVC-coded still pictures and sequences, and the
 * generic image brands that iPhones and Android phones put beside them. AVIF files carry
 * 'mif1' too but name 'avif' or 'avis' as well: those are a different format.
 */
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'mif2',
]);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The brands of an ISO base media file's leading `ftyp` box, or null when it has none. */
function ftypBrands(bytes: Buffer): string[] | null {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return null;
  const boxSize = bytes.readUInt32BE(0);
  // The box holds its size, 'ftyp', the major brand, a version, then compatible brands.
  const end = Math.min(bytes.length, boxSize >= 16 && boxSize <= 4096 ? boxSize : 16);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands;
}

/** Which of the formats refused with their own words the bytes are, if any. */
export function sniffRefusedImageKind(bytes: Buffer): RefusedImageKind | null {
  const brands = ftypBrands(bytes);
  if (brands) {
    if (brands.some((b) => AVIF_BRANDS.has(b))) return null;
    return brands.some((b) => HEIF_BRANDS.has(b)) ? 'heif' : null;
  }
  const head = bytes.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (bytes.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  return null;
}
