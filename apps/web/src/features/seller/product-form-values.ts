import { roundTo, toLatinDigits } from '@storefront/commerce/money';
import {
  normalizeSku,
  PRODUCT_LIMITS,
  productDraftIssues,
  type ProductStatus,
} from '@storefront/commerce/product-draft';
import type {
  SellerProduct,
  SellerProductCreate,
  SellerProductUpdate,
} from '@storefront/contract/seller-catalog';

/**
 * The product form of the console (docs/product.md#catalog-console) as plain values: what staff
 * typed, as they typed it (numbers stay text until saved, so '12,500' or Myanmar digits are not
 * lost to a number input), and the pure functions between it and the wire. The form, its
 * preview, the unsaved-changes check and the tests all read the same values. Unlike the app's
 * other forms it keeps them in one state of its own rather than in react-hook-form's registered
 * inputs: the preview reads all of them on every keystroke, and rows are added, copied, removed
 * and reordered, which is plain array work here.
 */

export type OptionValues = {
  /** The row's key on screen; an option's guid once saved. */
  key: string;
  /** The saved option's guid; null for one added in this form. */
  guid: string | null;
  name: string;
  priceSell: string;
  priceSell1: string;
  /** Grams: staff weigh in grams, the wire carries kilograms. */
  weightGrams: string;
  /** A new option's starting stock; a saved option's stock moves only by adjustment. */
  stockQty: string;
  preSaleLimit: string;
  sku: string;
  images: string[];
};

export type AddonValues = { key: string; guid: string | null; name: string; price: string };

export type ProductFormValues = {
  /** Photo ids in the order shown; the first is the cover. */
  images: string[];
  name: string;
  nameMm: string;
  description: string;
  descriptionMm: string;
  brandName: string;
  categoryGuid: string;
  status: ProductStatus;
  variants: OptionValues[];
  addons: AddonValues[];
};

/** Why a field is not accepted, worded when shown (so a language switch re-words it). */
export type FieldIssueCode =
  | 'required'
  | 'notANumber'
  | 'notAWholeNumber'
  | 'negative'
  | 'tooLarge'
  | 'tooManyDecimals'
  | 'tooLong'
  | 'tooMany'
  | 'discountNotLower'
  | 'duplicateSku'
  | 'skuTaken'
  | 'unknownCategory'
  | 'unknownImage'
  /** The server's refusal without a code of its own: its message says what (English only). */
  | 'server';

export type FieldIssue = {
  code: FieldIssueCode;
  /** `max` for tooLarge and tooLong; the server's `message` for 'server'. */
  max?: number;
  message?: string;
};

/** Issues by the wire's path of the field: `name`, `variants.1.priceSell1`, `addons.0.price`. */
export type FormIssues = Record<string, FieldIssue>;

let rowSerial = 0;
/** A key for a row added on screen, unique in the page's life. */
export function newRowKey(): string {
  rowSerial += 1;
  return `new-${rowSerial}`;
}

export function emptyOption(name = ''): OptionValues {
  return {
    key: newRowKey(),
    guid: null,
    name,
    priceSell: '',
    priceSell1: '',
    weightGrams: '',
    stockQty: '',
    preSaleLimit: '',
    sku: '',
    images: [],
  };
}

export function emptyAddon(): AddonValues {
  return { key: newRowKey(), guid: null, name: '', price: '' };
}

/** A new product: a draft with one option, named as the staff's language names a single kind. */
export function newProductValues(firstOptionName: string): ProductFormValues {
  return {
    images: [],
    name: '',
    nameMm: '',
    description: '',
    descriptionMm: '',
    brandName: '',
    categoryGuid: '',
    status: 'Draft',
    variants: [emptyOption(firstOptionName)],
    addons: [],
  };
}

/** A copy of an option as a new row: no guid, no SKU (SKUs are unique), its stock starting at 0. */
export function duplicateOption(option: OptionValues, name: string): OptionValues {
  return { ...option, key: newRowKey(), guid: null, name, sku: '', stockQty: '' };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** kg on the wire to whole grams in the form (0.25 kg is 250 g, never 249.99999). */
export function gramsOf(kilograms: number): number {
  return Math.round(kilograms * 1000);
}

/** Whole grams to kg for the wire. */
export function kilogramsOf(grams: number): number {
  return roundTo(grams / 1000, 3);
}

/** The stored product as the form edits it. */
export function productValuesOf(product: SellerProduct): ProductFormValues {
  return {
    images: [...product.images],
    name: product.name,
    nameMm: product.nameMm ?? '',
    description: product.description ?? '',
    descriptionMm: product.descriptionMm ?? '',
    brandName: product.brandName ?? '',
    categoryGuid: product.categoryGuid,
    status: product.status,
    variants: product.variants.map((variant) => ({
      key: variant.guid,
      guid: variant.guid,
      name: variant.name,
      priceSell: numberText(variant.priceSell),
      priceSell1: numberText(variant.priceSell1),
      weightGrams: String(gramsOf(variant.weight)),
      stockQty: String(variant.stockQty),
      preSaleLimit: String(variant.preSaleLimit),
      sku: variant.sku ?? '',
      images: [...variant.images],
    })),
    addons: product.addons.map((addon) => ({
      key: addon.guid,
      guid: addon.guid,
      name: addon.name,
      price: numberText(addon.price),
    })),
  };
}

/** The values without the rows' screen keys: two forms that read the same compare equal. */
function comparable(values: ProductFormValues) {
  return {
    ...values,
    variants: values.variants.map(({ key: _key, ...option }) => option),
    addons: values.addons.map(({ key: _key, ...addon }) => addon),
  };
}

/** Whether the form holds anything its last saved (or first) values do not. */
export function hasChanges(values: ProductFormValues, saved: ProductFormValues): boolean {
  return JSON.stringify(comparable(values)) !== JSON.stringify(comparable(saved));
}

type NumberRule = { required: boolean; whole: boolean; max: number };

/**
 * A number as staff type it: Myanmar digits read as Latin ones, spaces and thousands commas
 * dropped. Empty is null (or `required`); anything else that is not a plain decimal number is
 * refused, as are negatives, fractions where units are counted, a third decimal on money and
 * values over the field's bound.
 */
export function parseNumber(
  text: string,
  rule: NumberRule,
): { value: number | null } | { issue: FieldIssue } {
  const plain = toLatinDigits(text).replace(/[\s,]/g, '');
  if (plain === '') return rule.required ? { issue: { code: 'required' } } : { value: null };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain)) return { issue: { code: 'notANumber' } };
  const value = Number(plain);
  if (!Number.isFinite(value)) return { issue: { code: 'notANumber' } };
  if (value < 0) return { issue: { code: 'negative' } };
  if (rule.whole && !Number.isInteger(value)) return { issue: { code: 'notAWholeNumber' } };
  if (!rule.whole && (plain.split('.')[1]?.length ?? 0) > 2)
    return { issue: { code: 'tooManyDecimals' } };
  if (value > rule.max) return { issue: { code: 'tooLarge', max: rule.max } };
  return { value };
}

const PRICE: NumberRule = { required: true, whole: false, max: PRODUCT_LIMITS.price };
const DISCOUNT: NumberRule = { ...PRICE, required: false };
const GRAMS: NumberRule = { required: true, whole: true, max: PRODUCT_LIMITS.weight * 1000 };
const UNITS: NumberRule = { required: false, whole: true, max: PRODUCT_LIMITS.stock };

/** Units as typed, for a figure shown before saving (the preview): 0 when not a count yet. */
export function typedUnits(text: string): number {
  const parsed = parseNumber(text, UNITS);
  return 'value' in parsed ? (parsed.value ?? 0) : 0;
}

const TEXT_LIMITS = {
  name: PRODUCT_LIMITS.name,
  nameMm: PRODUCT_LIMITS.name,
  description: PRODUCT_LIMITS.description,
  descriptionMm: PRODUCT_LIMITS.description,
  brandName: PRODUCT_LIMITS.brandName,
} as const;

type ParsedOption = {
  priceSell: number | null;
  priceSell1: number | null;
  grams: number | null;
  stockQty: number | null;
  preSaleLimit: number | null;
};

/** Reads every number of the form, collecting what is wrong by field. */
function parseForm(values: ProductFormValues) {
  const issues: FormIssues = {};
  const read = (path: string, text: string, rule: NumberRule): number | null => {
    const parsed = parseNumber(text, rule);
    if ('issue' in parsed) {
      issues[path] = parsed.issue;
      return null;
    }
    return parsed.value;
  };
  const options: ParsedOption[] = values.variants.map((option, index) => {
    const at = `variants.${index}`;
    return {
      priceSell: read(`${at}.priceSell`, option.priceSell, PRICE),
      priceSell1: read(`${at}.priceSell1`, option.priceSell1, DISCOUNT),
      grams: read(`${at}.weight`, option.weightGrams, GRAMS),
      // A saved option's stock is not the form's to send (docs/product.md#stock-moves).
      stockQty: option.guid ? null : read(`${at}.stockQty`, option.stockQty, UNITS),
      preSaleLimit: read(`${at}.preSaleLimit`, option.preSaleLimit, UNITS),
    };
  });
  const addonPrices = values.addons.map((addon, index) =>
    read(`addons.${index}.price`, addon.price, PRICE),
  );
  return { issues, options, addonPrices };
}

/**
 * Everything the form checks before it sends: required fields, numbers, lengths, and the rules
 * between fields the API applies too (commerce's productDraftIssues: a discount below its
 * price, no SKU twice in the product).
 */
export function productFormIssues(values: ProductFormValues): FormIssues {
  const { issues, options } = parseForm(values);
  const need = (path: string, text: string) => {
    if (!text.trim()) issues[path] ??= { code: 'required' };
  };
  const limit = (path: string, text: string, max: number) => {
    if (text.trim().length > max) issues[path] ??= { code: 'tooLong', max };
  };

  need('name', values.name);
  for (const [field, max] of Object.entries(TEXT_LIMITS))
    limit(field, values[field as keyof typeof TEXT_LIMITS], max);
  need('categoryGuid', values.categoryGuid);
  if (values.images.length > PRODUCT_LIMITS.images)
    issues.images = { code: 'tooMany', max: PRODUCT_LIMITS.images };

  values.variants.forEach((option, index) => {
    const at = `variants.${index}`;
    need(`${at}.name`, option.name);
    limit(`${at}.name`, option.name, PRODUCT_LIMITS.optionName);
    limit(`${at}.sku`, normalizeSku(option.sku) ?? '', PRODUCT_LIMITS.sku);
  });
  values.addons.forEach((addon, index) => {
    need(`addons.${index}.name`, addon.name);
    limit(`addons.${index}.name`, addon.name, PRODUCT_LIMITS.addonName);
  });

  // The rules between fields, for the options whose numbers could be read.
  const drafts = values.variants.map((option, index) => {
    const { priceSell = null, priceSell1 = null } = options[index] ?? {};
    return {
      priceSell: priceSell ?? 0,
      // Compared only when both prices could be read.
      priceSell1: priceSell === null ? null : priceSell1,
      sku: normalizeSku(option.sku),
    };
  });
  for (const issue of productDraftIssues({ variants: drafts }))
    issues[issue.path] ??= { code: issue.code };
  return issues;
}

/** Text for the wire: trimmed, null when empty. */
const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The request body of a save: numbers read, grams to kg, empty texts as null; a new option
 * carries its starting stock, a saved one its guid (the API ignores the stock it would send).
 * Only called once productFormIssues found nothing.
 */
export function productBodyOf(values: ProductFormValues): SellerProductCreate {
  const { options, addonPrices } = parseForm(values);
  return {
    name: values.name.trim(),
    nameMm: optional(values.nameMm),
    description: optional(values.description),
    descriptionMm: optional(values.descriptionMm),
    brandName: optional(values.brandName),
    categoryGuid: values.categoryGuid,
    status: values.status,
    images: values.images,
    variants: values.variants.map((option, index) => {
      const parsed = options[index]!;
      return {
        ...(option.guid ? { guid: option.guid } : { stockQty: parsed.stockQty ?? 0 }),
        name: option.name.trim(),
        priceSell: parsed.priceSell ?? 0,
        priceSell1: parsed.priceSell1,
        weight: kilogramsOf(parsed.grams ?? 0),
        preSaleLimit: parsed.preSaleLimit ?? 0,
        sku: normalizeSku(option.sku),
        images: option.images,
      };
    }),
    addons: values.addons.map((addon, index) => ({
      ...(addon.guid ? { guid: addon.guid } : {}),
      name: addon.name.trim(),
      price: addonPrices[index] ?? 0,
    })),
  };
}

/** A save of a stored product: the whole product and the version it was read at. */
export function productUpdateOf(values: ProductFormValues, version: number): SellerProductUpdate {
  return { ...productBodyOf(values), version };
}

/** The fields of the form an error can stand next to (wire paths, as the server names them). */
const PRODUCT_FIELDS = new Set([
  'images',
  'name',
  'nameMm',
  'description',
  'descriptionMm',
  'brandName',
  'categoryGuid',
  'status',
]);
const OPTION_FIELDS = new Set([
  'name',
  'priceSell',
  'priceSell1',
  'weight',
  'stockQty',
  'preSaleLimit',
  'sku',
  'images',
]);
const ADDON_FIELDS = new Set(['name', 'price']);

/**
 * The form field a server's `field` names, or null when none of the form's does (`version`, a
 * whole list): `images.3` is the photos, `variants.0.images.1` that option's photo.
 */
export function formFieldOf(field: string | undefined, values: ProductFormValues): string | null {
  if (!field) return null;
  const [head = '', second, third] = field.split('.');
  if (PRODUCT_FIELDS.has(head)) return head;
  const index = Number(second);
  if (!Number.isInteger(index) || index < 0) return null;
  if (head === 'variants' && index < values.variants.length && third && OPTION_FIELDS.has(third))
    return `variants.${index}.${third}`;
  if (head === 'addons' && index < values.addons.length && third && ADDON_FIELDS.has(third))
    return `addons.${index}.${third}`;
  return null;
}

/** The refusal codes of a save the form words itself (contract: seller-catalog's PUT/POST). */
const SERVER_CODES: Partial<Record<string, FieldIssueCode>> = {
  // From the server, a SKU that is taken is taken by another product: its own options were
  // checked before sending.
  duplicateSku: 'skuTaken',
  discountNotLower: 'discountNotLower',
  unknownCategory: 'unknownCategory',
  unknownImage: 'unknownImage',
};

export function serverIssueOf(code: string | undefined, message: string): FieldIssue {
  const known = code ? SERVER_CODES[code] : undefined;
  return known ? { code: known } : { code: 'server', message };
}

/** The id of a field's control, for labels, focus and scrolling: `product-variants-1-priceSell1`. */
export function fieldId(path: string): string {
  return `product-${path.replace(/\./g, '-')}`;
}
