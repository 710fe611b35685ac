import { normalizeMyanmarMobile } from '@storefront/commerce/phone';
import { z } from 'zod';
import { envelopeOf, GuidSchema, listOf } from './envelope';

/**
 * The business's shops (docs/decisions/0030-shops.md): `GET/POST v1/admin/shops`,
 * `PUT v1/admin/shops/{shopGuid}` and `POST v1/admin/images`, owners only.
 */

export const SHOP_STATUSES = ['Open', 'Paused'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

/** At most this many extra host names per shop. */
export const SHOP_HOST_NAMES_MAX = 10;

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;

/**
 * A host name a browser can reach: dot-separated labels of letters, digits and hyphens (no
 * label starting or ending with a hyphen), at least two labels, the last not all digits (an
 * IP address is not a shop's name), at most 253 characters.
 */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export function isShopHostName(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split('.');
  if (labels.length < 2) return false;
  if (/^\d+$/.test(labels[labels.length - 1]!)) return false;
  return labels.every((label) => HOST_LABEL.test(label));
}

/** A host name as shops are looked up by it: lower case, no trailing dot, no leading 'www.'. */
export function tidyHostName(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

const FACEBOOK_HOSTS = new Set([
  'facebook.com',
  'www.facebook.com',
  'm.facebook.com',
  'fb.me',
  'm.me',
]);

/** https://facebook.com/…, https://fb.me/… or https://m.me/…, with a page after the host. */
export function isFacebookUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    FACEBOOK_HOSTS.has(url.hostname) &&
    !url.username &&
    !url.password &&
    !url.port &&
    url.pathname.length > 1
  );
}

/** viber://… (a chat or a public account) or https://invite.viber.com/… */
export function isViberUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  if (/^viber:\/\/[a-z]+[/?]?[\w\-.~%!$&'()*+,;=:@/?]*$/i.test(text)) return true;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.hostname === 'invite.viber.com' &&
    !url.username &&
    !url.password &&
    !url.port
  );
}

/** '' or only spaces: null. */
const optionalText = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text or null.` })
    .max(max, `${field} is too long (at most ${max} characters).`)
    .nullable()
    .transform((value) => (value === null || value.trim() === '' ? null : value.trim()));

const requiredText = (field: string, max: number) =>
  z
    .string({ message: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} is too long (at most ${max} characters).`);

export const ShopWriteSchema = z.strictObject(
  {
    name: requiredText('name', 120),
    nameMm: optionalText('nameMm', 120),
    slug: z
      .string({ message: 'slug is required.' })
      .trim()
      .regex(
        SLUG_PATTERN,
        'slug must be 2 to 40 lowercase letters, digits or hyphens, not starting or ending with a hyphen.',
      ),
    hostNames: z
      .array(
        z
          .string({ message: 'hostNames must be a list of host names.' })
          .max(253, 'hostNames holds a host name that is too long.')
          .transform(tidyHostName)
          .refine(isShopHostName, {
            message:
              'hostNames holds something that is not a host name (such as shop.example.com).',
          }),
        { message: 'hostNames must be a list of host names.' },
      )
      .max(SHOP_HOST_NAMES_MAX, `hostNames holds at most ${SHOP_HOST_NAMES_MAX} host names.`)
      .refine((hosts) => new Set(hosts).size === hosts.length, {
        message: 'hostNames names the same host twice.',
      }),
    primaryPhone: z
      .string({ message: 'primaryPhone is required.' })
      .max(40, 'primaryPhone is too long.')
      .transform((phone, ctx) => {
        const mobile = normalizeMyanmarMobile(phone);
        if (mobile) return mobile;
        ctx.addIssue({
          code: 'custom',
          message: 'primaryPhone must be a Myanmar mobile number, such as 09 450 012 345.',
        });
        return z.NEVER;
      }),
    address: requiredText('address', 300),
    addressMm: optionalText('addressMm', 300),
    facebookUrl: optionalText('facebookUrl', 300).refine(
      (url) => url === null || isFacebookUrl(url),
      'facebookUrl must be a Facebook page address: https://facebook.com/…, https://fb.me/… or https://m.me/…',
    ),
    viberUrl: optionalText('viberUrl', 300).refine(
      (url) => url === null || isViberUrl(url),
      'viberUrl must be a viber:// link or https://invite.viber.com/…',
    ),
    logoImageGuid: GuidSchema.nullable(),
    bannerImageGuid: GuidSchema.nullable(),
    status: z.enum(SHOP_STATUSES, { message: 'status must be Open or Paused.' }),
    cashOnDelivery: z.boolean({ message: 'cashOnDelivery must be true or false.' }),
  },
  { message: 'The shop has a field this call does not know.' },
);
export type ShopWriteInput = z.input<typeof ShopWriteSchema>;
export type ShopWrite = z.output<typeof ShopWriteSchema>;

export const AdminShopSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  nameMm: z.string().nullable(),
  slug: z.string(),
  /** The shop's own address, `<slug>.` and the business's base host (the base host itself for the default shop). */
  hostName: z.string(),
  /** Extra host names that serve the shop too. */
  hostNames: z.array(z.string()),
  primaryPhone: z.string(),
  address: z.string(),
  addressMm: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  viberUrl: z.string().nullable(),
  logoImageGuid: z.string().nullable(),
  bannerImageGuid: z.string().nullable(),
  status: z.enum(SHOP_STATUSES),
  cashOnDelivery: z.boolean(),
  isDefault: z.boolean(),
  /** Products on sale or not, archived ones excluded. */
  productCount: z.number().int().nonnegative(),
  staffCount: z.number().int().nonnegative(),
  createdOn: z.string(),
});
export type AdminShop = z.infer<typeof AdminShopSchema>;

export const AdminShopResponseSchema = envelopeOf(AdminShopSchema);
export const AdminShopListResponseSchema = envelopeOf(
  listOf(AdminShopSchema).extend({
    /** The host every shop's own address ends with (SHOP_BASE_HOST). */
    baseHost: z.string(),
  }),
);

export const ShopGuidParamsSchema = z.object({ shopGuid: GuidSchema });
