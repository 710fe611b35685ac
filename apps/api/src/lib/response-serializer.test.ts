import { randomUUID } from 'node:crypto';
import {
  CategoryListResponseSchema,
  ProductDetailResponseSchema,
  ProductListResponseSchema,
} from '@storefront/contract/catalog';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOG_READS } from '../modules/catalog/catalog.reads';
import { REGION_READS } from '../modules/region/region.reads';
import { SHOP_READS } from '../modules/shop/shop.reads';
import { compileProjection, compileSerializer, outputJsonSchema } from './response-serializer';

const zodWrites = (schema: z.ZodType, data: unknown) => JSON.stringify(schema.parse(data));
const fast = (schema: z.ZodType) =>
  compileSerializer(schema, { validate: false, method: 'GET', url: '/test' });
const checked = (schema: z.ZodType) =>
  compileSerializer(schema, { validate: true, method: 'GET', url: '/test' });

const card = (over: Record<string, unknown> = {}) => ({
  guid: randomUUID(),
  name: 'Electric "Kettle" \\ 2 L\n',
  nameMm: 'လက်ဖက်သုပ် 🍵',
  displayName: 'Electric Kettle',
  image: null,
  brandName: null,
  priceSell: 38_000.5,
  priceSell1: null,
  currencyCode: 'MMK',
  stockQty: 0,
  preSaleLimit: 3,
  shopGuid: randomUUID(),
  shopName: 'Alpha',
  rating: 4.25,
  ratingCount: 8,
  createdOn: '2026-01-30T00:00:00.000Z',
  ...over,
});

const detail = {
  guid: randomUUID(),
  name: 'Shan Green Tea',
  brandName: 'Brand',
  description: null,
  descriptionMm: 'ရှမ်း',
  priceSell: 4_500,
  priceSell1: 4_000,
  currencyCode: 'MMK',
  stockQty: 10,
  preSaleLimit: 0,
  categoryGuid: randomUUID(),
  imageItems: [{ image: randomUUID() }],
  shopLists: [
    {
      shopGuid: randomUUID(),
      shopName: 'Alpha',
      website: null,
      primaryPhone: '09420000001',
      otherPhones: '',
      street: 'Bogyoke Aung San Road',
      address: 'Pabedan, Yangon',
      addressMm: null,
      avartarPhoto: randomUUID(),
      shippingChargesList: [
        {
          guid: randomUUID(),
          name: 'Yangon',
          region: 'Myanmar',
          township: [randomUUID()],
          priceRate: [{ from: 0, to: 1.5, price: 2_500 }],
        },
      ],
      isTakingOrders: true,
    },
  ],
  shopRatings: [{ rateValue: 5 }],
  rating: 5,
  ratingCount: 1,
  shopReviewLists: [
    {
      guid: randomUUID(),
      name: null,
      image: null,
      review: 'ကောင်းတယ်',
      rateValue: 5,
      createdOn: '2026-01-30T00:00:00.000Z',
      verifiedPurchase: false,
    },
  ],
  variantDetailItems: [
    {
      guid: randomUUID(),
      name: 'Standard',
      images: [],
      priceSell: 4_500,
      priceSell1: null,
      weight: 0.5,
      currencyCode: 'MMK',
      stockQty: 10,
      preSaleLimit: 0,
    },
  ],
  addons: [],
};

const category = (depth: number): unknown => ({
  guid: randomUUID(),
  name: `Level ${depth}`,
  nameMm: 'အမျိုးအစား',
  children: depth < 3 ? [category(depth + 1), category(depth + 1)] : [],
});

/** Valid answers, each with what zod drops: unknown keys, undefined optional fields, -0. */
const answers: [string, z.ZodType, unknown][] = [
  [
    'a product list',
    ProductListResponseSchema,
    {
      success: true,
      data: {
        items: [card(), card({ nameMm: undefined, extra: 'dropped', priceSell: -0 })],
        totalRecords: 2,
      },
      message: '',
      extra: { dropped: true },
    },
  ],
  ['a product detail', ProductDetailResponseSchema, { success: true, data: detail, message: 'ok' }],
  [
    'the category tree (recursive)',
    CategoryListResponseSchema,
    { success: true, data: { items: [category(1)], totalRecords: 1 }, message: '' },
  ],
  [
    'a refusal',
    ErrorEnvelopeSchema,
    { success: false, data: null, message: 'Not found.', code: undefined, field: 'shopId' },
  ],
];

describe('compiled response serializers', () => {
  it.each(answers)('write %s byte for byte as zod did', (_name, schema, data) => {
    expect(outputJsonSchema(schema)).toBeDefined();
    expect(fast(schema)(data)).toBe(zodWrites(schema, data));
    expect(checked(schema)(data)).toBe(zodWrites(schema, data));
  });

  it.each(answers)('project %s as the wire carries it', (_name, schema, data) => {
    expect(compileProjection(schema)(data)).toStrictEqual(JSON.parse(fast(schema)(data)));
  });

  it('compile every public read of the catalog, shops and regions (none falls back to zod)', () => {
    for (const route of [...CATALOG_READS, ...SHOP_READS, ...REGION_READS]) {
      for (const [status, schema] of Object.entries(route.response)) {
        expect(outputJsonSchema(schema), `${route.url} ${status}`).toBeDefined();
      }
    }
  });

  it('fail an answer that breaks its contract when validating (the test harness)', () => {
    const broken = {
      success: true,
      data: { items: [card({ guid: 'not-a-guid' })], totalRecords: 1 },
      message: '',
    };
    expect(() => checked(ProductListResponseSchema)(broken)).toThrow();
    const missing = {
      success: true,
      data: { items: [card({ shopName: undefined })], totalRecords: 1 },
      message: '',
    };
    expect(() => checked(ProductListResponseSchema)(missing)).toThrow();
  });

  it('keep zod for a schema whose output JSON Schema cannot describe it', () => {
    const schema = z.object({ at: z.date(), n: z.number().default(1) });
    expect(outputJsonSchema(schema)).toBeUndefined();
    expect(outputJsonSchema(z.object({ name: z.string().trim() }))).toBeUndefined();
    const at = new Date(Date.UTC(2026, 0, 1));
    expect(fast(schema)({ at })).toBe(JSON.stringify({ at, n: 1 }));
  });
});
