/**
 * A small seeded PRNG (sfc32) so that every seed run produces the same demo data, ids and
 * images. Never use Math.random in seed code: a re-seed must give identical rows.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An unsigned 32-bit integer. */
  nextUint32(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p (0 never, 1 always). */
  chance(p: number): boolean;
  /** A shuffled copy; the input is left untouched. */
  shuffle<T>(items: readonly T[]): T[];
  /** Up to `count` distinct elements, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** An RFC 4122 version-4 shaped UUID drawn from this generator. */
  uuid(): string;
  /** An independent generator derived from this one and a label (stable across reorderings). */
  fork(label: string): Rng;
}

/** cyrb53-style string hash folded to a 32-bit seed. */
export function hashSeed(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function createRng(seed: number | string): Rng {
  const s = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = s;

  const nextUint32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Warm up: sfc32 needs a few rounds before similar seeds diverge.
  for (let i = 0; i < 15; i++) nextUint32();

  const next = (): number => nextUint32() / 4294967296;

  const int = (min: number, max: number): number => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`int(${min}, ${max}) needs integers with min <= max`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick() from an empty array');
    return items[Math.floor(next() * items.length)] as T;
  };

  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  };

  const uuid = (): string => {
    const bytes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const v = nextUint32();
      bytes.push(v >>> 24, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
    }
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
    const h = bytes.map((x) => HEX[x] as string);
    return [
      h.slice(0, 4).join(''),
      h.slice(4, 6).join(''),
      h.slice(6, 8).join(''),
      h.slice(8, 10).join(''),
      h.slice(10, 16).join(''),
    ].join('-');
  };

  return {
    next,
    nextUint32,
    int,
    float: (min, max) => min + next() * (max - min),
    pick,
    chance: (p) => next() < p,
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    uuid,
    fork: (label) => createRng(hashSeed(`${s}:${label}`)),
  };
}
