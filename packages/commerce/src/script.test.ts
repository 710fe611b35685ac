import { describe, expect, it } from 'vitest';
import { hasMyanmarBlock, hasMyanmarScript } from './script';

describe('hasMyanmarScript', () => {
  it('finds a letter of the Myanmar block or its extensions anywhere in the text', () => {
    expect(hasMyanmarScript('ရန်ကုန်')).toBe(true);
    expect(hasMyanmarScript('Size ၂')).toBe(true); // a Myanmar digit
    expect(hasMyanmarScript('\uA9E0')).toBe(true); // Extended-B
    expect(hasMyanmarScript('\uAA7F')).toBe(true); // last of Extended-A
  });

  it('finds none in Latin, other scripts or the characters next to the blocks', () => {
    expect(hasMyanmarScript('Shan Green Tea')).toBe(false);
    expect(hasMyanmarScript('')).toBe(false);
    expect(hasMyanmarScript('ภาษาไทย')).toBe(false);
    expect(hasMyanmarScript('\u0FFF\u10A0')).toBe(false);
    expect(hasMyanmarScript('\uA9DF\uAA5F\uAA80')).toBe(false);
  });
});

describe('hasMyanmarBlock', () => {
  it('finds a character of the Myanmar block itself anywhere in the text', () => {
    expect(hasMyanmarBlock('ရန်ကုန်')).toBe(true);
    expect(hasMyanmarBlock('Size ၂')).toBe(true);
    expect(hasMyanmarBlock('\u1000')).toBe(true);
    expect(hasMyanmarBlock('\u109F')).toBe(true);
  });

  it('finds none in the extension blocks, Latin or the characters next to the block', () => {
    expect(hasMyanmarBlock('\uA9E0\uAA7F')).toBe(false);
    expect(hasMyanmarBlock('Shan Green Tea')).toBe(false);
    expect(hasMyanmarBlock('\u0FFF\u10A0')).toBe(false);
    expect(hasMyanmarBlock('')).toBe(false);
  });
});
