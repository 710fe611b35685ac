import { useId } from 'react';
import type { ShopCart } from '@storefront/commerce/cart';
import { useShopNameOf } from '../../../api/shop-list';
import { ShopIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/translation';
import { CartProduct } from './cart-product';
import { ShopText } from '../../../i18n/shop-text';

type CartShopBlockProps = {
  shop: ShopCart;
  /** Grouped products do not carry their currency; the cart item of the same guid does. */
  currencyOf: (productGuid: string) => string;
};

/** docs/product.md#cart-grouping: one block per shop, headed by the shop's name, listing that shop's products. */
export function CartShopBlock({ shop, currencyOf }: CartShopBlockProps) {
  const { t } = useTranslation();
  const shopNameOf = useShopNameOf();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-neutral-200 bg-white px-4 sm:px-5"
    >
      <header className="flex items-center gap-2 border-b border-neutral-100 py-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-strong">
          <ShopIcon />
        </span>
        <div className="flex min-w-0 flex-col">
          <span className="text-xs text-neutral-600">{t('cart.soldBy')}</span>
          <h2 id={headingId} className="text-base font-bold text-neutral-900 wrap-break-word">
            <ShopText text={shopNameOf(shop.guid, shop.shopName)} />
          </h2>
        </div>
      </header>
      <div className="divide-y divide-neutral-200">
        {shop.products.map((product) => (
          <CartProduct
            key={product.guid}
            product={product}
            currencyCode={currencyOf(product.guid)}
          />
        ))}
      </div>
    </section>
  );
}
