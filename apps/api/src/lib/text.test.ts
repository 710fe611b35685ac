import { describe, expect, it } from 'vitest';
import { imitatesShopName, normalizeDisplayName } from './text';

describe('display names', () => {
  it.each<[string, string, string]>([
    ['a right-to-left override', '\u202eAung Aung', 'Aung Aung'],
    ['embeddings and a pop', '\u202aAye\u202c \u202bMya\u202c', 'Aye Mya'],
    ['isolates', '\u2066Ko\u2069 \u2067Ko\u2068\u2069', 'Ko Ko'],
    ['directional marks', '\u200eSu\u200f Su\u061c', 'Su Su'],
    ['zero-width characters', 'Mi\u200bn\u200c Th\u200du\u2060 \ufeffKha', 'Min Thu Kha'],
    ['spaces hidden behind them at either end', '\u200b Hla Hla \u202e', 'Hla Hla'],
    ['nothing from a Burmese name', 'ဒေါ်ခင်မြင့်ကြည်', 'ဒေါ်ခင်မြင့်ကြည်'],
  ])('drops %s', (_name, typed, stored) => {
    expect(normalizeDisplayName(typed)).toBe(stored);
  });

  it('leaves nothing of a name made only of invisible characters', () => {
    expect(normalizeDisplayName('\u200b\u202e\u2060')).toBe('');
  });

  it('still converts Zawgyi-encoded Burmese', () => {
    expect(normalizeDisplayName('\u200bေမာင္ေမာင္')).toBe('မောင်မောင်');
  });
});

describe('names that pass for a shop', () => {
  const shops = ['Shwe Lahpet', 'ရွှေလက်ဖက်', 'Pansodan Books & Stationery'];

  it.each([
    'Shwe Lahpet',
    'shwe  LAHPET',
    'Shwe-Lahpet.',
    'Ｓｈｗｅ Ｌａｈｐｅｔ',
    'Shwe\u200bLahpet',
    '\u202eShwe Lahpet',
    'Shwe Lahpet Official',
    'Official Shwe Lahpet Store',
    'Admin - Shwe Lahpet (Team)',
    'ShweLahpetShop',
    'pansodan books stationery',
    'ရွှေလက်ဖက်',
    'ရွှေလက်ဖက် ဆိုင်',
    'တရားဝင် ရွှေလက်ဖက်ဆိုင်။',
    'ရွှေလက်ဖက် Official',
  ])('refuses %j', (name) => {
    expect(imitatesShopName(name, shops)).toBe(true);
  });

  it.each([
    'Aung Shwe',
    'Shwe Lahpet lover',
    'Daw Shwe Lahpet',
    'Shwe Lahpet shopper',
    'Pansodan',
    'ရွှေလက်ဖက် ကြိုက်သူ',
    'မောင်ရွှေ',
    'Official',
    '',
  ])('accepts %j', (name) => {
    expect(imitatesShopName(name, shops)).toBe(false);
  });
});
