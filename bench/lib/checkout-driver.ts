import { randomUUID } from 'node:crypto';
import type { Db } from '../../apps/api/src/db/connection';
import { addSeller } from '../../apps/api/src/modules/seller/seller-accounts.service';
import {
  addShopper,
  call,
  cashInvoiceRequest,
  type Answer,
  type Shopper,
} from '../../apps/api/src/proof/support/shoppers';
import {
  addStormWorld,
  GIFT_WRAP_PRICE,
  PLENTY,
  SCARCE,
  SHIPPING_FEE,
  type StormWorld,
} from '../../apps/api/src/proof/support/world';
import { addCategoryTree, addProduct, addShop, variant } from '../../apps/api/src/test/fixtures';
import { addRegion, addTownship } from '../../apps/api/src/test/region-fixtures';
import { addShippingMethod } from '../../apps/api/src/test/sales-fixtures';

/**
 * What the checkout benches share (bench/checkout.ts, bench/photos.ts, bench/receipts.ts):
 * the shops and buyers they check out with, a timed checkout (each shop's sale, then one cash
 * invoice, as the web app sends them: docs/architecture.md#checkout-integrity-and-stock-holds),
 * and the figures.
 */

// ---------------------------------------------------------------------------------------------
// Settings and figures

/** A positive number from the environment, or `fallback` when it is unset. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number.`);
  return n;
}

/** The nearest-rank percentile; NaN for no values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}
export const median = (values: number[]) => percentile(values, 50);

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Hold limits raised for a bench's server: a few accounts place hundreds of orders in a run,
 * which the limits of docs/decisions/0017-stock-hold-limits.md would refuse after five.
 */
export const UNLIMITED_HOLDS = {
  HOLD_MAX_UNITS_PER_OPTION: '100000000',
  HOLD_MAX_UNITS: '100000000',
  HOLD_MAX_ORDERS_AWAITING: '100000000',
};

// ---------------------------------------------------------------------------------------------
// The database

/** The proof suite's one-shop world, its plentiful option given enough stock for any run. */
export async function addPlentifulStormWorld(db: Db): Promise<StormWorld> {
  const world = await addStormWorld(db);
  await db.kysely
    .updateTable('variants')
    .set({ stockQty: 100_000_000 })
    .where('guid', '=', world.plenty)
    .execute();
  return world;
}

/**
 * The shops accept every order placed so far, as their staff would between phases: the
 * checkout's hold-limit checks read the account's orders still awaiting a shop, and without
 * this each account would pile up hundreds of them, which no real account can
 * (docs/decisions/0017), and every later checkout would read more rows than the one before.
 * Written straight to the database, between measured phases only.
 */
export async function acceptPlacedOrders(db: Db): Promise<void> {
  await db.kysely
    .updateTable('sales')
    .set({ status: 'Confirmed' })
    .where('status', '=', 'Pending')
    .where('invoiceGuid', 'is not', null)
    .execute();
  await db.kysely
    .updateTable('invoices')
    .set({ status: 'Confirmed' })
    .where('status', '=', 'Pending')
    .execute();
}

/** One option a bench buyer may put in the cart. */
export interface BenchOption {
  variantGuid: string;
  /** MMK, as the wire has it. */
  price: number;
  addonGuid?: string;
  addonPrice?: number;
}

/** A shop the bench buyers check out at: its options and its one nationwide shipping fee. */
export interface BenchShop {
  shopGuid: string;
  shippingGuid: string;
  shippingFee: number;
  options: BenchOption[];
}

export interface BenchWorld {
  shops: BenchShop[];
  /** Where the buyers live. */
  township: string;
}

/** The proof suite's world as a bench world of one shop (its plentiful option, gift wrap). */
export function stormShop(world: StormWorld): BenchWorld {
  return {
    township: world.township,
    shops: [
      {
        shopGuid: world.shopGuid,
        shippingGuid: world.shipping,
        shippingFee: SHIPPING_FEE,
        options: [
          {
            variantGuid: world.plenty,
            price: PLENTY.price,
            addonGuid: world.giftWrap,
            addonPrice: GIFT_WRAP_PRICE,
          },
          { variantGuid: world.scarce, price: SCARCE.price },
        ],
      },
    ],
  };
}

/**
 * `shops` shops of `products` products each, every product in two options priced differently,
 * each option with more stock than any run takes (so no answer is a sell-out), light enough
 * that any cart fits the one weight band of each shop's nationwide shipping method, and a
 * staff member per shop (who is told of each new order, as in production).
 */
export async function addCheckoutWorld(
  db: Db,
  { shops, products }: { shops: number; products: number },
): Promise<BenchWorld> {
  const hasMyanmar = await db.kysely
    .selectFrom('regions')
    .select('guid')
    .where('name', '=', 'Myanmar')
    .executeTakeFirst();
  if (!hasMyanmar) await addRegion(db, 'Myanmar', 'MMK', 1, 0);
  const township =
    (await db.kysely.selectFrom('townships').select('guid').executeTakeFirst())?.guid ??
    (await addTownship(db, 'Kamayut'));
  const { leaves } = await addCategoryTree(db);
  const world: BenchWorld = { shops: [], township };
  for (let s = 0; s < shops; s++) {
    const shop = await addShop(db, { name: `Bench Shop ${s + 1}` });
    const options: BenchOption[] = [];
    for (let p = 0; p < products; p++) {
      const price = 1_000 + 250 * ((s * products + p) % 17);
      const product = await addProduct(db, shop.guid, leaves[p % leaves.length]!, {
        name: `Bench product ${s + 1}.${p + 1}`,
        variants: ['Small', 'Large'].map((name, i) =>
          variant({
            name,
            priceSell: price + i * 500,
            weightKg: 0.2,
            stockQty: 100_000_000,
            preSaleLimit: 0,
          }),
        ),
      });
      for (const [i, v] of product.variants.entries()) {
        options.push({ variantGuid: v.guid, price: price + i * 500 });
      }
    }
    const shippingFee = 2_500 + 500 * (s % 3);
    const shippingGuid = await addShippingMethod(db, shop.guid, {
      name: 'Nationwide',
      bands: [{ from: 0, to: 20, price: shippingFee }],
    });
    const { slug } = await db.kysely
      .selectFrom('shops')
      .select('slug')
      .where('guid', '=', shop.guid)
      .executeTakeFirstOrThrow();
    await addSeller(db, {
      shop: slug,
      username: `bench-staff-${randomUUID().slice(0, 6)}`,
      password: 'bench-staff-pass-2024',
      name: `Bench Staff ${s + 1}`,
    });
    world.shops.push({ shopGuid: shop.guid, shippingGuid, shippingFee, options });
  }
  return world;
}

// ---------------------------------------------------------------------------------------------
// Buyers and checkouts

/**
 * Registers, signs in and gives an address to `count` buyers, each with its own client address
 * (the server must trust the loopback proxy: `TRUST_PROXY=loopback`), a few at a time.
 */
export async function addBuyers(
  base: string,
  world: Pick<BenchWorld, 'township'>,
  count: number,
  addressPrefix: string,
  first = 0,
): Promise<Shopper[]> {
  const buyers: Shopper[] = new Array<Shopper>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        const i = next++;
        const n = first + i;
        buyers[i] = await addShopper(base, world, n, `${addressPrefix}.${n >> 8}.${n & 255}`);
      }
    }),
  );
  return buyers;
}

/** One cart line: an option of a shop, how many, and how many gift wraps with it. */
export interface CartLine {
  option: BenchOption;
  quantity: number;
  addonQuantity?: number;
}

/** A shop's part of a cart. */
export interface ShopCart {
  shop: BenchShop;
  lines: CartLine[];
}

/** The sale body of one shop's part of a cart, with the totals the server computes (5% tax). */
export function saleBody(cart: ShopCart, contactGuid: string) {
  let subTotal = 0;
  for (const line of cart.lines) {
    subTotal += line.option.price * line.quantity;
    subTotal += (line.option.addonPrice ?? 0) * (line.addonQuantity ?? 0);
  }
  const total = subTotal + Math.round(subTotal * 5) / 100 + cart.shop.shippingFee;
  return {
    shopGuid: cart.shop.shopGuid,
    shippingGuid: cart.shop.shippingGuid,
    items: cart.lines.map((line) => ({
      productGuid: line.option.variantGuid,
      quantity: line.quantity,
      addons:
        line.option.addonGuid && line.addonQuantity
          ? [{ addonGuid: line.option.addonGuid, addonQuantity: line.addonQuantity }]
          : [],
    })),
    totalAmount: total,
    paidAmount: total,
    totalShippingFees: cart.shop.shippingFee,
    discountType: '',
    discountAmount: 0,
    status: 'Pending',
    shipment: 'Delivery',
    remark: 'Bench order',
    validPayment: false,
    courierGuid: null,
    contact: { guid: contactGuid, name: 'Bench Buyer' },
    cod: 'true',
    kpay: '',
    wave: '',
    condition: 'InStock',
    orderAs: 'OnlineCustomer',
  };
}

/** One request of a checkout: when it was sent, how long it took and what it was answered. */
export interface TimedCall {
  ms: number;
  status: number;
  /** The answer's message when it was not a 2xx. */
  message?: string;
}

export interface TimedCheckout {
  startedAt: number;
  endedAt: number;
  /** The sale and the invoice together, from the first request sent to the last answer. */
  ms: number;
  sales: TimedCall[];
  invoice?: TimedCall;
  /** Every answer was a 2xx and the invoice was made. */
  ok: boolean;
}

async function timed(
  base: string,
  method: string,
  url: string,
  options: Parameters<typeof call>[3],
): Promise<{ timing: TimedCall; answer: Answer }> {
  const started = performance.now();
  const answer = await call(base, method, url, options);
  const ms = performance.now() - started;
  const ok = answer.status >= 200 && answer.status < 300;
  return {
    answer,
    timing: ok
      ? { ms, status: answer.status }
      : { ms, status: answer.status, message: answer.body?.message ?? answer.text.slice(0, 200) },
  };
}

/**
 * One checkout of a cart of one or more shops, as the web app makes it: a sale per shop, one
 * after the other, then one cash-on-delivery invoice of them all; each request with its own
 * `Idempotency-Key`. Stops at the first answer that is not a 2xx.
 */
export async function checkout(
  base: string,
  buyer: Shopper,
  carts: ShopCart[],
): Promise<TimedCheckout> {
  const headers = () => ({
    ...buyer.auth,
    'x-forwarded-for': buyer.address,
    'idempotency-key': `bench-${randomUUID()}`,
  });
  const startedAt = performance.now();
  const result: TimedCheckout = { startedAt, endedAt: startedAt, ms: 0, sales: [], ok: false };
  const saleGuids: string[] = [];
  const finish = (ok: boolean) => {
    result.endedAt = performance.now();
    result.ms = result.endedAt - startedAt;
    result.ok = ok;
    return result;
  };
  for (const cart of carts) {
    const { timing, answer } = await timed(base, 'POST', '/v1/pos/sales/?access=website', {
      headers: headers(),
      body: saleBody(cart, buyer.contactGuid),
    });
    result.sales.push(timing);
    if (timing.message !== undefined) return finish(false);
    saleGuids.push(answer.body?.data as string);
  }
  const invoice = await timed(base, 'POST', '/v1/pos/sales/invoice/', {
    headers: headers(),
    body: { ...cashInvoiceRequest(saleGuids[0]!), salesOrderId: saleGuids },
  });
  result.invoice = invoice.timing;
  return finish(invoice.timing.message === undefined);
}
