import {
  parseProductStatus,
  PRODUCT_SORTS,
  STOCK_FILTERS,
  type ProductSort,
  type ProductStatus,
  type StockFilter,
} from '@storefront/commerce/product-draft';

/**
 * What the console's product list shows, as kept in its URL
 * (`/seller/products?status=Active&stock=low&q=longyi&sort=price&page=2`), so that a reload, Back
 * or a bookmark keeps it, as the order list does.
 */
export type ProductListFilter = {
  status: ProductStatus | null;
  stock: StockFilter | null;
  query: string;
  sort: ProductSort;
  page: number;
};

export const PRODUCT_LIST_PATH = '/seller/products';
const DEFAULT_SORT: ProductSort = 'newest';

export function readProductFilter(params: URLSearchParams): ProductListFilter {
  const page = params.get('page') ?? '';
  const pageNumber = /^\d+$/.test(page) ? Number(page) : 1;
  const stock = params.get('stock');
  const sort = params.get('sort');
  return {
    status: parseProductStatus(params.get('status')),
    stock: STOCK_FILTERS.find((known) => known === stock) ?? null,
    query: (params.get('q') ?? '').trim(),
    sort: PRODUCT_SORTS.find((known) => known === sort) ?? DEFAULT_SORT,
    page: Number.isSafeInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1,
  };
}

/** The list's URL for a filter; defaults are left out, so the plain list is plain /seller/products. */
export function productListHref({ status, stock, query, sort, page }: ProductListFilter): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (stock) params.set('stock', stock);
  if (query) params.set('q', query);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${PRODUCT_LIST_PATH}?${search}` : PRODUCT_LIST_PATH;
}

export const productHref = (productGuid: string) =>
  `${PRODUCT_LIST_PATH}/${encodeURIComponent(productGuid)}`;
export const NEW_PRODUCT_PATH = `${PRODUCT_LIST_PATH}/new`;
export const IMPORT_PATH = `${PRODUCT_LIST_PATH}/import`;
