import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection';
import { addSeller } from '../../modules/seller/seller-accounts.service';
import { addCategoryTree, addProduct, addShop, variant } from '../../test/fixtures';
import { addRegion, addTownship } from '../../test/region-fixtures';
import { addShippingMethod } from '../../test/sales-fixtures';

/** Prices in MMK, weights in kg, as the wire has them. */
export const PLENTY = { price: 2_000, weightKg: 0.2, stock: 1_000, preSale: 0 };
/** Runs out during a storm: a few units in stock, a few more on pre-sale. */
export const SCARCE = { price: 5_000, weightKg: 0.3, stock: 5, preSale: 3 };
export const GIFT_WRAP_PRICE = 500;
export const SHIPPING_FEE = 3_000;
export const SELLER_PASSWORD = 'proof-seller-pass-2024';

export interface StormWorld {
  shopGuid: string;
  shopSlug: string;
  productGuid: string;
  plenty: string;
  scarce: string;
  giftWrap: string;
  shipping: string;
  /** Where the shoppers live. */
  township: string;
  seller: { username: string; password: string };
}

/**
 * One shop selling one product in a plentiful and a scarce option, a gift-wrap addon, one
 * nationwide shipping method (0–20 kg, one fee) and one staff account. The region Myanmar is
 * added unless the database already has it (the demo seed does).
 */
export async function addStormWorld(db: Db): Promise<StormWorld> {
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
  const shop = await addShop(db, { name: `Storm Shop ${randomUUID().slice(0, 6)}` });
  const giftWrap = randomUUID();
  const product = await addProduct(db, shop.guid, leaves[0]!, {
    name: 'Longyi',
    variants: [
      variant({
        name: 'Plenty',
        priceSell: PLENTY.price,
        weightKg: PLENTY.weightKg,
        stockQty: PLENTY.stock,
        preSaleLimit: PLENTY.preSale,
      }),
      variant({
        name: 'Scarce',
        priceSell: SCARCE.price,
        weightKg: SCARCE.weightKg,
        stockQty: SCARCE.stock,
        preSaleLimit: SCARCE.preSale,
      }),
    ],
    addons: [{ guid: giftWrap, name: 'Gift wrap', price: GIFT_WRAP_PRICE }],
  });
  const shipping = await addShippingMethod(db, shop.guid, {
    name: 'Nationwide',
    bands: [{ from: 0, to: 20, price: SHIPPING_FEE }],
  });
  const { slug } = await db.kysely
    .selectFrom('shops')
    .select('slug')
    .where('guid', '=', shop.guid)
    .executeTakeFirstOrThrow();
  const username = `storm-staff-${randomUUID().slice(0, 6)}`;
  await addSeller(db, {
    shop: slug,
    username,
    password: SELLER_PASSWORD,
    name: 'Ma Storm Staff',
  });
  const plenty = product.variants[0]!;
  const scarce = product.variants[1]!;
  return {
    shopGuid: shop.guid,
    shopSlug: slug,
    productGuid: product.guid,
    plenty: plenty.guid,
    scarce: scarce.guid,
    giftWrap,
    shipping,
    township,
    seller: { username, password: SELLER_PASSWORD },
  };
}
