import { useSyncExternalStore } from 'react';
import type { SellerProfile } from '@storefront/contract/seller';

/**
 * The shop staff's session, kept apart from the shopper's: its own storage key, never the
 * shopper's `authToken` / `userData` (docs/product.md#storage-keys), so a shopper signed in on the same browser stays
 * signed in, and a staff sign-out leaves them alone. It lives outside the Redux store because
 * the shop's store persists the shopper's keys only.
 */
export const SELLER_SESSION_KEY = 'sellerAuth';

export type SellerSession = { token: string; profile: SellerProfile };

/**
 * Why the last session ended: 'expired' when the server stopped accepting it (a 401 or 403),
 * 'disabled' when an owner switched the account off.
 */
export type SessionEnd = 'signed-out' | 'expired' | 'disabled';

const listeners = new Set<() => void>();
/** Used when the browser refuses storage (private mode): the session then lasts the tab. */
let memoryCopy: string | null = null;
let cached: { raw: string | null; session: SellerSession | null } = { raw: null, session: null };
let lastEnd: SessionEnd | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SELLER_SESSION_KEY);
  } catch {
    return memoryCopy;
  }
}

function writeRaw(value: string | null): void {
  memoryCopy = value;
  try {
    if (value === null) window.localStorage.removeItem(SELLER_SESSION_KEY);
    else window.localStorage.setItem(SELLER_SESSION_KEY, value);
  } catch {
    // Storage is unavailable or full: the in-memory copy carries the session.
  }
  for (const listener of listeners) listener();
}

function isSession(value: unknown): value is SellerSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, profile } = value as Record<string, unknown>;
  if (typeof token !== 'string' || !token || typeof profile !== 'object' || profile === null)
    return false;
  const { name, shop } = profile as Record<string, unknown>;
  return typeof name === 'string' && typeof shop === 'object' && shop !== null;
}

/** The current session, read from storage each time (another tab may have ended it). */
export function getSellerSession(): SellerSession | null {
  const raw = readRaw();
  // The same text gives the same object, as useSyncExternalStore needs.
  if (raw === cached.raw) return cached.session;
  let session: SellerSession | null;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    session = isSession(parsed) ? parsed : null;
  } catch {
    session = null;
  }
  cached = { raw, session };
  return session;
}

export function getSellerToken(): string | null {
  return getSellerSession()?.token ?? null;
}

export function startSellerSession(session: SellerSession): void {
  lastEnd = null;
  writeRaw(JSON.stringify(session));
}

export function endSellerSession(reason: SessionEnd): void {
  if (readRaw() === null) return;
  lastEnd = reason;
  writeRaw(null);
}

/** Keeps the signed-in profile (shop name, staff name) fresh without touching the token. */
export function refreshSellerProfile(profile: SellerProfile): void {
  const session = getSellerSession();
  if (!session || JSON.stringify(session.profile) === JSON.stringify(profile)) return;
  writeRaw(JSON.stringify({ ...session, profile }));
}

/** How the last session of this tab ended, so the sign-in page can tell staff why they are there. */
export function lastSessionEnd(): SessionEnd | null {
  return lastEnd;
}

/**
 * The shop an owner works in (docs/decisions/0029-owners.md#console), kept beside the session
 * under its own key: every console call names it in the `x-shop-guid` header. Staff never have
 * one; their token names their shop.
 */
export const SELLER_SHOP_KEY = 'sellerShop';

let memoryShop: string | null = null;

function readShop(): string | null {
  try {
    return window.localStorage.getItem(SELLER_SHOP_KEY);
  } catch {
    return memoryShop;
  }
}

/** The shop the signed-in owner chose; null for staff, or before an owner chose one. */
export function getSellerShopChoice(): string | null {
  const session = getSellerSession();
  if (session?.profile.role !== 'Owner') return null;
  const shopGuid = readShop();
  return shopGuid && /^[0-9a-f-]{36}$/i.test(shopGuid) ? shopGuid : null;
}

/** An owner moves to another shop: every console call from now on names it. */
export function chooseSellerShop(shopGuid: string): void {
  memoryShop = shopGuid;
  try {
    window.localStorage.setItem(SELLER_SHOP_KEY, shopGuid);
  } catch {
    // Storage is unavailable: the in-memory copy carries the choice.
  }
  for (const listener of listeners) listener();
}

/** The chosen shop is gone (the server no longer knows it): back to the default shop. */
export function forgetSellerShop(): void {
  memoryShop = null;
  try {
    window.localStorage.removeItem(SELLER_SHOP_KEY);
  } catch {
    // Storage is unavailable: the in-memory copy was the choice.
  }
  for (const listener of listeners) listener();
}

/**
 * The server says the account must choose its own password first: the profile says so too, and
 * the console shows the password screen only.
 */
export function markPasswordChangeDue(): void {
  const session = getSellerSession();
  if (!session || session.profile.mustChangePassword) return;
  writeRaw(
    JSON.stringify({ ...session, profile: { ...session.profile, mustChangePassword: true } }),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A sign-in or sign-out in another tab reaches this one through the storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SELLER_SESSION_KEY || event.key === SELLER_SHOP_KEY || event.key === null)
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSellerSession(): SellerSession | null {
  return useSyncExternalStore(subscribe, getSellerSession, () => null);
}

/** The owner's chosen shop (null for staff), re-rendering when it changes in any tab. */
export function useSellerShopChoice(): string | null {
  return useSyncExternalStore(subscribe, getSellerShopChoice, () => null);
}
