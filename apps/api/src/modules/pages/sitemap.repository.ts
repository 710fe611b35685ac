import type { Db } from '../../db/connection';

/** A sitemap file holds at most this many addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapProduct = { guid: string; updatedAt: string };

/** The shop's products on sale, newest change first, at most `limit` of them. */
export async function listSitemapProducts(
  db: Db,
  shopGuid: string,
  limit: number,
): Promise<SitemapProduct[]> {
  return db.kysely
    .selectFrom('products')
    .select(['guid', 'updatedAt'])
    .where('shopGuid', '=', shopGuid)
    .where('isActive', '=', 1)
    .orderBy('updatedAt', 'desc')
    .orderBy('guid')
    .limit(limit)
    .execute();
}

/** Every category's guid (categories are shared by the shops). */
export async function listSitemapCategories(db: Db): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('categories')
    .select('guid')
    .orderBy('position')
    .execute();
  return rows.map((row) => row.guid);
}
