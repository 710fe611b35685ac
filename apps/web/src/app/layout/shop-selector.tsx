import { useId } from 'react';
import { useGetShopListQuery } from '../../api/shop-list';
import { useTranslation } from '../../i18n/translation';
import { localizedName } from '../../lib/localized-name';

/**
 * The address of the same page on another shop's host. A shop is identified by the host it
 * is served from (docs/product.md#shop-by-host), so switching shop is a navigation, keeping path and port.
 */
export function shopUrl(hostName: string, location: Location = window.location): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${hostName}${port}${location.pathname}${location.search}`;
}

/** docs/product.md#top-bar top bar: lists shops by name; selecting one (by guid) moves to that shop's site. */
export function ShopSelector({ currentShopGuid }: { currentShopGuid: string | undefined }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { data: shops = [] } = useGetShopListQuery();

  if (shops.length === 0) return null;

  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="sr-only shrink-0 text-xs text-neutral-300 sm:not-sr-only">
        {t('header.shop')}
      </label>
      <select
        id={id}
        value={currentShopGuid ?? ''}
        onChange={(event) => {
          const shop = shops.find((candidate) => candidate.guid === event.target.value);
          if (shop && shop.hostName !== window.location.hostname) {
            window.location.assign(shopUrl(shop.hostName));
          }
        }}
        className="min-h-11 w-full max-w-56 min-w-0 truncate rounded-md border border-neutral-600 bg-neutral-800 px-2 text-sm text-white"
      >
        {!currentShopGuid && <option value="">—</option>}
        {shops.map((shop) => (
          <option key={shop.guid} value={shop.guid}>
            {localizedName(shop, i18n.language)}
          </option>
        ))}
      </select>
    </div>
  );
}
