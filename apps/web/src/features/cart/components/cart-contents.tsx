import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import type { MoneySettings } from '../../../components/ui/money';
import { useTranslation } from '../../../i18n/translation';
import { useShopOrderingOf } from '../../../api/shop-list';
import { summarizeCartForDisplay } from '../cart-summary';
import { selectCartByShop, selectCartItems } from '../cart.slice';
import { CartShopBlock } from './cart-shop-block';
import { CartSummaryBox } from './cart-summary-box';
import { RemoveAllButton } from './remove-all-button';

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-neutral-200 bg-white px-6 py-10 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
        <CartIcon className="size-8" />
      </span>
      <p className="text-lg font-semibold text-neutral-900">{t('cart.empty')}</p>
      <p className="max-w-sm text-sm text-neutral-600">{t('cart.emptyHint')}</p>
      <Link to="/" className={buttonClass('primary', 'mt-2')}>
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}

/**
 * docs/product.md#cart /cart: the cart grouped by shop with the summary box beside it (sticky on wide screens)
 * or below it on phones. `money` is the chosen region's currency and the known rates, which
 * the summary needs to add up items priced in different currencies.
 */
export function CartContents({ money }: { money: MoneySettings }) {
  const { t } = useTranslation();
  const items = useSelector(selectCartItems);
  const shops = useSelector(selectCartByShop);
  const summary = useMemo(
    () => summarizeCartForDisplay(items, money.displayCurrency, money.regions),
    [items, money.displayCurrency, money.regions],
  );
  const currencyOf = useMemo(() => {
    const codes = new Map(items.map((item) => [item.guid, item.currencyCode]));
    return (guid: string) => codes.get(guid) ?? summary.currencyCode;
  }, [items, summary.currencyCode]);
  const isEmpty = items.length === 0;
  const orderingOf = useShopOrderingOf();
  const hasPausedShop = shops.some((shop) => !orderingOf(shop.guid).isTakingOrders);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-4">
        {isEmpty ? (
          <EmptyCart />
        ) : (
          <>
            {shops.map((shop) => (
              <CartShopBlock key={shop.guid} shop={shop} currencyOf={currencyOf} />
            ))}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Link to="/" className={buttonClass('secondary')}>
                {t('cart.continueShopping')}
              </Link>
              <RemoveAllButton />
            </div>
          </>
        )}
      </div>
      <div className="lg:sticky lg:top-4">
        <CartSummaryBox summary={summary} isEmpty={isEmpty} hasPausedShop={hasPausedShop} />
      </div>
    </div>
  );
}
