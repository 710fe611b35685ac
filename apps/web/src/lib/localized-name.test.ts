import { describe, expect, it } from 'vitest';
import { localizedName } from './localized-name';

const kamayut = { name: 'Kamayut', nameMm: 'ကမာရွတ်' };

describe('localizedName', () => {
  it('names a record in Burmese for Burmese shoppers and in English for everyone else', () => {
    expect(localizedName(kamayut, 'my')).toBe('ကမာရွတ်');
    expect(localizedName(kamayut, 'en')).toBe('Kamayut');
    expect(localizedName(kamayut, 'th')).toBe('Kamayut');
  });

  it('trims both names', () => {
    expect(localizedName({ name: ' Kamayut ', nameMm: ' ကမာရွတ် ' }, 'my')).toBe('ကမာရွတ်');
    expect(localizedName({ name: ' Kamayut ', nameMm: ' ကမာရွတ် ' }, 'en')).toBe('Kamayut');
  });

  it('falls back to the other language when one is empty or missing', () => {
    expect(localizedName({ name: 'Kamayut', nameMm: '  ' }, 'my')).toBe('Kamayut');
    expect(localizedName({ name: 'Kamayut', nameMm: null }, 'my')).toBe('Kamayut');
    expect(localizedName({ name: 'Kamayut' }, 'my')).toBe('Kamayut');
    expect(localizedName({ name: ' ', nameMm: 'ကမာရွတ်' }, 'en')).toBe('ကမာရွတ်');
  });
});
