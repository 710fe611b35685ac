import {
  normalizeSku,
  PRODUCT_STATUSES,
  productDraftIssues,
  type ProductStatus,
} from '@storefront/commerce/product-draft';
import {
  SellerProductCreateSchema,
  type ImportIssue,
  type ImportResult,
  type SellerProductCreate,
} from '@storefront/contract/seller-catalog';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { fromMinor } from '../../lib/money';
import { normalizeUserText } from '../../lib/text';
import { nowIso } from '../../lib/time';
import { CATALOG_COLUMNS, readCatalogCsv, type CatalogColumn, type CsvRow } from './product-csv';
import {
  findCategories,
  findImportTargets,
  findShopForCatalogFile,
  type StoredProduct,
} from './product-import.repository';
import {
  insertProducts,
  updateProducts,
  type Actor,
  type ProductRecord,
} from './products.repository';
import {
  isUniqueViolation,
  recordOf,
  searchTextFor,
  TextFields,
  type CatalogChange,
  type Staff,
} from './products.service';

/**
 * The catalog import (docs/product.md#catalog-csv): a file of one row per option, grouped into
 * products by `product_key`, matched to the shop's products by SKU and by id, checked by the
 * console form's own rules (the contract's schema, commerce's draft rules, the save's text
 * normalisation) and, on commit, written in one transaction by the form's own writes, or not
 * at all. A preview runs every check and writes nothing.
 */

type Cells = CsvRow['cells'];
type CreateBody = z.output<typeof SellerProductCreateSchema>;

/** The import's answer before the envelope; `unchanged` products were written as they were. */
export type ImportOutcome = ImportResult;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a field of the form's body comes from in the file. */
const PRODUCT_COLUMN: Record<string, CatalogColumn> = {
  name: 'name',
  nameMm: 'name_mm',
  description: 'description',
  descriptionMm: 'description_mm',
  brandName: 'brand',
  categoryGuid: 'category',
  status: 'status',
};
const OPTION_COLUMN: Record<string, CatalogColumn> = {
  name: 'option_name',
  priceSell: 'price',
  priceSell1: 'discounted_price',
  weight: 'weight_grams',
  stockQty: 'stock',
  preSaleLimit: 'pre_order_limit',
  sku: 'sku',
};
/** Columns read from a product's first row; later rows may leave them empty. */
const PRODUCT_LEVEL: readonly CatalogColumn[] = [
  'name',
  'name_mm',
  'description',
  'description_mm',
  'brand',
  'category',
  'status',
];

class Issues {
  readonly errors: ImportIssue[] = [];
  readonly warnings: ImportIssue[] = [];
  private readonly failedCells = new Set<string>();

  error(
    row: number,
    column: string | null,
    code: string,
    message: string,
    params: ImportIssue['params'] = {},
  ): void {
    this.errors.push({ row, column, code, params, message });
    this.failedCells.add(`${row}:${column}`);
  }

  warn(
    row: number,
    column: string | null,
    code: string,
    message: string,
    params: ImportIssue['params'] = {},
  ): void {
    this.warnings.push({ row, column, code, params, message });
  }

  failed(row: number, column: string | null): boolean {
    return this.failedCells.has(`${row}:${column}`);
  }
}

const columnOrder = (column: string | null) => {
  const index = CATALOG_COLUMNS.indexOf(column as CatalogColumn);
  return index === -1 ? (column === null ? -1 : CATALOG_COLUMNS.length) : index;
};
const byPlace = (a: ImportIssue, b: ImportIssue) =>
  a.row - b.row || columnOrder(a.column) - columnOrder(b.column);

const isBlank = (text: string | undefined) => text === undefined || text.trim() === '';

// ---------------------------------------------------------------------------------------------
// Cells

const MYANMAR_DIGIT = /[\u1040-\u1049]/g;

/**
 * A number as staff write it in a spreadsheet: digits (Myanmar digits too) with an optional
 * decimal point, and thousands separated by commas as Excel may save a formatted cell.
 */
function numberOf(text: string): number | null {
  let t = text.trim().replace(MYANMAR_DIGIT, (d) => String(d.charCodeAt(0) - 0x1040));
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) t = t.replace(/,/g, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  return Number(t);
}

interface CategoryIndex {
  guids: Set<string>;
  /** A category's path of names, English or Burmese, folded: its ids (more than one: ambiguous). */
  byPath: Map<string, string[]>;
  /** The English path a file shows for each category, or its id where the path is ambiguous. */
  cellOf: Map<string, string>;
}

const foldPath = (path: string) =>
  normalizeUserText(path)
    .split('>')
    .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
    .join('>');

export function categoryIndexOf(
  categories: { guid: string; parentGuid: string | null; name: string; nameMm: string }[],
): CategoryIndex {
  const byGuid = new Map(categories.map((c) => [c.guid, c]));
  const pathOf = (guid: string, pick: (c: (typeof categories)[number]) => string) => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let c = byGuid.get(guid); c && !seen.has(c.guid); c = byGuid.get(c.parentGuid ?? '')) {
      seen.add(c.guid);
      names.unshift(pick(c));
    }
    return names.join(' > ');
  };
  const byPath = new Map<string, string[]>();
  const english = new Map<string, string>();
  const add = (path: string, guid: string) => {
    const key = foldPath(path);
    const list = byPath.get(key) ?? [];
    if (!list.includes(guid)) list.push(guid);
    byPath.set(key, list);
  };
  for (const c of categories) {
    const path = pathOf(c.guid, (x) => x.name);
    english.set(c.guid, path);
    add(path, c.guid);
    if (c.nameMm)
      add(
        pathOf(c.guid, (x) => x.nameMm || x.name),
        c.guid,
      );
  }
  const cellOf = new Map<string, string>();
  for (const [guid, path] of english) {
    cellOf.set(guid, byPath.get(foldPath(path))?.length === 1 ? path : guid);
  }
  return { guids: new Set(byGuid.keys()), byPath, cellOf };
}

/** What one row says, each cell read; `undefined` where the file has no such column. */
interface ParsedRow {
  row: number;
  key: string;
  cells: Cells;
  categoryGuid: string | undefined;
  status: ProductStatus | undefined;
  sku: string | null | undefined;
  price: number | undefined;
  discounted: number | null | undefined;
  weightGrams: number | undefined;
  stock: number | undefined;
  preOrder: number | undefined;
}

function parseRow(row: CsvRow, categories: CategoryIndex, issues: Issues): ParsedRow | null {
  const { cells } = row;
  const at = row.row;
  const key = (cells.product_key ?? '').trim();
  if (key === '') {
    issues.error(
      at,
      'product_key',
      'missingValue',
      'Give every row a product_key: rows with the same key are one product.',
    );
    return null;
  }

  const number = (
    column: CatalogColumn,
    label: string,
    whole: boolean,
  ): number | null | undefined => {
    const text = cells[column];
    if (text === undefined) return undefined;
    if (isBlank(text)) return null;
    const value = numberOf(text);
    if (value === null) {
      issues.error(
        at,
        column,
        'notANumber',
        `${label} must be a number, such as 12000 (no currency or letters).`,
        { value: text.trim() },
      );
      return undefined;
    }
    if (whole && !Number.isInteger(value)) {
      issues.error(at, column, 'notAWholeNumber', `${label} must be a whole number.`, {
        value: text.trim(),
      });
      return undefined;
    }
    return value;
  };

  let categoryGuid: string | undefined;
  const categoryText = cells.category;
  if (!isBlank(categoryText)) {
    const text = categoryText!.trim();
    const ids = GUID.test(text)
      ? categories.guids.has(text.toLowerCase())
        ? [text.toLowerCase()]
        : []
      : (categories.byPath.get(foldPath(text)) ?? []);
    if (ids.length === 1) categoryGuid = ids[0];
    else {
      issues.error(
        at,
        'category',
        'unknownCategory',
        ids.length > 1
          ? `"${text}" names more than one category: write the category's id instead.`
          : `"${text}" is not a category of the shop. Write its path as shoppers see it (Groceries > Tea > Lahpet), in English or Burmese, or its id.`,
        { value: text },
      );
    }
  }

  let status: ProductStatus | undefined;
  if (!isBlank(cells.status)) {
    const text = cells.status!.trim();
    status = PRODUCT_STATUSES.find((s) => s.toLowerCase() === text.toLowerCase());
    if (!status) {
      issues.error(
        at,
        'status',
        'unknownStatus',
        `"${text}" is not a status: write ${PRODUCT_STATUSES.join(', ')}.`,
        { value: text },
      );
    }
  }

  const price = number('price', 'The price', false);
  if (price === null) {
    issues.error(at, 'price', 'missingValue', 'Every option needs a price.');
  }
  return {
    row: at,
    key: GUID.test(key) ? key.toLowerCase() : key,
    cells,
    categoryGuid,
    status,
    sku: cells.sku === undefined ? undefined : normalizeSku(cells.sku),
    price: price ?? undefined,
    discounted: number('discounted_price', 'The discounted price', false),
    weightGrams: number('weight_grams', 'The weight', true) ?? undefined,
    stock: number('stock', 'Stock', true) ?? undefined,
    preOrder: number('pre_order_limit', 'The pre-order limit', true) ?? undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Products

/** One product of the file: its rows, the stored product they change (none: a new one). */
interface Group {
  key: string;
  rows: ParsedRow[];
  target: StoredProduct | null;
}

/** A product the file changes, ready to write, or found to be as stored already. */
interface Planned {
  group: Group;
  kind: 'create' | 'update' | 'unchanged';
  guid: string;
  version: number;
  record: ProductRecord;
}

/**
 * Which product each key's rows change. A key that is the id of one of the shop's products names
 * it; otherwise a row whose SKU is a live option's SKU names that option's product; otherwise
 * the key is a new product. A key's rows that point at two products, or two keys at one, are
 * refused: no row is applied to a product it was not meant for.
 */
function groupRows(rows: ParsedRow[], stored: StoredProduct[], issues: Issues): Group[] {
  const byGuid = new Map(stored.map((p) => [p.guid, p]));
  const bySku = new Map<string, { product: StoredProduct; option: string }>();
  for (const p of stored) {
    for (const v of p.variants) if (v.sku) bySku.set(v.sku, { product: p, option: v.name });
  }
  const keys = new Map<string, ParsedRow[]>();
  for (const row of rows) {
    const list = keys.get(row.key);
    if (list) list.push(row);
    else keys.set(row.key, [row]);
  }

  const groups: Group[] = [];
  const claimedBy = new Map<string, Group>();
  for (const [key, keyRows] of keys) {
    const named = byGuid.get(key) ?? null;
    const firstSkuRow = keyRows.find((r) => r.sku && bySku.has(r.sku));
    const target = named ?? (firstSkuRow ? bySku.get(firstSkuRow.sku!)!.product : null);
    for (const r of keyRows) {
      const owner = r.sku ? bySku.get(r.sku) : undefined;
      if (!owner || owner.product.guid === target?.guid) continue;
      if (named) {
        issues.error(
          r.row,
          'sku',
          'skuTaken',
          `SKU ${r.sku} is already used by ${owner.product.name} (${owner.option}), not by the product this product_key names.`,
          { sku: r.sku!, product: owner.product.name, option: owner.option },
        );
      } else {
        issues.error(
          r.row,
          'product_key',
          'productMismatch',
          `The rows of product_key "${key}" point at two products: row ${firstSkuRow!.row}'s SKU is ${target!.name}'s, this row's SKU ${r.sku} is ${owner.product.name}'s.`,
          { key, firstRow: firstSkuRow!.row, product: owner.product.name },
        );
      }
    }
    const group: Group = { key, rows: keyRows, target };
    if (target) {
      const other = claimedBy.get(target.guid);
      if (other) {
        for (const r of keyRows) {
          issues.error(
            r.row,
            'product_key',
            'productMismatch',
            `These rows change ${target.name}, as do the rows of product_key "${other.key}" (row ${other.rows[0]!.row}): give all rows of one product the same product_key.`,
            { key, otherKey: other.key, firstRow: other.rows[0]!.row, product: target.name },
          );
        }
      } else claimedBy.set(target.guid, group);
    }
    // Checked on all the same, so that a preview lists the group's other problems too; the
    // errors above keep it from being written.
    groups.push(group);
  }
  return groups;
}

/** A SKU written on two rows of the file is refused on the second (and later) ones. */
function checkDuplicateSkus(rows: ParsedRow[], issues: Issues): void {
  const first = new Map<string, number>();
  for (const r of rows) {
    if (!r.sku) continue;
    const seen = first.get(r.sku);
    if (seen === undefined) first.set(r.sku, r.row);
    else {
      issues.error(
        r.row,
        'sku',
        'duplicateSku',
        `SKU ${r.sku} is also on row ${seen}: each option needs its own SKU.`,
        { sku: r.sku, firstRow: seen },
      );
    }
  }
}

/** Product-level cells of later rows: empty, or the first row's value. */
function checkProductLevel(group: Group, issues: Issues): void {
  const [first, ...later] = group.rows;
  const same = (column: CatalogColumn, a: ParsedRow, b: ParsedRow): boolean => {
    if (column === 'category') {
      return a.categoryGuid === undefined || b.categoryGuid === undefined
        ? true
        : a.categoryGuid === b.categoryGuid;
    }
    if (column === 'status') return a.status === undefined || a.status === b.status;
    return normalizeUserText(a.cells[column] ?? '') === normalizeUserText(b.cells[column] ?? '');
  };
  for (const row of later) {
    for (const column of PRODUCT_LEVEL) {
      const text = row.cells[column];
      if (isBlank(text) || issues.failed(row.row, column)) continue;
      if (column === 'status' && row.status === undefined) continue;
      if (column === 'category' && row.categoryGuid === undefined) continue;
      if (isBlank(first!.cells[column]) || !same(column, row, first!)) {
        issues.error(
          row.row,
          column,
          'conflictingValue',
          `${column} differs from row ${first!.row}, the first row of product_key "${group.key}": leave it empty or write the same.`,
          { firstRow: first!.row, key: group.key },
        );
      }
    }
  }
}

/** The body the console's form would send for this product, and the row of each option. */
function bodyOf(
  group: Group,
  columns: Set<CatalogColumn>,
): { body: SellerProductCreate; optionRows: (ParsedRow | null)[] } {
  const first = group.rows[0]!;
  const stored = group.target;
  const text = (column: CatalogColumn, current: string | null | undefined) => {
    if (!columns.has(column)) return current ?? null;
    const cell = first.cells[column] ?? '';
    return isBlank(cell) ? null : cell;
  };

  // Options the file names by SKU first, then by name among the rest, in file order.
  const claimed = new Map<string, ParsedRow>();
  const unmatched: ParsedRow[] = [];
  const variants = stored?.variants ?? [];
  const bySku = new Map(variants.filter((v) => v.sku).map((v) => [v.sku!, v]));
  const rest: ParsedRow[] = [];
  for (const row of group.rows) {
    const option = row.sku ? bySku.get(row.sku) : undefined;
    if (option && !claimed.has(option.guid)) claimed.set(option.guid, row);
    else rest.push(row);
  }
  const fold = (name: string) => normalizeUserText(name).toLowerCase();
  for (const row of rest) {
    const name = fold(row.cells.option_name ?? '');
    const option = variants.find((v) => !claimed.has(v.guid) && fold(v.name) === name);
    if (option) claimed.set(option.guid, row);
    else unmatched.push(row);
  }

  const optionOf = (
    row: ParsedRow,
    base: {
      guid?: string;
      priceSell1: number | null;
      weight: number;
      stockQty: number;
      preSaleLimit: number;
      sku: string | null;
      images: string[];
    },
  ): SellerProductCreate['variants'][number] => ({
    ...(base.guid ? { guid: base.guid } : {}),
    name: row.cells.option_name ?? '',
    priceSell: row.price ?? 0,
    priceSell1: columns.has('discounted_price') ? (row.discounted ?? null) : base.priceSell1,
    weight: columns.has('weight_grams') ? (row.weightGrams ?? 0) / 1000 : base.weight,
    // An existing option's stock moves only by adjustments; the save ignores this figure.
    stockQty: base.guid ? base.stockQty : (row.stock ?? 0),
    preSaleLimit: columns.has('pre_order_limit') ? (row.preOrder ?? 0) : base.preSaleLimit,
    sku: columns.has('sku') ? (row.sku ?? null) : base.sku,
    images: base.images,
  });

  const optionRows: (ParsedRow | null)[] = [];
  const bodyVariants: SellerProductCreate['variants'] = [];
  for (const v of variants) {
    const row = claimed.get(v.guid) ?? null;
    const current = {
      guid: v.guid,
      priceSell1: v.priceSell1Minor === null ? null : fromMinor(v.priceSell1Minor),
      weight: v.weightGrams / 1000,
      stockQty: v.stockQty,
      preSaleLimit: v.preSaleLimit,
      sku: v.sku,
      images: v.images,
    };
    optionRows.push(row);
    bodyVariants.push(
      row
        ? optionOf(row, current)
        : {
            ...current,
            name: v.name,
            priceSell: fromMinor(v.priceSellMinor),
          },
    );
  }
  for (const row of unmatched) {
    optionRows.push(row);
    bodyVariants.push(
      optionOf(row, {
        priceSell1: null,
        weight: 0,
        stockQty: 0,
        preSaleLimit: 0,
        sku: null,
        images: [],
      }),
    );
  }

  const body: SellerProductCreate = {
    name: first.cells.name ?? '',
    nameMm: text('name_mm', stored?.nameMm),
    description: text('description', stored?.description),
    descriptionMm: text('description_mm', stored?.descriptionMm),
    brandName: text('brand', stored?.brandName),
    categoryGuid: first.categoryGuid ?? stored?.categoryGuid ?? '',
    status: first.status ?? (stored?.status as ProductStatus | undefined) ?? 'Draft',
    images: stored?.images ?? [],
    variants: bodyVariants,
    addons: (stored?.addons ?? []).map((a) => ({
      guid: a.guid,
      name: a.name,
      price: fromMinor(a.priceMinor),
    })),
  };
  return { body, optionRows };
}

type SchemaIssue = z.core.$ZodIssue;

/** The import's word for a refusal of the form's schema (docs/product.md#catalog-csv). */
function codeOf(issue: SchemaIssue, draftCodes: Map<string, string>): string {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? 'missingName'
        : issue.origin === 'number'
          ? 'negative'
          : 'missingValue';
    case 'too_big':
      return issue.origin === 'string'
        ? 'tooLong'
        : issue.origin === 'array'
          ? 'tooManyOptions'
          : 'tooLarge';
    case 'invalid_type':
      return issue.expected === 'int' ? 'notAWholeNumber' : 'notANumber';
    case 'invalid_value':
      return 'unknownStatus';
    case 'custom': {
      const path = issue.path.join('.');
      const draft = draftCodes.get(`${path}|${issue.message}`);
      if (draft) return draft;
      return /priceSell1?$/.test(path) ? 'tooManyDecimals' : 'invalid';
    }
    default:
      return 'invalid';
  }
}

function paramsOf(issue: SchemaIssue): ImportIssue['params'] {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'custom' && /priceSell1?$/.test(issue.path.join('.'))) return { max: 2 };
  return {};
}

/** A field as the form's answers name it (`variants.2.name`) as a path into its body. */
const bodyPathOf = (field: string): PropertyKey[] =>
  field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/** A place in the form's body (`variants.2.priceSell`) as a row and a column of the file. */
function placeOf(
  path: readonly PropertyKey[],
  first: ParsedRow,
  optionRows: (ParsedRow | null)[],
): { row: number; column: CatalogColumn | null } {
  if (path[0] === 'variants' && typeof path[1] === 'number') {
    const row = optionRows[path[1]];
    return {
      row: (row ?? first).row,
      column: row ? (OPTION_COLUMN[String(path[2])] ?? null) : null,
    };
  }
  if (path[0] === 'variants') return { row: first.row, column: 'option_name' };
  return { row: first.row, column: PRODUCT_COLUMN[String(path[0])] ?? null };
}

const samePrice = (a: number | null, b: number | null) => a === b;

/** True when saving `record` would store the product exactly as it is. */
function isUnchanged(record: ProductRecord, stored: StoredProduct): boolean {
  if (
    record.name !== stored.name ||
    record.nameMm !== stored.nameMm ||
    record.description !== stored.description ||
    record.descriptionMm !== stored.descriptionMm ||
    record.brandName !== stored.brandName ||
    record.categoryGuid !== stored.categoryGuid ||
    record.status !== stored.status ||
    record.variants.length !== stored.variants.length
  ) {
    return false;
  }
  return record.variants.every((v, i) => {
    const s = stored.variants[i]!;
    return (
      !v.isNew &&
      v.guid === s.guid &&
      v.name === s.name &&
      v.priceSellMinor === s.priceSellMinor &&
      samePrice(v.priceSell1Minor, s.priceSell1Minor) &&
      v.weightGrams === s.weightGrams &&
      v.preSaleLimit === s.preSaleLimit &&
      v.sku === s.sku
    );
  });
}

/** Checks one product of the file as the form's save would; its plan, or null with errors. */
function planProduct(group: Group, columns: Set<CatalogColumn>, issues: Issues): Planned | null {
  const first = group.rows[0]!;
  const errorsBefore = issues.errors.length;
  checkProductLevel(group, issues);
  if (!group.target && first.categoryGuid === undefined && !issues.failed(first.row, 'category')) {
    issues.error(
      first.row,
      'category',
      'missingValue',
      'A new product needs a category: write its path (Groceries > Tea > Lahpet) or its id.',
    );
  }
  const { body, optionRows } = bodyOf(group, columns);

  // Stock: a new option starts with the file's figure; an existing one keeps its own.
  const stored = group.target;
  if (stored && columns.has('stock')) {
    body.variants.forEach((v, i) => {
      const row = optionRows[i];
      if (!row || v.guid === undefined || row.stock === undefined) return;
      if (row.stock !== v.stockQty) {
        issues.warn(
          row.row,
          'stock',
          'stockIgnored',
          `Stock of an existing option changes only by stock adjustments: ${v.stockQty} in stock kept, ${row.stock} ignored.`,
          { stock: v.stockQty ?? 0, value: row.stock },
        );
      }
    });
  }

  const draftCodes = new Map(
    productDraftIssues({
      variants: body.variants.map((v) => ({
        priceSell: v.priceSell,
        priceSell1: v.priceSell1 ?? null,
        // Built from the file's cells above: text or none (the schema's input type is wider).
        sku: normalizeSku(v.sku as string | null),
      })),
    }).map((d) => [`${d.path}|${d.message}`, d.code]),
  );
  const parsed = SellerProductCreateSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const { row, column } = placeOf(issue.path, first, optionRows);
      // A cell already refused (not a number, an unknown category) is not refused twice, nor
      // is a SKU the file writes twice (said once, on its second row).
      if (issues.failed(row, column)) continue;
      const code = codeOf(issue, draftCodes);
      if (code === 'duplicateSku' && columns.has('sku')) continue;
      issues.error(row, column, code, issue.message, paramsOf(issue));
    }
  }
  if (issues.errors.length > errorsBefore || !parsed.success) return null;

  const texts = new TextFields();
  let record: ProductRecord;
  try {
    record = recordOf(
      parsed.data as CreateBody,
      texts,
      new Set(stored?.variants.map((v) => v.guid)),
      new Set(stored?.addons.map((a) => a.guid)),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { row, column } = placeOf(bodyPathOf(error.field ?? ''), first, optionRows);
    issues.error(row, column, 'missingName', error.message);
    return null;
  }
  for (const path of texts.zawgyi) {
    const { row, column } = placeOf(bodyPathOf(path), first, optionRows);
    if (column === null) continue;
    // Only what the file wrote: a stored text the file left alone is not the file's Burmese.
    const fromFile = path.startsWith('variants.') ? optionRows[Number(path.split('.')[1])] : first;
    if (!fromFile || !columns.has(column)) continue;
    issues.warn(
      row,
      column,
      'zawgyiConverted',
      `This ${column} was typed in Zawgyi; it is stored as Unicode.`,
    );
  }

  if (!stored) {
    return { group, kind: 'create', guid: randomUUID(), version: 0, record };
  }
  return {
    group,
    kind: isUnchanged(record, stored) ? 'unchanged' : 'update',
    guid: stored.guid,
    version: stored.version,
    record,
  };
}

// ---------------------------------------------------------------------------------------------
// The call

const emptyResult = (dryRun: boolean, rows: number, issues: Issues): ImportOutcome => ({
  dryRun,
  rows,
  created: 0,
  updated: 0,
  unchanged: 0,
  errors: issues.errors.sort(byPlace),
  warnings: issues.warnings.sort(byPlace),
});

/**
 * Reads, checks and (unless `dryRun`) writes a catalog file for the staff member's shop. A
 * commit checks everything again and writes all products in one transaction, or nothing when
 * any row has an error: then the answer carries the errors and counts nothing.
 */
export async function importCatalog(
  db: Db,
  staff: Staff,
  bytes: Buffer,
  dryRun: boolean,
): Promise<{ result: ImportOutcome; change: CatalogChange | null }> {
  const issues = new Issues();
  const reading = readCatalogCsv(bytes);
  if (!reading.ok) {
    for (const p of reading.problems) issues.error(p.row, p.column, p.code, p.message, p.params);
    return { result: emptyResult(dryRun, 0, issues), change: null };
  }
  const shop = await findShopForCatalogFile(db, staff.shopGuid);
  if (!shop) throw new AppError(403, 'Your shop could not be found. Please sign in again.');
  const categories = categoryIndexOf(await findCategories(db));

  const rows = reading.rows
    .map((row) => parseRow(row, categories, issues))
    .filter((r): r is ParsedRow => r !== null);
  checkDuplicateSkus(rows, issues);
  const keys = [...new Set(rows.map((r) => r.key).filter((k) => GUID.test(k)))];
  const skus = [...new Set(rows.flatMap((r) => (r.sku ? [r.sku] : [])))];
  const stored = await findImportTargets(db, staff.shopGuid, keys, skus);
  const groups = groupRows(rows, stored, issues);
  const plans = groups
    .map((group) => planProduct(group, reading.columns, issues))
    .filter((p): p is Planned => p !== null);

  const count = (kind: Planned['kind']) => plans.filter((p) => p.kind === kind).length;
  const hasErrors = issues.errors.length > 0;
  if (dryRun) {
    // A preview counts what the file would do once its errors are fixed: products refused
    // now are counted as created or updated by whether they exist.
    const planned = new Set(plans.map((p) => p.group));
    const refused = groups.filter((g) => !planned.has(g));
    return {
      result: {
        ...emptyResult(true, reading.rows.length, issues),
        created: count('create') + refused.filter((g) => !g.target).length,
        updated: count('update') + refused.filter((g) => g.target).length,
        unchanged: count('unchanged'),
      },
      change: null,
    };
  }
  if (hasErrors) return { result: emptyResult(false, reading.rows.length, issues), change: null };

  const writes = plans.filter((p) => p.kind !== 'unchanged');
  const actor: Actor = { ...staff, at: nowIso() };
  try {
    await inTransaction(db, async (trx) => {
      const write = (plan: Planned) => ({
        productGuid: plan.guid,
        record: plan.record,
        searchText: searchTextFor(plan.record),
      });
      await insertProducts(
        trx,
        actor,
        shop.currencyCode,
        writes.filter((p) => p.kind === 'create').map(write),
      );
      const updates = writes.filter((p) => p.kind === 'update');
      const outcomes = await updateProducts(
        trx,
        actor,
        updates.map((p) => ({ ...write(p), version: p.version })),
      );
      const changed = updates.find((p) => outcomes.get(p.guid) !== 'updated');
      if (changed) throw new ChangedMeanwhile(changed);
    });
  } catch (error) {
    if (error instanceof ChangedMeanwhile) {
      throw new AppError(
        409,
        `${error.plan.record.name} (rows from ${error.plan.group.rows[0]!.row}) was changed by someone else while the file was being imported. Nothing was imported: import the file again.`,
        undefined,
        'productConflict',
      );
    }
    if (isUniqueViolation(error)) {
      throw new AppError(
        409,
        'One of the file’s SKUs was just given to another product. Nothing was imported: import the file again to see which.',
        undefined,
        'skuTaken',
      );
    }
    throw error;
  }
  return {
    result: {
      ...emptyResult(false, reading.rows.length, issues),
      created: count('create'),
      updated: count('update'),
      unchanged: count('unchanged'),
    },
    change:
      writes.length === 0
        ? null
        : { shopGuid: staff.shopGuid, productGuids: writes.map((p) => p.guid), listsChanged: true },
  };
}

class ChangedMeanwhile extends Error {
  constructor(readonly plan: Planned) {
    super('product changed meanwhile');
  }
}
