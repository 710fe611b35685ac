import { describe, expect, it } from 'vitest';
import { checkHold, MAX_HELD_UNITS, MAX_HELD_UNITS_PER_OPTION } from './purchase-limits';

const units = (entries: Array<[string, number]>) => new Map(entries);

describe('checkHold', () => {
  it('allows up to the per-option limit, counting what is already held', () => {
    expect(checkHold(units([['a', 10]]), units([['a', MAX_HELD_UNITS_PER_OPTION - 10]]))).toEqual({
      ok: true,
    });
    expect(checkHold(units([['a', 10]]), units([['a', MAX_HELD_UNITS_PER_OPTION - 9]]))).toEqual({
      ok: false,
      reason: 'option',
      variantGuid: 'a',
      allowed: MAX_HELD_UNITS_PER_OPTION - 10,
    });
  });

  it('limits the total across options and says how many more fit', () => {
    const held = units([
      ['a', 30],
      ['b', 30],
      ['c', 30],
    ]);
    expect(checkHold(held, units([['d', MAX_HELD_UNITS - 90]]))).toEqual({ ok: true });
    expect(checkHold(held, units([['d', MAX_HELD_UNITS - 89]]))).toEqual({
      ok: false,
      reason: 'total',
      allowed: MAX_HELD_UNITS - 90,
    });
  });

  it('never says a negative number can still be asked for', () => {
    const check = checkHold(units([['a', 40]]), units([['a', 1]]));
    expect(check).toMatchObject({ ok: false, allowed: 0 });
  });
});
