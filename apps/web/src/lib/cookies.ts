/** A year: the choice lasts as long as the stored one does, in practice. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Writes a first-party cookie, or removes it when the value is null. It is sent with every
 * page and file of the site, or only with `path` and the addresses under it. Values are
 * URI-encoded; SameSite=Lax so that a shopper arriving from a shared link sends it.
 */
export function writeCookie(name: string, value: string | null, path = '/'): void {
  if (typeof document === 'undefined') return;
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Path=${path}; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
