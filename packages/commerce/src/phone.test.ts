import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMyanmarMobile,
  looksLikePhone,
  normalizeAddressPhone,
  normalizeMyanmarMobile,
} from './phone';

describe('normalizeMyanmarMobile', () => {
  it.each([
    ['09765432100', '09765432100'],
    ['0976 543 2100', '09765432100'],
    ['09-765-432-100', '09765432100'],
    ['9765432100', '09765432100'],
    ['+959765432100', '09765432100'],
    ['+95 9 765 432 100', '09765432100'],
    ['+95-9-765-432-100', '09765432100'],
    ['959765432100', '09765432100'],
    ['00959765432100', '09765432100'],
    ['(09) 765 432 100', '09765432100'],
    ['၀၉၇၆၅၄၃၂၁၀၀', '09765432100'],
    // Ten-digit numbers (09 + 8) in every form.
    ['0951234567', '0951234567'],
    ['951234567', '0951234567'],
    ['+95951234567', '0951234567'],
    ['95951234567', '0951234567'],
    // A 9… number that happens to start with 959 is still read by its length.
    ['9591234567', '09591234567'],
  ])('%s → %s', (input, expected) => expect(normalizeMyanmarMobile(input)).toBe(expected));

  it.each([
    [''],
    ['hello'],
    ['0912345'], // too short
    ['097654321000'], // too long
    ['08765432100'], // not a mobile prefix
    ['0901234567'], // 09 then 0
    ['+951234567'], // +95 1: a Yangon landline
    ['+66812345678'], // Thailand
    ['09765+432100'],
    ['09765432100x'],
  ])('refuses %j', (input) => expect(normalizeMyanmarMobile(input)).toBeNull());
});

describe('normalizeAddressPhone', () => {
  it('normalises Myanmar mobiles', () => {
    expect(normalizeAddressPhone('+95 9 765 432 100')).toBe('09765432100');
  });
  it('keeps other phone numbers, tidied', () => {
    expect(normalizeAddressPhone(' +66 81  234 5678 ')).toBe('+66 81 234 5678');
    expect(normalizeAddressPhone('01-234567')).toBe('01-234567');
  });
  it.each([['abc'], ['12345'], ['+'], ['1'.repeat(16)]])('refuses %j', (input) =>
    expect(normalizeAddressPhone(input)).toBeNull(),
  );
});

describe('isMyanmarMobile', () => {
  it.each([
    '09791234567',
    '09 791 234 567',
    '0979-123-4567',
    '979 123 4567',
    '+95 9 791 234 567',
    '959791234567',
    '၀၉၇၉၁၂၃၄၅၆၇',
    '0912345678',
  ])('accepts %s', (value) => expect(isMyanmarMobile(value)).toBe(true));

  it.each(['', '0901234567', '01 234 567', '+66 81 234 5678', '0979123456789', 'nine', '12345'])(
    'refuses %j',
    (value) => expect(isMyanmarMobile(value)).toBe(false),
  );
});

describe('looksLikePhone', () => {
  it('accepts the ways people write numbers, in Latin or Burmese digits', () => {
    for (const phone of ['09450123456', '+95 9 450 123 456', '(01) 537-123', '၀၉၄၅၀၁၂၃၄၅၆'])
      expect(looksLikePhone(phone)).toBe(true);
  });

  it('refuses text, too few and too many digits', () => {
    for (const phone of ['', 'phone', '123456', '1234567890123456', '09-45+0123'])
      expect(looksLikePhone(phone)).toBe(false);
  });

  it('accepts any 7 to 15 digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{7,15}$/), (digits) => looksLikePhone(digits)));
  });
});
