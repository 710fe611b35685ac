import { describe, expect, it } from 'vitest';
import { shopWebsiteHref } from './shop-website';

describe('shopWebsiteHref', () => {
  it('keeps http and https addresses', () => {
    expect(shopWebsiteHref('https://lotus.example.com/shop')).toBe(
      'https://lotus.example.com/shop',
    );
    expect(shopWebsiteHref('http://lotus.example.com')).toBe('http://lotus.example.com/');
  });

  it('adds https to a bare host name', () => {
    expect(shopWebsiteHref(' lotus.example.com ')).toBe('https://lotus.example.com/');
  });

  it('refuses anything that is not a web address', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      'javascript:alert(1)',
      'data:text/html,hi',
      'not a site',
    ]) {
      expect(shopWebsiteHref(value)).toBeNull();
    }
  });
});
