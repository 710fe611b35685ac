import type { ProductListQuery } from '@storefront/contract/catalog';

/** Arguments of every shop product list call: the shop and its query (docs/product.md#calls-catalog). */
export type ShopProductListArgs = { shopId: string } & Partial<ProductListQuery>;

/** The query string of a list call, leaving out what is not set. */
export function productListParams({ shopId: _shopId, ...query }: ShopProductListArgs) {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params[key] = value;
  }
  return params;
}
