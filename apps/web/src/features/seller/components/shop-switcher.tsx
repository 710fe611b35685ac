import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { controlClass } from '../../../components/ui/form-field';
import { localizedName } from '../../../lib/localized-name';
import { CONSOLE_TAGS, sellerApi } from '../api/seller-api';
import { chooseSellerShop } from '../seller-session';
import { useSellerTranslation } from '../seller-strings';
import { useGetSwitcherShopsQuery } from '../api/shop-list';

/**
 * The owner's shop switcher in the console's header (docs/decisions/0029-owners.md#console):
 * a select of every shop. Choosing one keeps it beside the session; every console call then
 * names it (`x-shop-guid`), the console's cached answers are dropped and the live order stream
 * starts again for the new shop.
 */
export function ShopSwitcher({ currentShopGuid }: { currentShopGuid: string }) {
  const { t, i18n } = useSellerTranslation();
  const dispatch = useDispatch();
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: shops, isError } = useGetSwitcherShopsQuery();
  const list = shops ?? [];
  const hasCurrent = list.some((shop) => shop.guid === currentShopGuid);

  function onChoose(shopGuid: string) {
    if (shopGuid === currentShopGuid) return;
    chooseSellerShop(shopGuid);
    dispatch(sellerApi.util.invalidateTags([...CONSOLE_TAGS]));
    // One order or product belongs to the shop left behind: back to the new shop's list.
    const detail = /^\/seller\/(orders|products)\/[^/]+/.exec(pathname);
    if (detail) void navigate(detail[1] === 'orders' ? '/seller' : '/seller/products');
  }

  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <label htmlFor={id} className="text-xs font-medium text-neutral-600">
        {t('owner.frame.shopLabel')}
      </label>
      <select
        id={id}
        value={hasCurrent ? currentShopGuid : ''}
        disabled={!shops}
        onChange={(event) => onChoose(event.target.value)}
        className={controlClass('min-h-11 max-w-full font-semibold sm:max-w-xs')}
      >
        {!hasCurrent && (
          <option value="" disabled>
            {isError
              ? t('owner.frame.shopsUnavailable')
              : shops
                ? t('owner.frame.chooseShop')
                : t('owner.frame.shopsLoading')}
          </option>
        )}
        {list.map((shop) => (
          <option key={shop.guid} value={shop.guid}>
            {localizedName(shop, i18n.language)}
          </option>
        ))}
      </select>
    </div>
  );
}
