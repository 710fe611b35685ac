import { describe, expect, it } from 'vitest';
import { searchTarget } from './search';

describe('searchTarget', () => {
  it('goes home for empty text or a single space', () => {
    expect(searchTarget('')).toBe('/');
    expect(searchTarget(' ')).toBe('/');
  });

  it('goes to the search page with the text as typed', () => {
    expect(searchTarget('phone')).toBe('/searched-products/phone');
    // Only '' and ' ' go home: other whitespace is searched, untrimmed.
    expect(searchTarget('  ')).toBe('/searched-products/%20%20');
    expect(searchTarget(' phone ')).toBe('/searched-products/%20phone%20');
  });

  it('encodes characters that would break the path', () => {
    expect(searchTarget('a/b?c#d')).toBe('/searched-products/a%2Fb%3Fc%23d');
    expect(searchTarget('ဖုန်း')).toBe(`/searched-products/${encodeURIComponent('ဖုန်း')}`);
  });
});
