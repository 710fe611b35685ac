/**
 * Dates as the shopper's language writes them: a day ("May 1, 2024"), or a day and a time
 * ("May 1, 2024, 4:00 PM").
 *
 * Burmese follows CLDR's long date and short time, "y MMMM d H:mm": ၂၀၂၄ မေ ၁ ၁၆:၀၀, with
 * whole month names (CLDR's abbreviations such as ဇန် or ဩ are harder to read) and Myanmar
 * digits. It is written here because browsers whose locale data lacks Burmese, Debian's
 * Chromium among them, fall back to English month names and Latin digits through Intl, in the
 * middle of a Burmese page. dates.test.ts checks it against Node's Intl, which has Burmese.
 * English and any other locale go through Intl's medium date and short time.
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

function burmeseDate(date: Date, { time = false, utc = false }: DateOptions): string {
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  let text = `${year} ${BURMESE_MONTHS[month]} ${day}`;
  if (time) {
    const hours = utc ? date.getUTCHours() : date.getHours();
    const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
    text += ` ${hours}:${String(minutes).padStart(2, '0')}`;
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
