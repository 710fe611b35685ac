/** docs/product.md#compare-limit: the compare list holds at most 3 products. */
export const COMPARE_MAX = 3;

type Comparable = { guid: string };

/**
 * docs/product.md#compare-limit: adding is blocked when the product is already listed or when more than 2 are listed;
 * the add buttons use this to disable themselves.
 */
export function canAddToCompare(list: readonly Comparable[], guid: string): boolean {
  return list.length < COMPARE_MAX && !list.some((item) => item.guid === guid);
}

/** Returns a new list with `item` appended, or an unchanged copy when adding is blocked. */
export function addToCompare<T extends Comparable>(list: readonly T[], item: T): T[] {
  return canAddToCompare(list, item.guid) ? [...list, item] : [...list];
}

export function removeFromCompare<T extends Comparable>(list: readonly T[], guid: string): T[] {
  return list.filter((item) => item.guid !== guid);
}

/** docs/product.md#compare-limit: toggling removes a listed product and adds an absent one when adding is allowed. */
export function toggleCompare<T extends Comparable>(list: readonly T[], item: T): T[] {
  return list.some((existing) => existing.guid === item.guid)
    ? removeFromCompare(list, item.guid)
    : addToCompare(list, item);
}
