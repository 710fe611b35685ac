import sharp from 'sharp';
import { parseReceiptText, type ReceiptFacts } from './receipt-text';
import { runTesseract } from './tesseract';

/**
 * Reads a receipt picture (docs/decisions/0026-receipt-reading.md#reading): grey, dark screens
 * turned light, brought to a width tesseract reads small print well at; then read upright and,
 * when neither a transaction number nor an amount is found, turned and mirrored in turn, so a
 * receipt sent turned or mirrored to dodge the duplicate check is read all the same.
 */

/** Pixels across that keep a phone's small print about 25 pixels high. */
const READ_WIDTH = 900;

type Orientation = { turn: 0 | 90 | 180 | 270; mirror: boolean };
const ORIENTATIONS: Orientation[] = [
  { turn: 0, mirror: false },
  { turn: 180, mirror: false },
  { turn: 0, mirror: true },
  { turn: 90, mirror: false },
  { turn: 270, mirror: false },
  { turn: 180, mirror: true },
  { turn: 90, mirror: true },
  { turn: 270, mirror: true },
];

export interface PictureReading {
  facts: ReceiptFacts;
  text: string;
}

async function prepare(bytes: Buffer, orientation: Orientation): Promise<Buffer> {
  const grey = sharp(bytes).flatten({ background: '#ffffff' }).greyscale();
  const { data } = await grey.clone().resize(64, 64, { fit: 'fill' }).raw().toBuffer({
    resolveWithObject: true,
  });
  const mean = data.reduce((sum, v) => sum + v, 0) / data.length;
  let picture = grey.clone().rotate(orientation.turn);
  if (orientation.mirror) picture = picture.flop();
  // Tesseract reads dark print on a light page best; a dark-mode screen is turned light.
  if (mean < 110) picture = picture.negate({ alpha: false });
  const turned = orientation.turn % 180 === 90;
  const { width = READ_WIDTH, height = READ_WIDTH } = await sharp(bytes).metadata();
  const across = turned ? height : width;
  return picture
    .resize({ width: across > 1600 || across < 600 ? READ_WIDTH : across })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

const hasKeyFacts = (facts: ReceiptFacts) =>
  facts.transactionNo !== null || facts.amountMinor !== null;

/** The facts read on the picture, within `timeoutMs` for every attempt together. */
export async function readPicture(bytes: Buffer, timeoutMs: number): Promise<PictureReading> {
  const deadline = Date.now() + timeoutMs;
  let first: PictureReading | null = null;
  for (const orientation of ORIENTATIONS) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    const text = await runTesseract(await prepare(bytes, orientation), left);
    const reading = { facts: parseReceiptText(text), text };
    if (hasKeyFacts(reading.facts)) return reading;
    first ??= reading;
  }
  if (!first) throw new Error('The receipt could not be read in time.');
  return first;
}
