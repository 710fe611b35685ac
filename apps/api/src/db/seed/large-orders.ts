/**
 * A year of orders for the sales report's benchmark (`npm run seed:large -- --orders 200000`):
 * deterministic buyers and orders over the 365 days before `until`, each a paid invoice with
 * one shop's sale of one to three lines of that shop's products, written in batches, one
 * transaction each. Statuses and payment methods are drawn in shares a shop might see.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../connection';
import type { InvoicesTable, SaleItemsTable, SalesTable } from '../schema';
import type { Rng } from './data/rng';
import { rebuildReportRollups } from '../../modules/admin/report-rollups.repository';

const DAY_MS = 86_400_000;
const BUYERS = 500;
const VARIANTS_PER_SHOP = 40;

/** [value, weight] pairs. */
const STATUSES = [
  ['Delivered', 60],
  ['Shipping', 8],
  ['Confirmed', 10],
  ['Pending', 12],
  ['Rejected', 10],
] as const;
const PAYMENTS = [
  ['Cash on deli', 55],
  ['KBZPay', 25],
  ['WavePay', 15],
  ['AYA Pay', 5],
] as const;
const TOWNSHIPS = ['Kamayut', 'Bahan', 'Sanchaung', 'Hlaing', 'ကမာရွတ်', 'ဗဟန်း', 'Chanmyathazi'];
const NAMES = ['Daw Aye Aye', 'U Kyaw Min', 'Ma Thida', 'Ko Zaw', 'မောင်မောင်', 'ဒေါ်ခင်ခင်'];

function weighted<T>(rng: Rng, pairs: readonly (readonly [T, number])[]): T {
  const total = pairs.reduce((n, [, w]) => n + w, 0);
  let r = rng.float(0, total);
  for (const [value, w] of pairs) {
    r -= w;
    if (r < 0) return value;
  }
  return pairs[pairs.length - 1]![0];
}

interface ShopStock {
  shopGuid: string;
  shippingMethodGuid: string;
  variants: {
    productGuid: string;
    productName: string;
    productNameMm: string | null;
    variantGuid: string;
    variantName: string;
    priceMinor: number;
    weightGrams: number;
  }[];
}

async function shopStock(db: Db): Promise<ShopStock[]> {
  const shops = await db.kysely.selectFrom('shops').select('guid').orderBy('guid').execute();
  const result: ShopStock[] = [];
  for (const shop of shops) {
    const method = await db.kysely
      .selectFrom('shippingMethods')
      .select('guid')
      .where('shopGuid', '=', shop.guid)
      .orderBy('position')
      .executeTakeFirst();
    const variants = await db.kysely
      .selectFrom('variants')
      .innerJoin('products', 'products.guid', 'variants.productGuid')
      .select([
        'products.guid as productGuid',
        'products.name as productName',
        'products.nameMm as productNameMm',
        'variants.guid as variantGuid',
        'variants.name as variantName',
        'variants.priceSellMinor as priceMinor',
        'variants.weightGrams',
      ])
      .where('products.shopGuid', '=', shop.guid)
      .orderBy('variants.guid')
      .limit(VARIANTS_PER_SHOP)
      .execute();
    if (method && variants.length > 0) {
      result.push({ shopGuid: shop.guid, shippingMethodGuid: method.guid, variants });
    }
  }
  return result;
}

async function insertBuyers(db: Db, rng: Rng, createdAt: string): Promise<string[]> {
  const persons = [];
  const users = [];
  for (let i = 0; i < BUYERS; i++) {
    const personGuid = rng.uuid();
    const userGuid = rng.uuid();
    persons.push({
      guid: personGuid,
      name: `${rng.pick(NAMES)} ${i}`,
      phone: `0979${String(1_000_000 + i).padStart(7, '0')}`,
      email: null,
      emailLower: null,
      address: null,
      avatarImageGuid: null,
      createdAt,
      updatedAt: createdAt,
    });
    users.push({
      guid: userGuid,
      personGuid,
      username: `bench-buyer-${i}`,
      usernameLower: `bench-buyer-${i}`,
      // Never signs in: not a hash any password matches.
      passwordHash: '!',
      role: 'Customer',
      shopGuid: null,
      selfRegister: 1 as const,
      disabledAt: null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  for (let i = 0; i < BUYERS; i += 250) {
    await db.kysely
      .insertInto('persons')
      .values(persons.slice(i, i + 250))
      .execute();
    await db.kysely
      .insertInto('users')
      .values(users.slice(i, i + 250))
      .execute();
  }
  return users.map((u) => u.guid);
}

/** Writes `orders` orders placed over the 365 days before `until`; answers how many lines. */
export async function generateLargeOrders(
  db: Db,
  rng: Rng,
  options: { orders: number; until: Date; batchSize?: number; log?: (line: string) => void },
): Promise<{ orders: number; lines: number }> {
  const log = options.log ?? (() => {});
  const batchSize = options.batchSize ?? 5_000;
  const shops = await shopStock(db);
  if (shops.length === 0) throw new Error('Orders need shops with products and shipping first.');
  const untilMs = options.until.getTime();
  const buyers = await insertBuyers(
    db,
    rng.fork('buyers'),
    new Date(untilMs - 400 * DAY_MS).toISOString(),
  );
  // Some shops sell much more than others.
  const shopWeights = shops.map((s) => [s, 1 + rng.int(0, 9)] as const);
  let lines = 0;
  let serial = 0;
  for (let done = 0; done < options.orders;) {
    const count = Math.min(batchSize, options.orders - done);
    const invoices: Insertable<InvoicesTable>[] = [];
    const sales: Insertable<SalesTable>[] = [];
    const items: Insertable<SaleItemsTable>[] = [];
    for (let i = 0; i < count; i++) {
      serial += 1;
      const shop = weighted(rng, shopWeights);
      const at = new Date(untilMs - Math.floor(rng.float(0, 365 * DAY_MS))).toISOString();
      const status = weighted(rng, STATUSES);
      const saleGuid = rng.uuid();
      const invoiceGuid = rng.uuid();
      const buyerGuid = rng.pick(buyers);
      const lineCount = rng.int(1, 3);
      let subTotal = 0;
      let weight = 0;
      for (let position = 0; position < lineCount; position++) {
        const v = rng.pick(shop.variants);
        const quantity = rng.int(1, 4);
        subTotal += quantity * v.priceMinor;
        weight += quantity * v.weightGrams;
        items.push({
          guid: rng.uuid(),
          saleGuid,
          productGuid: v.productGuid,
          variantGuid: v.variantGuid,
          productName: v.productName,
          productNameMm: v.productNameMm,
          variantName: v.variantName,
          imageGuid: null,
          quantity,
          preSaleQuantity: 0,
          unitPriceMinor: v.priceMinor,
          lineTotalMinor: quantity * v.priceMinor,
          weightGrams: v.weightGrams,
          position,
        });
      }
      const fee = rng.pick([150_000, 200_000, 350_000, 500_000]);
      const name = rng.pick(NAMES);
      invoices.push({
        guid: invoiceGuid,
        invoiceNo: `BENCH-${String(serial).padStart(8, '0')}`,
        buyerGuid,
        status,
        paymentType: weighted(rng, PAYMENTS),
        accountName: null,
        accountNumber: null,
        receiptImageGuid: null,
        receiptSha256: null,
        receiptDhash: null,
        receiptThumbnail: null,
        receiptAspect: null,
        currencyCode: 'MMK',
        itemCount: lineCount,
        subTotalMinor: subTotal,
        taxMinor: 0,
        deliveryChargesMinor: fee,
        totalAmountMinor: subTotal + fee,
        createdAt: at,
      });
      sales.push({
        guid: saleGuid,
        discountMinor: 0,
        invoiceGuid,
        buyerGuid,
        shopGuid: shop.shopGuid,
        shippingMethodGuid: shop.shippingMethodGuid,
        status,
        currencyCode: 'MMK',
        subTotalMinor: subTotal,
        taxMinor: 0,
        shippingFeeMinor: fee,
        totalAmountMinor: subTotal + fee,
        totalWeightGrams: weight,
        remark: '',
        service: 'Warranty Service',
        deliveryType: 'Front Door',
        contactJson: JSON.stringify({
          guid: buyerGuid,
          name,
          address: 'No. 12',
          street: 'Pyay Road',
          township: rng.pick(TOWNSHIPS),
          townshipGuid: null,
          country: 'Myanmar',
          regionName: 'Myanmar',
          primaryPhone: '09791234567',
          otherPhones: '',
          email: '',
          comment: '',
        }),
        contactName: name,
        contactPhone: '09791234567',
        createdAt: at,
        expiresAt: at,
      });
    }
    await db.kysely.transaction().execute(async (trx) => {
      // Rows per statement stay under SQLite's and PostgreSQL's bound-parameter limits.
      for (let i = 0; i < invoices.length; i += 500) {
        await trx
          .insertInto('invoices')
          .values(invoices.slice(i, i + 500))
          .execute();
      }
      for (let i = 0; i < sales.length; i += 500) {
        await trx
          .insertInto('sales')
          .values(sales.slice(i, i + 500))
          .execute();
      }
      for (let i = 0; i < items.length; i += 500) {
        await trx
          .insertInto('saleItems')
          .values(items.slice(i, i + 500))
          .execute();
      }
    });
    done += count;
    lines += items.length;
    log(`${done.toLocaleString('en')} / ${options.orders.toLocaleString('en')} orders`);
  }
  // The sales report's roll-ups count the loaded orders in one pass (docs/decisions/0033).
  log('counting the orders into the report roll-ups');
  await db.kysely
    .transaction()
    .execute(async (trx) => rebuildReportRollups({ ...db, kysely: trx }));
  return { orders: options.orders, lines };
}
