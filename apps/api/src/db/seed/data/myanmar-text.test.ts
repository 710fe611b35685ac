import { describe, expect, it } from 'vitest';
import {
  findEditionSuffixProblems,
  findLatinDigitProblems,
  findMyanmarOrderProblems,
} from './myanmar-text';

describe('findMyanmarOrderProblems', () => {
  it('accepts well-formed Unicode, including kinzi, stacked letters and ယောက်ျား', () => {
    for (const text of [
      'ကျောက်တံတား',
      'ကြည့်မြင်တိုင်',
      'မင်္ဂလာတောင်ညွန့်',
      'သင်္ဃန်းကျွန်း',
      'ဥက္ကလာပ',
      'ယောက်ျားလေး',
      'ရွှေပြည်သာ',
      '၁၀၀ ဂရမ်',
    ]) {
      expect(findMyanmarOrderProblems(text), text).toEqual([]);
    }
  });

  it('flags Zawgyi-style visual order', () => {
    // Zawgyi stores the E vowel and medial ra before the consonant they follow in Unicode.
    expect(findMyanmarOrderProblems('\u1031\u1000\u102C')).not.toEqual([]);
    expect(findMyanmarOrderProblems('\u103C\u1000')).not.toEqual([]);
  });

  it('flags asat stored before the dot below', () => {
    expect(findMyanmarOrderProblems('\u1000\u103C\u100A\u103A\u1037')).not.toEqual([]);
    expect(findMyanmarOrderProblems('\u1000\u103C\u100A\u1037\u103A')).toEqual([]);
  });

  it('flags wrong medial order', () => {
    expect(findMyanmarOrderProblems('\u101B\u103E\u103D\u1031')).not.toEqual([]);
    expect(findMyanmarOrderProblems('\u101B\u103D\u103E\u1031')).toEqual([]);
  });
});

describe('findLatinDigitProblems', () => {
  it('flags Latin digits a Burmese text counts or measures with', () => {
    expect(findLatinDigitProblems('50 MP ကင်မရာနှင့် ၅,၀၀၀ mAh ဘက်ထရီ')).toHaveLength(1);
    expect(findLatinDigitProblems('ဆိုင်အာမခံ 1 နှစ်')).toHaveLength(1);
    expect(findLatinDigitProblems('လက်ဖက် 2024')).toHaveLength(1);
  });

  it('lets Myanmar digits and the Latin digits of brand and model names through', () => {
    for (const text of [
      '၅၀ မီဂါပစ်ဇယ် ကင်မရာနှင့် ၅,၀၀၀ mAh ဘက်ထရီ',
      'iPhone 15 ဆိုင်အာမခံ ၁ နှစ်',
      'Bluetooth 5.3၊ ၂၄ နာရီအထိ',
      'Intel Core i5 နှင့် SSD',
      'စမတ်ဖုန်း ၆.၇ လက်မ 5G',
      'နေလောင်ကာ ခရင်မ် SPF 50+',
    ]) {
      expect(findLatinDigitProblems(text), text).toEqual([]);
    }
  });

  it('leaves English text alone', () => {
    expect(findLatinDigitProblems('50 MP camera, 5,000 mAh battery')).toEqual([]);
  });
});

describe('findEditionSuffixProblems', () => {
  it('flags a Burmese name ending in an English edition or a Latin-digit year', () => {
    expect(findEditionSuffixProblems('လက်ဖက် 2024')).not.toEqual([]);
    expect(findEditionSuffixProblems('လက်ဖက် (2024)')).not.toEqual([]);
    expect(findEditionSuffixProblems('လက်ဖက် Pro')).not.toEqual([]);
    expect(findEditionSuffixProblems('စမတ်ဖုန်း ၆.၇ လက်မ 5G Deluxe')).not.toEqual([]);
  });

  it('accepts Burmese editions and names that end in a model name', () => {
    for (const name of [
      'လက်ဖက် ၂၀၂၄ ခုနှစ်ထုတ်',
      'လက်ဖက် အထူး',
      'နို့သီး (၂ ခုတွဲ)',
      'စမတ်ဖုန်း ၆.၇ လက်မ 5G',
      'Smartphone 6.7" 5G 2024',
    ]) {
      expect(findEditionSuffixProblems(name), name).toEqual([]);
    }
  });
});
