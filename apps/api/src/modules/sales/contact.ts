import { z } from 'zod';
import type { AddressesTable } from '../../db/schema';

/**
 * The delivery address as it was at checkout, kept with the sale (sales.contact_json) so that
 * editing or deleting the address later never rewrites an order.
 */
export const ContactSnapshotSchema = z.object({
  guid: z.string(),
  name: z.string(),
  address: z.string(),
  street: z.string(),
  township: z.string().nullable(),
  townshipGuid: z.string().nullable(),
  country: z.string(),
  regionName: z.string(),
  primaryPhone: z.string(),
  otherPhones: z.string(),
  email: z.string(),
  comment: z.string(),
});
export type ContactSnapshot = z.infer<typeof ContactSnapshotSchema>;

export function snapshotOf(address: AddressesTable): ContactSnapshot {
  return {
    guid: address.guid,
    name: address.name,
    address: address.address,
    street: address.street,
    township: address.township,
    townshipGuid: address.townshipGuid,
    country: address.country,
    regionName: address.regionName,
    primaryPhone: address.primaryPhone,
    otherPhones: address.otherPhones,
    email: address.email,
    comment: address.comment,
  };
}

/** A stored snapshot; null when the stored text is not one (it is then shown as blank). */
export function parseSnapshot(json: string): ContactSnapshot | null {
  try {
    const parsed = ContactSnapshotSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
