import { isMyanmar } from './address';
import { convertCurrency, MMK } from './currency';
import type { CurrencyRate } from './currency';
import { roundWeight } from './money';

/** One weight band of a shipping method: weights in kg, inclusive at both ends; price in MMK. */
export type WeightBand = { from: number; to: number; price: number };

/**
 * The shape the shipping rules read (docs/product.md#records-catalog "Shipping method"). It is structural so that this
 * package stays free of dependencies; the contract's ShippingMethod fits it.
 */
export type ShippingMethod = {
  guid: string;
  name: string;
  /** Region name the method serves, e.g. 'Myanmar'. */
  region: string;
  /** Township guids; empty means the whole region. */
  township: readonly string[];
  priceRate: readonly WeightBand[];
};

export type ShippingAddress = { regionName: string; townshipGuid?: string | null };

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Shop weights are sums of floats (0.1 + 0.2 is 0.30000000000000004); docs/product.md#weight rounds weight to
 * 2 decimals, so compare the rounded weight or a 0.3 kg parcel would miss a band ending at 0.3.
 */
function findBand(method: ShippingMethod, totalWeight: number): WeightBand | null {
  if (!Number.isFinite(totalWeight) || totalWeight < 0) return null;
  const weight = roundWeight(totalWeight);
  return method.priceRate.find((band) => band.from <= weight && weight <= band.to) ?? null;
}

/**
 * docs/product.md#shipping-eligibility: a method is offered only if its region equals the address's region name
 * (case-insensitive), the weight lies within at least one band, and — when the method lists
 * townships and the region is Myanmar — the address township is among them.
 */
function isShippable(
  method: ShippingMethod,
  address: ShippingAddress,
  totalWeight: number,
): boolean {
  if (!sameName(method.region, address.regionName)) return false;
  if (findBand(method, totalWeight) === null) return false;
  if (method.township.length > 0 && isMyanmar(address.regionName)) {
    const township = address.townshipGuid;
    return township != null && method.township.includes(township);
  }
  return true;
}

export function eligibleShippingMethods<M extends ShippingMethod>(
  methods: readonly M[],
  address: ShippingAddress,
  totalWeight: number,
): M[] {
  return methods.filter((method) => isShippable(method, address, totalWeight));
}

/**
 * docs/product.md#shipping-fee: the fee is the price of the FIRST matching weight band, in MMK, converted to the
 * order currency when it differs (source → MMK → target). Null when no band matches or
 * the conversion is impossible.
 */
export function shippingFee(
  method: ShippingMethod,
  totalWeight: number,
  orderCurrency: string,
  regions: readonly CurrencyRate[],
): number | null {
  const band = findBand(method, totalWeight);
  if (band === null) return null;
  return convertCurrency(band.price, MMK, orderCurrency, regions);
}

/**
 * docs/product.md#shipping-selection: the first valid method is selected automatically whenever the valid list changes, but
 * a choice the shopper made is kept while it is still valid.
 */
export function selectDefaultShipping<M extends { guid: string }>(
  validMethods: readonly M[],
  currentGuid: string | null | undefined,
): M | null {
  const current = validMethods.find((method) => method.guid === currentGuid);
  return current ?? validMethods[0] ?? null;
}
