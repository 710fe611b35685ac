/**
 * A large, deterministic catalog for benchmarks: `--products 100000 --shops 50` by default.
 *
 *   npx tsx apps/api/src/db/seed/large.ts --products 100000 --shops 50 [--orders 200000]
 *
 * `--orders N` adds a year of orders (large-orders.ts), for the sales report's benchmark; given
 * alone to a database that already holds the large catalog and no orders, it adds only them.
 *
 * It opens the database the server would (DATA_DIR, or DATABASE_URL for PostgreSQL), migrates
 * it, and refuses to touch one that already has shops: mixing a benchmark catalog into real or
 * demo data would make both meaningless. Rows come from a seeded PRNG, so the same arguments
 * give the same catalog; every product goes through writer.ts, which derives the columns that
 * list pages read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import sharp from 'sharp';
import { loadConfig } from '../../config/config';
import { openDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { REGIONS } from './data/regions';
import { createRng, type Rng } from './data/rng';
import { generateLargeOrders } from './large-orders';
import { TOWNSHIPS } from './data/townships';
import { insertImages } from '../../modules/images/images.repository';
import {
  insertProducts,
  insertReviews,
  type NewProduct,
  type NewReview,
  type NewVariant,
} from './writer';

export interface LargeCatalogOptions {
  products: number;
  shops: number;
  /** The newest createdAt; products spread over the two years before it. */
  until: Date;
  /** Products per transaction: big enough to amortise the commit, small enough to show progress. */
  batchSize?: number;
  log?: (line: string) => void;
}

export interface LargeCatalogSummary {
  products: number;
  shops: number;
  reviews: number;
  seconds: number;
}

/** The meta key under which the generator notes what it loaded (the bench reads it). */
export const LARGE_CATALOG_META_KEY = 'large_catalog';

const DAY_MS = 86_400_000;
const IMAGE_POOL_SIZE = 20;

/** A word list written as `a | b | c` over several lines. */
const words = (text: string) => text.split(/\s*[|\n]\s*/).filter(Boolean);

// Burmese words go into names so that trigram search works on realistic multi-byte text.
const BURMESE_WORDS = words(`
  လက်ဖက် | ထဘီ | သနပ်ခါး | ကော်ဖီ | ဖုန်း
  ပုဆိုး | မုန့် | ဆန် | အိတ် | ဖိနပ်
  စာအုပ် | ဆပ်ပြာ | ပျားရည် | ကစားစရာ | ရေနွေးကရား
`);
const ADJECTIVES = words(`
  Classic | Premium | Deluxe | Smart | Mini | Organic | Handmade | Portable | Wireless | Royal
  Golden | Fresh | Eco | Ultra | Compact | Travel | Family | Silk | Bamboo | Vintage
`);
const NOUNS = words(`
  Phone | Charger | Headphones | Speaker | Watch | Camera | Fan | Lamp | Kettle | Blender
  Shirt | Dress | Longyi | Handbag | Shoes | Slippers | Lipstick | Lotion | Shampoo | Soap
  Rice | Noodles | Coffee | Tea Leaf | Snack | Honey | Novel | Notebook | Pen Set | Toy Car
  Blocks | Diapers | Pillow | Blanket | Umbrella | Backpack | Jacket | Wallet | Mug | Bottle
`);
const BRANDS = words(`
  Shwe | Aung | Mya | Golden Land | Yoma | Ruby | Lotus | Padauk | Irrawaddy
  Bagan | Inle | Sakura | Nova | Apex | Zenith | Orchid | Peacock | Tiger
`);
type StockKind = 'stock' | 'preSale' | 'mixed' | 'soldOut';
/** Stock mixes of docs/product.md#availability, weighted: mostly in stock, some pre-sale only, both, or sold out. */
const STOCK_KINDS: readonly StockKind[] = [
  ...Array<StockKind>(7).fill('stock'),
  'preSale',
  'mixed',
  'soldOut',
];
const VARIANT_NAMES = ['Standard', 'Large', 'Family Pack', 'Gift Box'] as const;
const ADDON_NAMES = ['Gift wrap', 'Extra warranty', 'Express packing', 'Greeting card'] as const;
const REVIEW_TEXTS = [
  'Good quality, fast delivery.',
  'As described. Would buy again.',
  'Not bad for the price.',
  'ပစ္စည်းကောင်းပါတယ်။',
  'မြန်မြန်ရောက်ပါတယ်။ ကျေးဇူးပါ။',
  'Packaging could be better.',
] as const;
const REVIEWER_NAMES = ['Aung Aung', 'Su Su', 'Ko Min', 'Ma Hla', 'Zaw Zaw', null] as const;
const RATINGS = [5, 5, 5, 4, 4, 4, 3, 2, 1, null] as const;
const CATEGORY_ROOTS = [
  ['Electronics', 'အီလက်ထရောနစ်'],
  ['Fashion', 'ဖက်ရှင်'],
  ['Beauty', 'အလှကုန်'],
  ['Home & Kitchen', 'အိမ်သုံးပစ္စည်း'],
  ['Food & Drinks', 'အစားအသောက်'],
  ['Books & Toys', 'စာအုပ်နှင့် ကစားစရာ'],
] as const;
const CATEGORY_MIDS = [
  ['Essentials', 'အခြေခံ'],
  ['Premium', 'ပရီမီယံ'],
  ['Local Brands', 'ပြည်တွင်းဖြစ်'],
  ['Imported', 'နိုင်ငံခြားဖြစ်'],
] as const;
const CATEGORY_LEAVES = [
  ['Everyday', 'နေ့စဉ်သုံး'],
  ['Gifts', 'လက်ဆောင်'],
  ['Sets', 'အစုံ'],
  ['Deals', 'လျှော့ဈေး'],
] as const;

/** Loads the whole catalog into an empty, migrated database. */
export async function generateLargeCatalog(
  db: Db,
  options: LargeCatalogOptions,
): Promise<LargeCatalogSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const batchSize = options.batchSize ?? 2000;
  const rng = createRng(`large-catalog:${options.products}:${options.shops}`);

  const shopCount = await db.kysely
    .selectFrom('shops')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(shopCount.n) > 0) {
    throw new Error(
      `The database already has ${shopCount.n} shops; the large catalog needs an empty database. ` +
        'Point DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL) at a new one.',
    );
  }

  const images = await insertImagePool(db, rng.fork('images'));
  await insertRegionsAndTownships(db, rng.fork('regions'), images[0]!);
  const shopGuids = await insertShops(db, rng.fork('shops'), options.shops, images);
  const leaves = await insertCategories(db, rng.fork('categories'));
  log(`${options.shops} shops, ${leaves.length} leaf categories, ${images.length} images`);

  const productRng = rng.fork('products');
  const untilMs = options.until.getTime();
  let reviews = 0;
  let nextReport = 0.1;
  for (let done = 0; done < options.products;) {
    const count = Math.min(batchSize, options.products - done);
    const products: NewProduct[] = [];
    const batchReviews: NewReview[] = [];
    for (let i = 0; i < count; i++) {
      const product = drawProduct(productRng, shopGuids, leaves, images, untilMs);
      products.push(product);
      batchReviews.push(...drawReviews(productRng, product, untilMs));
    }
    // One transaction per batch: one commit (one fsync) for thousands of rows.
    await db.kysely.transaction().execute(async (trx) => {
      const inTrx: Db = { ...db, kysely: trx };
      await insertProducts(inTrx, products);
      if (batchReviews.length > 0) await insertReviews(inTrx, batchReviews);
    });
    done += count;
    reviews += batchReviews.length;
    if (done / options.products >= nextReport || done === options.products) {
      const seconds = (performance.now() - started) / 1000;
      log(
        `${done.toLocaleString('en')} / ${options.products.toLocaleString('en')} products (${seconds.toFixed(1)} s)`,
      );
      nextReport = Math.floor((done / options.products) * 10 + 1) / 10;
    }
  }

  const seconds = (performance.now() - started) / 1000;
  const summary = { products: options.products, shops: options.shops, reviews, seconds };
  await db.kysely
    .insertInto('meta')
    .values({ key: LARGE_CATALOG_META_KEY, value: JSON.stringify(summary) })
    .execute();
  return summary;
}

/** Tiny solid-colour PNGs: list pages need image ids, and pictures are not what is measured. */
async function insertImagePool(db: Db, rng: Rng): Promise<string[]> {
  const pool = await Promise.all(
    Array.from({ length: IMAGE_POOL_SIZE }, async () => {
      const background = { r: rng.int(0, 255), g: rng.int(0, 255), b: rng.int(0, 255) };
      const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background } })
        .png()
        .toBuffer();
      return {
        guid: rng.uuid(),
        kind: 'product',
        contentType: 'image/png',
        bytes,
        width: 8,
        height: 8,
      };
    }),
  );
  await insertImages(db, pool);
  return pool.map((i) => i.guid);
}

/** Regions and townships are shared by every shop: added only when the tables are empty. */
async function insertRegionsAndTownships(db: Db, rng: Rng, flagImage: string): Promise<void> {
  const hasRegions = await db.kysely.selectFrom('regions').select('guid').executeTakeFirst();
  if (!hasRegions) {
    await db.kysely
      .insertInto('regions')
      .values(
        REGIONS.map((r, position) => ({
          guid: rng.uuid(),
          name: r.name,
          nameMm: r.nameMm,
          currencyCode: r.currencyCode,
          rateMicro: Math.round(r.rate * 1_000_000),
          flagImageGuid: flagImage,
          position,
        })),
      )
      .execute();
  }
  const hasTownships = await db.kysely.selectFrom('townships').select('guid').executeTakeFirst();
  if (!hasTownships) {
    await db.kysely
      .insertInto('townships')
      .values(
        TOWNSHIPS.map((t, position) => ({
          guid: rng.uuid(),
          name: t.name,
          nameMm: t.nameMm,
          division: t.division,
          position,
        })),
      )
      .execute();
  }
}

/** Shops with two shipping methods each, so product detail does the work it does for real. */
async function insertShops(db: Db, rng: Rng, count: number, images: string[]): Promise<string[]> {
  const townships = await db.kysely.selectFrom('townships').select(['guid', 'division']).execute();
  const shops = Array.from({ length: count }, (_, i) => {
    const slug = `shop-${String(i + 1).padStart(3, '0')}`;
    return {
      guid: rng.uuid(),
      name: `Bench Shop ${i + 1}`,
      nameMm: `စမ်းသပ်ဆိုင် ${i + 1}`,
      slug,
      // The first shop is the default one, served on plain localhost (docs/architecture.md#shops-by-host).
      hostName: i === 0 ? 'localhost' : `${slug}.localhost`,
      isDefault: i === 0 ? (1 as const) : (0 as const),
      logoImageGuid: rng.pick(images),
      bannerImageGuid: null,
      website: null,
      primaryPhone: `0942${String(1_000_000 + i).slice(1)}`,
      otherPhones: '',
      street: `${rng.int(1, 300)} Bogyoke Aung San Road`,
      address: rng.pick(['Pabedan, Yangon', 'Bahan, Yangon', 'Chanayethazan, Mandalay']),
      currencyCode: 'MMK',
      createdAt: new Date(Date.UTC(2024, 0, 1)).toISOString(),
    };
  });
  await db.kysely.insertInto('shops').values(shops).execute();

  const methods = shops.flatMap((shop) => [
    {
      guid: rng.uuid(),
      shopGuid: shop.guid,
      name: 'Yangon delivery',
      regionName: 'Yangon',
      currencyCode: 'MMK',
      position: 0,
    },
    {
      guid: rng.uuid(),
      shopGuid: shop.guid,
      name: 'Nationwide',
      regionName: 'Myanmar',
      currencyCode: 'MMK',
      position: 1,
    },
  ]);
  await db.kysely.insertInto('shippingMethods').values(methods).execute();
  const links = methods.flatMap((m) =>
    townships
      .filter((t) => m.regionName === 'Myanmar' || t.division === m.regionName)
      .map((t) => ({ shippingMethodGuid: m.guid, townshipGuid: t.guid })),
  );
  for (let i = 0; i < links.length; i += 500) {
    await db.kysely
      .insertInto('shippingMethodTownships')
      .values(links.slice(i, i + 500))
      .execute();
  }
  const bands = [
    [0, 1000, 2_000_00],
    [1001, 5000, 4_000_00],
    [5001, 30_000, 9_000_00],
  ] as const;
  await db.kysely
    .insertInto('shippingRates')
    .values(
      methods.flatMap((m) =>
        bands.map(([fromGrams, toGrams, priceMinor], position) => ({
          guid: rng.uuid(),
          shippingMethodGuid: m.guid,
          fromGrams,
          toGrams,
          priceMinor: m.regionName === 'Yangon' ? priceMinor : priceMinor * 2,
          position,
        })),
      ),
    )
    .execute();
  return shops.map((s) => s.guid);
}

/** A 6 × 4 × 4 tree; products sit on the 96 leaves. */
async function insertCategories(db: Db, rng: Rng): Promise<string[]> {
  type Row = {
    guid: string;
    parentGuid: string | null;
    level: number;
    name: string;
    nameMm: string;
    position: number;
  };
  const rows: Row[] = [];
  const leaves: string[] = [];
  CATEGORY_ROOTS.forEach(([rootName, rootMm], a) => {
    const root: Row = {
      guid: rng.uuid(),
      parentGuid: null,
      level: 1,
      name: rootName,
      nameMm: rootMm,
      position: a,
    };
    rows.push(root);
    CATEGORY_MIDS.forEach(([midName, midMm], b) => {
      const mid: Row = {
        guid: rng.uuid(),
        parentGuid: root.guid,
        level: 2,
        name: `${midName} ${rootName}`,
        nameMm: `${rootMm} ${midMm}`,
        position: b,
      };
      rows.push(mid);
      CATEGORY_LEAVES.forEach(([leafName, leafMm], c) => {
        const leaf: Row = {
          guid: rng.uuid(),
          parentGuid: mid.guid,
          level: 3,
          name: `${leafName} ${rootName}`,
          nameMm: `${rootMm} ${leafMm}`,
          position: c,
        };
        rows.push(leaf);
        leaves.push(leaf.guid);
      });
    });
  });
  await db.kysely.insertInto('categories').values(rows).execute();
  return leaves;
}

/** Whole MMK, rounded to 50 as shops price things; log-uniform so cheap items are common. */
function drawPrice(rng: Rng): number {
  const mmk = Math.exp(rng.float(Math.log(1_000), Math.log(2_000_000)));
  return Math.min(2_000_000, Math.max(1_000, Math.round(mmk / 50) * 50));
}

function drawProduct(
  rng: Rng,
  shops: string[],
  leaves: string[],
  images: string[],
  untilMs: number,
): NewProduct {
  const brand = rng.pick(BRANDS);
  const adjective = rng.pick(ADJECTIVES);
  const noun = rng.pick(NOUNS);
  const burmese = rng.chance(0.6) ? ` ${rng.pick(BURMESE_WORDS)}` : '';
  const model = `${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(100, 999)}`;
  const base = drawPrice(rng);
  const discount = rng.chance(0.25) ? rng.float(0.7, 0.95) : null;
  const stockKind = rng.pick(STOCK_KINDS);
  const variantCount = rng.pick([1, 1, 1, 2, 2, 3, 4]);
  const variants: NewVariant[] = VARIANT_NAMES.slice(0, variantCount).map((name, i) => {
    const priceSell = Math.min(2_000_000, Math.round((base * (1 + i * 0.4)) / 50) * 50);
    return {
      guid: rng.uuid(),
      name,
      priceSell,
      priceSell1: discount === null ? null : Math.round((priceSell * discount) / 50) * 50,
      weightKg: Math.round(rng.float(0.05, 5) * 100) / 100,
      stockQty:
        stockKind === 'stock' ? rng.int(1, 200) : stockKind === 'mixed' ? rng.int(0, 20) : 0,
      preSaleLimit:
        stockKind === 'preSale' ? rng.int(5, 50) : stockKind === 'mixed' ? rng.int(0, 20) : 0,
      imageGuids: rng.chance(0.3) ? [rng.pick(images)] : [],
    };
  });
  const addonCount = rng.pick([0, 0, 1, 2]);
  return {
    guid: rng.uuid(),
    shopGuid: rng.pick(shops),
    categoryGuid: rng.pick(leaves),
    name: `${adjective} ${noun}${burmese} ${model}`,
    description: `${adjective} ${noun.toLowerCase()} by ${brand}. ${rng.pick(REVIEW_TEXTS)}`,
    brandName: brand,
    createdAt: new Date(untilMs - Math.floor(rng.float(0, 730 * DAY_MS))).toISOString(),
    // Skewed like real sales: most products sell little, a few sell thousands.
    soldCount: Math.floor(Math.exp(rng.float(0, 8))) - 1,
    // A few hidden products keep the is_active filter honest.
    isActive: !rng.chance(0.01),
    imageGuids: rng.sample(images, rng.int(1, 3)),
    variants,
    addons: ADDON_NAMES.slice(0, addonCount).map((name) => ({
      guid: rng.uuid(),
      name,
      price: rng.pick([500, 1_000, 2_000, 5_000]),
    })),
  };
}

/** About a third of products get 1–8 reviews, so ratings and top-rated lists have data. */
function drawReviews(rng: Rng, product: NewProduct, untilMs: number): NewReview[] {
  if (!rng.chance(0.35)) return [];
  const createdMs = Date.parse(product.createdAt);
  return Array.from({ length: rng.int(1, 8) }, () => ({
    guid: rng.uuid(),
    productGuid: product.guid,
    name: rng.pick(REVIEWER_NAMES),
    rateValue: rng.pick(RATINGS),
    review: rng.pick(REVIEW_TEXTS),
    createdAt: new Date(createdMs + Math.floor(rng.float(0, untilMs - createdMs))).toISOString(),
  }));
}

/** A database the large catalog was loaded into, with no order yet: orders may be added alone. */
async function holdsCatalogWithoutOrders(db: Db): Promise<boolean> {
  const meta = await db.kysely
    .selectFrom('meta')
    .select('key')
    .where('key', '=', LARGE_CATALOG_META_KEY)
    .executeTakeFirst();
  if (!meta) return false;
  const sale = await db.kysely.selectFrom('sales').select('guid').limit(1).executeTakeFirst();
  return sale === undefined;
}

function parseCount(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} must be a positive whole number, not "${value}".`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      shops: { type: 'string' },
      until: { type: 'string' },
      orders: { type: 'string' },
    },
  });
  const orders = values.orders === undefined ? 0 : parseCount(values.orders, 'orders', 0);
  const products = parseCount(values.products, 'products', 100_000);
  const shops = parseCount(values.shops, 'shops', 50);
  // Midnight today by default, so "new arrivals" look current; pass --until for identical rows.
  const until = values.until
    ? new Date(values.until)
    : new Date(new Date().toISOString().slice(0, 10));
  if (Number.isNaN(until.getTime()))
    throw new Error(`--until must be a date, not "${values.until}".`);

  const config = loadConfig();
  const where =
    config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
  if (config.database.dialect === 'sqlite') fs.mkdirSync(config.dataDir, { recursive: true });
  const db = openDatabase(config.database);
  let summary: LargeCatalogSummary | null = null;
  try {
    await migrateToLatest(db);
    const ordersOnly = orders > 0 && (await holdsCatalogWithoutOrders(db));
    if (!ordersOnly) {
      console.log(
        `Loading ${products.toLocaleString('en')} products in ${shops} shops into ${where}`,
      );
      summary = await generateLargeCatalog(db, {
        products,
        shops,
        until,
        log: (line) => console.log(`  ${line}`),
      });
    }
    if (orders > 0) {
      const started = performance.now();
      console.log(
        `Loading ${orders.toLocaleString('en')} orders over the year before ${until.toISOString().slice(0, 10)}`,
      );
      const written = await generateLargeOrders(db, createRng(`large-orders:${orders}`), {
        orders,
        until,
        log: (line) => console.log(`  ${line}`),
      });
      console.log(
        `  ${written.orders.toLocaleString('en')} orders, ${written.lines.toLocaleString('en')} lines in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const analyzeStarted = performance.now();
    if (db.dialect === 'postgres') {
      // Fresh tables have no statistics, so plans would be guesses, and no visibility map, so
      // no index-only scans. Autovacuum fixes both some time after a bulk load; doing it now
      // means a benchmark measures that steady state rather than whenever autovacuum ran.
      await sql`vacuum (analyze)`.execute(db.kysely);
    } else {
      // Fold the WAL into the database file so the benchmark starts from a compact file.
      await sql`pragma wal_checkpoint(truncate)`.execute(db.kysely);
    }
    const extra = (performance.now() - analyzeStarted) / 1000;
    if (summary)
      console.log(
        `Done: ${summary.products.toLocaleString('en')} products, ${summary.reviews.toLocaleString('en')} reviews ` +
          `in ${summary.seconds.toFixed(1)} s (+ ${extra.toFixed(1)} s ${db.dialect === 'postgres' ? 'vacuum analyze' : 'checkpoint'}).`,
      );
  } finally {
    await db.close();
  }
}

const isMain =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  main().catch((error: unknown) => {
    console.error(`seed:large failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
