import {
  ShopWriteSchema,
  type AdminShop,
  type ShopStatus,
  type ShopWriteInput,
} from '@storefront/contract/admin-shops';

/** What the shop form holds: text as typed, the extra host names one per line. */
export type ShopFormValues = {
  name: string;
  nameMm: string;
  slug: string;
  hostNames: string;
  primaryPhone: string;
  address: string;
  addressMm: string;
  facebookUrl: string;
  viberUrl: string;
  logoImageGuid: string | null;
  bannerImageGuid: string | null;
  status: ShopStatus;
  cashOnDelivery: boolean;
};

/** The fields of the body, each the form's own field (a host name's issue is the list's). */
export type ShopField = keyof ShopFormValues;

export const SHOP_FIELDS: readonly ShopField[] = [
  'name',
  'nameMm',
  'slug',
  'hostNames',
  'primaryPhone',
  'address',
  'addressMm',
  'facebookUrl',
  'viberUrl',
  'logoImageGuid',
  'bannerImageGuid',
  'status',
  'cashOnDelivery',
];

export function shopValuesOf(shop: AdminShop | null): ShopFormValues {
  return {
    name: shop?.name ?? '',
    nameMm: shop?.nameMm ?? '',
    slug: shop?.slug ?? '',
    hostNames: shop?.hostNames.join('\n') ?? '',
    primaryPhone: shop?.primaryPhone ?? '',
    address: shop?.address ?? '',
    addressMm: shop?.addressMm ?? '',
    facebookUrl: shop?.facebookUrl ?? '',
    viberUrl: shop?.viberUrl ?? '',
    logoImageGuid: shop?.logoImageGuid ?? null,
    bannerImageGuid: shop?.bannerImageGuid ?? null,
    status: shop?.status ?? 'Open',
    cashOnDelivery: shop?.cashOnDelivery ?? true,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function shopBodyOf(values: ShopFormValues): ShopWriteInput {
  return {
    name: values.name,
    nameMm: orNull(values.nameMm),
    slug: values.slug.trim(),
    hostNames: values.hostNames
      .split(/[\s,]+/)
      .map((host) => host.trim())
      .filter(Boolean),
    primaryPhone: values.primaryPhone,
    address: values.address,
    addressMm: orNull(values.addressMm),
    facebookUrl: orNull(values.facebookUrl),
    viberUrl: orNull(values.viberUrl),
    logoImageGuid: values.logoImageGuid,
    bannerImageGuid: values.bannerImageGuid,
    status: values.status,
    cashOnDelivery: values.cashOnDelivery,
  };
}

/** The form's field a path of the server's or the schema's names (`hostNames.2` is `hostNames`). */
export function shopFieldOf(path: string | undefined): ShopField | null {
  const head = path?.split('.')[0];
  return SHOP_FIELDS.find((field) => field === head) ?? null;
}

/** The fields the contract's own schema refuses, checked before anything is sent. */
export function shopFormIssues(values: ShopFormValues): ShopField[] {
  const parsed = ShopWriteSchema.safeParse(shopBodyOf(values));
  if (parsed.success) return [];
  const fields = parsed.error.issues.map((issue) => shopFieldOf(String(issue.path[0] ?? '')));
  return [...new Set(fields.filter((field): field is ShopField => field !== null))];
}

/** The slug a shop's name suggests: lower-case Latin letters and digits joined by hyphens. */
export function suggestedSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}
