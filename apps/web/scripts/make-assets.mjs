// Draws the static images under public/assets once (run: node scripts/make-assets.mjs).
// Kept as a script so the images can be redrawn; the PNGs themselves are committed.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = (name) => fileURLToPath(new URL(`../public/assets/${name}`, import.meta.url));

const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="#eef0f3"/>
  <g fill="none" stroke="#b6bcc6" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
    <rect x="110" y="125" width="180" height="150" rx="14"/>
    <circle cx="165" cy="175" r="18"/>
    <path d="M120 262 l60 -55 l40 35 l30 -25 l40 45"/>
  </g>
</svg>`;

// Union Jack, simplified but recognisable at 24 px.
const ukFlag = `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40">
  <clipPath id="c"><rect width="60" height="40"/></clipPath>
  <g clip-path="url(#c)">
    <rect width="60" height="40" fill="#012169"/>
    <path d="M0 0 L60 40 M60 0 L0 40" stroke="#fff" stroke-width="8"/>
    <path d="M0 0 L60 40 M60 0 L0 40" stroke="#C8102E" stroke-width="3"/>
    <path d="M30 0 V40 M0 20 H60" stroke="#fff" stroke-width="12"/>
    <path d="M30 0 V40 M0 20 H60" stroke="#C8102E" stroke-width="7"/>
  </g>
</svg>`;

// Myanmar: yellow, green, red bands with a white five-pointed star.
function star(cx, cy, r) {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return points.join(' ');
}
const mmFlag = `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40">
  <rect width="60" height="13.34" fill="#FECB00"/>
  <rect y="13.33" width="60" height="13.34" fill="#34B233"/>
  <rect y="26.66" width="60" height="13.34" fill="#EA2839"/>
  <polygon points="${star(30, 22, 15)}" fill="#fff"/>
</svg>`;

// A shopping bag in the accent colour: the loading-screen logo and the default shop logo.
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <rect width="128" height="128" rx="28" fill="#0f766e"/>
  <path d="M34 48 h60 l-5 52 a6 6 0 0 1 -6 5 h-38 a6 6 0 0 1 -6 -5 z" fill="#fff"/>
  <path d="M50 56 v-12 a14 14 0 0 1 28 0 v12" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>
  <circle cx="50" cy="58" r="4" fill="#0f766e"/>
  <circle cx="78" cy="58" r="4" fill="#0f766e"/>
</svg>`;

await mkdir(fileURLToPath(new URL('../public/assets/icons/', import.meta.url)), {
  recursive: true,
});
const png = (svg) => sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true });
await png(placeholder).toFile(out('placeholder.png'));
await png(ukFlag).resize(48, 32).toFile(out('icons/uk_flag.png'));
await png(mmFlag).resize(48, 32).toFile(out('icons/mm_flag.png'));
await png(logo).toFile(out('logo.png'));
await sharp(Buffer.from(logo)).resize(64, 64).png().toFile(out('../favicon.png'));
console.log('assets written');
