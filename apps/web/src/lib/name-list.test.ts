import { describe, expect, it } from 'vitest';
import { nameList } from './name-list';

describe('nameList', () => {
  it('joins English names with commas and "and" before the last', () => {
    expect(nameList(['City Mart'], false)).toBe('City Mart');
    expect(nameList(['City Mart', 'Ocean'], false)).toBe('City Mart and Ocean');
    expect(nameList(['A', 'B', 'C'], false)).toBe('A, B and C');
  });

  it('joins Burmese names with ၊ and နှင့် before the last', () => {
    expect(nameList(['ရန်ကုန်မတ်', 'မန္တလေး'], true)).toBe('ရန်ကုန်မတ်နှင့် မန္တလေး');
    expect(nameList(['ရန်ကုန်မတ်', 'ပုဂံ', 'မန္တလေး'], true)).toBe('ရန်ကုန်မတ်၊ ပုဂံနှင့် မန္တလေး');
    expect(nameList(['City Mart', 'Ocean', 'ပုဂံ'], true)).toBe('City Mart၊ Ocean နှင့် ပုဂံ');
  });

  it('writes nothing for no names and leaves out blank ones', () => {
    expect(nameList([], true)).toBe('');
    expect(nameList([' ', 'Ocean'], false)).toBe('Ocean');
  });
});
