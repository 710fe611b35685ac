/**
 * Where the header search box goes (docs/product.md#search, docs/product.md#search): empty text or a single space is not searched
 * and goes home; any other text is used exactly as typed (no trimming — two spaces are a
 * search), encoded so that '/', '?' or '#' in a keyword stay inside the path segment.
 */
export function searchTarget(text: string): string {
  if (text === '' || text === ' ') return '/';
  return `/searched-products/${encodeURIComponent(text)}`;
}
