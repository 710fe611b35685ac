import { describe, expect, it } from 'vitest';
import { clearTownshipUnlessMyanmar, isMyanmar, requiresTownship } from './address';

describe('isMyanmar / requiresTownship', () => {
  it('matches Myanmar case-insensitively', () => {
    for (const country of ['Myanmar', 'myanmar', 'MYANMAR', ' Myanmar ']) {
      expect(isMyanmar(country)).toBe(true);
      expect(requiresTownship(country)).toBe(true);
    }
  });

  it('is false for other countries and missing values', () => {
    for (const country of ['Thailand', 'Myanmar (Burma)', '', null, undefined]) {
      expect(isMyanmar(country)).toBe(false);
      expect(requiresTownship(country)).toBe(false);
    }
  });
});

describe('clearTownshipUnlessMyanmar', () => {
  const address = { name: 'Aye', country: 'Myanmar', township: 'Hlaing', townshipGuid: 't-1' };

  it('keeps the township for Myanmar', () => {
    expect(clearTownshipUnlessMyanmar(address)).toEqual(address);
  });

  it('clears the township for any other country and keeps the other fields', () => {
    const changed = clearTownshipUnlessMyanmar({ ...address, country: 'Thailand' });
    expect(changed).toEqual({ name: 'Aye', country: 'Thailand', township: '', townshipGuid: '' });
    expect(address.township).toBe('Hlaing');
  });
});
