import { useMemo } from 'react';
import type { Address } from '@storefront/contract/account';
import type { Region } from '@storefront/contract/region';
import { useGetTownshipsQuery } from '../../api/townships';
import { useTranslation } from '../../i18n/translation';
import { localizedName } from '../../lib/localized-name';
import { placeLine } from '@storefront/commerce/place-line';

/** The parts of an address a place is written from: a saved address, or an order's (OrderContact's `place`). */
export type PlaceParts = Pick<
  Address,
  'address' | 'street' | 'township' | 'townshipGuid' | 'country'
> & {
  /** Older entries, and orders, have none: the country is then found by its name. */
  countryGuid?: string | null;
};

/**
 * 'Kamayut, Myanmar' for an address ('Hledan Road, Kamayut, Myanmar' with its street, and 'No.
 * 12, Hledan Road, …' with its house and room too), in the reader's language: Burmese readers
 * get the township and region lists' Burmese names ('ကမာရွတ်မြို့နယ်၊ မြန်မာ').
 */
export function usePlaceName(regions: readonly Region[]) {
  const { language } = useTranslation().i18n;
  // An address keeps its township's English name, so only Burmese needs the list.
  const { data: townships } = useGetTownshipsQuery(undefined, { skip: language !== 'my' });
  return useMemo(() => {
    const townshipNames = new Map(
      (townships ?? []).map((township) => [township.guid, localizedName(township, language)]),
    );
    return (
      parts: PlaceParts,
      options: { withStreet?: boolean; withAddress?: boolean } = {},
    ): string => {
      const region =
        (parts.countryGuid && regions.find((candidate) => candidate.guid === parts.countryGuid)) ||
        regions.find(
          (candidate) => candidate.name.toLowerCase() === parts.country.trim().toLowerCase(),
        );
      const country = region ? localizedName(region, language) : parts.country;
      const township =
        (parts.townshipGuid && townshipNames.get(parts.townshipGuid)) || parts.township;
      const street = options.withStreet || options.withAddress ? parts.street : null;
      const address = options.withAddress ? parts.address : null;
      return placeLine({ address, street, township, country }, language === 'my');
    };
  }, [townships, regions, language]);
}

/**
 * An order's delivery address on one line (OrderContact: `address`, the server's English line,
 * and `place`, its parts), written by `placeName` in the reader's language; the server's line
 * when the parts could not be read.
 */
export function orderAddressLine(
  contact: { address: string; place: Omit<PlaceParts, 'countryGuid'> | null },
  placeName: ReturnType<typeof usePlaceName>,
): string {
  return contact.place ? placeName(contact.place, { withAddress: true }) : contact.address;
}
