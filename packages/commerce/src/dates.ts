/**
 * Dates as the shopper's language writes them: a day ("May 1, 2024"), or a day and a time
 * ("May 1, 2024, 4:00 PM").
 *
 * Burmese is written as Myanmar readers write a date on a receipt or a notice: year, month and
 * day each with its word, and a 12-hour time with the part of the day —
 * ၂၀၂၄ ခုနှစ်၊ မေလ ၁ ရက်၊ ညနေ ၄:၀၀ — with whole month names and Myanmar digits. CLDR's
 * pattern (၂၀၂၄ မေ ၁ ၁၆:၀၀, a 24-hour clock) reads like a machine's. It is written here
 * because browsers whose locale data lacks Burmese, Debian's Chromium among them, fall back to
 * English through Intl in the middle of a Burmese page. English and any other locale go
 * through Intl's medium date and short time.
 */
import { withLocaleDigits } from './money';

export type DateOptions = {
  /** Adds the time of day (hours and minutes). */
  time?: boolean;
  /** Reads the date in UTC instead of the shopper's time zone. */
  utc?: boolean;
};

/** CLDR's Burmese month names (format, wide), January first. */
const BURMESE_MONTHS = [
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
] as const;

export function formatDate(date: Date, locale: string, options: DateOptions = {}): string {
  return locale === 'my' ? burmeseDate(date, options) : dateFormatFor(locale, options).format(date);
}

/**
 * The part of the day a Burmese time is said with: မနက် (morning, 4:00–11:59), နေ့လယ်
 * (midday, 12:00–15:59), ညနေ (evening, 16:00–18:59) and ည (night, 19:00–3:59).
 */
function burmeseDayPart(hours: number): string {
  if (hours >= 4 && hours < 12) return 'မနက်';
  if (hours >= 12 && hours < 16) return 'နေ့လယ်';
  if (hours >= 16 && hours < 19) return 'ညနေ';
  return 'ည';
}

function burmeseDate(date: Date, { time = false, utc = false }: DateOptions): string {
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  let text = `${year} ခုနှစ်၊ ${BURMESE_MONTHS[month]}လ ${day} ရက်`;
  if (time) {
    const hours = utc ? date.getUTCHours() : date.getHours();
    const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
    const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}`;
    text += `၊ ${burmeseDayPart(hours)} ${clock}`;
  }
  return withLocaleDigits(text, 'my');
}

/** One Intl.DateTimeFormat per locale and options: building one costs far more than using it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatFor(locale: string, { time = false, utc = false }: DateOptions) {
  const key = `${locale}|${time}|${utc}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(time ? { timeStyle: 'short' } : {}),
      ...(utc ? { timeZone: 'UTC' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}
