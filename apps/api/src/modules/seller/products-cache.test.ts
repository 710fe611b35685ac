import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  adjustStock,
  createdProduct,
  productBody,
  putProduct,
  updateBodyOf,
} from '../../test/catalog-fixtures';
import { createTestApp, testDialects, type TestApp } from '../../test/harness';
import { isRedisAvailable, TEST_REDIS_URL } from '../../test/redis-fixtures';
import { addCheckoutWorld, type CheckoutWorld } from '../../test/sales-fixtures';
import { addShopSeller, type Seller } from '../../test/seller-fixtures';

const hasRedis = await isRedisAvailable();

/**
 * What a catalog write drops from the caches of every instance (docs/architecture.md#caching):
 * the changed product's answers and its shop's lists, nothing of another shop's; a stock count
 * that stays above zero only the product's own answers.
 */
describe.runIf(hasRedis).each(testDialects())(
  'catalog caches after a console write on %s',
  (dialect) => {
    let t: TestApp;
    let second: FastifyInstance;
    let w: CheckoutWorld;
    let staff: Seller;
    let category: string;
    /** Every tag the second instance has heard of from another instance. */
    const heardTags: string[] = [];

    beforeAll(async () => {
      t = await createTestApp(dialect, { catalogCacheTtlMs: 60_000, redisUrl: TEST_REDIS_URL });
      // A second instance on the same database, as behind a load balancer.
      second = await buildApp({ config: t.app.config, db: t.db, logger: false });
      second.catalogCache.onInvalidate((tags, fromPeer) => {
        if (fromPeer && tags) heardTags.push(...tags);
      });
      await second.ready();
      w = await addCheckoutWorld(t);
      staff = await addShopSeller(t, w.shop.guid);
      const row = await t.db.kysely
        .selectFrom('products')
        .select('categoryGuid')
        .where('guid', '=', w.longyi.guid)
        .executeTakeFirstOrThrow();
      category = row.categoryGuid;
    });
    afterAll(async () => {
      await second.close();
      await t.close();
    });

    const urls = (productGuid: string) => ({
      detail: `/v1/pos/product/productvariantdetail/${productGuid}`,
      shopList: `/v1/pos/shop/listShopProductNewArrival/${w.shop.guid}?first=0&max=12`,
      otherShopList: `/v1/pos/shop/listShopProductNewArrival/${w.bookShop.guid}?first=0&max=12`,
      otherDetail: `/v1/pos/product/productvariantdetail/${w.book.guid}`,
      regions: '/v1/currency/region',
    });
    type Urls = ReturnType<typeof urls>;

    async function states(app: FastifyInstance, all: Urls) {
      const seen: Record<string, unknown> = {};
      for (const [name, url] of Object.entries(all)) {
        seen[name] = (await app.inject({ url })).headers['x-cache'];
      }
      return seen;
    }

    /** Resolves once the second instance has heard, from another instance, of this tag. */
    async function heardOnSecond(tag: string): Promise<void> {
      for (let waited = 0; !heardTags.includes(tag); waited += 20) {
        if (waited > 5_000) throw new Error(`the second instance never heard of ${tag}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      heardTags.length = 0;
    }

    /** A new product of the shop, once every instance has heard of its creation. */
    async function newProduct() {
      const product = await createdProduct(t.app, staff, productBody(category));
      await heardOnSecond(`product:${product.guid}`);
      return product;
    }

    async function warm(app: FastifyInstance, all: Urls) {
      await states(app, all);
    }

    it('drops the product and its shop lists on every instance, and nothing of other shops', async () => {
      const product = await newProduct();
      const all = urls(product.guid);
      await warm(t.app, all);
      await warm(second, all);
      const expected = {
        detail: 'miss',
        shopList: 'miss',
        otherShopList: 'hit',
        otherDetail: 'hit',
        regions: 'hit',
      };
      const res = await putProduct(
        t.app,
        staff,
        product.guid,
        updateBodyOf({ ...product, name: `${product.name}, renamed` }),
      );
      expect(res.statusCode).toBe(200);
      await heardOnSecond(`product:${product.guid}`);
      expect(await states(t.app, all)).toEqual(expected);
      expect(await states(second, all)).toEqual(expected);
    });

    it('drops only the product’s own answers for a stock count that stays above zero', async () => {
      const product = await newProduct();
      const option = product.variants[0]!.guid;
      const all = urls(product.guid);
      await warm(t.app, all);
      await warm(second, all);
      const expected = {
        detail: 'miss',
        shopList: 'hit',
        otherShopList: 'hit',
        otherDetail: 'hit',
        regions: 'hit',
      };
      expect((await adjustStock(t.app, staff, option, 1, 'received')).statusCode).toBe(200);
      await heardOnSecond(`product:${product.guid}`);
      expect(await states(t.app, all)).toEqual(expected);
      expect(await states(second, all)).toEqual(expected);

      // Selling out changes what the lists show: they go too.
      await warm(t.app, all);
      const sellOut = await adjustStock(t.app, staff, option, -(10 + 1), 'counted');
      expect(sellOut.statusCode).toBe(200);
      expect(await states(t.app, all)).toEqual({ ...expected, shopList: 'miss' });
    });
  },
);
