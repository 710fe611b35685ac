import { describe, expect, it } from 'vitest';
import { findMyanmarOrderProblems, hasMyanmarLetters } from './myanmar-text';

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

describe('hasMyanmarLetters', () => {
  it('tells Burmese from Latin', () => {
    expect(hasMyanmarLetters('ထဘီ')).toBe(true);
    expect(hasMyanmarLetters('Htamein')).toBe(false);
  });
});
