import { randomUUID } from 'node:crypto';
import {
  CategoryListResponseSchema,
  CategoryResponseSchema,
  ProductDetailResponseSchema,
  ProductListResponseSchema,
} from '@storefront/contract/catalog';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCategoryTree,
  addImage,
  addProduct,
  addReview,
  addShop,
  daysAgo,
  variant,
} from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';

describe.each(testDialects())('catalog API on %s', (dialect) => {
  let t: TestApp;
  let shop: { guid: string };
  let otherShop: { guid: string };
  let tree: Awaited<ReturnType<typeof addCategoryTree>>;
  const names: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    shop = await addShop(t.db, { name: 'Alpha' });
    otherShop = await addShop(t.db, { name: 'Beta' });
    tree = await addCategoryTree(t.db);
    const [leafA, leafB, leafC] = tree.leaves as [string, string, string];
    // Five products in the shop under test, with known ages, prices, sales and names.
    const specs = [
      { key: 'tea', name: 'Shan Green Tea', leaf: leafA, age: 5, price: 4_500, sold: 50 },
      { key: 'lahpet', name: 'လက်ဖက်သုပ် အထုပ်', leaf: leafA, age: 1, price: 3_000, sold: 10 },
      {
        key: 'phone',
        name: 'Galaxy Phone 100%',
        leaf: leafB,
        age: 3,
        price: 650_000,
        sold: 99,
        discount: 600_000,
      },
      { key: 'longyi', name: 'Cotton Longyi', leaf: leafC, age: 2, price: 25_000, sold: 0 },
      { key: 'kettle', name: 'Electric Kettle', leaf: leafC, age: 4, price: 38_000, sold: 5 },
    ];
    for (const s of specs) {
      const p = await addProduct(t.db, shop.guid, s.leaf, {
        name: s.name,
        createdAt: daysAgo(s.age),
        soldCount: s.sold,
        variants: [
          variant({ priceSell: s.price, priceSell1: s.discount ?? null }),
          variant({ name: 'Large', priceSell: s.price * 2 }),
        ],
      });
      names[s.key] = p.guid;
    }
    await addProduct(t.db, otherShop.guid, leafA, { name: 'Other shop tea' });
    await addReview(t.db, names.tea!, 5);
    await addReview(t.db, names.tea!, 4);
    await addReview(t.db, names.kettle!, 2);
  });
  afterAll(() => t.close());

  const list = async (path: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/pos/${path}/${shop.guid}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return parseBody(ProductListResponseSchema, res.body).data;
  };
  const namesOf = (items: { guid: string }[]) =>
    items.map((i) => Object.entries(names).find(([, g]) => g === i.guid)?.[0]);

  it('lists new arrivals newest first, only from the asked shop', async () => {
    const data = await list('shop/listShopProductNewArrival', '?first=0&max=10');
    expect(data.totalRecords).toBe(5);
    expect(namesOf(data.items)).toEqual(['lahpet', 'longyi', 'phone', 'kettle', 'tea']);
  });

  it('pages with first and max and reports the total', async () => {
    const data = await list('shop/listShopProductNewArrival', '?first=2&max=2');
    expect(data.totalRecords).toBe(5);
    expect(namesOf(data.items)).toEqual(['phone', 'kettle']);
  });

  it('lists best sellers by units sold', async () => {
    const data = await list('shop/listShopProductBestSeller', '?first=0&max=3');
    expect(namesOf(data.items)).toEqual(['phone', 'tea', 'lahpet']);
  });

  it('carries the first variant price, the discount and the cover image on each card', async () => {
    const data = await list('shop/listShopProduct', '?keyword=galaxy');
    expect(data.items).toHaveLength(1);
    const card = data.items[0]!;
    expect(card.priceSell).toBe(650_000);
    expect(card.priceSell1).toBe(600_000);
    expect(card.image).toMatch(/^[0-9a-f-]{36}$/);
    expect(card.shopName).toBe('Alpha');
    expect(card.stockQty).toBe(20);
  });

  it('sorts by price both ways and by name, using the discounted price', async () => {
    const asc = await list('shop/listShopProduct', '?sortField=price&asc=true');
    expect(namesOf(asc.items)).toEqual(['lahpet', 'tea', 'longyi', 'kettle', 'phone']);
    const desc = await list('shop/listShopProduct', '?sortField=price&asc=false');
    expect(namesOf(desc.items)).toEqual(['phone', 'kettle', 'longyi', 'tea', 'lahpet']);
    const byName = await list('shop/listShopProduct', '?sortField=name');
    expect(namesOf(byName.items)).toEqual(['longyi', 'kettle', 'phone', 'tea', 'lahpet']);
    const oldest = await list('shop/listShopProduct', '?sortField=oldest');
    expect(namesOf(oldest.items)).toEqual(['tea', 'kettle', 'phone', 'longyi', 'lahpet']);
  });

  it('filters by a price range', async () => {
    const data = await list('shop/listShopProduct', '?minPrice=4000&maxPrice=40000');
    expect(namesOf(data.items).sort()).toEqual(['kettle', 'longyi', 'tea']);
  });

  it('finds products by a keyword fragment, case-insensitively', async () => {
    const data = await list('shop/listShopProduct', '?keyword=GREEN%20t');
    expect(namesOf(data.items)).toEqual(['tea']);
  });

  it('finds Burmese names by a Burmese fragment', async () => {
    const data = await list('shop/listShopProduct', `?keyword=${encodeURIComponent('လက်ဖက်')}`);
    expect(namesOf(data.items)).toEqual(['lahpet']);
  });

  it('finds Burmese names when the keyword is typed in Zawgyi', async () => {
    // 'လက်ဖက်' as a Zawgyi keyboard encodes it.
    const zawgyi = 'လက္ဖက္';
    const data = await list('shop/listShopProduct', `?keyword=${encodeURIComponent(zawgyi)}`);
    expect(namesOf(data.items)).toEqual(['lahpet']);
  });

  it('treats % and _ in a keyword as letters', async () => {
    expect(namesOf((await list('shop/listShopProduct', '?keyword=100%25')).items)).toEqual([
      'phone',
    ]);
    expect((await list('shop/listShopProduct', '?keyword=%25%25')).totalRecords).toBe(0);
    expect((await list('shop/listShopProduct', '?keyword=_')).totalRecords).toBe(0);
  });

  it('matches short keywords too (below the trigram length)', async () => {
    const data = await list('shop/listShopProduct', '?keyword=ke');
    expect(namesOf(data.items)).toEqual(['kettle']);
  });

  it('a blank keyword is no filter', async () => {
    expect((await list('shop/listShopProduct', '?keyword=%20%20')).totalRecords).toBe(5);
  });

  it('filters by a category and everything under it', async () => {
    const leafA = tree.leaves[0]!;
    const leaf = await list('shop/listShopProduct', `?categoryGuid=${leafA}`);
    expect(namesOf(leaf.items).sort()).toEqual(['lahpet', 'tea']);
    const root = await list('shop/listShopProduct', `?categoryGuid=${tree.roots[0]}`);
    // Root 0 holds leaves 0–3: leafA, leafB and leafC are leaves 0, 1, 2.
    expect(root.totalRecords).toBe(5);
    const otherRoot = await list('shop/listShopProduct', `?categoryGuid=${tree.roots[1]}`);
    expect(otherRoot.totalRecords).toBe(0);
  });

  it('top-rated lists only well-rated products, best first', async () => {
    const data = await list('product/listTopRatedProduct');
    expect(namesOf(data.items)).toEqual(['tea']);
    expect(data.items[0]!.rating).toBe(4.5);
    expect(data.items[0]!.ratingCount).toBe(2);
  });

  it('the random list is a stable shuffle of the whole shop', async () => {
    const a = await list('product/listShopProductRandom', '?max=5');
    const b = await list('product/listShopProductRandom', '?max=5');
    expect(a.items.map((i) => i.guid)).toEqual(b.items.map((i) => i.guid));
    expect(new Set(a.items.map((i) => i.guid)).size).toBe(5);
  });

  it.each([
    ['?first=abc', 'first must be a number.'],
    ['?first=-1', 'first cannot be negative.'],
    ['?max=0', 'max must be at least 1.'],
    ['?max=101', 'max cannot be more than 100.'],
    ['?max=2.5', 'max must be a whole number.'],
    ['?minPrice=-5', 'minPrice cannot be negative.'],
    ['?minPrice=9&maxPrice=1', 'minPrice cannot be more than maxPrice.'],
    ['?sortField=colour', 'sortField must be name, price, newest or oldest.'],
    ['?asc=maybe', 'asc must be true or false.'],
    [`?keyword=${'x'.repeat(101)}`, 'keyword cannot be longer than 100 characters.'],
    ['?categoryGuid=nope', 'Not a valid id.'],
  ])('refuses %s with a readable 400', async (query, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/pos/shop/listShopProduct/${shop.guid}${query}`,
    });
    expect(res.statusCode).toBe(400);
    expect(parseBody(ErrorEnvelopeSchema, res.body).message).toBe(message);
  });

  it('answers 404 for an unknown shop or category, 400 for a malformed shop id', async () => {
    const unknownShop = await t.app.inject({
      url: `/v1/pos/shop/listShopProductNewArrival/${randomUUID()}`,
    });
    expect(unknownShop.statusCode).toBe(404);
    expect(parseBody(ErrorEnvelopeSchema, unknownShop.body).message).toBe('Shop not found.');
    const unknownCategory = await t.app.inject({
      url: `/v1/pos/shop/listShopProduct/${shop.guid}?categoryGuid=${randomUUID()}`,
    });
    expect(unknownCategory.statusCode).toBe(404);
    const malformed = await t.app.inject({
      url: '/v1/pos/shop/listShopProductNewArrival/not-a-guid',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('returns the category tree three levels deep, paged at the top level', async () => {
    const res = await t.app.inject({ url: '/v1/pos/category/?first=0&max=20' });
    expect(res.statusCode).toBe(200);
    const data = parseBody(CategoryListResponseSchema, res.body).data;
    expect(data.totalRecords).toBe(2);
    expect(data.items.map((c) => c.name)).toEqual(['Root 0', 'Root 1']);
    expect(data.items[0]!.children.map((c) => c.name)).toEqual(['Mid 0.0', 'Mid 0.1']);
    expect(data.items[0]!.children[0]!.children.map((c) => c.name)).toEqual([
      'Leaf 0.0.0',
      'Leaf 0.0.1',
    ]);
    const page = parseBody(
      CategoryListResponseSchema,
      (await t.app.inject({ url: '/v1/pos/category/?first=1&max=1' })).body,
    );
    expect(page.data.items.map((c) => c.name)).toEqual(['Root 1']);
  });

  it('returns one category for a category page heading', async () => {
    const res = await t.app.inject({ url: `/v1/pos/category/${tree.leaves[0]}` });
    const data = parseBody(CategoryResponseSchema, res.body).data;
    expect(data).toMatchObject({ name: 'Leaf 0.0.0', level: 3 });
    expect((await t.app.inject({ url: `/v1/pos/category/${randomUUID()}` })).statusCode).toBe(404);
  });

  it('returns every field of a product detail', async () => {
    const image = await addImage(t.db);
    const p = await addProduct(t.db, shop.guid, tree.leaves[0]!, {
      name: 'Detail Product',
      brandName: null,
      description: null,
      imageGuids: [image, await addImage(t.db)],
      variants: [
        variant({
          name: 'Red',
          priceSell: 1000,
          priceSell1: 900,
          weightKg: 1.25,
          stockQty: 0,
          preSaleLimit: 4,
          imageGuids: [image],
        }),
        variant({ name: 'Blue', priceSell: 1200, stockQty: 0, preSaleLimit: 0 }),
      ],
      addons: [{ guid: randomUUID(), name: 'Gift wrap', price: 500 }],
    });
    await addReview(t.db, p.guid, 3, 'ok', daysAgo(2));
    await addReview(t.db, p.guid, 4, 'newer', daysAgo(1));
    const res = await t.app.inject({ url: `/v1/pos/product/productvariantdetail/${p.guid}` });
    expect(res.statusCode, res.body).toBe(200);
    const d = parseBody(ProductDetailResponseSchema, res.body).data;
    expect(d).toMatchObject({
      name: 'Detail Product',
      brandName: null,
      description: null,
      priceSell: 1000,
      priceSell1: 900,
    });
    expect(d.stockQty).toBe(0);
    expect(d.preSaleLimit).toBe(4);
    expect(d.imageItems).toHaveLength(2);
    expect(d.variantDetailItems.map((v) => [v.name, v.weight, v.images.length])).toEqual([
      ['Red', 1.25, 1],
      ['Blue', 0.5, 0],
    ]);
    expect(d.addons).toEqual([
      expect.objectContaining({ name: 'Gift wrap', price: 500, currencyCode: 'MMK' }),
    ]);
    expect(d.shopLists[0]).toMatchObject({ shopGuid: shop.guid, shopName: 'Alpha' });
    expect(d.shopReviewLists.map((r) => r.review)).toEqual(['newer', 'ok']);
    expect(d.shopRatings).toEqual([{ rateValue: 4 }, { rateValue: 3 }]);
    expect(d.rating).toBe(3.5);
    expect(d.ratingCount).toBe(2);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({
      url: `/v1/pos/product/productvariantdetail/${randomUUID()}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(parseBody(ErrorEnvelopeSchema, unknown.body).message).toBe('Product not found.');
    expect(
      (await t.app.inject({ url: '/v1/pos/product/productvariantdetail/123' })).statusCode,
    ).toBe(400);
  });
});
