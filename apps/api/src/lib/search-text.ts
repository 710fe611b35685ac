import { normalizeUserText } from './text';

/**
 * What keyword search matches (docs/architecture.md#search): the product's names in both
 * languages and its brand, normalised and lower-cased. Every writer of products (the console's
 * saves and imports, the seeds) builds it here, and keywords are normalised the same way.
 */
export function searchTextOf(
  name: string,
  brandName: string | null | undefined,
  nameMm?: string | null,
): string {
  return normalizeUserText([name, nameMm, brandName].filter(Boolean).join(' ')).toLowerCase();
}
