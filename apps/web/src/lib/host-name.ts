/**
 * The host the shop is served on (docs/product.md#shop-by-host), and the page's origin. In the
 * browser they are the page's own; on the server, where one process renders pages for every
 * shop, they are the request's, which the server entry (entry-server.tsx) tells through
 * `readServerRequestWith`. With neither, a fixed address.
 */
const DEFAULT_HOST = 'localhost';

type ServerRequest = { hostName: string; origin: string };

let readServerRequest: () => ServerRequest | undefined = () => undefined;

/** Called once by the server entry with a reader of the request being rendered. */
export function readServerRequestWith(reader: () => ServerRequest | undefined): void {
  readServerRequest = reader;
}

export function currentHostName(): string {
  if (typeof window === 'undefined') return readServerRequest()?.hostName || DEFAULT_HOST;
  return window.location.hostname || DEFAULT_HOST;
}

/** `https://shop.example` as the shopper sees it: the base of links a page shares. */
export function currentOrigin(): string {
  if (typeof window === 'undefined') return readServerRequest()?.origin ?? `http://${DEFAULT_HOST}`;
  return window.location.origin;
}
