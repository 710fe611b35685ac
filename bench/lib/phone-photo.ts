import sharp from 'sharp';

/**
 * A photo as a phone's camera writes it, drawn with sharp (nothing downloaded): 4032 × 3024
 * pixels (12 megapixels) stored on their side with EXIF orientation 6, as a phone held upright
 * stores them; EXIF with the camera's make and model and a GPS position; the Display P3 colour
 * profile an iPhone embeds; JPEG at quality 90. The scene (a product on a table: gradients,
 * shapes, a label with text) carries sensor-like noise, so that its JPEG is as large and as
 * costly to decode, and its WebP as costly to encode, as a real photo of that size (3–4 MB).
 */
export async function drawPhonePhoto(): Promise<Buffer> {
  // The scene as the photo shows it: upright, 3024 wide and 4032 high.
  const width = 3024;
  const height = 4032;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#d8cbb8"/><stop offset="1" stop-color="#a89880"/>
    </linearGradient>
    <linearGradient id="table" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#6b4a2f"/><stop offset="1" stop-color="#3e2a1a"/>
    </linearGradient>
    <radialGradient id="pot" cx="0.35" cy="0.35" r="0.8">
      <stop offset="0" stop-color="#f1f1f1"/><stop offset="0.5" stop-color="#b9bcc0"/>
      <stop offset="1" stop-color="#55595e"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#wall)"/>
  <rect y="${height * 0.62}" width="${width}" height="${height * 0.38}" fill="url(#table)"/>
  ${Array.from({ length: 40 }, (_, i) => `<line x1="0" y1="${height * 0.62 + i * 29}" x2="${width}" y2="${height * 0.64 + i * 31}" stroke="#2e1f12" stroke-opacity="0.25" stroke-width="${3 + (i % 4)}"/>`).join('')}
  <ellipse cx="${width * 0.5}" cy="${height * 0.78}" rx="${width * 0.24}" ry="${height * 0.06}" fill="#000" fill-opacity="0.35"/>
  <rect x="${width * 0.28}" y="${height * 0.3}" width="${width * 0.44}" height="${height * 0.46}" rx="120" fill="url(#pot)"/>
  <rect x="${width * 0.22}" y="${height * 0.34}" width="${width * 0.08}" height="${height * 0.05}" rx="30" fill="#2b2b2b"/>
  <rect x="${width * 0.7}" y="${height * 0.34}" width="${width * 0.08}" height="${height * 0.05}" rx="30" fill="#2b2b2b"/>
  <rect x="${width * 0.36}" y="${height * 0.46}" width="${width * 0.28}" height="${height * 0.16}" fill="#fff7e0"/>
  <text x="${width * 0.5}" y="${height * 0.53}" font-family="sans-serif" font-size="150" text-anchor="middle" fill="#8b1a1a">Curry Pot 24 cm</text>
  <text x="${width * 0.5}" y="${height * 0.595}" font-family="sans-serif" font-size="110" text-anchor="middle" fill="#333">Aluminium · 3 L · 18,500 Ks</text>
  <circle cx="${width * 0.12}" cy="${height * 0.2}" r="${height * 0.08}" fill="#3d7d3a"/>
  <circle cx="${width * 0.88}" cy="${height * 0.16}" r="${height * 0.05}" fill="#c98a1b"/>
</svg>`;
  // Texture at two scales: grain that a phone's sensor leaves in every pixel, and coarser
  // mottling (fabric, wood, reflections) that stays when the photo is shrunk.
  const noise = (w: number, h: number, sigma: number) =>
    sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
  const grain = await noise(width, height, 22);
  const mottling = await sharp(await noise(width / 8, height / 8, 40))
    .resize(width, height, { kernel: 'cubic' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const scene = await sharp(Buffer.from(svg))
    .composite([
      { input: mottling, blend: 'soft-light' },
      { input: grain, blend: 'soft-light' },
    ])
    .png({ compressionLevel: 1 })
    .toBuffer();
  // The sensor stores the upright scene turned a quarter to the left: 4032 wide, 3024 high,
  // with orientation 6 saying to turn it back.
  return sharp(scene)
    .rotate(-90)
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Apple', Model: 'iPhone 13', Software: '17.5.1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '16/1 47/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '96/1 9/1 5678/100',
      },
    })
    .withIccProfile('p3')
    .jpeg({ quality: 90 })
    .toBuffer();
}
