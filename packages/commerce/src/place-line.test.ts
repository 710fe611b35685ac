import { describe, expect, it } from 'vitest';
import { placeLine } from './place-line';

describe('placeLine', () => {
  it('joins English with commas and leaves the township as it is', () => {
    expect(
      placeLine({ street: 'Hledan Road', township: 'Kamayut', country: 'Myanmar' }, false),
    ).toBe('Hledan Road, Kamayut, Myanmar');
  });

  it('joins Burmese with ၊ and writes မြို့နယ် after the township', () => {
    expect(placeLine({ street: 'လှည်းတန်းလမ်း', township: 'ကမာရွတ်', country: 'မြန်မာ' }, true)).toBe(
      'လှည်းတန်းလမ်း၊ ကမာရွတ်မြို့နယ်၊ မြန်မာ',
    );
  });

  it('does not write မြို့နယ် twice, and spaces it after a name in Latin letters', () => {
    expect(placeLine({ township: 'ကမာရွတ်မြို့နယ်', country: 'မြန်မာ' }, true)).toBe('ကမာရွတ်မြို့နယ်၊ မြန်မာ');
    expect(placeLine({ township: 'Kamayut', country: 'မြန်မာ' }, true)).toBe('Kamayut မြို့နယ်၊ မြန်မာ');
  });

  it('starts with the house and room when given', () => {
    const parts = { address: 'No. 12', street: 'Hledan Road', township: 'ကမာရွတ်', country: 'မြန်မာ' };
    expect(placeLine(parts, true)).toBe('No. 12၊ Hledan Road၊ ကမာရွတ်မြို့နယ်၊ မြန်မာ');
    expect(placeLine({ ...parts, township: 'Kamayut', country: 'Myanmar' }, false)).toBe(
      'No. 12, Hledan Road, Kamayut, Myanmar',
    );
  });

  it('leaves out empty parts', () => {
    expect(placeLine({ street: '', township: null, country: 'မြန်မာ' }, true)).toBe('မြန်မာ');
    expect(placeLine({ street: 'Hledan Road', township: ' ', country: 'Myanmar' }, false)).toBe(
      'Hledan Road, Myanmar',
    );
  });

  it('trims every part and leaves out empty and missing ones, as the order answer needs', () => {
    expect(
      placeLine(
        { address: ' No. 12, 3rd floor ', street: '  ', township: null, country: 'Myanmar ' },
        false,
      ),
    ).toBe('No. 12, 3rd floor, Myanmar');
    expect(placeLine({}, false)).toBe('');
  });
});
