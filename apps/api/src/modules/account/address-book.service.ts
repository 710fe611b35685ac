import { randomUUID } from 'node:crypto';
import type {
  Address,
  AddressCreateRequest,
  AddressFields,
  AddressUpdateRequest,
} from '@storefront/contract/account';
import { isMyanmar } from '@storefront/commerce/address';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { normalizeDisplayName, normalizeUserText } from '../../lib/text';
import { nowIso } from '../../lib/time';
import {
  countAddresses,
  deleteAddress,
  findTownship,
  insertAddress,
  listAddresses,
  listRegionNames,
  updateAddress,
  type AddressValues,
} from './address-book.repository';
import { normalizeAddressPhone } from '@storefront/commerce/phone';

/** Enough for home, office and family; a bound on what one account can make us store. */
export const MAX_ADDRESSES = 50;

const isGuid = (v: string | null | undefined): v is string =>
  typeof v === 'string' && z.uuid().safeParse(v).success;

/** Required text after Zawgyi → Unicode normalisation, which may leave nothing. */
function requiredText(value: string, field: string, label: string): string {
  const text = normalizeUserText(value);
  if (!text) throw badRequest(`Please enter the ${label}.`, field);
  return text;
}

/**
 * An address form turned into stored values (docs/product.md#address-forms): the country must be one of the regions (its
 * name becomes the region name shipping is matched on); a Myanmar address needs a known
 * township, any other country has none (docs/product.md#address-forms); phones are normalised.
 */
async function resolveAddress(db: Db, body: AddressFields): Promise<AddressValues> {
  const regions = await listRegionNames(db);
  const countryName = normalizeUserText(body.country).toLowerCase();
  const region =
    (isGuid(body.countryGuid) ? regions.find((r) => r.guid === body.countryGuid) : undefined) ??
    regions.find((r) => r.name.toLowerCase() === countryName);
  if (!region) throw badRequest('Please choose a country from the list.', 'country');

  let township: { guid: string; name: string } | null = null;
  if (isMyanmar(region.name)) {
    const townshipGuid = body.townshipGuid || body.township;
    if (!townshipGuid) throw badRequest('Please choose a township.', 'townshipGuid');
    township = (isGuid(townshipGuid) && (await findTownship(db, townshipGuid))) || null;
    if (!township) throw badRequest('Please choose a township from the list.', 'townshipGuid');
  }

  const primaryPhone = normalizeAddressPhone(body.primaryPhone);
  if (!primaryPhone) throw badRequest('Please enter a valid phone number.', 'primaryPhone');

  return {
    // A name, read by shop staff on the order: no joiner may hide in it either.
    name: requiredText(normalizeDisplayName(body.name), 'name', 'name'),
    address: requiredText(body.address, 'address', 'address'),
    street: requiredText(body.street, 'street', 'street'),
    townshipGuid: township?.guid ?? null,
    township: township?.name ?? null,
    country: region.name,
    countryGuid: region.guid,
    regionName: region.name,
    primaryPhone,
    otherPhones: normalizeUserText(body.otherPhones ?? ''),
    email: body.email,
    comment: normalizeUserText(body.comment ?? ''),
    addressType: normalizeUserText(body.addressType ?? '') || 'Customer',
  };
}

/** A user sees only their own address book, whatever owner they ask for (403). */
export async function listAddressBook(
  db: Db,
  userGuid: string,
  ownerGuid: string | undefined,
): Promise<Address[]> {
  if (ownerGuid !== undefined && ownerGuid !== userGuid) {
    throw new AppError(403, 'You can only see your own addresses.');
  }
  return listAddresses(db, userGuid);
}

export async function createAddress(
  db: Db,
  userGuid: string,
  body: AddressCreateRequest,
): Promise<string> {
  if (body.ownerGuid !== undefined && body.ownerGuid !== userGuid) {
    throw new AppError(403, 'You can only add addresses to your own address book.');
  }
  const values = await resolveAddress(db, body);
  if ((await countAddresses(db, userGuid)) >= MAX_ADDRESSES) {
    throw new AppError(
      400,
      `You can keep up to ${MAX_ADDRESSES} addresses; please delete one first.`,
      undefined,
      'addressBookFull',
      [String(MAX_ADDRESSES)],
    );
  }
  const guid = randomUUID();
  await insertAddress(db, { ...values, guid, ownerGuid: userGuid, createdAt: nowIso() });
  return guid;
}

/** Someone else's address is answered as missing (404): its existence is not revealed. */
export async function changeAddress(
  db: Db,
  userGuid: string,
  body: AddressUpdateRequest,
): Promise<string> {
  const values = await resolveAddress(db, body);
  const updated = await updateAddress(db, body.guid, userGuid, { ...values, updatedAt: nowIso() });
  if (!updated) throw notFound('Address');
  return body.guid;
}

export async function removeAddress(db: Db, userGuid: string, guid: string): Promise<string> {
  if (!(await deleteAddress(db, guid, userGuid))) throw notFound('Address');
  return guid;
}
