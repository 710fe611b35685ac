import { describe, expect, it } from 'vitest';
import { createRng, hashSeed } from './rng';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createRng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(
      Array.from({ length: 20 }, () => b.next()),
    );
  });

  it('gives different sequences for different seeds, including neighbouring ones', () => {
    const first = (seed: number | string) => Array.from({ length: 5 }, createRng(seed).nextUint32);
    expect(first(1)).not.toEqual(first(2));
    expect(first('shop-a')).not.toEqual(first('shop-b'));
  });

  it('accepts string seeds through a stable hash', () => {
    expect(hashSeed('yangon')).toBe(hashSeed('yangon'));
    expect(createRng('yangon').next()).toBe(createRng(hashSeed('yangon')).next());
  });

  it('keeps next() in [0, 1) and int() inside its inclusive bounds', () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = rng.int(3, 6);
      expect(Number.isInteger(n)).toBe(true);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
    expect(rng.int(9, 9)).toBe(9);
    expect(() => rng.int(5, 4)).toThrow(RangeError);
  });

  it('picks only from the array and refuses an empty one', () => {
    const rng = createRng(3);
    const items = ['a', 'b', 'c'];
    for (let i = 0; i < 50; i++) expect(items).toContain(rng.pick(items));
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('chance() honours its extremes and is roughly fair in between', () => {
    const rng = createRng(11);
    let hits = 0;
    for (let i = 0; i < 4000; i++) {
      expect(rng.chance(0)).toBe(false);
      expect(rng.chance(1)).toBe(true);
      if (rng.chance(0.25)) hits++;
    }
    expect(hits / 4000).toBeGreaterThan(0.2);
    expect(hits / 4000).toBeLessThan(0.3);
  });

  it('shuffles a copy holding the same elements and leaves the input alone', () => {
    const input = Array.from({ length: 30 }, (_, i) => i);
    const shuffled = createRng(5).shuffle(input);
    expect(input).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(shuffled).not.toEqual(input);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(input);
    expect(createRng(5).shuffle(input)).toEqual(shuffled);
  });

  it('samples distinct elements', () => {
    const sample = createRng(8).sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(sample).toHaveLength(3);
    expect(new Set(sample).size).toBe(3);
    expect(createRng(8).sample(['a'], 4)).toEqual(['a']);
  });

  it('makes deterministic, well-formed, distinct version-4 UUIDs', () => {
    const a = createRng('uuids');
    const ids = Array.from({ length: 500 }, () => a.uuid());
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
    const b = createRng('uuids');
    expect(Array.from({ length: 500 }, () => b.uuid())).toEqual(ids);
  });

  it('forks independent, reproducible streams', () => {
    const root = createRng(99);
    const x = root.fork('products').next();
    expect(createRng(99).fork('products').next()).toBe(x);
    expect(createRng(99).fork('reviews').next()).not.toBe(x);
  });
});
