import { describe, expect, it } from 'vitest';
import {
  bandFor,
  bandProblemMessage,
  bandProblems,
  MAX_BAND_FEE,
  MAX_BAND_GRAMS,
  type FeeBand,
} from './weight-bands';

const good: FeeBand[] = [
  { fromGrams: 0, toGrams: 2000, fee: 2500 },
  { fromGrams: 2001, toGrams: 5000, fee: 4000 },
  { fromGrams: 5001, toGrams: 10000, fee: 6500.5 },
];

describe('bandProblems', () => {
  it('accepts bands that start at 0 g and follow each other gram by gram', () => {
    expect(bandProblems(good)).toEqual([]);
    expect(bandProblems([{ fromGrams: 0, toGrams: 0, fee: 0 }])).toEqual([]);
  });

  it('refuses no band at all, and too many', () => {
    expect(bandProblems([])).toEqual([{ kind: 'count', index: -1, field: null }]);
    const many = Array.from({ length: 51 }, (_, i) => ({ fromGrams: i, toGrams: i, fee: 1 }));
    expect(bandProblems(many)[0]?.kind).toBe('count');
  });

  it('names a first band that does not start at 0 g', () => {
    expect(bandProblems([{ fromGrams: 10, toGrams: 500, fee: 1 }])).toEqual([
      { kind: 'start', index: 0, field: 'fromGrams', expectedFromGrams: 0 },
    ]);
  });

  it('names the band after a gap, and where it should start', () => {
    const bands = [good[0]!, { fromGrams: 2500, toGrams: 5000, fee: 4000 }];
    const problems = bandProblems(bands);
    expect(problems).toEqual([
      { kind: 'gap', index: 1, field: 'fromGrams', expectedFromGrams: 2001 },
    ]);
    expect(bandProblemMessage(problems[0]!, bands)).toBe(
      'Band 2 starts at 2500 g, but band 1 ends at 2000 g: parcels in between would have no fee. Start it at 2001 g.',
    );
  });

  it('names the band that overlaps the one before it, touching ends included', () => {
    for (const fromGrams of [2000, 1500, 0]) {
      const bands = [good[0]!, { fromGrams, toGrams: 5000, fee: 4000 }];
      expect(bandProblems(bands)).toEqual([
        { kind: 'overlap', index: 1, field: 'fromGrams', expectedFromGrams: 2001 },
      ]);
    }
    const bands = [good[0]!, { fromGrams: 1500, toGrams: 5000, fee: 4000 }];
    expect(bandProblemMessage(bandProblems(bands)[0]!, bands)).toMatch(/Band 2 .* two fees/);
  });

  it('refuses a band that ends before it starts', () => {
    expect(
      bandProblems([
        { fromGrams: 0, toGrams: 100, fee: 1 },
        { fromGrams: 101, toGrams: 50, fee: 1 },
      ]),
    ).toEqual([{ kind: 'reversed', index: 1, field: 'toGrams' }]);
  });

  it('refuses negative, fractional, absurd and non-number weights', () => {
    for (const bad of [-1, 0.5, MAX_BAND_GRAMS + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(bandProblems([{ fromGrams: 0, toGrams: bad, fee: 1 }])[0], String(bad)).toMatchObject({
        kind: 'weight',
        index: 0,
        field: 'toGrams',
      });
    }
    expect(bandProblems([{ fromGrams: -5, toGrams: 10, fee: 1 }])[0]).toMatchObject({
      kind: 'weight',
      field: 'fromGrams',
    });
  });

  it('refuses negative, absurd and over-precise fees', () => {
    for (const fee of [-1, MAX_BAND_FEE + 1, 1.234, Number.NaN]) {
      expect(bandProblems([{ fromGrams: 0, toGrams: 10, fee }]), String(fee)).toEqual([
        { kind: 'fee', index: 0, field: 'fee' },
      ]);
    }
    expect(bandProblems([{ fromGrams: 0, toGrams: 10, fee: 0.1 + 0.2 }])).toEqual([]);
  });
});

describe('bandFor', () => {
  it('finds the band of a weight, both ends included', () => {
    expect(bandFor(good, 0)).toEqual({ index: 0, fee: 2500 });
    expect(bandFor(good, 2000)).toEqual({ index: 0, fee: 2500 });
    expect(bandFor(good, 2001)).toEqual({ index: 1, fee: 4000 });
    expect(bandFor(good, 10000)).toEqual({ index: 2, fee: 6500.5 });
  });

  it('answers null past the last band and for impossible weights', () => {
    expect(bandFor(good, 10001)).toBeNull();
    expect(bandFor(good, -1)).toBeNull();
    expect(bandFor(good, Number.NaN)).toBeNull();
  });
});
