import { randomUUID } from 'node:crypto';
import type { Notification, NotificationPreferences } from '@storefront/contract/notifications';
import type { FastifyRequest } from 'fastify';
import { languageOfAcceptLanguage } from '@storefront/contract/language-address';
import type { Db } from '../../db/connection';
import { badRequest } from '../../lib/errors';
import {
  countNotifications,
  findPreferences,
  listNotifications,
  markNotificationsRead,
  savePreferences,
  savePushSubscription,
  setUserLanguage,
  trimPushSubscriptions,
} from './notifications.repository';
import { notificationText, type Language } from './notification-text';
import { endpointRefusal } from './push-address';

/** Browsers one account keeps push subscriptions for; a new one past it drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 10;

/**
 * The language the request's person uses now: the web app's `lang` cookie (set when they pick
 * a language; it rides along with every call to the same origin), else the browser's
 * Accept-Language, weighed as a page's first visit weighs it
 * (docs/decisions/0035-language-addresses.md); null when neither says.
 */
export function requestLanguage(request: FastifyRequest): Language | null {
  const cookie = request.headers.cookie ?? '';
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookie);
  const value = match?.[1] ? decodeURIComponentSafe(match[1]) : undefined;
  if (value === 'mm' || value === 'en') return value;
  const accept = request.headers['accept-language'];
  return languageOfAcceptLanguage(Array.isArray(accept) ? accept[0] : accept);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Remembers the language the signed-in person uses, which their notifications are written in. */
export async function rememberLanguage(db: Db, request: FastifyRequest): Promise<void> {
  const language = requestLanguage(request);
  if (language && request.userGuid) await setUserLanguage(db, request.userGuid, language);
}

export async function notificationPage(db: Db, userGuid: string, first: number, max: number) {
  const [rows, counts] = await Promise.all([
    listNotifications(db, userGuid, first, max),
    countNotifications(db, userGuid),
  ]);
  const items: Notification[] = rows.map((row) => {
    const text = notificationText(row);
    return {
      guid: row.guid,
      kind: row.kind,
      title: text.title,
      body: text.body,
      link: text.link,
      invoiceNo: row.invoiceNo,
      saleGuid: row.saleGuid,
      status: row.status,
      shopGuid: row.shopGuid,
      shopName: row.language === 'mm' ? (row.shopNameMm ?? row.shopName) : row.shopName,
      createdOn: row.createdAt,
      readOn: row.readAt,
    };
  });
  return { items, totalRecords: counts.total, unread: counts.unread };
}

export async function markRead(db: Db, userGuid: string, guids: string[] | undefined) {
  const marked = await markNotificationsRead(
    db,
    userGuid,
    guids ? [...new Set(guids)] : null,
    new Date().toISOString(),
  );
  const { unread } = await countNotifications(db, userGuid);
  return { marked, unread };
}

export async function preferencesOf(db: Db, userGuid: string): Promise<NotificationPreferences> {
  const row = await findPreferences(db, userGuid);
  return {
    push: row ? row.push === 1 : true,
    email: row ? row.email === 1 : true,
    newOrders: row ? row.newOrders === 1 : true,
  };
}

export async function setPreferences(
  db: Db,
  userGuid: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await savePreferences(db, {
    userGuid,
    push: preferences.push ? 1 : 0,
    email: preferences.email ? 1 : 0,
    newOrders: preferences.newOrders ? 1 : 0,
    updatedAt: new Date().toISOString(),
  });
  return preferences;
}

export async function subscribePush(
  db: Db,
  userGuid: string,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  allowPrivateHosts: boolean,
): Promise<void> {
  const refusal = endpointRefusal(subscription.endpoint, allowPrivateHosts);
  if (refusal) throw badRequest(refusal, 'endpoint');
  const key = Buffer.from(subscription.keys.p256dh, 'base64url');
  if (key.length !== 65 || key[0] !== 4) {
    throw badRequest('keys.p256dh must be an uncompressed P-256 public key.', 'keys.p256dh');
  }
  if (Buffer.from(subscription.keys.auth, 'base64url').length !== 16) {
    throw badRequest('keys.auth must be 16 bytes.', 'keys.auth');
  }
  await savePushSubscription(db, {
    guid: randomUUID(),
    userGuid,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    createdAt: new Date().toISOString(),
  });
  await trimPushSubscriptions(db, userGuid, PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
}
