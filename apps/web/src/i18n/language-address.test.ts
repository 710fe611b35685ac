import { describe, expect, it } from 'vitest';
import {
  basenameOfAddress,
  languageAddress,
  languageOfAddress,
  languageOfBrowser,
  splitLanguageAddress,
  switchTarget,
} from './language-address';

describe('language addresses (docs/decisions/0035-language-addresses.md)', () => {
  it("writes a page's address in each language: Burmese under /my, English as it is", () => {
    expect(languageAddress('/product-detail/abc', 'mm')).toBe('/my/product-detail/abc');
    expect(languageAddress('/product-detail/abc', 'en')).toBe('/product-detail/abc');
    expect(languageAddress('/', 'mm')).toBe('/my');
    expect(languageAddress('/', 'en')).toBe('/');
    expect(languageAddress('/?page=2', 'mm')).toBe('/my?page=2');
    expect(languageAddress('/all-products?page=2&sort=price#top', 'mm')).toBe(
      '/my/all-products?page=2&sort=price#top',
    );
    expect(languageAddress('cart', 'mm')).toBe('/my/cart');
  });

  it('reads the language and the page out of an address', () => {
    expect(splitLanguageAddress('/my/cart?x=1')).toEqual({ language: 'mm', path: '/cart?x=1' });
    expect(splitLanguageAddress('/my')).toEqual({ language: 'mm', path: '/' });
    expect(splitLanguageAddress('/my/')).toEqual({ language: 'mm', path: '/' });
    expect(splitLanguageAddress('/my?page=2')).toEqual({ language: 'mm', path: '/?page=2' });
    expect(splitLanguageAddress('/cart')).toEqual({ language: null, path: '/cart' });
    // Only the whole first segment is the prefix.
    expect(splitLanguageAddress('/myanmar')).toEqual({ language: null, path: '/myanmar' });
    expect(splitLanguageAddress('/searched-products/my')).toEqual({
      language: null,
      path: '/searched-products/my',
    });
    expect(languageOfAddress('/my/top-picks')).toBe('mm');
    expect(languageOfAddress('/top-picks')).toBeNull();
    expect(basenameOfAddress('/my/top-picks')).toBe('/my');
    expect(basenameOfAddress('/top-picks')).toBe('');
  });

  it('round-trips: the page read from its address in either language is the page', () => {
    for (const path of ['/', '/cart', '/products/x?page=3', '/searched-products/%E1%80%9C']) {
      for (const language of ['en', 'mm'] as const) {
        expect(splitLanguageAddress(languageAddress(path, language)).path).toBe(path);
      }
    }
  });

  it('the switch moves to the other address, or stays where the address is already right', () => {
    // On the Burmese address of a product, English is the same page without the prefix.
    expect(switchTarget('/product-detail/abc', 'en', '/my/product-detail/abc')).toBe(
      '/product-detail/abc',
    );
    expect(switchTarget('/top-picks?sort=price', 'mm', '/top-picks?sort=price')).toBe(
      '/my/top-picks?sort=price',
    );
    expect(switchTarget('/', 'mm', '/')).toBe('/my');
    // A page drawn in Burmese at its English address (a stored choice) switches in place.
    expect(switchTarget('/cart', 'en', '/cart')).toBeNull();
    expect(switchTarget('/cart', 'mm', '/my/cart')).toBeNull();
  });

  it("takes the browser's preferred language of the two; my and mm both mean Burmese", () => {
    expect(languageOfBrowser(['my-MM'])).toBe('mm');
    expect(languageOfBrowser(['mm'])).toBe('mm');
    expect(languageOfBrowser(['MY'])).toBe('mm');
    expect(languageOfBrowser(['fr-FR', 'my', 'en'])).toBe('mm');
    expect(languageOfBrowser(['en-US', 'my-MM'])).toBe('en');
    expect(languageOfBrowser(['th-TH', 'fr'])).toBeNull();
    expect(languageOfBrowser([])).toBeNull();
  });
});
