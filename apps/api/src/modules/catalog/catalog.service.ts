import type { ProductListQuery } from '@storefront/contract/catalog';
import type { Db } from '../../db/connection';
import { notFound } from '../../lib/errors';
import { normalizeUserText } from '../../lib/text';
import { shopExists } from '../shop/shop.repository';
import { findCategory, listProducts, type ProductListKind } from './catalog.repository';

/**
 * A product list of one shop. The keyword is normalised the way stored names are (Zawgyi →
 * Unicode, NFC), so a shopper typing on a Zawgyi keyboard finds Unicode names; a blank keyword
 * is no filter. Unknown shops and categories are 404s, not empty lists.
 */
export async function getProductList(
  db: Db,
  shopGuid: string,
  kind: ProductListKind,
  query: ProductListQuery,
) {
  const keyword =
    query.keyword === undefined ? undefined : normalizeUserText(query.keyword) || undefined;
  const [shopFound, category] = await Promise.all([
    shopExists(db, shopGuid),
    query.categoryGuid ? findCategory(db, query.categoryGuid) : Promise.resolve(null),
  ]);
  if (!shopFound) throw notFound('Shop');
  if (category === undefined) throw notFound('Category');
  return listProducts(db, shopGuid, kind, { ...query, keyword });
}
