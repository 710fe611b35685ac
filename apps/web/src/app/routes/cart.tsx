import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { LoaderFunctionArgs } from 'react-router';
import type { MoneySettings } from '../../components/ui/money';
import { PageTitle } from '../../components/ui/page-title';
import { CartContents } from '../../features/cart/components/cart-contents';
import { selectCartByShop } from '../../features/cart/cart.slice';
import { useGetBestSellersQuery } from '../../features/catalog/api/get-best-sellers';
import { ProductStrip } from '../../features/catalog/components/product-strip';
import { useGetRegionsQuery } from '../../features/region/api/get-regions';
import { selectRegionGuid } from '../../features/region/region.slice';
import { useShopInfo } from '../../features/shop/hooks/use-shop-info';
import { useTranslation } from '../../i18n/translation';
import { selectIsBrowserStateRestored, selectIsCartKnown } from '../browser-state';
import { StoredStatePlaceholder } from '../layout/stored-state-placeholder';
import { cartLinesOf, storeOf } from '../route-data';
import { drawCartFromLines } from '../server-cart';

/**
 * On the server, with the cart's lines the browser told: the cart drawn from them, so a returning
 * shopper's cart arrives drawn (docs/architecture.md#cart-lines). In the browser, nothing.
 */
export async function loader(args: LoaderFunctionArgs) {
  const store = storeOf(args);
  const lines = cartLinesOf(args);
  if (store && lines && lines.length > 0) await drawCartFromLines(store, lines);
  return null;
}

/** The chosen region's currency and the known rates, for the cart summary's conversion. */
function useRegionMoney(): MoneySettings {
  const { data: regions } = useGetRegionsQuery();
  const guid = useSelector(selectRegionGuid);
  return useMemo(
    () => ({
      regions: regions ?? [],
      displayCurrency: regions?.find((region) => region.guid === guid)?.currencyCode ?? null,
    }),
    [regions, guid],
  );
}

/** docs/product.md#cart /cart: the cart grouped by shop, its summary, and a Best Seller strip. */
export function Component() {
  const { t } = useTranslation();
  const money = useRegionMoney();
  const { shopInfo } = useShopInfo();
  const shops = useSelector(selectCartByShop);
  const productCount = shops.reduce((sum, shop) => sum + shop.products.length, 0);
  // The cart lives in the browser's storage: a server-rendered page shows it once it is read,
  // or at once when the server was told it is empty or drew it from its lines (app/browser-state.ts).
  const isRestored = useSelector(selectIsBrowserStateRestored);
  const isCartKnown = useSelector(selectIsCartKnown);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-3 py-4 sm:px-4 sm:py-6">
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <PageTitle documentTitle={t('pages.cart')}>{t('pages.cart')}</PageTitle>
          {productCount > 0 && (
            <p className="text-sm text-neutral-600">
              {t('cart.productCount', {
                count: productCount,
                shops: t('cart.shopCount', { count: shops.length }),
              })}
            </p>
          )}
        </div>
        {isCartKnown ? <CartContents money={money} /> : <StoredStatePlaceholder />}
      </div>
      {isRestored && (
        // docs/product.md#cart: a Best Seller strip under the cart, its View All going to /best-deals.
        <ProductStrip
          title={t('home.bestSeller')}
          viewAllTo="/best-deals"
          shopId={shopInfo?.guid}
          useProductList={useGetBestSellersQuery}
        />
      )}
    </div>
  );
}
