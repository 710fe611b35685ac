import { formatDate } from '@storefront/commerce/dates';

/**
 * docs/product.md#records-catalog: a review's date as a short date in UTC (so every shopper sees the day the server
 * recorded), or null when it is missing or unreadable ('N/A' on screen).
 */
export function formatReviewDate(createdOn: string | null, locale: string): string | null {
  if (!createdOn) return null;
  const date = new Date(createdOn);
  if (Number.isNaN(date.getTime())) return null;
  return formatDate(date, locale, { utc: true });
}

/** Up to two initials for an avatar, whole characters (a Burmese letter keeps its marks). */
export function initialsOf(name: string): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? '')
    .join('')
    .toUpperCase();
}
