import { describe, expect, it } from 'vitest';
import { leaves, type Tree } from './string-leaves';
import { mm } from './mm/index';
import sellerMm from './mm/seller.json';

/*
 * Burmese pages keep English out: a Latin word in a Burmese string is a leftover unless it is a
 * name the shopper sees in Latin letters in Myanmar too (wallets, apps, file types), a unit or
 * currency code, a placeholder, a web address or the mask of a phone number (09 7xx xxx xxx).
 */

/** Names written in Latin letters in Myanmar as well; several words are matched as one. */
const NAMES = [
  'App Store',
  'Google Play',
  'AYA Pay',
  'CB Pay',
  'KBZPay',
  'KBZ Pay',
  'WavePay',
  'Wave Pay',
  'Wave',
  'Facebook',
  'Instagram',
  'Viber',
  'PNG',
  'JPEG',
  'JPG',
  'WebP',
  'HEIC',
  'CSV',
  'UTF-8',
];
/** Units and currency codes. */
const UNITS = ['MB', 'KB', 'kg', 'g', 'MMK', 'USD'];
/**
 * A key that may hold particular Latin words: a language's own name, and the examples of what
 * not to type in a password, which are typed in Latin letters whatever the page's language.
 */
const BY_KEY: Record<string, string[]> = {
  'header.languageEn': ['English'],
  'auth.passwordHints.avoidLocalWords': ['myanmar', 'yangon', 'mingalar'],
  'auth.passwordHints.avoidRepeats': ['aaaa', 'abcabc'],
  'auth.passwordHints.avoidSequences': ['abcd'],
  'auth.passwordHints.avoidKeyboardPatterns': ['qwerty'],
  'auth.passwordHints.avoidSubstitutions': ['a'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const allowed = new RegExp(
  `(?<![A-Za-z])(?:${[...NAMES, ...UNITS].map(escape).join('|')})(?![A-Za-z])`,
  'g',
);

/** The Latin words of a Burmese string that are none of the above. */
export function strayLatin(key: string, text: string): string[] {
  const rest = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(allowed, ' ');
  const keep = BY_KEY[key] ?? [];
  return (rest.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).filter(
    (word) => !/^x+$/.test(word) && !keep.includes(word),
  );
}

const burmese = new Map([...leaves(mm as Tree), ...leaves({ seller: sellerMm.seller } as Tree)]);

describe('Latin words in Burmese strings', () => {
  it('finds none outside names, units, placeholders and addresses', () => {
    const stray = [...burmese]
      .map(([key, text]) => [key, strayLatin(key, text).join(' ')] as const)
      .filter(([, words]) => words);
    expect(Object.fromEntries(stray)).toEqual({});
  });

  it('catches English that creeps back', () => {
    expect(strayLatin('cart.proceed', 'Checkout ဆက်သွားမည်')).toEqual(['Checkout']);
    expect(strayLatin('common.error', 'အမှား- Error {{message}}')).toEqual(['Error']);
    expect(strayLatin('header.languageMm', 'English')).toEqual(['English']);
  });

  it('lets names, units, placeholders, addresses and phone masks through', () => {
    expect(strayLatin('a', 'KBZPay၊ Wave သို့မဟုတ် AYA Pay ဖြင့် {{amount}} MMK')).toEqual([]);
    expect(strayLatin('a', 'PNG ဖိုင် ၅ MB အထိ၊ https://example.com/help')).toEqual([]);
    expect(strayLatin('a', 'ဥပမာ - 09 7xx xxx xxx')).toEqual([]);
    expect(strayLatin('header.languageEn', 'English')).toEqual([]);
  });
});
