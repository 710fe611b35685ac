import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from './i18n';

describe('numbers inside translated strings', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('groups thousands in English and still picks the plural form', () => {
    expect(i18n.t('nav.itemCount', { count: 1 })).toBe('1 item');
    expect(i18n.t('nav.itemCount', { count: 1234 })).toBe('1,234 items');
    expect(i18n.t('listing.pageLabel', { first: 13, last: 24, total: 1050 })).toBe(
      'Showing 13 to 24 of 1,050',
    );
  });

  it('writes Myanmar digits in Burmese, like the prices beside them', async () => {
    await applyLanguage('mm');
    expect(i18n.t('nav.itemCount', { count: 12 })).toBe('ပစ္စည်း ၁၂ ခု');
    expect(i18n.t('detail.gallery.position', { index: 1, total: 3 })).toBe('ပုံ ၁/၃');
    expect(i18n.t('cart.tax', { percent: 5 })).toBe('အခွန် (၅%)');
  });

  it('prints a value that is not a number as it was given', () => {
    expect(i18n.t('listing.pageLabel', { first: '1', last: 'x', total: '12' })).toBe(
      'Showing 1 to x of 12',
    );
  });
});
