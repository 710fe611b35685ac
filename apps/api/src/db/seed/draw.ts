import sharp from 'sharp';
import type { IconName } from './data/icons';
import type { FlagEmblem, FlagSpec } from './data/regions';
import { createRng, hashSeed } from './data/rng';

/**
 * Demo images drawn at seed time (docs/architecture.md#images: nothing is downloaded). Every image is an SVG
 * string rendered by sharp. Letters are drawn as strokes, not with a font, so logos look the
 * same on a machine that has no fonts installed and no fontconfig cache to build.
 */
export interface DrawnImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export const PRODUCT_IMAGE_SIZE = 600;
const WEBP_QUALITY = 75;
// Flat art compresses well at any effort: measured on 600×600 product images, effort 1 takes
// ~11 ms and ~7 KB per image against ~24 ms and ~5 KB at the default 4.
const WEBP_EFFORT = 1;

async function renderWebp(svg: string, width: number, height: number): Promise<DrawnImage> {
  const bytes = await sharp(Buffer.from(svg))
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
  return { bytes, contentType: 'image/webp', width, height };
}

async function renderPng(svg: string, width: number, height: number): Promise<DrawnImage> {
  const bytes = await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  return { bytes, contentType: 'image/png', width, height };
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Colour

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

function toHex(r: number, g: number, b: number): string {
  const h = (v: number) =>
    Math.round(clamp(v, 0, 255))
      .toString(16)
      .padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** hsl(h, s%, l%) as #rrggbb; hex keeps the SVG independent of the renderer's CSS support. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = clamp(saturation, 0, 100) / 100;
  const l = clamp(lightness, 0, 100) / 100;
  if (s === 0) return toHex(l * 255, l * 255, l * 255);
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number): number => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return toHex(channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255);
}

function parseHex(colour: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m?.[1]) throw new Error(`Not a hex colour: ${colour}`);
  const hex =
    m[1].length === 3
      ? m[1]
          .split('')
          .map((c) => c + c)
          .join('')
      : m[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Mix a colour with white (amount > 0) or black (amount < 0); amount in -1…1. */
function shade(colour: string, amount: number): string {
  const [r, g, b] = parseHex(colour);
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(r + (target - r) * t, g + (target - g) * t, b + (target - b) * t);
}

/** WCAG relative luminance, to pick white or dark text on a coloured tile. */
function luminance(colour: string): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(colour);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

const DARK_INK = '#1F2937';

function textColourOn(background: string): string {
  // White wins while its contrast ratio is at least that of the dark ink (yellow WavePay loses).
  const l = luminance(background);
  const whiteContrast = 1.05 / (l + 0.05);
  const darkContrast = (l + 0.05) / (luminance(DARK_INK) + 0.05);
  return whiteContrast >= darkContrast ? '#FFFFFF' : DARK_INK;
}

// ---------------------------------------------------------------------------------------------
// Product icons, each drawn in a 200×200 box

interface Palette {
  main: string;
  dark: string;
  light: string;
  soft: string;
  accent: string;
  white: string;
}

function paletteFor(hue: number): Palette {
  return {
    main: hsl(hue, 58, 50),
    dark: hsl(hue, 45, 27),
    light: hsl(hue, 72, 85),
    soft: hsl(hue, 60, 96),
    accent: hsl(hue + 150, 70, 56),
    white: '#FFFFFF',
  };
}

const LEAF_GREEN = '#4C9A2A';
const LEAF_VEIN = '#2F6B1A';
const MILK_TEA = '#B9814A';

function isoCube(cx: number, cy: number, s: number, colour: string): string {
  const w = s * 0.866;
  return [
    `<path d="M${cx} ${cy} L${cx + w} ${cy + s / 2} L${cx} ${cy + s} L${cx - w} ${cy + s / 2} Z" fill="${shade(colour, 0.35)}"/>`,
    `<path d="M${cx - w} ${cy + s / 2} L${cx} ${cy + s} L${cx} ${cy + 2 * s} L${cx - w} ${cy + 1.5 * s} Z" fill="${colour}"/>`,
    `<path d="M${cx} ${cy + s} L${cx + w} ${cy + s / 2} L${cx + w} ${cy + 1.5 * s} L${cx} ${cy + 2 * s} Z" fill="${shade(colour, -0.25)}"/>`,
  ].join('');
}

function slipper(cx: number, p: Palette): string {
  return (
    `<ellipse cx="${cx}" cy="106" rx="31" ry="72" fill="${p.dark}"/>` +
    `<ellipse cx="${cx}" cy="108" rx="23" ry="61" fill="${p.light}"/>` +
    `<path d="M${cx - 21} 116 L${cx} 54 L${cx + 21} 116" fill="none" stroke="${p.main}" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="${cx}" cy="52" r="7" fill="${p.main}"/>`
  );
}

const ICONS: Record<IconName, (p: Palette) => string> = {
  phone: (p) =>
    `<rect x="58" y="14" width="84" height="172" rx="16" fill="${p.dark}"/>` +
    `<rect x="65" y="30" width="70" height="136" rx="5" fill="${p.light}"/>` +
    `<rect x="88" y="20" width="24" height="4" rx="2" fill="${p.main}"/>` +
    `<circle cx="100" cy="176" r="5" fill="${p.main}"/>` +
    `<rect x="73" y="40" width="54" height="30" rx="4" fill="${p.main}"/>` +
    `<rect x="73" y="78" width="24" height="24" rx="5" fill="${p.accent}"/>` +
    `<rect x="103" y="78" width="24" height="24" rx="5" fill="${p.white}"/>` +
    `<rect x="73" y="108" width="24" height="24" rx="5" fill="${p.white}"/>` +
    `<rect x="103" y="108" width="24" height="24" rx="5" fill="${p.main}"/>` +
    `<rect x="73" y="140" width="54" height="8" rx="4" fill="${p.white}"/>`,
  tablet: (p) =>
    `<rect x="36" y="26" width="128" height="148" rx="14" fill="${p.dark}"/>` +
    `<rect x="46" y="38" width="108" height="124" rx="4" fill="${p.light}"/>` +
    `<circle cx="100" cy="32" r="2.5" fill="${p.main}"/>` +
    `<rect x="56" y="50" width="88" height="40" rx="5" fill="${p.main}"/>` +
    `<rect x="56" y="100" width="60" height="8" rx="4" fill="${p.white}"/>` +
    `<rect x="56" y="116" width="80" height="8" rx="4" fill="${p.white}"/>` +
    `<rect x="56" y="132" width="40" height="8" rx="4" fill="${p.accent}"/>`,
  laptop: (p) =>
    `<rect x="38" y="40" width="124" height="88" rx="7" fill="${p.dark}"/>` +
    `<rect x="46" y="48" width="108" height="72" rx="3" fill="${p.light}"/>` +
    `<rect x="56" y="58" width="50" height="9" rx="4.5" fill="${p.main}"/>` +
    `<rect x="56" y="74" width="80" height="8" rx="4" fill="${p.white}"/>` +
    `<rect x="56" y="89" width="64" height="8" rx="4" fill="${p.white}"/>` +
    `<rect x="56" y="104" width="30" height="8" rx="4" fill="${p.accent}"/>` +
    `<path d="M22 130 H178 L188 150 Q189 156 183 156 H17 Q11 156 12 150 Z" fill="${p.main}"/>` +
    `<rect x="86" y="132" width="28" height="5" rx="2.5" fill="${p.dark}" opacity="0.5"/>`,
  mouse: (p) =>
    `<path d="M100 34 Q122 10 146 18" fill="none" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M100 34 C140 34 150 72 150 112 C150 152 130 178 100 178 C70 178 50 152 50 112 C50 72 60 34 100 34 Z" fill="${p.main}"/>` +
    `<path d="M51 92 Q100 100 149 92" fill="none" stroke="${p.dark}" stroke-width="4"/>` +
    `<path d="M100 34 V96" stroke="${p.dark}" stroke-width="4"/>` +
    `<rect x="93" y="50" width="14" height="28" rx="7" fill="${p.light}"/>` +
    `<ellipse cx="72" cy="130" rx="8" ry="22" fill="${p.white}" opacity="0.3"/>`,
  headphones: (p) =>
    `<path d="M44 120 V98 A56 56 0 0 1 156 98 V120" fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="26" y="104" width="36" height="64" rx="15" fill="${p.main}"/>` +
    `<rect x="138" y="104" width="36" height="64" rx="15" fill="${p.main}"/>` +
    `<rect x="54" y="112" width="13" height="48" rx="6" fill="${p.dark}"/>` +
    `<rect x="133" y="112" width="13" height="48" rx="6" fill="${p.dark}"/>` +
    `<rect x="34" y="114" width="8" height="32" rx="4" fill="${p.light}" opacity="0.7"/>` +
    `<rect x="146" y="114" width="8" height="32" rx="4" fill="${p.light}" opacity="0.7"/>`,
  speaker: (p) =>
    `<rect x="52" y="18" width="96" height="164" rx="18" fill="${p.dark}"/>` +
    `<circle cx="100" cy="122" r="37" fill="${p.main}"/>` +
    `<circle cx="100" cy="122" r="24" fill="${p.light}"/>` +
    `<circle cx="100" cy="122" r="9" fill="${p.dark}"/>` +
    `<circle cx="100" cy="58" r="17" fill="${p.main}"/>` +
    `<circle cx="100" cy="58" r="6" fill="${p.light}"/>` +
    `<circle cx="132" cy="32" r="3.5" fill="${p.accent}"/>`,
  watch: (p) =>
    `<rect x="76" y="12" width="48" height="176" rx="12" fill="${p.dark}"/>` +
    `<rect x="146" y="93" width="9" height="14" rx="2" fill="${p.main}"/>` +
    `<circle cx="100" cy="100" r="49" fill="${p.main}"/>` +
    `<circle cx="100" cy="100" r="39" fill="${p.white}"/>` +
    `<rect x="98" y="65" width="4" height="9" rx="2" fill="${p.dark}"/>` +
    `<rect x="98" y="126" width="4" height="9" rx="2" fill="${p.dark}"/>` +
    `<rect x="65" y="98" width="9" height="4" rx="2" fill="${p.dark}"/>` +
    `<rect x="126" y="98" width="9" height="4" rx="2" fill="${p.dark}"/>` +
    `<path d="M100 100 V74" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M100 100 L121 110" stroke="${p.accent}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="100" cy="100" r="5" fill="${p.dark}"/>`,
  camera: (p) =>
    `<rect x="64" y="40" width="54" height="28" rx="6" fill="${p.dark}"/>` +
    `<rect x="34" y="48" width="22" height="14" rx="4" fill="${p.accent}"/>` +
    `<rect x="20" y="58" width="160" height="110" rx="16" fill="${p.main}"/>` +
    `<rect x="20" y="84" width="160" height="10" fill="${p.dark}" opacity="0.3"/>` +
    `<circle cx="100" cy="114" r="42" fill="${p.dark}"/>` +
    `<circle cx="100" cy="114" r="31" fill="${p.light}"/>` +
    `<circle cx="100" cy="114" r="17" fill="${p.main}"/>` +
    `<circle cx="93" cy="107" r="6" fill="${p.white}"/>` +
    `<rect x="140" y="68" width="26" height="12" rx="3" fill="${p.white}"/>`,
  tv: (p) =>
    `<path d="M88 140 L80 166 H120 L112 140 Z" fill="${p.dark}"/>` +
    `<rect x="58" y="162" width="84" height="9" rx="4.5" fill="${p.dark}"/>` +
    `<rect x="14" y="28" width="172" height="116" rx="10" fill="${p.dark}"/>` +
    `<rect x="22" y="36" width="156" height="100" rx="4" fill="${p.light}"/>` +
    `<circle cx="150" cy="64" r="13" fill="${p.accent}"/>` +
    `<path d="M22 136 V122 L68 82 L100 110 L130 78 L178 122 V136 Z" fill="${p.main}"/>`,
  fan: (p) =>
    `<ellipse cx="100" cy="178" rx="46" ry="10" fill="${p.dark}"/>` +
    `<rect x="94" y="110" width="12" height="68" rx="4" fill="${p.dark}"/>` +
    `<circle cx="100" cy="78" r="64" fill="${p.light}" fill-opacity="0.55" stroke="${p.main}" stroke-width="6"/>` +
    [0, 120, 240]
      .map(
        (a) =>
          `<ellipse cx="100" cy="46" rx="17" ry="30" fill="${p.main}" transform="rotate(${a} 100 78)"/>`,
      )
      .join('') +
    `<circle cx="100" cy="78" r="13" fill="${p.dark}"/>`,
  lamp: (p) =>
    `<circle cx="100" cy="104" r="70" fill="${p.accent}" opacity="0.22"/>` +
    `<path d="M72 44 Q100 6 128 44" fill="none" stroke="${p.dark}" stroke-width="7" stroke-linecap="round"/>` +
    `<rect x="68" y="56" width="64" height="96" rx="10" fill="${p.light}"/>` +
    `<rect x="86" y="70" width="28" height="68" rx="14" fill="${p.white}"/>` +
    `<rect x="68" y="56" width="7" height="96" fill="${p.main}"/>` +
    `<rect x="125" y="56" width="7" height="96" fill="${p.main}"/>` +
    `<rect x="60" y="40" width="80" height="20" rx="6" fill="${p.dark}"/>` +
    `<rect x="56" y="150" width="88" height="24" rx="7" fill="${p.dark}"/>`,
  battery: (p) =>
    `<rect x="76" y="14" width="18" height="12" rx="2" fill="${p.dark}"/>` +
    `<rect x="106" y="14" width="18" height="12" rx="2" fill="${p.dark}"/>` +
    `<rect x="46" y="22" width="108" height="160" rx="18" fill="${p.dark}"/>` +
    `<rect x="56" y="34" width="88" height="136" rx="10" fill="${p.main}"/>` +
    `<path d="M110 50 L78 108 H98 L90 154 L124 92 H104 Z" fill="${p.white}"/>` +
    [80, 93, 106, 119].map((x) => `<circle cx="${x}" cy="162" r="3" fill="${p.light}"/>`).join(''),
  plug: (p) =>
    `<path d="M100 134 V150 Q100 178 130 178 Q160 178 168 150" fill="none" stroke="${p.dark}" stroke-width="9" stroke-linecap="round"/>` +
    `<rect x="77" y="24" width="11" height="38" rx="3" fill="${p.dark}"/>` +
    `<rect x="112" y="24" width="11" height="38" rx="3" fill="${p.dark}"/>` +
    `<rect x="56" y="56" width="88" height="82" rx="16" fill="${p.main}"/>` +
    `<rect x="56" y="56" width="88" height="18" rx="9" fill="${p.light}" opacity="0.5"/>` +
    `<circle cx="100" cy="100" r="16" fill="${p.light}"/>` +
    `<path d="M103 88 L93 102 H101 L97 113 L108 98 H100 Z" fill="${p.dark}"/>`,
  blender: (p) =>
    `<path d="M138 46 H154 Q162 46 162 54 V90 Q162 98 154 98 H134" fill="none" stroke="${p.main}" stroke-width="8"/>` +
    `<path d="M62 32 H138 L128 122 H72 Z" fill="${p.soft}" stroke="${p.main}" stroke-width="4"/>` +
    `<path d="M67 72 H133 L128 122 H72 Z" fill="${p.accent}" opacity="0.75"/>` +
    `<path d="M86 112 H114" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="56" y="20" width="88" height="16" rx="5" fill="${p.dark}"/>` +
    `<path d="M62 122 H138 L146 178 H54 Z" fill="${p.main}"/>` +
    `<circle cx="100" cy="152" r="11" fill="${p.light}"/>` +
    `<path d="M100 152 V144" stroke="${p.dark}" stroke-width="3" stroke-linecap="round"/>`,
  shirt: (p) =>
    `<path d="M68 28 L34 44 L16 86 L44 100 L56 80 V178 H144 V80 L156 100 L184 86 L166 44 L132 28 Q100 46 68 28 Z" fill="${p.main}"/>` +
    `<path d="M68 28 L86 60 L100 42 L114 60 L132 28 Q100 46 68 28 Z" fill="${p.light}"/>` +
    `<path d="M100 44 V178" stroke="${p.dark}" stroke-width="3" opacity="0.45"/>` +
    [74, 102, 130, 158]
      .map((y) => `<circle cx="100" cy="${y}" r="4" fill="${p.white}"/>`)
      .join('') +
    `<rect x="114" y="88" width="22" height="22" rx="3" fill="${p.dark}" opacity="0.25"/>`,
  dress: (p) =>
    `<path d="M80 18 L88 44 M120 18 L112 44" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M74 40 Q100 54 126 40 L128 86 H72 Z" fill="${p.main}"/>` +
    `<path d="M72 86 H128 L168 178 Q100 192 32 178 Z" fill="${p.main}"/>` +
    `<path d="M90 92 L70 180 M100 92 V186 M110 92 L130 180" stroke="${p.light}" stroke-width="3" opacity="0.55"/>` +
    `<rect x="70" y="80" width="60" height="11" rx="5" fill="${p.dark}"/>` +
    [
      [62, 160],
      [92, 130],
      [128, 150],
      [110, 172],
      [80, 176],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${p.accent}"/>`)
      .join(''),
  longyi: (p) =>
    `<clipPath id="cloth"><rect x="44" y="24" width="112" height="156" rx="10"/></clipPath>` +
    `<rect x="44" y="24" width="112" height="156" rx="10" fill="${p.main}"/>` +
    `<g clip-path="url(#cloth)">` +
    [44, 74, 104, 134, 164]
      .map((y) => `<rect x="44" y="${y}" width="112" height="11" fill="${p.dark}" opacity="0.35"/>`)
      .join('') +
    [56, 84, 112, 140]
      .map(
        (x) => `<rect x="${x}" y="24" width="10" height="156" fill="${p.light}" opacity="0.35"/>`,
      )
      .join('') +
    `<rect x="44" y="24" width="112" height="20" fill="${p.dark}" opacity="0.55"/>` +
    `</g>` +
    `<path d="M100 46 Q95 110 104 180" fill="none" stroke="${p.dark}" stroke-width="3" opacity="0.35"/>` +
    `<ellipse cx="100" cy="44" rx="15" ry="9" fill="${p.dark}"/>`,
  bag: (p) =>
    `<path d="M68 72 V58 A32 32 0 0 1 132 58 V72" fill="none" stroke="${p.dark}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M36 70 H164 L154 170 Q153 178 145 178 H55 Q47 178 46 170 Z" fill="${p.main}"/>` +
    `<path d="M36 70 H164 V96 Q100 116 36 96 Z" fill="${p.dark}" opacity="0.3"/>` +
    `<rect x="91" y="98" width="18" height="15" rx="3" fill="${p.accent}"/>`,
  shoe: (p) =>
    `<path d="M24 140 Q22 100 48 96 L76 92 Q92 118 122 118 L164 126 Q184 130 184 146 V152 H24 Z" fill="${p.main}"/>` +
    `<path d="M60 134 Q110 126 152 140" fill="none" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M84 102 L96 94 M92 110 L104 102 M100 117 L112 109" stroke="${p.white}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="20" y="148" width="168" height="20" rx="8" fill="${p.white}"/>` +
    `<rect x="20" y="160" width="168" height="8" rx="4" fill="${p.dark}" opacity="0.25"/>`,
  slipper: (p) => slipper(64, p) + slipper(136, p),
  lipstick: (p) =>
    `<path d="M84 90 V46 Q84 38 92 34 L116 22 V90 Z" fill="${p.main}"/>` +
    `<rect x="89" y="48" width="5" height="38" rx="2.5" fill="${p.white}" opacity="0.35"/>` +
    `<rect x="79" y="88" width="42" height="24" rx="3" fill="${p.light}"/>` +
    `<rect x="73" y="110" width="54" height="74" rx="6" fill="${p.dark}"/>` +
    `<rect x="73" y="124" width="54" height="6" fill="${p.light}" opacity="0.6"/>`,
  bottle: (p) =>
    `<rect x="84" y="14" width="32" height="26" rx="4" fill="${p.dark}"/>` +
    `<rect x="88" y="38" width="24" height="12" fill="${p.main}"/>` +
    `<path d="M88 48 H112 Q138 60 138 86 V168 Q138 180 126 180 H74 Q62 180 62 168 V86 Q62 60 88 48 Z" fill="${p.main}"/>` +
    `<rect x="62" y="98" width="76" height="52" fill="${p.light}"/>` +
    `<rect x="74" y="112" width="52" height="7" rx="3.5" fill="${p.dark}" opacity="0.6"/>` +
    `<rect x="80" y="126" width="40" height="6" rx="3" fill="${p.accent}"/>` +
    `<rect x="70" y="68" width="7" height="24" rx="3.5" fill="${p.white}" opacity="0.4"/>`,
  jar: (p) =>
    `<rect x="44" y="56" width="112" height="124" rx="20" fill="${p.main}"/>` +
    `<rect x="52" y="34" width="96" height="28" rx="6" fill="${p.dark}"/>` +
    [64, 80, 96, 112, 128]
      .map(
        (x) =>
          `<rect x="${x}" y="38" width="4" height="20" rx="2" fill="${p.light}" opacity="0.3"/>`,
      )
      .join('') +
    `<rect x="56" y="92" width="88" height="54" rx="8" fill="${p.light}"/>` +
    `<circle cx="100" cy="119" r="15" fill="${p.accent}"/>` +
    `<rect x="54" y="66" width="8" height="20" rx="4" fill="${p.white}" opacity="0.35"/>`,
  log: (p) =>
    `<rect x="40" y="116" width="118" height="52" rx="8" fill="${p.dark}"/>` +
    `<ellipse cx="158" cy="142" rx="15" ry="26" fill="${p.light}"/>` +
    `<ellipse cx="158" cy="142" rx="8" ry="15" fill="none" stroke="${p.main}" stroke-width="3"/>` +
    `<rect x="26" y="58" width="132" height="62" rx="9" fill="${p.main}"/>` +
    `<path d="M40 76 H110 M56 94 H140 M34 108 H90" stroke="${p.dark}" stroke-width="3" stroke-linecap="round" opacity="0.45"/>` +
    `<ellipse cx="158" cy="89" rx="18" ry="31" fill="${p.light}"/>` +
    `<ellipse cx="158" cy="89" rx="11" ry="19" fill="none" stroke="${p.main}" stroke-width="3"/>` +
    `<ellipse cx="158" cy="89" rx="4" ry="7" fill="${p.main}"/>`,
  pot: (p) =>
    `<rect x="16" y="100" width="28" height="13" rx="6.5" fill="${p.dark}"/>` +
    `<rect x="156" y="100" width="28" height="13" rx="6.5" fill="${p.dark}"/>` +
    `<path d="M38 92 H162 V150 Q162 176 136 176 H64 Q38 176 38 150 Z" fill="${p.main}"/>` +
    `<rect x="38" y="120" width="124" height="9" fill="${p.light}" opacity="0.5"/>` +
    `<path d="M34 92 Q100 44 166 92 Z" fill="${p.dark}"/>` +
    `<rect x="30" y="88" width="140" height="9" rx="4.5" fill="${p.dark}"/>` +
    `<rect x="87" y="54" width="26" height="16" rx="6" fill="${p.light}"/>` +
    `<path d="M76 38 Q70 28 76 18 M100 34 Q94 24 100 14 M124 38 Q118 28 124 18" fill="none" stroke="${p.dark}" stroke-width="4" stroke-linecap="round" opacity="0.3"/>`,
  kettle: (p) =>
    `<path d="M74 80 Q100 24 126 80" fill="none" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M56 130 L22 92 Q18 87 25 85 L33 83 L66 110 Z" fill="${p.main}"/>` +
    `<path d="M50 174 Q40 110 74 78 H126 Q160 110 150 174 Z" fill="${p.main}"/>` +
    `<path d="M66 150 Q62 118 80 96" fill="none" stroke="${p.white}" stroke-width="6" stroke-linecap="round" opacity="0.35"/>` +
    `<ellipse cx="100" cy="78" rx="28" ry="7" fill="${p.dark}"/>` +
    `<circle cx="100" cy="68" r="6" fill="${p.dark}"/>` +
    `<rect x="44" y="170" width="112" height="11" rx="5.5" fill="${p.dark}"/>`,
  cup: (p) =>
    `<ellipse cx="94" cy="180" rx="72" ry="10" fill="${p.dark}" opacity="0.4"/>` +
    `<path d="M138 82 H150 Q172 82 172 110 Q172 138 150 138 H138" fill="none" stroke="${p.dark}" stroke-width="11"/>` +
    `<rect x="42" y="62" width="102" height="116" rx="12" fill="${p.main}"/>` +
    `<rect x="42" y="92" width="102" height="14" fill="${p.light}" opacity="0.6"/>` +
    `<path d="M72 50 Q64 38 72 26 Q80 14 72 4 M96 50 Q88 38 96 26 Q104 14 96 4 M120 50 Q112 38 120 26 Q128 14 120 4" fill="none" stroke="${p.dark}" stroke-width="5" stroke-linecap="round" opacity="0.3"/>`,
  bowl: (p) =>
    `<ellipse cx="100" cy="96" rx="76" ry="16" fill="${p.accent}"/>` +
    `<path d="M118 16 L84 100 M140 22 L100 102" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M24 96 H176 Q172 160 120 170 H80 Q28 160 24 96 Z" fill="${p.main}"/>` +
    `<path d="M36 118 Q100 136 164 118" fill="none" stroke="${p.light}" stroke-width="6" opacity="0.7"/>` +
    `<rect x="74" y="164" width="52" height="13" rx="4" fill="${p.dark}"/>`,
  tea: (p) =>
    `<path d="M128 18 Q182 30 172 92 Q124 100 116 62 Q112 36 128 18 Z" fill="${LEAF_GREEN}"/>` +
    `<path d="M128 24 Q140 60 168 88" fill="none" stroke="${LEAF_VEIN}" stroke-width="3"/>` +
    `<path d="M150 74 Q180 72 186 104 Q160 118 148 96 Z" fill="${LEAF_GREEN}" opacity="0.85"/>` +
    `<ellipse cx="88" cy="170" rx="68" ry="13" fill="${p.dark}"/>` +
    `<path d="M136 112 Q162 110 158 132 Q154 150 130 146" fill="none" stroke="${p.main}" stroke-width="8"/>` +
    `<path d="M36 102 H140 Q136 160 100 166 H76 Q40 160 36 102 Z" fill="${p.main}"/>` +
    `<ellipse cx="88" cy="102" rx="52" ry="10" fill="${p.light}"/>` +
    `<ellipse cx="88" cy="103" rx="43" ry="7" fill="${MILK_TEA}"/>`,
  snack: (p) =>
    `<path d="M48 32 L56 24 L64 32 L72 24 L80 32 L88 24 L96 32 L104 24 L112 32 L120 24 L128 32 L136 24 L144 32 L152 24 L152 32 Q162 100 152 168 L152 176 L144 168 L136 176 L128 168 L120 176 L112 168 L104 176 L96 168 L88 176 L80 168 L72 176 L64 168 L56 176 L48 168 Q38 100 48 32 Z" fill="${p.main}"/>` +
    `<rect x="44" y="34" width="112" height="16" fill="${p.dark}" opacity="0.3"/>` +
    `<rect x="44" y="150" width="112" height="14" fill="${p.dark}" opacity="0.3"/>` +
    `<circle cx="100" cy="100" r="33" fill="${p.light}"/>` +
    `<ellipse cx="90" cy="96" rx="14" ry="9" fill="${p.accent}" transform="rotate(-20 90 96)"/>` +
    `<ellipse cx="110" cy="106" rx="14" ry="9" fill="${p.accent}" transform="rotate(25 110 106)"/>` +
    `<ellipse cx="100" cy="88" rx="10" ry="7" fill="${shade(p.accent, -0.2)}"/>`,
  rice: (p) =>
    `<path d="M52 44 Q100 30 148 44 L160 168 Q100 186 40 168 Z" fill="${p.soft}" stroke="${p.light}" stroke-width="3"/>` +
    `<path d="M76 42 Q88 22 100 34 Q112 22 124 42" fill="none" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M47 98 Q100 108 153 98 L156 132 Q100 142 44 132 Z" fill="${p.main}"/>` +
    `<circle cx="100" cy="118" r="9" fill="${p.accent}"/>` +
    [
      [150, 168, -30],
      [164, 160, 20],
      [158, 176, 60],
      [172, 174, -10],
    ]
      .map(
        ([x, y, a]) =>
          `<ellipse cx="${x}" cy="${y}" rx="7" ry="4" fill="${p.white}" stroke="${p.dark}" stroke-width="1.5" transform="rotate(${a} ${x} ${y})"/>`,
      )
      .join(''),
  book: (p) =>
    `<rect x="56" y="30" width="106" height="146" rx="4" fill="${p.white}" stroke="${p.light}" stroke-width="2"/>` +
    `<rect x="44" y="24" width="108" height="150" rx="6" fill="${p.main}"/>` +
    `<rect x="44" y="24" width="18" height="150" rx="6" fill="${p.dark}"/>` +
    `<rect x="76" y="50" width="62" height="28" rx="4" fill="${p.light}"/>` +
    `<rect x="76" y="92" width="50" height="6" rx="3" fill="${p.light}" opacity="0.7"/>` +
    `<rect x="76" y="104" width="38" height="6" rx="3" fill="${p.light}" opacity="0.7"/>` +
    `<path d="M120 172 V192 L126 186 L132 192 V172 Z" fill="${p.accent}"/>`,
  pen: (p) =>
    `<g transform="rotate(40 100 100)">` +
    `<rect x="88" y="14" width="24" height="134" rx="8" fill="${p.main}"/>` +
    `<rect x="88" y="118" width="24" height="30" fill="${p.dark}"/>` +
    `<path d="M88 146 H112 L100 180 Z" fill="${p.light}"/>` +
    `<path d="M95 166 L100 180 L105 166 Z" fill="${p.dark}"/>` +
    `<rect x="88" y="14" width="24" height="16" rx="8" fill="${p.dark}"/>` +
    `<rect x="108" y="22" width="7" height="56" rx="3.5" fill="${p.dark}"/>` +
    `<rect x="93" y="38" width="4" height="70" rx="2" fill="${p.white}" opacity="0.35"/>` +
    `</g>`,
  calculator: (p) =>
    `<rect x="46" y="16" width="108" height="168" rx="14" fill="${p.dark}"/>` +
    `<rect x="58" y="30" width="84" height="36" rx="5" fill="${p.light}"/>` +
    `<rect x="98" y="42" width="36" height="13" rx="2" fill="${p.dark}" opacity="0.5"/>` +
    [0, 1, 2, 3]
      .flatMap((r) =>
        [0, 1, 2, 3].map(
          (c) =>
            `<rect x="${58 + c * 22}" y="${80 + r * 25}" width="18" height="19" rx="4" fill="${c === 3 ? p.accent : p.white}" opacity="${c === 3 ? 1 : 0.85}"/>`,
        ),
      )
      .join(''),
  toy: (p) =>
    `<circle cx="64" cy="46" r="19" fill="${p.main}"/>` +
    `<circle cx="136" cy="46" r="19" fill="${p.main}"/>` +
    `<circle cx="64" cy="46" r="9" fill="${p.light}"/>` +
    `<circle cx="136" cy="46" r="9" fill="${p.light}"/>` +
    `<ellipse cx="56" cy="138" rx="15" ry="24" fill="${p.main}" transform="rotate(25 56 138)"/>` +
    `<ellipse cx="144" cy="138" rx="15" ry="24" fill="${p.main}" transform="rotate(-25 144 138)"/>` +
    `<ellipse cx="100" cy="146" rx="48" ry="42" fill="${p.main}"/>` +
    `<ellipse cx="100" cy="152" rx="28" ry="25" fill="${p.light}"/>` +
    `<ellipse cx="72" cy="180" rx="18" ry="13" fill="${p.main}"/>` +
    `<ellipse cx="128" cy="180" rx="18" ry="13" fill="${p.main}"/>` +
    `<circle cx="100" cy="78" r="42" fill="${p.main}"/>` +
    `<ellipse cx="100" cy="93" rx="19" ry="15" fill="${p.light}"/>` +
    `<ellipse cx="100" cy="87" rx="7" ry="5" fill="${p.dark}"/>` +
    `<circle cx="84" cy="70" r="5" fill="${p.dark}"/>` +
    `<circle cx="116" cy="70" r="5" fill="${p.dark}"/>` +
    `<path d="M100 120 L84 112 V128 Z M100 120 L116 112 V128 Z" fill="${p.accent}"/>`,
  blocks: (p) =>
    isoCube(62, 92, 44, p.main) + isoCube(138, 92, 44, p.accent) + isoCube(100, 24, 44, p.dark),
  baby: (p) =>
    `<path d="M88 40 Q88 12 100 12 Q112 12 112 40 Z" fill="${p.light}"/>` +
    `<rect x="74" y="36" width="52" height="20" rx="5" fill="${p.accent}"/>` +
    `<rect x="72" y="54" width="56" height="128" rx="18" fill="${p.soft}" stroke="${p.main}" stroke-width="5"/>` +
    `<rect x="78" y="96" width="44" height="80" rx="13" fill="${p.white}"/>` +
    [76, 96, 116, 136]
      .map(
        (y) =>
          `<path d="M112 ${y} H124" stroke="${p.main}" stroke-width="3" stroke-linecap="round"/>`,
      )
      .join(''),
  diaper: (p) =>
    `<path d="M30 50 H170 V82 Q170 150 120 170 H80 Q30 150 30 82 Z" fill="${p.white}" stroke="${p.main}" stroke-width="6"/>` +
    `<rect x="30" y="50" width="140" height="22" rx="4" fill="${p.main}"/>` +
    `<rect x="20" y="54" width="22" height="20" rx="5" fill="${p.accent}"/>` +
    `<rect x="158" y="54" width="22" height="20" rx="5" fill="${p.accent}"/>` +
    `<path d="M54 92 Q66 140 92 156 M146 92 Q134 140 108 156" fill="none" stroke="${p.light}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M100 100 L105 112 L118 112 L108 120 L112 133 L100 125 L88 133 L92 120 L82 112 L95 112 Z" fill="${p.accent}"/>`,
  generic: (p) =>
    `<rect x="36" y="84" width="128" height="96" rx="6" fill="${p.main}"/>` +
    `<rect x="28" y="62" width="144" height="30" rx="6" fill="${p.dark}"/>` +
    `<rect x="90" y="62" width="20" height="118" fill="${p.accent}"/>` +
    `<ellipse cx="82" cy="52" rx="22" ry="12" fill="${p.accent}" transform="rotate(-25 82 52)"/>` +
    `<ellipse cx="118" cy="52" rx="22" ry="12" fill="${p.accent}" transform="rotate(25 118 52)"/>` +
    `<circle cx="100" cy="60" r="9" fill="${shade(p.accent, -0.2)}"/>`,
};

export interface ProductImageInput {
  icon: IconName;
  /** 0–360; the product's colour family. */
  hue: number;
  /** Which of a product's images this is; each index tilts and tints the picture differently. */
  variantIndex: number;
  /** Seeds the background decoration only; never drawn as text. */
  label: string;
}

/** The SVG behind drawProductImage, exposed for tests and for previews. */
export function productImageSvg(input: ProductImageInput): string {
  const { icon, hue, variantIndex, label } = input;
  const size = PRODUCT_IMAGE_SIZE;
  const v = Math.abs(Math.trunc(variantIndex));
  const rng = createRng(hashSeed(`${label}|${v}`));
  const tint = ((v * 23) % 60) - 30;
  const angle = (v * 47 + 25) % 360;
  const palette = paletteFor(hue);
  const rotation = [0, -7, 6, -3, 4][v % 5] ?? 0;
  const scale = [2, 1.84, 1.92][v % 3] ?? 2;
  const dx = [0, 14, -12][v % 3] ?? 0;

  const blobs = Array.from({ length: 3 }, () => {
    const cx = rng.int(0, size);
    const cy = rng.int(0, size);
    const r = rng.int(70, 190);
    const o = rng.float(0.2, 0.45).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFFFFF" opacity="${o}"/>`;
  }).join('');

  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${angle} 0.5 0.5)">` +
    `<stop offset="0" stop-color="${hsl(hue + tint, 70, 95)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + tint + 30, 58, 82)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    blobs +
    `<ellipse cx="${300 + dx}" cy="512" rx="170" ry="24" fill="${palette.dark}" opacity="0.13"/>` +
    `<g transform="translate(${300 + dx} 292) rotate(${rotation}) scale(${scale}) translate(-100 -100)">` +
    ICONS[icon](palette) +
    `</g>`;
  return svgDocument(size, size, body);
}

/** A 600×600 WebP product photo stand-in: a flat icon on a soft gradient in the given hue. */
export async function drawProductImage(input: ProductImageInput): Promise<DrawnImage> {
  return renderWebp(productImageSvg(input), PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE);
}

/** A 600×600 WebP neutral placeholder: the outline of a picture. */
export async function drawPlaceholder(): Promise<DrawnImage> {
  const size = PRODUCT_IMAGE_SIZE;
  const body =
    `<rect width="${size}" height="${size}" fill="#EEF0F3"/>` +
    `<g fill="none" stroke="#A3AAB5" stroke-width="14" stroke-linejoin="round" stroke-linecap="round">` +
    `<rect x="170" y="190" width="260" height="220" rx="24"/>` +
    `<path d="M182 380 L262 296 L318 350 L356 314 L420 376"/>` +
    `</g>` +
    `<circle cx="360" cy="254" r="24" fill="#A3AAB5"/>`;
  return renderWebp(svgDocument(size, size, body), size, size);
}

// ---------------------------------------------------------------------------------------------
// Lettering: a small rounded stroke alphabet (cap height 14 units), used for logos

interface Glyph {
  width: number;
  d: string;
}

const O_PATH = 'M5 0 A5 7 0 1 0 5 14 A5 7 0 1 0 5 0 Z';
const GLYPHS: Record<string, Glyph> = {
  A: { width: 10, d: 'M0 14 L5 0 L10 14 M2 9 H8' },
  B: { width: 10, d: 'M0 7 H6 Q9.5 7 9.5 3.5 Q9.5 0 6 0 H0 V14 H6 Q10 14 10 10.5 Q10 7 6 7' },
  C: { width: 10, d: 'M9.3 2.3 A5 7 0 1 0 9.3 11.7' },
  D: { width: 10, d: 'M0 0 V14 H4 Q10 14 10 7 Q10 0 4 0 Z' },
  E: { width: 9, d: 'M9 0 H0 V14 H9 M0 7 H7' },
  F: { width: 9, d: 'M9 0 H0 V14 M0 7 H7' },
  G: { width: 10, d: 'M9.3 2.3 A5 7 0 1 0 10 7.6 H5.5' },
  H: { width: 10, d: 'M0 0 V14 M10 0 V14 M0 7 H10' },
  I: { width: 6, d: 'M3 0 V14 M0 0 H6 M0 14 H6' },
  J: { width: 9, d: 'M9 0 V9.5 Q9 14 4.5 14 Q0 14 0 10' },
  K: { width: 10, d: 'M0 0 V14 M10 0 L0 8.5 M3.6 5.6 L10 14' },
  L: { width: 9, d: 'M0 0 V14 H9' },
  M: { width: 12, d: 'M0 14 V0 L6 9 L12 0 V14' },
  N: { width: 10, d: 'M0 14 V0 L10 14 V0' },
  O: { width: 10, d: O_PATH },
  P: { width: 10, d: 'M0 14 V0 H5.5 Q10 0 10 4 Q10 8 5.5 8 H0' },
  Q: { width: 10, d: `${O_PATH} M6.5 10 L10 14` },
  R: { width: 10, d: 'M0 14 V0 H5.5 Q10 0 10 4 Q10 8 5.5 8 H0 M5 8 L10 14' },
  S: {
    width: 10,
    d: 'M9.5 2.5 Q8 0 5 0 Q0.5 0 0.5 3.6 Q0.5 6.3 5 7 Q9.5 7.7 9.5 10.4 Q9.5 14 5 14 Q1.8 14 0.3 11.5',
  },
  T: { width: 10, d: 'M0 0 H10 M5 0 V14' },
  U: { width: 10, d: 'M0 0 V9 A5 5 0 0 0 10 9 V0' },
  V: { width: 10, d: 'M0 0 L5 14 L10 0' },
  W: { width: 13, d: 'M0 0 L3 14 L6.5 4 L10 14 L13 0' },
  X: { width: 10, d: 'M0 0 L10 14 M10 0 L0 14' },
  Y: { width: 10, d: 'M0 0 L5 7 L10 0 M5 7 V14' },
  Z: { width: 10, d: 'M0 0 H10 L0 14 H10' },
  '0': { width: 10, d: O_PATH },
  '1': { width: 8, d: 'M1 3 L4.5 0 V14 M1 14 H8' },
  '2': { width: 10, d: 'M0.5 3.5 Q1 0 5 0 Q9.5 0 9.5 4 Q9.5 7 0 14 H10' },
  '3': {
    width: 10,
    d: 'M0.5 2 Q2 0 5 0 Q9.5 0 9.5 3.5 Q9.5 7 4.5 7 Q10 7 10 10.5 Q10 14 5 14 Q1.5 14 0 12',
  },
  '4': { width: 10, d: 'M7.5 14 V0 L0 10 H10' },
  '5': {
    width: 10,
    d: 'M9.5 0 H1 L0.5 6.5 Q2.5 5.5 5 5.5 Q10 5.5 10 9.8 Q10 14 5 14 Q1.5 14 0 12',
  },
  '6': {
    width: 10,
    d: 'M9 1.5 Q7.5 0 5.5 0 Q0 0 0 8.5 Q0 14 5 14 Q10 14 10 9.5 Q10 5.5 5 5.5 Q1.5 5.5 0 8.5',
  },
  '7': { width: 10, d: 'M0 0 H10 L4 14' },
  '8': {
    width: 10,
    d: 'M5 7 Q0.5 7 0.5 3.5 Q0.5 0 5 0 Q9.5 0 9.5 3.5 Q9.5 7 5 7 Q0 7 0 10.5 Q0 14 5 14 Q10 14 10 10.5 Q10 7 5 7 Z',
  },
  '9': {
    width: 10,
    d: 'M1 12.5 Q2.5 14 4.5 14 Q10 14 10 5.5 Q10 0 5 0 Q0 0 0 4.5 Q0 8.5 5 8.5 Q8.5 8.5 10 5.5',
  },
  '-': { width: 8, d: 'M1 7 H7' },
  '&': {
    width: 10,
    d: 'M10 14 L2 4.5 Q1 2.8 2 1.3 Q3 0 4.5 0 Q6.5 0 7 2 Q7.5 4.5 3.5 7 Q0 9.5 0.5 11.5 Q1.2 14 4.5 14 Q7.5 14 9.5 8.5',
  },
  ' ': { width: 5, d: '' },
};

const GLYPH_GAP = 3.2;
const GLYPH_HEIGHT = 14;

function lineWidth(text: string): number {
  const glyphs = [...text].map((ch) => GLYPHS[ch]).filter((g): g is Glyph => g !== undefined);
  const widths = glyphs.reduce((sum, g) => sum + g.width, 0);
  return widths + GLYPH_GAP * Math.max(0, glyphs.length - 1);
}

/**
 * Upper-case lines of stroke lettering centred on (cx, cy), fitted into maxWidth × maxHeight.
 * Unknown characters are skipped.
 */
function lettering(
  lines: string[],
  cx: number,
  cy: number,
  maxWidth: number,
  maxHeight: number,
  colour: string,
): string {
  const upper = lines.map((l) => l.toUpperCase());
  const lineGap = 6;
  const widest = Math.max(1, ...upper.map(lineWidth));
  const totalHeight = upper.length * GLYPH_HEIGHT + (upper.length - 1) * lineGap;
  const scale = Math.min(maxWidth / widest, maxHeight / totalHeight);
  const strokeWidth = 2.6;
  const paths = upper
    .map((line, row) => {
      let x = (widest - lineWidth(line)) / 2;
      const y = row * (GLYPH_HEIGHT + lineGap);
      const parts: string[] = [];
      for (const ch of line) {
        const glyph = GLYPHS[ch];
        if (!glyph) continue;
        if (glyph.d)
          parts.push(`<path transform="translate(${x.toFixed(2)} ${y})" d="${glyph.d}"/>`);
        x += glyph.width + GLYPH_GAP;
      }
      return parts.join('');
    })
    .join('');
  const ox = cx - (widest * scale) / 2;
  const oy = cy - (totalHeight * scale) / 2;
  return (
    `<g transform="translate(${ox.toFixed(2)} ${oy.toFixed(2)}) scale(${scale.toFixed(4)})" fill="none" stroke="${colour}" ` +
    `stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`
  );
}

/** 'KBZPay' → ['KBZ', 'Pay']; 'AYA Pay' → ['AYA', 'Pay']. */
function splitWords(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/\s+/)
    .filter((w) => w.length > 0);
}

export interface LogoInput {
  /** Two or three Latin letters, e.g. 'YM'. */
  text: string;
  /** Hex background colour. */
  colour: string;
}

/** A 256×256 PNG shop logo: a rounded square in the shop colour with its letters. */
export async function drawShopLogo({ text, colour }: LogoInput): Promise<DrawnImage> {
  const size = 256;
  const ink = textColourOn(colour);
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${shade(colour, 0.12)}"/><stop offset="1" stop-color="${shade(colour, -0.12)}"/>` +
    `</linearGradient></defs>` +
    `<rect x="8" y="8" width="240" height="240" rx="56" fill="url(#g)"/>` +
    `<rect x="24" y="24" width="208" height="208" rx="44" fill="none" stroke="${ink}" stroke-opacity="0.25" stroke-width="4"/>` +
    lettering([text.trim()], 128, 128, 150, 92, ink);
  return renderPng(svgDocument(size, size, body), size, size);
}

/** A 160×160 PNG tile for a business payment method (KBZPay, WavePay …). */
export async function drawPaymentLogo({ text, colour }: LogoInput): Promise<DrawnImage> {
  const size = 160;
  const ink = textColourOn(colour);
  const words = splitWords(text);
  const lines = words.length > 1 ? [words.slice(0, -1).join(' '), words.at(-1) ?? ''] : words;
  const body =
    `<clipPath id="tile"><rect width="${size}" height="${size}" rx="32"/></clipPath>` +
    `<rect width="${size}" height="${size}" rx="32" fill="${colour}"/>` +
    `<circle cx="132" cy="28" r="46" fill="${ink}" opacity="0.1" clip-path="url(#tile)"/>` +
    lettering(lines, 80, 80, 116, lines.length > 1 ? 82 : 48, ink);
  return renderPng(svgDocument(size, size, body), size, size);
}

// ---------------------------------------------------------------------------------------------
// Banner

export interface BannerInput {
  /** Hex base colour, usually the shop's accent. */
  colour: string;
  /** Any value; the same seed always gives the same banner. */
  seed: number | string;
}

/** A 1600×500 WebP decorative shop banner: gradient, soft circles, waves and a stupa outline. */
export async function drawBanner({ colour, seed }: BannerInput): Promise<DrawnImage> {
  const width = 1600;
  const height = 500;
  const rng = createRng(typeof seed === 'number' ? seed : hashSeed(seed));
  const circles = Array.from({ length: 6 }, () => {
    const r = rng.int(60, 220);
    const opacity = rng.float(0.05, 0.12).toFixed(2);
    return `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="#FFFFFF" opacity="${opacity}"/>`;
  }).join('');
  const dots = Array.from({ length: 5 }, (_, row) =>
    Array.from({ length: 9 }, (_, col) => {
      const x = 70 + col * 34 + (row % 2) * 17;
      const y = 60 + row * 34;
      return `<circle cx="${x}" cy="${y}" r="4" fill="#FFFFFF" opacity="0.2"/>`;
    }).join(''),
  ).join('');
  const waves = [0, 1, 2]
    .map((i) => {
      const base = 420 + i * 28;
      const amp = rng.int(10, 24);
      const phase = rng.int(0, 400);
      let d = `M0 ${base}`;
      for (let x = 0; x <= width; x += 200) {
        const y = base + (((x + phase) / 200) % 2 < 1 ? -amp : amp);
        d += ` Q${x + 100} ${y} ${x + 200} ${base}`;
      }
      d += ` V${height} H0 Z`;
      return `<path d="${d}" fill="#FFFFFF" opacity="${(0.08 + i * 0.05).toFixed(2)}"/>`;
    })
    .join('');
  // A zedi (stupa) silhouette standing on the waves: terraces, bell, rings, spire and hti.
  const stupa =
    `<g fill="#FFFFFF" opacity="0.2" transform="translate(${rng.int(1150, 1400)} 440)">` +
    `<rect x="-130" y="-30" width="260" height="30" rx="3"/>` +
    `<rect x="-105" y="-58" width="210" height="30" rx="3"/>` +
    `<rect x="-82" y="-84" width="164" height="28" rx="3"/>` +
    `<path d="M-70 -84 C-70 -150 -35 -175 0 -182 C35 -175 70 -150 70 -84 Z"/>` +
    `<rect x="-30" y="-196" width="60" height="16" rx="6"/>` +
    `<rect x="-22" y="-210" width="44" height="14" rx="5"/>` +
    `<path d="M-20 -208 C-10 -250 -4 -280 0 -312 C4 -280 10 -250 20 -208 Z"/>` +
    `<ellipse cx="0" cy="-318" rx="12" ry="5"/>` +
    `<rect x="-2" y="-345" width="4" height="28" rx="2"/>` +
    `</g>`;
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${shade(colour, 0.18)}"/>` +
    `<stop offset="0.6" stop-color="${colour}"/>` +
    `<stop offset="1" stop-color="${shade(colour, -0.3)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    circles +
    dots +
    stupa +
    waves;
  return renderWebp(svgDocument(width, height, body), width, height);
}

// ---------------------------------------------------------------------------------------------
// Flags

function starPoints(cx: number, cy: number, r: number, points: number, rotateDeg: number): string {
  const inner = points > 5 ? r * 0.5 : r * 0.382;
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? r : inner;
    const a = ((rotateDeg - 90) * Math.PI) / 180 + (i * Math.PI) / points;
    out.push(`${(cx + radius * Math.cos(a)).toFixed(2)},${(cy + radius * Math.sin(a)).toFixed(2)}`);
  }
  return out.join(' ');
}

function emblemSvg(e: FlagEmblem, width: number, height: number): string {
  const cx = e.cx * width;
  const cy = e.cy * height;
  const r = e.r * height;
  switch (e.kind) {
    case 'star':
      return `<polygon points="${starPoints(cx, cy, r, e.points ?? 5, e.rotate ?? 0)}" fill="${e.colour}"/>`;
    case 'disc':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${e.colour}"/>`;
    case 'ring':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${e.colour}" stroke-width="${e.width * height}"/>`;
    case 'crescent':
      return (
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${e.colour}"/>` +
        `<circle cx="${cx + e.dx * width}" cy="${cy}" r="${r * 0.85}" fill="${e.cutColour}"/>`
      );
  }
}

/** The SVG behind drawFlag, at any size. */
export function flagSvg(flag: FlagSpec, width = 64, height = 48): string {
  const n = Math.max(1, flag.stripes.length);
  const stripes = flag.stripes
    .map((colour, i) =>
      flag.direction === 'horizontal'
        ? `<rect x="0" y="${((i * height) / n).toFixed(3)}" width="${width}" height="${(height / n + 0.5).toFixed(3)}" fill="${colour}"/>`
        : `<rect x="${((i * width) / n).toFixed(3)}" y="0" width="${(width / n + 0.5).toFixed(3)}" height="${height}" fill="${colour}"/>`,
    )
    .join('');
  let canton = '';
  if (flag.canton) {
    const cw = flag.canton.width * width;
    const ch = flag.canton.height * height;
    canton = `<rect x="0" y="0" width="${cw.toFixed(3)}" height="${ch.toFixed(3)}" fill="${flag.canton.colour}"/>`;
    const dots = flag.canton.dots;
    if (dots) {
      for (let r = 0; r < dots.rows; r++) {
        for (let c = 0; c < dots.cols; c++) {
          const x = ((c + 0.5) * cw) / dots.cols;
          const y = ((r + 0.5) * ch) / dots.rows;
          canton += `<circle cx="${x.toFixed(2)}" cy="${y.toFixed(2)}" r="${(Math.min(cw / dots.cols, ch / dots.rows) * 0.28).toFixed(2)}" fill="${dots.colour}"/>`;
        }
      }
    }
  }
  const emblems = flag.emblems.map((e) => emblemSvg(e, width, height)).join('');
  return svgDocument(width, height, stripes + canton + emblems);
}

/** A 64×48 PNG approximation of a region's flag. */
export async function drawFlag(region: { flag: FlagSpec }): Promise<DrawnImage> {
  return renderPng(flagSvg(region.flag), 64, 48);
}
