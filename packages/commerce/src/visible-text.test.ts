import { describe, expect, it } from 'vitest';
import {
  clipGraphemes,
  countGraphemes,
  hasVisibleText,
  stripFormatCharacters,
  visibleTextOf,
} from './visible-text';

describe('visible text', () => {
  it('strips every format character: zero-width, byte order mark, bidi controls, tags', () => {
    const hidden =
      '\u200b\u200c\u200d\u2060\ufeff\u00ad\u200e\u200f\u061c\u202a\u202e\u2066\u2069\u{e0041}';
    expect(stripFormatCharacters(`a${hidden}b`)).toBe('ab');
    // The right-to-left override would show 'gpj.exe' as 'exe.jpg'.
    expect(stripFormatCharacters('photo\u202egpj.exe')).toBe('photogpj.exe');
  });

  it('keeps a joiner or non-joiner between two Myanmar letters, unless asked not to', () => {
    const word = 'သ\u200cမ\u200dီး';
    expect(stripFormatCharacters(word)).toBe(word);
    expect(stripFormatCharacters(word, { keepMyanmarJoiners: false })).toBe('သမီး');
    // Beside a Latin letter, at either end or next to another format character: gone.
    expect(stripFormatCharacters('a\u200cမ\u200d')).toBe('aမ');
    expect(stripFormatCharacters('\u200dက\u200b\u200dခ')).toBe('ကခ');
  });

  it('counts letters, digits, punctuation and symbols as visible, fillers and marks not', () => {
    expect(hasVisibleText('Broken box')).toBe(true);
    expect(hasVisibleText('ပစ္စည်းကုန်')).toBe(true);
    expect(hasVisibleText('5')).toBe(true);
    expect(hasVisibleText('!')).toBe(true);
    expect(hasVisibleText('👍')).toBe(true);
    expect(hasVisibleText(' \u3164\u2800\u115f ')).toBe(false);
    expect(hasVisibleText('\u0301\ufe0f')).toBe(false);
    expect(hasVisibleText('')).toBe(false);
  });

  it('answers empty for a text of only invisible characters, trimmed text otherwise', () => {
    expect(visibleTextOf('\u200b\u200c\u200d')).toBe('');
    expect(visibleTextOf(' \u202e \ufeff ')).toBe('');
    expect(visibleTextOf('\u200b Out of stock \u200b')).toBe('Out of stock');
  });
});

describe('countGraphemes and clipGraphemes', () => {
  it('counts what a reader sees, not code units', () => {
    expect('ပစ္စည်း'.length).toBe(7);
    expect(countGraphemes('ပစ္စည်း')).toBe(4);
    expect(countGraphemes('abc')).toBe(3);
    expect(countGraphemes('')).toBe(0);
  });

  it('cuts between whole characters', () => {
    expect(clipGraphemes('ပစ္စည်း', 2)).toBe('ပစ္စ');
    expect(clipGraphemes('ပစ္စည်း', 4)).toBe('ပစ္စည်း');
    expect(clipGraphemes('abc', 0)).toBe('');
    expect(clipGraphemes('ab', 5)).toBe('ab');
  });
});
