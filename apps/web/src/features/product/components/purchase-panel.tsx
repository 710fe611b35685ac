import { toast } from '../../../components/ui/toast';
import { Link } from 'react-router';
import type { ProductDetail } from '@storefront/contract/catalog';
import type { CartItem } from '@storefront/commerce/cart';
import { isAddToCartDisabled, isBuyNowDisabled } from '@storefront/commerce/catalog';
import { COMPARE_MAX } from '@storefront/commerce/compare';
import { Button } from '../../../components/ui/button';
import { CartIcon, CompareIcon } from '../../../components/ui/icons';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../i18n/translation';
import { useOptionSelection } from '../hooks/use-option-selection';
import { OptionList } from './option-list';
import { earlyTap } from '../../../components/ui/early-tap';

/** docs/product.md#toasts: cart messages show for 2.5 s. */
const CART_TOAST_MS = 2500;

/** What the product page needs from the cart and compare list; the app layer supplies it. */
export type PurchaseActions = {
  isInCart: boolean;
  /** The product's cart entry, whose quantities the page restores (docs/product.md#option-selection). */
  savedCartItem: CartItem | null;
  onAddToCart: (item: CartItem) => void;
  /** Buy Now / Update the Cart: put the selection in the cart (replacing the entry) and go there. */
  onBuyNow: (item: CartItem) => void;
  isCompared: boolean;
  /** False when the compare list is full (docs/product.md#compare-limit: at most 3). */
  canCompare: boolean;
  onAddToCompare: (product: ProductDetail) => void;
};

type PurchasePanelProps = PurchaseActions & { product: ProductDetail };

/** Total price, options, and the cart / buy / compare buttons (docs/product.md#product-detail Product detail, docs/product.md#purchase-buttons). */
export function PurchasePanel({
  product,
  isInCart,
  savedCartItem,
  onAddToCart,
  onBuyNow,
  isCompared,
  canCompare,
  onAddToCompare,
}: PurchasePanelProps) {
  const { t } = useTranslation();
  const options = useOptionSelection(product, savedCartItem);
  // docs/decisions/0030-shops.md: a paused shop's products show, but cannot go into a cart.
  const pausedShop = product.shopLists.find((shop) => shop.isTakingOrders === false);
  const { cartItem, hasSelection, totalVariantQuantity } = options;
  const stock = { stockQty: product.stockQty, preSaleLimit: product.preSaleLimit };

  const isAddDisabled =
    !cartItem ||
    isAddToCartDisabled({ isInCart, totalSelectedQuantity: totalVariantQuantity, ...stock });
  const isBuyDisabled =
    !cartItem ||
    isBuyNowDisabled({ hasSelection, totalSelectedQuantity: totalVariantQuantity, ...stock });
  const buyLabel = isInCart
    ? t('detail.updateCart')
    : hasSelection
      ? t('detail.buyNow')
      : t('detail.noItemSelected');

  function addToCart() {
    if (!cartItem) return;
    onAddToCart(cartItem);
    toast.success(t('detail.addedToCart'), { duration: CART_TOAST_MS, id: 'cart' });
  }

  function buyNow() {
    if (!cartItem) return;
    toast.success(isInCart ? t('detail.cartUpdated') : t('detail.addedToCart'), {
      duration: CART_TOAST_MS,
      id: 'cart',
    });
    onBuyNow(cartItem);
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 rounded-xl bg-accent-soft/60 p-4">
        <p className="text-sm font-medium text-neutral-700">{t('detail.totalPrice')}</p>
        <div
          aria-live="polite"
          className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1"
        >
          <Price
            priceSell={cartItem?.totalPrice ?? 0}
            currencyCode={cartItem?.currencyCode ?? product.currencyCode}
            size="lg"
          />
          <p className="text-sm text-neutral-700">
            {t('detail.selectedCount', { count: totalVariantQuantity })}
          </p>
        </div>
      </div>

      <OptionList variants={product.variantDetailItems} addons={product.addons} options={options} />

      <div className="flex flex-col gap-3">
        {pausedShop ? (
          <p
            role="status"
            className="rounded-xl border border-yellow-400 bg-yellow-50 p-4 text-base text-yellow-950"
          >
            {t('detail.shopPaused', { shop: pausedShop.shopName })}
          </p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <Button variant="secondary" disabled={isAddDisabled} onClick={addToCart}>
              <CartIcon className="size-5 shrink-0" />
              {isInCart ? t('detail.alreadyInCart') : t('detail.addToCart')}
            </Button>
            <Button disabled={isBuyDisabled} onClick={buyNow}>
              {buyLabel}
            </Button>
          </div>
        )}
        <Button
          variant="ghost"
          className="border border-neutral-200"
          disabled={isCompared || !canCompare}
          onClick={() => onAddToCompare(product)}
          // A tap before hydration adds it once the page is hydrated (docs/architecture.md#first-taps).
          {...earlyTap(`compare:${product.guid}`)}
        >
          <CompareIcon className="size-5 shrink-0" />
          {t('detail.addToCompare')}
        </Button>
        {(isCompared || !canCompare) && (
          <p className="text-center text-sm text-neutral-700">
            {isCompared
              ? t('detail.inCompareList')
              : t('detail.compareFull', { count: COMPARE_MAX })}{' '}
            <Link
              to="/compare"
              className="inline-flex min-h-11 items-center font-semibold text-accent underline-offset-2 hover:underline"
            >
              {t('detail.viewCompare')}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
