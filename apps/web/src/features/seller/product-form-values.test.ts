import { describe, expect, it } from 'vitest';
import type { SellerProduct } from '@storefront/contract/seller-catalog';
import {
  duplicateOption,
  formFieldOf,
  hasChanges,
  newProductValues,
  parseNumber,
  productBodyOf,
  productFormIssues,
  productUpdateOf,
  productValuesOf,
  serverIssueOf,
  type ProductFormValues,
} from './product-form-values';

const CATEGORY = '0c6f2a7e-1b3d-4e5f-8a9b-0c1d2e3f4a01';

function filled(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  const values = newProductValues('Standard');
  values.name = 'Cotton Longyi';
  values.categoryGuid = CATEGORY;
  values.variants[0] = { ...values.variants[0]!, priceSell: '15000', weightGrams: '250' };
  return { ...values, ...overrides };
}

const STORED: SellerProduct = {
  guid: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c02',
  name: 'Cotton Longyi',
  nameMm: 'ချည်လုံချည်',
  description: 'Soft cotton.\nHand woven.',
  descriptionMm: null,
  brandName: null,
  categoryGuid: CATEGORY,
  status: 'Active',
  currencyCode: 'MMK',
  images: ['9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a01'],
  variants: [
    {
      guid: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c01',
      name: 'Blue',
      priceSell: 15000,
      priceSell1: 12500.5,
      weight: 0.25,
      stockQty: 8,
      preSaleLimit: 0,
      sku: 'LG-BLUE',
      images: [],
    },
  ],
  addons: [{ guid: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c05', name: 'Gift wrapping', price: 1000 }],
  version: 3,
  hasOrders: true,
  createdOn: '2024-05-01T09:00:00.000Z',
  updatedOn: '2024-05-02T09:00:00.000Z',
};

describe('parseNumber', () => {
  const money = { required: true, whole: false, max: 1_000_000_000 };
  const units = { required: false, whole: true, max: 1_000_000 };

  it('reads numbers as staff type them, Myanmar digits and thousands commas included', () => {
    expect(parseNumber('12,500', money)).toEqual({ value: 12500 });
    expect(parseNumber(' ၁၂၅၀၀.၅ ', money)).toEqual({ value: 12500.5 });
    expect(parseNumber('', units)).toEqual({ value: null });
  });

  it('refuses what is not a number of the field', () => {
    expect(parseNumber('', money)).toEqual({ issue: { code: 'required' } });
    expect(parseNumber('12k', money)).toEqual({ issue: { code: 'notANumber' } });
    expect(parseNumber('-5', money)).toEqual({ issue: { code: 'negative' } });
    expect(parseNumber('1.005', money)).toEqual({ issue: { code: 'tooManyDecimals' } });
    expect(parseNumber('2.5', units)).toEqual({ issue: { code: 'notAWholeNumber' } });
    expect(parseNumber('1000001', units)).toEqual({ issue: { code: 'tooLarge', max: 1_000_000 } });
  });
});

describe('the product form', () => {
  it('asks for the name, the category, and each option name, price and weight', () => {
    const values = newProductValues('');
    expect(productFormIssues(values)).toEqual({
      name: { code: 'required' },
      categoryGuid: { code: 'required' },
      'variants.0.name': { code: 'required' },
      'variants.0.priceSell': { code: 'required' },
      'variants.0.weight': { code: 'required' },
    });
    expect(productFormIssues(filled())).toEqual({});
  });

  it("applies commerce's rules between fields: a discount below the price, no SKU twice", () => {
    const values = filled();
    values.variants[0] = { ...values.variants[0]!, priceSell1: '15000', sku: ' LG  1 ' };
    values.variants.push({ ...duplicateOption(values.variants[0], 'Red'), sku: 'LG 1' });
    expect(productFormIssues(values)).toEqual({
      'variants.0.priceSell1': { code: 'discountNotLower' },
      'variants.1.priceSell1': { code: 'discountNotLower' },
      'variants.1.sku': { code: 'duplicateSku' },
    });
  });

  it('does not compare a discount with a price it could not read', () => {
    const values = filled();
    values.variants[0] = { ...values.variants[0]!, priceSell: 'abc', priceSell1: '100' };
    expect(productFormIssues(values)).toEqual({ 'variants.0.priceSell': { code: 'notANumber' } });
  });

  it('sends grams as kilograms, empty texts as null, and a new option with its stock', () => {
    const values = filled({ nameMm: '  ', description: 'Line one\nLine two' });
    values.variants[0] = {
      ...values.variants[0]!,
      weightGrams: '1,250',
      stockQty: '12',
      sku: '  LG  01 ',
    };
    expect(productBodyOf(values)).toEqual({
      name: 'Cotton Longyi',
      nameMm: null,
      description: 'Line one\nLine two',
      descriptionMm: null,
      brandName: null,
      categoryGuid: CATEGORY,
      status: 'Draft',
      images: [],
      variants: [
        {
          stockQty: 12,
          name: 'Standard',
          priceSell: 15000,
          priceSell1: null,
          weight: 1.25,
          preSaleLimit: 0,
          sku: 'LG 01',
          images: [],
        },
      ],
      addons: [],
    });
  });

  it('reads a stored product back to the same body, with its version and without stock', () => {
    const values = productValuesOf(STORED);
    expect(values.variants[0]).toMatchObject({ weightGrams: '250', priceSell1: '12500.5' });
    expect(productUpdateOf(values, STORED.version)).toEqual({
      name: 'Cotton Longyi',
      nameMm: 'ချည်လုံချည်',
      description: 'Soft cotton.\nHand woven.',
      descriptionMm: null,
      brandName: null,
      categoryGuid: CATEGORY,
      status: 'Active',
      images: STORED.images,
      variants: [
        {
          guid: STORED.variants[0]!.guid,
          name: 'Blue',
          priceSell: 15000,
          priceSell1: 12500.5,
          weight: 0.25,
          preSaleLimit: 0,
          sku: 'LG-BLUE',
          images: [],
        },
      ],
      addons: [{ guid: STORED.addons[0]!.guid, name: 'Gift wrapping', price: 1000 }],
      version: 3,
    });
  });

  it('knows when it holds changes, whatever keys its rows were given', () => {
    const saved = productValuesOf(STORED);
    expect(hasChanges(productValuesOf(STORED), saved)).toBe(false);
    expect(hasChanges({ ...saved, name: 'Silk Longyi' }, saved)).toBe(true);
    expect(hasChanges({ ...saved, images: [] }, saved)).toBe(true);
  });

  it("puts the server's field errors next to the form's fields", () => {
    const values = productValuesOf(STORED);
    expect(formFieldOf('variants.0.sku', values)).toBe('variants.0.sku');
    expect(formFieldOf('variants.0.images.2', values)).toBe('variants.0.images');
    expect(formFieldOf('images.4', values)).toBe('images');
    expect(formFieldOf('variants.3.sku', values)).toBeNull();
    expect(formFieldOf('version', values)).toBeNull();
    expect(formFieldOf(undefined, values)).toBeNull();
    expect(serverIssueOf('duplicateSku', 'SKU LG-BLUE is taken.')).toEqual({ code: 'skuTaken' });
    expect(serverIssueOf(undefined, 'The price is too large.')).toEqual({
      code: 'server',
      message: 'The price is too large.',
    });
  });
});
