import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

// Keys here are not the app's: the translator is exercised on its own strings.
type Untyped = (key: string, options?: Record<string, unknown>) => string;

function translator() {
  const instance = new Translator('en', {
    en: {
      greeting: 'Hello, {{name}}!',
      cart: { items_one: '{{count, number}} item', items_other: '{{count, number}} items' },
      onlyEnglish: 'Only in English',
      total: 'Total {{amount, number}} of {{count}}',
    },
    my: {
      greeting: 'မင်္ဂလာပါ {{name}}',
      cart: { items_other: 'ပစ္စည်း {{count, number}} ခု' },
    },
  });
  return { instance, t: instance.t as unknown as Untyped };
}

describe('the translator', () => {
  it('fills in values and picks the plural form by count', () => {
    const { t } = translator();
    expect(t('greeting', { name: 'Aye' })).toBe('Hello, Aye!');
    expect(t('cart.items', { count: 1 })).toBe('1 item');
    expect(t('cart.items', { count: 0 })).toBe('0 items');
    expect(t('cart.items', { count: 1234 })).toBe('1,234 items');
  });

  it('writes numbers in Burmese with Myanmar digits, and Burmese has one plural form', () => {
    const { instance, t } = translator();
    instance.changeLanguage('my');
    expect(t('cart.items', { count: 1 })).toBe('ပစ္စည်း ၁ ခု');
    expect(t('greeting', { name: 'Aye' })).toBe('မင်္ဂလာပါ Aye');
  });

  it("falls back to English for a key Burmese lacks, with the asked language's digits", () => {
    const { instance, t } = translator();
    instance.changeLanguage('my');
    expect(t('onlyEnglish')).toBe('Only in English');
    expect(t('total', { amount: 12, count: 3 })).toBe('Total ၁၂ of 3');
  });

  it('gives back a key found nowhere, or one naming strings rather than a text', () => {
    const { t } = translator();
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('cart')).toBe('cart');
  });

  it('leaves a placeholder whose value is missing, and prints a non-number as given', () => {
    const { t } = translator();
    expect(t('greeting')).toBe('Hello, {{name}}!');
    expect(t('greeting', {})).toBe('Hello, {{name}}!');
    expect(t('total', { amount: 'x', count: 2 })).toBe('Total x of 2');
  });

  it('merges added strings without overwriting a key already there, and tells listeners', () => {
    const { instance, t } = translator();
    const added: string[] = [];
    const stop = instance.onStringsAdded((language) => added.push(language));
    instance.addStrings('en', { greeting: 'Overwritten?', cart: { empty: 'Empty' }, extra: 'New' });
    expect(t('greeting', { name: 'Aye' })).toBe('Hello, Aye!');
    expect(t('cart.empty')).toBe('Empty');
    expect(t('cart.items', { count: 2 })).toBe('2 items');
    expect(t('extra')).toBe('New');
    stop();
    instance.addStrings('en', { later: 'Later' });
    expect(added).toEqual(['en']);
  });

  it('tells listeners of a new language, once, and a fixed t keeps its language', () => {
    const { instance } = translator();
    const english = instance.fixedT('en') as unknown as Untyped;
    const changes: string[] = [];
    instance.onLanguageChanged((language) => changes.push(language));
    instance.changeLanguage('my');
    instance.changeLanguage('my');
    expect(changes).toEqual(['my']);
    expect(instance.language).toBe('my');
    expect(english('greeting', { name: 'Aye' })).toBe('Hello, Aye!');
    expect(instance.hasStrings('my')).toBe(true);
    expect(instance.hasStrings('th')).toBe(false);
  });
});
