import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

// Node carries full ICU, Burmese included: the reference the hand-written Burmese must match.
const intlBurmese = (date: Date, time: boolean, utc: boolean) =>
  new Intl.DateTimeFormat('my', {
    dateStyle: 'long',
    ...(time ? { timeStyle: 'short' } : {}),
    ...(utc ? { timeZone: 'UTC' } : {}),
  }).format(date);

// 1900-01-01 to 2200-01-01: years of four digits, across leap years and month ends.
const dates = fc.date({
  min: new Date(Date.UTC(1900, 0, 1)),
  max: new Date(Date.UTC(2200, 0, 1)),
  noInvalidDate: true,
});

describe('formatDate', () => {
  it('writes a Burmese date with the month name and Myanmar digits', () => {
    const may = new Date(Date.UTC(2024, 4, 1, 9, 30));
    expect(formatDate(may, 'my', { utc: true })).toBe('၂၀၂၄ မေ ၁');
    expect(formatDate(may, 'my', { utc: true, time: true })).toBe('၂၀၂၄ မေ ၁ ၉:၃၀');
    const august = new Date(Date.UTC(2025, 7, 31, 23, 5));
    expect(formatDate(august, 'my', { utc: true, time: true })).toBe('၂၀၂၅ ဩဂုတ် ၃၁ ၂၃:၀၅');
  });

  it('writes Burmese as Intl does where the locale data has it (CLDR long date, short time)', () => {
    fc.assert(
      fc.property(dates, fc.boolean(), fc.boolean(), (date, time, utc) => {
        expect(formatDate(date, 'my', { time, utc })).toBe(intlBurmese(date, time, utc));
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves English to Intl: medium date, short time', () => {
    const may = new Date(Date.UTC(2024, 4, 1, 16, 0));
    expect(formatDate(may, 'en', { utc: true })).toBe('May 1, 2024');
    expect(formatDate(may, 'en', { utc: true, time: true })).toBe('May 1, 2024, 4:00 PM');
  });

  it.each(['Asia/Yangon', 'America/New_York'])(
    "reads the day in the shopper's time zone unless told UTC (%s)",
    (zone) => {
      // Node reads TZ again when it changes; Yangon is UTC+6:30, so the day often differs.
      const saved = process.env.TZ;
      process.env.TZ = zone;
      try {
        const evening = new Date(Date.UTC(2024, 4, 1, 20, 0));
        expect(formatDate(evening, 'my', { utc: true })).toBe('၂၀၂၄ မေ ၁');
        expect(formatDate(evening, 'my')).toBe(zone === 'Asia/Yangon' ? '၂၀၂၄ မေ ၂' : '၂၀၂၄ မေ ၁');
        fc.assert(
          fc.property(dates, fc.boolean(), (date, time) => {
            expect(formatDate(date, 'my', { time })).toBe(intlBurmese(date, time, false));
          }),
          { numRuns: 500 },
        );
      } finally {
        process.env.TZ = saved;
      }
    },
  );
});
