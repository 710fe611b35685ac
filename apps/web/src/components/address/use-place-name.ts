import { useMemo } from 'react';
import type { Address } from '@storefront/contract/account';
import type { Region } from '@storefront/contract/region';
import { useGetTownshipsQuery } from '../../api/townships';
import { useTranslation } from '../../i18n/translation';
import { localizedName } from '../../lib/localized-name';
import { placeLine } from '../../lib/place-line';

/**
 * 'Kamayut, Myanmar' for a saved address ('Hledan Road, Kamayut, Myanmar' with its street), in
 * the shopper's language: Burmese shoppers get the township and region lists' Burmese names
 * ('ကမာရွတ်မြို့နယ်၊ မြန်မာ'). Older entries may lack a country guid, so the name is matched too.
 */
export function usePlaceName(regions: readonly Region[]) {
  const { language } = useTranslation().i18n;
  // An address keeps its township's English name, so only Burmese needs the list.
  const { data: townships } = useGetTownshipsQuery(undefined, { skip: language !== 'my' });
  return useMemo(() => {
    const townshipNames = new Map(
      (townships ?? []).map((township) => [township.guid, localizedName(township, language)]),
    );
    return (address: Address, options: { withStreet?: boolean } = {}): string => {
      const region =
        regions.find((candidate) => candidate.guid === address.countryGuid) ??
        regions.find(
          (candidate) => candidate.name.toLowerCase() === address.country.trim().toLowerCase(),
        );
      const country = region ? localizedName(region, language) : address.country;
      const township =
        (address.townshipGuid && townshipNames.get(address.townshipGuid)) || address.township;
      const street = options.withStreet ? address.street : null;
      return placeLine({ street, township, country }, language === 'my');
    };
  }, [townships, regions, language]);
}
