import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * A "receipt" made to cost the server as much as a picture under the size cap can: 2,400 ×
 * 2,300 pixels of random noise, each channel one of four levels. Nothing in it repeats, so it
 * neither shrinks on load nor compresses; at the encoders' slowest settings re-encoding such a
 * picture took about 15 s of CPU. About 5 MB, just under the cap, made fresh each time (random,
 * so never a duplicate receipt).
 */
export async function hostileReceipt(width = 2_400, height = 2_300): Promise<Buffer> {
  const pixels = randomBytes(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (pixels[i]! & 3) * 85;
  // zlib level 3 without filtering: quick to make, and small enough to fit under the cap.
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
}
