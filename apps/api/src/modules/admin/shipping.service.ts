import { isMyanmar } from '@storefront/commerce/address';
import { bandFor, bandProblemMessage, bandProblems } from '@storefront/commerce/weight-bands';
import {
  SHIPPING_NAME_MAX,
  type AdminShippingMethod,
  type AdminShippingPut,
  type ShippingPreviewItem,
} from '@storefront/contract/admin-shipping';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { normalizeDisplayName, normalizeUserText } from '../../lib/text';
import {
  findTownships,
  listRegionNames,
  listShopShipping,
  replaceShopShipping,
  saveShippingAudit,
  shopExists,
  type MethodToSave,
} from './shipping.repository';

const refuse = (message: string, field: string) => new AppError(422, message, field);

/**
 * Two owners saving at the same moment: the later save met rows the earlier one wrote (a unique
 * name or key). Nothing of it was written; the owner reloads and saves again.
 */
function isSaveRace(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'))
  );
}

const saveRace = () =>
  new AppError(
    409,
    'The delivery methods were saved by someone else at the same moment. Please load them again.',
  );

const noSuchShop = () => new AppError(404, 'There is no such shop.', 'shopGuid');

function nameOf(text: string, field: string, required: boolean): string {
  const name = normalizeDisplayName(normalizeUserText(text)).replace(/\s+/g, ' ');
  if (!name && required) throw refuse('Please enter the delivery method’s name.', field);
  if ([...name].length > SHIPPING_NAME_MAX)
    throw refuse(`A delivery method’s name is at most ${SHIPPING_NAME_MAX} characters.`, field);
  return name;
}

/**
 * The owner's list checked against the rules: names, regions, townships that exist (Myanmar
 * methods only), bands by the band rule, ids that are this shop's own methods.
 */
function checkedMethods(
  current: AdminShippingMethod[],
  body: AdminShippingPut,
  regions: string[],
  townships: Set<string>,
): MethodToSave[] {
  const currentGuids = new Set(current.map((m) => m.guid));
  const seenGuids = new Set<string>();
  const seenNames = new Map<string, number>();
  return body.methods.map((method, index) => {
    const at = `methods[${index}]`;
    if (method.guid) {
      if (!currentGuids.has(method.guid) || seenGuids.has(method.guid))
        throw refuse(
          `Method ${index + 1} is not one of this shop’s delivery methods.`,
          `${at}.guid`,
        );
      seenGuids.add(method.guid);
    }
    const name = nameOf(method.name, `${at}.name`, true);
    const twin = seenNames.get(name.toLowerCase());
    if (twin !== undefined)
      throw refuse(`Methods ${twin + 1} and ${index + 1} are both called ${name}.`, `${at}.name`);
    seenNames.set(name.toLowerCase(), index);
    const nameMm = nameOf(method.nameMm ?? '', `${at}.nameMm`, false);
    const region = regions.find((r) => r.toLowerCase() === method.region.trim().toLowerCase());
    if (!region)
      throw refuse(
        `${name}: ${method.region.slice(0, 60)} is not a region we deliver in.`,
        `${at}.region`,
      );

    const seenTownships = new Set<string>();
    method.townships.forEach((guid, townshipIndex) => {
      const field = `${at}.townships[${townshipIndex}]`;
      if (!isMyanmar(region))
        throw refuse(`${name}: townships are chosen only for deliveries in Myanmar.`, field);
      if (!townships.has(guid))
        throw refuse(`${name}: township ${townshipIndex + 1} is not a known township.`, field);
      if (seenTownships.has(guid))
        throw refuse(`${name}: township ${townshipIndex + 1} is listed twice.`, field);
      seenTownships.add(guid);
    });

    const problems = bandProblems(method.bands);
    const problem = problems[0];
    if (problem)
      throw refuse(
        `${name}: ${bandProblemMessage(problem, method.bands)}`,
        problem.index < 0 ? `${at}.bands` : `${at}.bands[${problem.index}]`,
      );
    return {
      guid: method.guid ?? null,
      name,
      nameMm,
      region,
      enabled: method.enabled,
      townships: [...seenTownships],
      bands: method.bands.map((b) => ({ fromGrams: b.fromGrams, toGrams: b.toGrams, fee: b.fee })),
    };
  });
}

export async function readShopShipping(db: Db, shopGuid: string): Promise<AdminShippingMethod[]> {
  if (!(await shopExists(db, shopGuid))) throw noSuchShop();
  return listShopShipping(db, shopGuid);
}

/** PUT v1/admin/shops/{shopGuid}/shipping: the shop's list replaced in one transaction, audited. */
export async function saveShopShipping(
  db: Db,
  actorGuid: string,
  shopGuid: string,
  body: AdminShippingPut,
): Promise<AdminShippingMethod[]> {
  if (!(await shopExists(db, shopGuid))) throw noSuchShop();
  return inTransaction(db, async (trx) => {
    const before = await listShopShipping(trx, shopGuid);
    const [regions, townships] = await Promise.all([
      listRegionNames(trx),
      findTownships(trx, [...new Set(body.methods.flatMap((m) => m.townships))]),
    ]);
    const methods = checkedMethods(before, body, regions, townships);
    await replaceShopShipping(trx, shopGuid, methods, before);
    const after = await listShopShipping(trx, shopGuid);
    await saveShippingAudit(trx, {
      actorGuid,
      action: 'shipping.update',
      entityType: 'shipping',
      entityGuid: shopGuid,
      shopGuid,
      before: { methods: before },
      after: { methods: after },
    });
    return after;
  }).catch((error: unknown) => {
    throw isSaveRace(error) ? saveRace() : error;
  });
}

/** The saved, switched-on methods that take this weight to this township, with their fee. */
export async function previewShipping(
  db: Db,
  shopGuid: string,
  weightGrams: number,
  townshipGuid: string,
): Promise<ShippingPreviewItem[]> {
  if (!(await shopExists(db, shopGuid))) throw noSuchShop();
  if (!(await findTownships(db, [townshipGuid])).has(townshipGuid))
    throw new AppError(404, 'There is no such township.', 'townshipGuid');
  const methods = await listShopShipping(db, shopGuid);
  return methods.flatMap((method) => {
    if (!method.enabled || !isMyanmar(method.region)) return [];
    if (method.townships.length > 0 && !method.townships.includes(townshipGuid)) return [];
    const band = bandFor(method.bands, weightGrams);
    if (!band) return [];
    return [
      {
        methodGuid: method.guid,
        name: method.name,
        nameMm: method.nameMm,
        fee: band.fee,
        currencyCode: method.currencyCode,
        bandIndex: band.index,
      },
    ];
  });
}
