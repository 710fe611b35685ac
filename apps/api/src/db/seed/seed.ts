import { OWNER_ROLE, SELLER_ROLE } from '@storefront/contract/seller';
import { sql } from 'kysely';
import type { Db } from '../connection';
import { hashPassword } from '../../lib/password';
import { flattenCategories, leafKeysUnder } from './data/categories';
import { DEMO_CUSTOMER, type DemoAddressSeed } from './data/customer';
import { PAYMENT_METHODS } from './data/payments';
import { EDITIONS, productName } from './data/product-name';
import type { ProductTemplate } from './data/product-template';
import { PRODUCT_TEMPLATES } from './data/products';
import { PROMOS } from './data/promos';
import { REGIONS } from './data/regions';
import { REVIEW_TEXTS, REVIEWER_NAMES } from './data/reviews';
import { createRng, type Rng } from './data/rng';
import { DEMO_OWNER, DEMO_SELLER_PASSWORD, DEMO_SELLERS, demoSellerUsername } from './data/sellers';
import { SHOPS, shopHostName, type ShopSeed } from './data/shops';
import { DOWNTOWN_TOWNSHIP_KEYS, TOWNSHIPS } from './data/townships';
import {
  type DrawnImage,
  drawBanner,
  drawFlag,
  drawPaymentLogo,
  drawPlaceholder,
  drawProductImage,
  drawShopLogo,
} from './draw';
import { insertImages, type NewImage } from '../../modules/images/images.repository';
import { insertProducts, insertReviews, type NewProduct, type NewReview } from './writer';

/**
 * The demo catalog: realistic Myanmar shops, products, townships, shipping, promotions and a demo
 * customer, generated from a fixed seed so every machine gets the same rows. It is written once,
 * in one transaction, on a database with no shops; restarts find it there and leave it alone.
 */
const SEED = 'storefront-demo-v1';
const IMAGES_PER_PRODUCT = 3;
const DAY_MS = 86_400_000;

/** Shipping weight bands of every Myanmar method, priced in MMK (docs/product.md#shipping-eligibility, docs/product.md#shipping-fee). */
const MYANMAR_BANDS = [
  { fromKg: 0, toKg: 2, priceMmk: 2_500 },
  { fromKg: 2.001, toKg: 5, priceMmk: 4_000 },
  { fromKg: 5.001, toKg: 10, priceMmk: 6_500 },
  { fromKg: 10.001, toKg: 30, priceMmk: 12_000 },
];

export interface SeedResult {
  ms: number;
  products: number;
}

export async function seedDemoIfEmpty(
  db: Db,
  options: { now?: Date } = {},
): Promise<SeedResult | null> {
  // The usual case, a database seeded long ago, costs one query and no drawing.
  if (await hasShops(db)) return null;
  const started = Date.now();
  const plan = await planDemo(createRng(SEED), options.now ?? new Date());
  // Several instances may start at once on one empty database (a deployment with replicas):
  // the first to take the lock writes the catalog, the others find it there and write nothing.
  const wrote = await db.kysely.transaction().execute(async (trx) => {
    const locked = { ...db, kysely: trx };
    await lockForSeeding(locked);
    if (await hasShops(locked)) return false;
    await writePlan(locked, plan);
    return true;
  });
  return wrote ? { ms: Date.now() - started, products: plan.products.length } : null;
}

async function hasShops(db: Db): Promise<boolean> {
  return (
    (await db.kysely.selectFrom('shops').select('guid').limit(1).executeTakeFirst()) !== undefined
  );
}

/**
 * Serialises seeding across processes, held until the transaction ends: an advisory lock on
 * PostgreSQL; on SQLite a first write, which takes the database's one write lock (other
 * writers wait on the busy timeout) before the emptiness check reads.
 */
async function lockForSeeding(trx: Db): Promise<void> {
  if (trx.dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx.kysely);
    return;
  }
  await trx.kysely
    .insertInto('meta')
    .values({ key: 'seeding', value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: new Date().toISOString() }))
    .execute();
}

/** Any fixed number: the advisory lock seeding takes on PostgreSQL. */
const SEED_LOCK_KEY = 7_130_517;

type Plan = Awaited<ReturnType<typeof planDemo>>;

async function planDemo(rng: Rng, now: Date) {
  const images: NewImage[] = [];
  const drawing: Promise<void>[] = [];
  // The id is taken from the generator at once, so the catalog stays deterministic while the
  // drawings (sharp, on libuv's thread pool) run side by side; they are awaited at the end.
  const image = (kind: string, drawn: Promise<DrawnImage>): string => {
    const guid = rng.uuid();
    drawing.push(drawn.then((d) => void images.push({ guid, kind, ...d })));
    return guid;
  };
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();

  image('placeholder', drawPlaceholder());

  const regions = [];
  for (const [position, r] of REGIONS.entries()) {
    regions.push({
      guid: rng.uuid(),
      name: r.name,
      nameMm: r.nameMm,
      currencyCode: r.currencyCode,
      rateMicro: Math.round(r.rate * 1_000_000),
      flagImageGuid: image('flag', drawFlag(r)),
      position,
    });
  }

  const townshipGuid = new Map(TOWNSHIPS.map((t) => [t.key, rng.uuid()]));
  const townships = TOWNSHIPS.map((t, position) => ({
    guid: townshipGuid.get(t.key)!,
    name: t.name,
    nameMm: t.nameMm,
    division: t.division,
    position,
  }));

  const categoryGuid = new Map<string, string>();
  const categories = flattenCategories().map((c) => {
    const guid = rng.uuid();
    categoryGuid.set(c.key, guid);
    return {
      guid,
      parentGuid: c.parentKey ? categoryGuid.get(c.parentKey)! : null,
      level: c.level,
      name: c.name,
      nameMm: c.nameMm,
      position: c.sortOrder,
    };
  });

  const shops = [];
  const shipping = [];
  const products: NewProduct[] = [];
  for (const seed of SHOPS) {
    const shopRng = rng.fork(seed.key);
    const guid = shopRng.uuid();
    shops.push({
      guid,
      name: seed.name,
      nameMm: seed.nameMm,
      slug: seed.slug,
      hostName: shopHostName(seed),
      isDefault: seed.isDefault ? (1 as const) : (0 as const),
      logoImageGuid: image(
        'logo',
        drawShopLogo({ text: seed.logoText, colour: seed.accentColour }),
      ),
      bannerImageGuid: image(
        'banner',
        drawBanner({ colour: seed.accentColour, seed: shopRng.nextUint32() }),
      ),
      website: seed.website,
      primaryPhone: seed.primaryPhone,
      otherPhones: seed.otherPhones.join(', '),
      street: seed.street,
      address: seed.address,
      addressMm: seed.addressMm,
      currencyCode: seed.currencyCode,
      createdAt: iso(400),
    });
    shipping.push(...shippingMethodsFor(seed, guid, shopRng, townshipGuid));
    const templates = templatesFor(seed);
    const count = shopRng.int(34, 46);
    const order = shopRng.shuffle(templates);
    for (let i = 0; i < count; i++) {
      const template = order[i % order.length]!;
      products.push(
        productFrom(
          template,
          i >= order.length,
          guid,
          shopRng.fork(`p${i}`),
          categoryGuid,
          image,
          iso,
        ),
      );
    }
  }

  const reviews: NewReview[] = [];
  for (const p of products) {
    const r = rng.fork(`reviews-${p.guid}`);
    if (!r.chance(0.65)) continue;
    const n = r.int(1, 8);
    for (let i = 0; i < n; i++) {
      const text = r.pick(REVIEW_TEXTS);
      reviews.push({
        guid: r.uuid(),
        productGuid: p.guid,
        name: r.pick(REVIEWER_NAMES),
        rateValue: text.stars,
        review: text.text,
        createdAt: iso(r.int(0, 150) + r.next()),
      });
    }
  }

  const promos = PROMOS.map((p) => ({
    guid: rng.uuid(),
    code: p.code,
    description: p.description,
    descriptionMm: p.descriptionMm,
    discountType: p.discountType,
    // Percentages are kept in hundredths of a percent, fixed amounts in MMK hundredths (0002).
    discountValue: Math.round(p.discountValue * 100),
    startDate: iso(-p.startOffsetDays),
    endDate: iso(-p.endOffsetDays),
    createdAt: iso(Math.max(0, -p.startOffsetDays)),
  }));

  const paymentTypes = [];
  const paymentAccounts: {
    guid: string;
    paymentTypeGuid: string;
    paymentName: string;
    paymentPhone: string;
    position: number;
  }[] = [];
  for (const [position, m] of PAYMENT_METHODS.entries()) {
    const guid = rng.uuid();
    paymentTypes.push({
      guid,
      paymentType: m.paymentType,
      imageGuid: image('payment', drawPaymentLogo({ text: m.paymentType, colour: m.colour })),
      position,
    });
    m.accounts.forEach((a, i) =>
      paymentAccounts.push({
        guid: rng.uuid(),
        paymentTypeGuid: guid,
        paymentName: a.paymentName,
        paymentPhone: a.paymentPhone,
        position: i,
      }),
    );
  }

  const customer = await customerRows(rng, townshipGuid, iso(30));
  const sellers = await sellerRows(rng.fork('sellers'), shops, iso(30));
  const owner = await ownerRows(rng.fork('owner'), iso(30));
  await Promise.all(drawing);
  return {
    images,
    regions,
    townships,
    categories,
    shops,
    shipping,
    products,
    reviews,
    promos,
    paymentTypes,
    paymentAccounts,
    customer,
    sellers,
    owner,
  };
}

function templatesFor(shop: ShopSeed): ProductTemplate[] {
  const leaves = new Set(leafKeysUnder(shop.categoryKeys));
  const templates = PRODUCT_TEMPLATES.filter((t) => leaves.has(t.categoryKey));
  if (templates.length === 0) throw new Error(`No product templates for shop ${shop.key}`);
  return templates;
}

const roundTo100 = (n: number) => Math.round(n / 100) * 100;

function productFrom(
  t: ProductTemplate,
  isRepeat: boolean,
  shopGuid: string,
  r: Rng,
  categoryGuid: Map<string, string>,
  image: (kind: string, drawn: Promise<DrawnImage>) => string,
  iso: (daysAgo: number) => string,
): NewProduct {
  const brand = t.brands.length > 0 ? r.pick(t.brands) : null;
  // Products with a Burmese name show it on about half of them, so Burmese search has work.
  const burmese = t.baseNameMm !== undefined && r.chance(0.5);
  // One pick either way, so the rest of the catalog is drawn as before.
  const edition = isRepeat ? r.pick(EDITIONS) : null;
  const name = productName(t, { burmese, brand, edition });
  const description = r.chance(0.15)
    ? null
    : ((burmese ? t.descriptionMm : t.description) ?? t.description ?? null);

  const hue = r.int(0, 359);
  const imageGuids: string[] = [];
  for (let i = 0; i < IMAGES_PER_PRODUCT; i++) {
    imageGuids.push(
      image('product', drawProductImage({ icon: t.icon, hue, variantIndex: i, label: name })),
    );
  }

  const basePrice = roundTo100(r.int(t.priceRange[0], t.priceRange[1]));
  const hasDiscount = r.chance(0.3);
  const stockState = r.next();
  const values = r.sample(
    t.variantAxis.values.map((v, i) => [v, t.variantAxis.valuesMm?.[i] ?? v] as const),
    r.int(1, Math.min(4, t.variantAxis.values.length)),
  );
  const variants = values.map(([en, mm], i) => {
    const price = roundTo100(basePrice * (1 + i * 0.08));
    const inStock = stockState < 0.75;
    const preOrder = !inStock && stockState < 0.9;
    return {
      guid: r.uuid(),
      name: burmese ? mm : en,
      priceSell: price,
      priceSell1: hasDiscount ? roundTo100(price * r.float(0.8, 0.95)) : null,
      weightKg: Math.round(r.float(t.weightKg[0], t.weightKg[1]) * 1000) / 1000,
      stockQty: inStock ? r.int(1, 60) : 0,
      preSaleLimit: preOrder ? r.int(5, 20) : 0,
      imageGuids: [imageGuids[i % imageGuids.length]!],
    };
  });
  const addons =
    t.addons && r.chance(0.7)
      ? t.addons.map((a) => ({
          guid: r.uuid(),
          name: burmese ? a.nameMm : a.name,
          price: a.priceMmk,
        }))
      : [];

  return {
    guid: r.uuid(),
    shopGuid,
    categoryGuid: categoryGuid.get(t.categoryKey)!,
    name,
    description,
    brandName: brand,
    currencyCode: 'MMK',
    createdAt: iso(r.int(0, 180) + r.next()),
    // Units sold so far: best-seller lists rank by it; skewed so a few products lead.
    soldCount: Math.floor(r.next() ** 3 * 500),
    imageGuids,
    variants,
    addons,
  };
}

function shippingMethodsFor(
  seed: ShopSeed,
  shopGuid: string,
  r: Rng,
  townshipGuid: Map<string, string>,
) {
  const yangon = TOWNSHIPS.filter((t) => t.division === 'Yangon').map((t) =>
    townshipGuid.get(t.key)!,
  );
  const mandalay = TOWNSHIPS.filter((t) => t.division === 'Mandalay').map((t) =>
    townshipGuid.get(t.key)!,
  );
  const downtown = DOWNTOWN_TOWNSHIP_KEYS.map((k) => townshipGuid.get(k)!);
  const methods = seed.canShipEverywhere
    ? [
        { name: 'Yangon Standard Delivery', region: 'Myanmar', townships: yangon, surcharge: 0 },
        {
          name: 'Yangon Express (same day)',
          region: 'Myanmar',
          townships: downtown,
          surcharge: 2_000,
        },
        { name: 'Mandalay Delivery', region: 'Myanmar', townships: mandalay, surcharge: 1_000 },
      ]
    : [{ name: 'Downtown Bike Delivery', region: 'Myanmar', townships: downtown, surcharge: 0 }];
  if (seed.isDefault)
    methods.push({
      name: 'Bangkok Air Parcel',
      region: 'Thailand',
      townships: [],
      surcharge: 15_000,
    });
  return methods.map((m, position) => ({
    guid: r.uuid(),
    shopGuid,
    name: m.name,
    regionName: m.region,
    townships: m.townships,
    position,
    rates: MYANMAR_BANDS.map((b, i) => ({
      guid: r.uuid(),
      fromGrams: Math.round(b.fromKg * 1000),
      toGrams: Math.round(b.toKg * 1000),
      priceMinor: (b.priceMmk + m.surcharge) * 100,
      position: i,
    })),
  }));
}

async function customerRows(rng: Rng, townshipGuid: Map<string, string>, createdAt: string) {
  const c = DEMO_CUSTOMER;
  const personGuid = rng.uuid();
  const userGuid = rng.uuid();
  const addressRow = (a: DemoAddressSeed, i: number) => {
    const township = a.townshipKey ? TOWNSHIPS.find((t) => t.key === a.townshipKey) : undefined;
    if (a.townshipKey && !township) throw new Error(`Unknown township ${a.townshipKey}`);
    const region = REGIONS.find((r) => r.key === a.regionKey);
    if (!region) throw new Error(`Unknown region ${a.regionKey}`);
    // Later addresses are older, so the first one is listed (and preselected) first.
    const at = new Date(Date.parse(createdAt) - i * 60_000).toISOString();
    return {
      guid: rng.uuid(),
      ownerGuid: userGuid,
      name: a.name,
      address: a.address,
      street: a.street,
      townshipGuid: township ? townshipGuid.get(township.key)! : null,
      township: township?.name ?? null,
      country: region.name,
      countryGuid: null,
      regionName: region.name,
      primaryPhone: a.primaryPhone,
      otherPhones: a.otherPhones,
      email: a.email,
      comment: a.comment,
      addressType: 'Customer',
      createdAt: at,
      updatedAt: at,
    };
  };
  return {
    person: {
      guid: personGuid,
      name: c.name,
      phone: c.phone,
      email: c.email,
      emailLower: c.email.toLowerCase(),
      address: c.address.address,
      avatarImageGuid: null,
      createdAt,
      updatedAt: createdAt,
    },
    user: {
      guid: userGuid,
      personGuid,
      username: c.username,
      usernameLower: c.username.toLowerCase(),
      passwordHash: await hashPassword(c.password),
      role: 'Customer',
      shopGuid: null,
      selfRegister: 1 as const,
      createdAt,
      updatedAt: createdAt,
    },
    addresses: [c.address, ...c.otherAddresses].map(addressRow),
  };
}

/** One staff account per demo shop: `<slug>-seller`, the demo seller password. */
async function sellerRows(
  rng: Rng,
  shops: { guid: string; slug: string; name: string }[],
  createdAt: string,
) {
  const rows = SHOPS.map((seed) => {
    const staff = DEMO_SELLERS.find((s) => s.shopKey === seed.key);
    if (!staff) throw new Error(`No demo seller for shop ${seed.key}`);
    const shop = shops.find((s) => s.slug === seed.slug)!;
    return { staff, shop, personGuid: rng.uuid(), userGuid: rng.uuid() };
  });
  // Hashed side by side: argon2 runs on the thread pool, and each hash has its own salt.
  const hashes = await Promise.all(rows.map(() => hashPassword(DEMO_SELLER_PASSWORD)));
  return rows.map(({ staff, shop, personGuid, userGuid }, i) => ({
    person: {
      guid: personGuid,
      name: staff.name,
      phone: staff.phone,
      email: null,
      emailLower: null,
      address: null,
      avatarImageGuid: null,
      createdAt,
      updatedAt: createdAt,
    },
    user: {
      guid: userGuid,
      personGuid,
      username: demoSellerUsername(shop.slug),
      usernameLower: demoSellerUsername(shop.slug).toLowerCase(),
      passwordHash: hashes[i]!,
      role: SELLER_ROLE,
      shopGuid: shop.guid,
      selfRegister: 0 as const,
      createdAt,
      updatedAt: createdAt,
    },
  }));
}

/** The business's demo owner account (no shop of its own). */
async function ownerRows(rng: Rng, createdAt: string) {
  const personGuid = rng.uuid();
  return {
    person: {
      guid: personGuid,
      name: DEMO_OWNER.name,
      phone: DEMO_OWNER.phone,
      email: null,
      emailLower: null,
      address: null,
      avatarImageGuid: null,
      createdAt,
      updatedAt: createdAt,
    },
    user: {
      guid: rng.uuid(),
      personGuid,
      username: DEMO_OWNER.username,
      usernameLower: DEMO_OWNER.username.toLowerCase(),
      passwordHash: await hashPassword(DEMO_OWNER.password),
      role: OWNER_ROLE,
      shopGuid: null,
      selfRegister: 0 as const,
      createdAt,
      updatedAt: createdAt,
    },
  };
}

async function writePlan(db: Db, plan: Plan): Promise<void> {
  const k = db.kysely;
  await insertImages(db, plan.images);
  await k.insertInto('regions').values(plan.regions).execute();
  await k.insertInto('townships').values(plan.townships).execute();
  await k.insertInto('categories').values(plan.categories).execute();
  await k.insertInto('shops').values(plan.shops).execute();
  for (const m of plan.shipping) {
    await k
      .insertInto('shippingMethods')
      .values({
        guid: m.guid,
        shopGuid: m.shopGuid,
        name: m.name,
        regionName: m.regionName,
        currencyCode: 'MMK',
        position: m.position,
      })
      .execute();
    if (m.townships.length > 0) {
      await k
        .insertInto('shippingMethodTownships')
        .values(m.townships.map((townshipGuid) => ({ shippingMethodGuid: m.guid, townshipGuid })))
        .execute();
    }
    await k
      .insertInto('shippingRates')
      .values(m.rates.map((r) => ({ ...r, shippingMethodGuid: m.guid })))
      .execute();
  }
  await insertProducts(db, plan.products);
  await insertReviews(db, plan.reviews);
  await k.insertInto('promoCodes').values(plan.promos).execute();
  await k.insertInto('paymentTypes').values(plan.paymentTypes).execute();
  await k.insertInto('paymentAccounts').values(plan.paymentAccounts).execute();
  await k.insertInto('persons').values(plan.customer.person).execute();
  await k.insertInto('users').values(plan.customer.user).execute();
  await k.insertInto('addresses').values(plan.customer.addresses).execute();
  await k
    .insertInto('persons')
    .values(plan.sellers.map((s) => s.person))
    .execute();
  await k
    .insertInto('users')
    .values(plan.sellers.map((s) => s.user))
    .execute();
  await k.insertInto('persons').values(plan.owner.person).execute();
  await k.insertInto('users').values(plan.owner.user).execute();
}
