/**
 * docs/product.md#storage-keys: the browser storage keys, exactly as the product names them. Other tools (end-to-end tests,
 * support staff reading a customer's storage) rely on these names, so they never change.
 */
export const STORAGE_KEYS = {
  region: 'region',
  cartItems: 'cartItems',
  comparedItems: 'comparedItems',
  lang: 'lang',
  authToken: 'authToken',
  userData: 'userData',
  shopInfo: 'shopInfo',
  shopHostName: 'shopHostName',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (private mode, blocked cookies): the app then keeps state in memory.
    return null;
  }
}

/**
 * Plain strings (region guid, host name, token) are stored as they are; anything else as JSON.
 * Reading accepts both, so a value written by hand or by an older build still loads.
 */
export function readStoredString(key: StorageKey): string | null {
  const raw = storage()?.getItem(key) ?? null;
  if (raw === null || raw === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
}

/** Parses the stored JSON and hands it to `guard`; anything unreadable counts as absent. */
export function readStoredJson<T>(
  key: StorageKey,
  guard: (value: unknown) => value is T,
): T | null {
  const raw = storage()?.getItem(key) ?? null;
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return guard(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes a value, or removes the key when the value is null or undefined. */
export function writeStored(key: StorageKey, value: unknown): void {
  const target = storage();
  if (!target) return;
  try {
    if (value === null || value === undefined) target.removeItem(key);
    else target.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Quota exceeded: the in-memory state stays right; only the copy for the next visit is lost.
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
