import type { ShopInfo } from '@storefront/contract/shop';
import { useTranslation } from '../../../i18n/translation';
import { localizedName } from '../../../lib/localized-name';

/** The shop's name in the shopper's language, when the shop has one. */
export function useShopName(shopInfo: ShopInfo | null): string {
  const { t, i18n } = useTranslation();
  if (!shopInfo) return t('header.defaultShopName');
  return localizedName(shopInfo, i18n.language);
}
