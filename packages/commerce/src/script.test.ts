import { describe, expect, it } from 'vitest';
import { hasMyanmarScript } from './script';

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
