/** The console's shop pages (docs/decisions/0030-shops.md). */
export const SHOPS_PATH = '/seller/shops';
export const NEW_SHOP_PATH = '/seller/shops/new';
export const shopHref = (shopGuid: string) => `/seller/shops/${encodeURIComponent(shopGuid)}`;
