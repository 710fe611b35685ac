import { describe, expect, it } from 'vitest';
import { showsBurmeseText } from './burmese-text';

const LABEL = '<span class="sr-only sm:not-sr-only font-myanmar-label">မြန်မာ</span>';

describe('showsBurmeseText', () => {
  it('does not count the language label, drawn by its own font', () => {
    expect(showsBurmeseText(`<header><button>${LABEL}</button></header><h1>Cart</h1>`)).toBe(false);
    expect(showsBurmeseText('<main><p>Silk Longyi</p></main>')).toBe(false);
  });

  it('counts Burmese text anywhere else, in text or in attributes', () => {
    expect(showsBurmeseText(`${LABEL}<a>ထန်းလျက်</a>`)).toBe(true);
    expect(showsBurmeseText(`${LABEL}<img alt="ပုဂံ ယွန်း">`)).toBe(true);
    // The label's word itself, as a product's name: not in the label, so it counts.
    expect(showsBurmeseText(`${LABEL}<h3>မြန်မာ</h3>`)).toBe(true);
    // Myanmar Extended-A.
    expect(showsBurmeseText('<p>\uAA60</p>')).toBe(true);
  });

  it('does not let a label with more after it hide that text', () => {
    expect(showsBurmeseText('<span class="font-myanmar-label">မြန်မာ</span><span>ရန်ကုန်</span>')).toBe(
      true,
    );
  });
});
