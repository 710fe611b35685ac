import { useId } from 'react';
import type { ShopCart } from '@storefront/commerce/cart';
import { useShopNameOf, useShopOrderingOf } from '../../../api/shop-list';
import { SoldByHeader } from '../../../components/order/sold-by-header';
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
  const orderingOf = useShopOrderingOf();
  const headingId = useId();
  const shopName = shopNameOf(shop.guid, shop.shopName);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-neutral-200 bg-white px-4 sm:px-5"
    >
      <SoldByHeader headingId={headingId} level={2} label={t('cart.soldBy')}>
        <ShopText text={shopName} />
      </SoldByHeader>
      {!orderingOf(shop.guid).isTakingOrders && (
        // docs/decisions/0030-shops.md: a paused shop's lines stay, and say why they cannot be ordered.
        <p className="mt-3 rounded-lg border border-yellow-400 bg-yellow-50 p-3 text-sm text-yellow-950">
          {t('cart.shopPaused', { shop: shopName })}
        </p>
      )}
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
