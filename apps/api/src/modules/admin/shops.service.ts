import { randomUUID } from 'node:crypto';
import type { AdminShop, ShopWrite } from '@storefront/contract/admin-shops';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { normalizeUserText } from '../../lib/text';
import { nowIso } from '../../lib/time';
import {
  findAdminShop,
  findDefaultCurrency,
  findTakenHostNames,
  findUsableImages,
  insertShop,
  isSlugTaken,
  lockShop,
  recordShopAudit,
  replaceHostNames,
  updateShop,
  type ShopRow,
} from './shops.repository';

/**
 * The business opens and edits its shops (docs/decisions/0030-shops.md). A shop's own address
 * is `<slug>.<base host>` (the default shop's is the base host itself); extra host names serve
 * it too. Every check and the write, with its audit entry, run in one transaction.
 */

/** The shop's own host name: the default shop is the base host, every other `<slug>.<base>`. */
export function ownHostNameOf(slug: string, baseHost: string, isDefault: boolean): string {
  return isDefault ? baseHost : `${slug}.${baseHost}`;
}

const conflict = (message: string, field: string) => new AppError(409, message, field);

/** Text a person typed, as stored (Zawgyi converted, control characters gone); null when nothing is left. */
function tidy(text: string | null): string | null {
  if (text === null) return null;
  const tidied = normalizeUserText(text);
  return tidied === '' ? null : tidied;
}

function rowOf(body: ShopWrite, hostName: string): ShopRow {
  const name = tidy(body.name);
  if (!name) throw badRequest('name is required.', 'name');
  const address = tidy(body.address);
  if (!address) throw badRequest('address is required.', 'address');
  return {
    name,
    nameMm: tidy(body.nameMm),
    slug: body.slug,
    hostName,
    primaryPhone: body.primaryPhone,
    address,
    addressMm: tidy(body.addressMm),
    facebookUrl: body.facebookUrl,
    viberUrl: body.viberUrl,
    logoImageGuid: body.logoImageGuid,
    bannerImageGuid: body.bannerImageGuid,
    status: body.status,
    cashOnDelivery: body.cashOnDelivery,
  };
}

async function checkClaims(trx: Db, row: ShopRow, hostNames: string[], shopGuid: string | null) {
  if (await isSlugTaken(trx, row.slug, shopGuid)) {
    throw conflict(`Another shop already has the slug ${row.slug}.`, 'slug');
  }
  if ((await findTakenHostNames(trx, [row.hostName], shopGuid)).length > 0) {
    throw conflict(`Another shop already answers on ${row.hostName}: choose another slug.`, 'slug');
  }
  if (hostNames.includes(row.hostName)) {
    throw badRequest(
      `hostNames repeats the shop's own address ${row.hostName}; list only other host names.`,
      'hostNames',
    );
  }
  const taken = await findTakenHostNames(trx, hostNames, shopGuid);
  if (taken.length > 0) {
    throw conflict(`Another shop already answers on ${taken.join(', ')}.`, 'hostNames');
  }
  const images = [row.logoImageGuid, row.bannerImageGuid].filter((g): g is string => g !== null);
  const usable = await findUsableImages(trx, images);
  for (const field of ['logoImageGuid', 'bannerImageGuid'] as const) {
    const guid = row[field];
    if (guid !== null && !usable.has(guid)) {
      throw new AppError(
        422,
        `${field} is not an uploaded picture. Upload the picture again.`,
        field,
      );
    }
  }
}

/** A unique index refused the write: another request took the slug or a host name meanwhile. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('Another shop took this slug or host name a moment ago.', 'slug');
    }
    throw error;
  }
}

export async function createShop(
  db: Db,
  actorGuid: string,
  body: ShopWrite,
  baseHost: string,
): Promise<AdminShop> {
  const row = rowOf(body, ownHostNameOf(body.slug, baseHost, false));
  const guid = randomUUID();
  return guarded(() =>
    inTransaction(db, async (trx) => {
      await checkClaims(trx, row, body.hostNames, null);
      await insertShop(trx, {
        ...row,
        guid,
        currencyCode: await findDefaultCurrency(trx),
        createdAt: nowIso(),
      });
      await replaceHostNames(trx, guid, body.hostNames);
      const after = await findAdminShop(trx, guid);
      if (!after) throw new Error('the new shop was not found in its own transaction');
      await recordShopAudit(trx, {
        actorGuid,
        action: 'shop.create',
        entityType: 'shop',
        entityGuid: guid,
        shopGuid: guid,
        before: null,
        after: auditedShop(after),
      });
      return after;
    }),
  );
}

export async function editShop(
  db: Db,
  actorGuid: string,
  shopGuid: string,
  body: ShopWrite,
  baseHost: string,
): Promise<AdminShop> {
  return guarded(() =>
    inTransaction(db, async (trx) => {
      if (!(await lockShop(trx, shopGuid))) throw notFound('Shop');
      const before = await findAdminShop(trx, shopGuid);
      if (!before) throw notFound('Shop');
      const row = rowOf(body, ownHostNameOf(body.slug, baseHost, before.isDefault));
      await checkClaims(trx, row, body.hostNames, shopGuid);
      if (!(await updateShop(trx, shopGuid, row))) throw notFound('Shop');
      await replaceHostNames(trx, shopGuid, body.hostNames);
      const after = await findAdminShop(trx, shopGuid);
      if (!after) throw notFound('Shop');
      await recordShopAudit(trx, {
        actorGuid,
        action: 'shop.update',
        entityType: 'shop',
        entityGuid: shopGuid,
        shopGuid,
        before: auditedShop(before),
        after: auditedShop(after),
      });
      return after;
    }),
  );
}

/** The shop as the audit log keeps it: what an owner sets, not the counts that move on their own. */
function auditedShop(shop: AdminShop) {
  const { productCount: _products, staffCount: _staff, ...kept } = shop;
  return kept;
}
