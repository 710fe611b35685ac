/** docs/product.md#header Header: the main navigation, in this order, in the header and in the drawer. */
export const NAV_ITEMS = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/categories', labelKey: 'nav.categories' },
  { to: '/all-products', labelKey: 'nav.allProducts' },
  { to: '/new-arrival', labelKey: 'nav.newArrival' },
  { to: '/best-deals', labelKey: 'nav.bestDeals' },
] as const;

/** docs/product.md#global-behaviour Global behaviour: no header or footer on these pages. */
export const BARE_PATHS: readonly string[] = ['/login', '/register', '/voucher'];
