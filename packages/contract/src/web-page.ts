/**
 * What the web build hands the API about its pages (no call of docs/product.md#calls: a file of the build).
 * The build writes `route-modules.json` (apps/web/route-modules.ts), a BuildModules holding a
 * list of these; the API reads it to name the page's own modules in the page it serves
 * (apps/api/src/plugins/web.ts).
 */
export type RouteModules = {
  /** A page path as the router writes it: `/`, `/cart`, `/product-detail/:productId`, `/*`. */
  path: string;
  /** The page's own script files, beyond those index.html loads: `/assets/…`. */
  files: string[];
};

/**
 * What `route-modules.json` holds: each page's modules, and the modules of the Burmese strings,
 * which a Burmese page needs before it can hydrate (the English ones travel with the pages'
 * modules), so that they are fetched with the page's modules rather than after the app has run
 * (docs/architecture.md#first-screen).
 */
export type BuildModules = {
  pages: RouteModules[];
  languages: { mm: string[] };
  /**
   * The bytes of each file named above, so that the server can name a Burmese page's files, its
   * own and the strings', biggest first, as the build orders each list (apps/web/route-modules.ts,
   * `biggestFirst`). A table written before it had sizes has none: the lists keep their order.
   */
  sizes?: Record<string, number>;
};

/**
 * Files in the order a page asks for them: the biggest first, by `sizes` (a file it lacks counts
 * as 0). On a phone's HTTP/1.1 link the first screen's images often hold all but one of the six
 * connections when the code is asked for; a small file taking that one made the framework, which
 * every other module waits on, queue for a whole round trip (docs/architecture.md#first-screen).
 * The build orders each of its lists so; the server merges a Burmese page's two lists so.
 */
export function biggestFirst(
  files: readonly string[],
  sizes: Readonly<Record<string, number>>,
): string[] {
  return [...files].sort((a, b) => (sizes[b] ?? 0) - (sizes[a] ?? 0));
}

/** The file of the build that lists the pages' modules (a BuildModules), in `dist/`. */
export const ROUTE_MODULES_FILE = 'route-modules.json';

/**
 * The id of the `<script type="application/json">` element into which the API writes the shop
 * it served the page for (a ShopInfo), and from which the web app reads it (decision 0012).
 */
export const SERVED_SHOP_ELEMENT_ID = 'served-shop';

/**
 * The id of the `<script type="application/json">` element holding the state a server-rendered
 * page was drawn with (apps/web/src/entry-server.tsx), which the browser hydrates from.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The server's build of the web app, beside `dist/`: the module the API renders pages with. */
export const SERVER_ENTRY_FILE = 'dist-server/entry-server.js';

/**
 * The name of the `<meta>` into which the API writes the page's own script files (its
 * RouteModules' files, space-separated); apps/web/src/first-screen.ts preloads them with the
 * app's own once the first screen is drawn (docs/architecture.md#first-screen).
 */
export const PAGE_MODULES_META = 'page-modules';

/**
 * The cookie the web app keeps equal to the number of lines in the stored cart, once it has read
 * the cart: the one thing of the cart the server is told, so that an empty cart's page arrives
 * drawn as empty (docs/architecture.md#server-rendering). No cookie is a browser that never
 * stored a cart.
 */
export const CART_COUNT_COOKIE = 'cart_count';

/**
 * The cart page's address: the one page the `cart_lines` cookie is sent to (its Path), and the
 * one the server draws a cart for.
 */
export const CART_PAGE_PATH = '/cart';

/**
 * The cookie, scoped to CART_PAGE_PATH, in which the web app keeps the stored cart's lines
 * (product, options, addons and quantities; packages/commerce/src/cart-lines.ts) once it has
 * read the cart, so that the server can draw a returning shopper's cart page
 * (docs/architecture.md#cart-lines). Absent when the cart is too large to tell.
 */
export const CART_LINES_COOKIE = 'cart_lines';
