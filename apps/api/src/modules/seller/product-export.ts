import type { Db } from '../../db/connection';
import { AppError } from '../../lib/errors';
import { fromMinor, fromMinorOrNull } from '../../lib/money';
import { writeCatalogCsv } from './product-csv';
import { categoryIndexOf } from './product-import';
import {
  findCategories,
  findExportRows,
  findShopForCatalogFile,
} from './product-import.repository';

/**
 * The shop's catalog as a file (docs/product.md#catalog-csv): one row per live option of every
 * product, whatever its status. The product's own columns are written on its first row only,
 * as the import reads them, so that staff change a product's name or category in one cell;
 * every row carries the product_key. The file imports back unchanged.
 */

/** Myanmar keeps UTC+06:30 all year: the date a shop's staff see on their calendar. */
const MYANMAR_OFFSET_MS = 6.5 * 60 * 60 * 1000;

export async function exportCatalog(
  db: Db,
  shopGuid: string,
  now = new Date(),
): Promise<{ fileName: string; csv: string }> {
  const shop = await findShopForCatalogFile(db, shopGuid);
  if (!shop) throw new AppError(403, 'Your shop could not be found. Please sign in again.');
  const [categories, rows] = await Promise.all([findCategories(db), findExportRows(db, shopGuid)]);
  const { cellOf } = categoryIndexOf(categories);
  const csv = writeCatalogCsv(
    rows.map((r, i) => {
      const first = i === 0 || rows[i - 1]!.productGuid !== r.productGuid;
      return {
        product_key: r.productGuid,
        name: first ? r.name : null,
        name_mm: first ? r.nameMm : null,
        description: first ? r.description : null,
        description_mm: first ? r.descriptionMm : null,
        brand: first ? r.brandName : null,
        category: first ? (cellOf.get(r.categoryGuid) ?? r.categoryGuid) : null,
        status: first ? r.status : null,
        option_name: r.optionName,
        sku: r.sku,
        price: fromMinor(r.priceSellMinor),
        discounted_price: fromMinorOrNull(r.priceSell1Minor),
        weight_grams: r.weightGrams,
        stock: r.stockQty,
        pre_order_limit: r.preSaleLimit,
      };
    }),
  );
  const date = new Date(now.getTime() + MYANMAR_OFFSET_MS).toISOString().slice(0, 10);
  return { fileName: `${shop.slug}-products-${date}.csv`, csv };
}
