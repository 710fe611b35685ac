import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

const MONTHS = [
  'ဇန်နဝါရီ',
  'ဖေဖော်ဝါရီ',
  'မတ်',
  'ဧပြီ',
  'မေ',
  'ဇွန်',
  'ဇူလိုင်',
  'ဩဂုတ်',
  'စက်တင်ဘာ',
  'အောက်တိုဘာ',
  'နိုဝင်ဘာ',
  'ဒီဇင်ဘာ',
];
const PARTS: Record<string, [number, number]> = {
  မနက်: [4, 11],
  နေ့လယ်: [12, 15],
  ညနေ: [16, 18],
  ည: [19, 27],
};
const latin = (text: string) => text.replace(/[၀-၉]/g, (d) => String(d.charCodeAt(0) - 0x1040));

/**
 * Reads a Burmese date back into its fields: what the text says must be the date's own year,
 * month, day, hour and minute, as Node's Intl (full ICU) reads them in that time zone.
 */
function readBurmese(text: string) {
  const match =
    /^([၀-၉]{4}) ခုနှစ်၊ (\S+)လ ([၀-၉]{1,2}) ရက်(?:၊ (မနက်|နေ့လယ်|ညနေ|ည) ([၀-၉]{1,2}):([၀-၉]{2}))?$/u.exec(
      text,
    );
  if (!match) throw new Error(`not a Burmese date: ${text}`);
  const [, year, month, day, part, hour12, minute] = match;
  let hour: number | undefined;
  if (part !== undefined) {
    const h = Number(latin(hour12!)) % 12;
    const [from, to] = PARTS[part]!;
    // The one hour of the part's span that has this reading on a 12-hour clock.
    hour = [h, h + 12, h + 24].find((candidate) => candidate >= from && candidate <= to)! % 24;
  }
  return {
    year: Number(latin(year!)),
    month: MONTHS.indexOf(month!) + 1,
    day: Number(latin(day!)),
    ...(hour === undefined ? {} : { hour, minute: Number(latin(minute!)) }),
  };
}

function fieldsOf(date: Date, time: boolean, utc: boolean) {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    ...(time ? { hour: 'numeric', minute: 'numeric', hourCycle: 'h23' as const } : {}),
    ...(utc ? { timeZone: 'UTC' } : {}),
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    ...(time ? { hour: part('hour'), minute: part('minute') } : {}),
  };
}

// 1900-01-01 to 2200-01-01: years of four digits, across leap years and month ends.
const dates = fc.date({
  min: new Date(Date.UTC(1900, 0, 1)),
  max: new Date(Date.UTC(2200, 0, 1)),
  noInvalidDate: true,
});

describe('formatDate', () => {
  it('writes a Burmese date with the month name and Myanmar digits', () => {
    const may = new Date(Date.UTC(2024, 4, 1, 9, 30));
    expect(formatDate(may, 'my', { utc: true })).toBe('၂၀၂၄ ခုနှစ်၊ မေလ ၁ ရက်');
    expect(formatDate(may, 'my', { utc: true, time: true })).toBe('၂၀၂၄ ခုနှစ်၊ မေလ ၁ ရက်၊ မနက် ၉:၃၀');
    const august = new Date(Date.UTC(2025, 7, 31, 23, 5));
    expect(formatDate(august, 'my', { utc: true, time: true })).toBe(
      '၂၀၂၅ ခုနှစ်၊ ဩဂုတ်လ ၃၁ ရက်၊ ည ၁၁:၀၅',
    );
  });

  it('says the date and time it was given: read back, every field matches Intl', () => {
    fc.assert(
      fc.property(dates, fc.boolean(), fc.boolean(), (date, time, utc) => {
        expect(readBurmese(formatDate(date, 'my', { time, utc }))).toEqual(
          fieldsOf(date, time, utc),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('names the part of the day on a 12-hour clock', () => {
    const at = (hour: number, minute = 0) =>
      formatDate(new Date(Date.UTC(2024, 4, 1, hour, minute)), 'my', { utc: true, time: true });
    expect(at(0, 30)).toMatch(/၊ ည ၁၂:၃၀$/);
    expect(at(3, 59)).toMatch(/၊ ည ၃:၅၉$/);
    expect(at(4)).toMatch(/၊ မနက် ၄:၀၀$/);
    expect(at(12, 15)).toMatch(/၊ နေ့လယ် ၁၂:၁၅$/);
    expect(at(16)).toMatch(/၊ ညနေ ၄:၀၀$/);
    expect(at(19)).toMatch(/၊ ည ၇:၀၀$/);
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
        expect(formatDate(evening, 'my', { utc: true })).toBe('၂၀၂၄ ခုနှစ်၊ မေလ ၁ ရက်');
        expect(formatDate(evening, 'my')).toBe(
          zone === 'Asia/Yangon' ? '၂၀၂၄ ခုနှစ်၊ မေလ ၂ ရက်' : '၂၀၂၄ ခုနှစ်၊ မေလ ၁ ရက်',
        );
        fc.assert(
          fc.property(dates, fc.boolean(), (date, time) => {
            expect(readBurmese(formatDate(date, 'my', { time }))).toEqual(
              fieldsOf(date, time, false),
            );
          }),
          { numRuns: 500 },
        );
      } finally {
        process.env.TZ = saved;
      }
    },
  );
});
