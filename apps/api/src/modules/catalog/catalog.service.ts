import type { ProductListQuery } from '@storefront/contract/catalog';
import type { Db } from '../../db/connection';
import { notFound } from '../../lib/errors';
import { normalizeUserText } from '../../lib/text';
import { shopExists } from '../shop/shop.repository';
import {
  categorySubtree,
  findCategory,
  listProducts,
  type ProductListKind,
} from './catalog.repository';

/**
 * A product list of one shop. The keyword is normalised the way stored names are (Zawgyi →
 * Unicode, NFC), so a shopper typing on a Zawgyi keyboard finds Unicode names; a blank keyword
 * is no filter. Unknown shops and categories are 404s, not empty lists (an unknown shop first).
 * Without a category the list's own statement tells whether the shop exists.
 */
export async function getProductList(
  db: Db,
  shopGuid: string,
  kind: ProductListKind,
  query: ProductListQuery,
) {
  const keyword =
    query.keyword === undefined ? undefined : normalizeUserText(query.keyword) || undefined;
  let categoryGuids: string[] | undefined;
  if (query.categoryGuid) {
    const [shopFound, category] = await Promise.all([
      shopExists(db, shopGuid),
      findCategory(db, query.categoryGuid),
    ]);
    if (!shopFound) throw notFound('Shop');
    if (category === undefined) throw notFound('Category');
    categoryGuids = await categorySubtree(db, query.categoryGuid);
  }
  const page = await listProducts(db, shopGuid, kind, { ...query, keyword }, categoryGuids);
  if (!page) throw notFound('Shop');
  return page;
}
