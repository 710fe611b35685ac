/**
 * The host the shop is served on (docs/product.md#shop-by-host). In the browser it is the page's
 * own; on the server, where one process renders pages for every shop, it is the host of the
 * request being rendered, which the server entry (entry-server.tsx) tells through
 * `readServerHostNameWith`. With neither, a fixed address.
 */
const DEFAULT_HOST = 'localhost';

let readServerHostName: () => string | undefined = () => undefined;

/** Called once by the server entry with a reader of the current request's host. */
export function readServerHostNameWith(reader: () => string | undefined): void {
  readServerHostName = reader;
}

export function currentHostName(): string {
  if (typeof window === 'undefined') return readServerHostName() || DEFAULT_HOST;
  return window.location.hostname || DEFAULT_HOST;
}
