import { describe, expect, it } from 'vitest';
import { auditChanges, fieldWords, formatMyanmarTime } from './audit-changes';

describe('auditChanges', () => {
  it('lists only the fields that changed, before → after', () => {
    expect(
      auditChanges(
        { name: 'Ma Hla', disabled: false, shop: { guid: 'a', name: 'Mart' } },
        { name: 'Ma Hla', disabled: true, shop: { guid: 'a', name: 'Mart 2' } },
      ),
    ).toEqual([
      { field: 'disabled', before: 'false', after: 'true' },
      { field: 'shop.name', before: 'Mart', after: 'Mart 2' },
    ]);
  });

  it('shows every field of a creation as added, and of a deletion as removed', () => {
    expect(auditChanges(null, { username: 'hla', phone: null })).toEqual([
      { field: 'username', after: 'hla' },
      { field: 'phone', after: '—' },
    ]);
    expect(auditChanges({ code: 'TEN' }, null)).toEqual([{ field: 'code', before: 'TEN' }]);
  });

  it('keeps long and deep values short and whole values readable', () => {
    const [long] = auditChanges(null, { note: 'x'.repeat(1_000) });
    expect(long!.after).toHaveLength(160);
    expect(long!.after!.endsWith('…')).toBe(true);
    const deep = auditChanges(null, { a: { b: { c: { d: 1 } } }, list: [1, 2] });
    expect(deep).toEqual([
      { field: 'a.b.c', after: '{"d":1}' },
      { field: 'list', after: '[1,2]' },
    ]);
    // A value that is not an object at all (a stored text) is shown as one field.
    expect(auditChanges('old', 'new')).toEqual([{ field: 'value', before: 'old', after: 'new' }]);
  });
});

describe('fieldWords', () => {
  it('turns camelCase and dotted names into words', () => {
    expect(fieldWords('mustChangePassword')).toBe('must change password');
    expect(fieldWords('body.sharePercent')).toBe('body › share percent');
  });
});

describe('formatMyanmarTime', () => {
  it('reads the instant on a Myanmar clock (UTC+6:30), in either language', () => {
    expect(formatMyanmarTime('2026-11-27T18:00:00.000Z', 'en')).toBe('Nov 28, 2026, 12:30 AM');
    expect(formatMyanmarTime('2026-11-27T18:00:00.000Z', 'my')).toBe(
      '၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၈ ရက်၊ ည ၁၂:၃၀',
    );
    expect(formatMyanmarTime('not a date', 'en')).toBe('not a date');
  });
});
