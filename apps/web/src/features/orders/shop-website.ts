/**
 * A shop's website as a link target, or null when there is none to link to. Shops type the
 * address themselves, often without 'https://'; anything that is not http(s) (javascript:,
 * data:) is never turned into a link.
 */
export function shopWebsiteHref(website: string | null | undefined): string | null {
  const text = website?.trim() ?? '';
  if (!text) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}
