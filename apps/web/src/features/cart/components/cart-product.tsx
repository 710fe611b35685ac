import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast';
import type { CartProduct as CartProductData } from '@storefront/commerce/cart';
import { useMoney } from '../../../components/ui/money';
import { useTranslation } from '../../../i18n/translation';
import { fallBackToPlaceholder } from '../../../lib/image';
import { cartImageUrl } from '../cart-image';
import { cartAddonRemoved, cartVariantRemoved } from '../cart.slice';
import { CartLine } from './cart-line';
import { ShopText } from '../../../i18n/shop-text';
import { localizedName } from '../../../lib/localized-name';

/** docs/product.md#toasts: cart messages stay 2.5 s. */
export const CART_TOAST_MS = 2500;

type CartProductProps = { product: CartProductData; currencyCode: string };

/** A product of one shop block: its variants and addons, each removable, and Edit Product. */
export function CartProduct({ product, currencyCode }: CartProductProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const money = useMoney();
  const headingId = useId();
  // docs/product.md#product-names
  const name = localizedName(product, i18n.language);

  // A variant or addon name ('Blue') means little on its own in a toast or to a screen reader.
  const fullName = (option: string) => `${name} (${option})`;

  function removeVariant(variantGuid: string, variantName: string) {
    dispatch(cartVariantRemoved({ productGuid: product.guid, variantGuid }));
    toast.success(t('cart.removedToast', { name: fullName(variantName) }), {
      duration: CART_TOAST_MS,
    });
  }

  function removeAddon(addonGuid: string, addonName: string) {
    dispatch(cartAddonRemoved({ productGuid: product.guid, addonGuid }));
    toast.success(t('cart.removedToast', { name: fullName(addonName) }), {
      duration: CART_TOAST_MS,
    });
  }

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-2 py-4">
      <div className="flex items-start gap-3">
        <img
          src={cartImageUrl(product.img)}
          alt={name}
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          onError={fallBackToPlaceholder}
          className="size-20 shrink-0 rounded-xl border border-neutral-200 bg-neutral-100 object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={headingId} className="text-base font-semibold text-neutral-900 wrap-break-word">
            <ShopText text={name} />
          </h3>
          <p className="text-sm text-neutral-700">
            {t('cart.productTotal')}:{' '}
            <span className="font-bold text-accent tabular-nums">
              {money.format(product.totalPrice, currencyCode)}
            </span>
          </p>
          <Link
            to={`/product-detail/${product.guid}`}
            aria-label={t('cart.editProductNamed', { name })}
            className="inline-flex min-h-11 items-center self-start rounded-lg text-sm font-semibold text-accent hover:underline"
          >
            {t('cart.editProduct')}
          </Link>
        </div>
      </div>

      <div className="flex flex-col gap-1 sm:ps-[92px]">
        <h4 className="text-xs font-semibold text-neutral-600">{t('cart.variants')}</h4>
        <ul className="divide-y divide-neutral-100">
          {product.variants.map((variant) => (
            <CartLine
              key={variant.variantGuid}
              name={variant.variantName}
              fullName={fullName(variant.variantName)}
              image={variant.variantImg}
              quantity={variant.variantQuantity}
              unitPrice={variant.variantPrice}
              totalPrice={variant.variantTotalPrice}
              currencyCode={variant.variantCurrencyCode || currencyCode}
              onRemove={() => removeVariant(variant.variantGuid, variant.variantName)}
            />
          ))}
        </ul>
      </div>

      {product.addons.length > 0 && (
        <div className="flex flex-col gap-1 sm:ps-[92px]">
          <h4 className="text-xs font-semibold text-neutral-600">{t('cart.addons')}</h4>
          <ul className="divide-y divide-neutral-100">
            {product.addons.map((addon) => (
              <CartLine
                key={addon.addonGuid}
                name={addon.addonName}
                fullName={fullName(addon.addonName)}
                quantity={addon.addonQuantity}
                unitPrice={addon.addonPrice}
                totalPrice={addon.addonTotalPrice}
                currencyCode={addon.addonCurrencyCode || currencyCode}
                onRemove={() => removeAddon(addon.addonGuid, addon.addonName)}
              />
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
