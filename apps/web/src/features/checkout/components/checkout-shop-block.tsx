import { useId, type ReactNode } from 'react';
import type { CartItem } from '@storefront/commerce/cart';
import { formatNumber } from '@storefront/commerce/money';
import { useShopNameOf } from '../../../api/shop-list';
import { SoldByHeader } from '../../../components/order/sold-by-header';
import { useMoney } from '../../../components/ui/money';
import { useTranslation } from '../../../i18n/translation';
import { fallBackToPlaceholder, imageUrl } from '../../../lib/image';
import type { CheckoutShop } from '../checkout-plan';
import { ShopText } from '../../../i18n/shop-text';
import { localizedName } from '../../../lib/localized-name';

/** Cart images are image ids; an older stored value may already be a path. */
function pictureOf(image: string): string {
  return /^(https?:|data:|\/)/.test(image) ? image : imageUrl(image);
}

function Line({
  image,
  name,
  quantity,
  amount,
}: {
  image?: string;
  name: string;
  quantity: number;
  amount: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex items-center gap-3 py-2">
      {image !== undefined && (
        <img
          src={pictureOf(image)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          onError={fallBackToPlaceholder}
          className="size-12 shrink-0 rounded-lg border border-neutral-200 bg-neutral-100 object-cover"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
        <span className="min-w-0 text-neutral-900 wrap-break-word">
          <ShopText text={name} />
        </span>
        <span className="ms-auto flex items-baseline gap-3">
          <span className="text-neutral-600">
            {t('checkout.shop.quantity')}:{' '}
            <span className="tabular-nums">{formatNumber(quantity, i18n.language)}</span>
          </span>
          <span className="font-semibold text-neutral-900 tabular-nums">{amount}</span>
        </span>
      </div>
    </li>
  );
}

function ProductLines({ item }: { item: CartItem }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <div className="flex flex-col gap-1 py-3">
      <h4 className="text-sm font-semibold text-neutral-900 wrap-break-word">
        <ShopText text={localizedName(item, i18n.language)} />
      </h4>
      <p className="sr-only">{t('checkout.shop.variants')}</p>
      <ul className="flex flex-col">
        {item.variants.map((variant) => (
          <Line
            key={variant.variantGuid}
            image={variant.variantImg}
            name={variant.variantName}
            quantity={variant.variantQuantity}
            amount={money.format(
              variant.variantTotalPrice,
              variant.variantCurrencyCode || item.currencyCode,
            )}
          />
        ))}
      </ul>
      {item.addons.length > 0 && (
        <>
          <p className="text-xs font-semibold text-neutral-600">{t('checkout.shop.addons')}</p>
          <ul className="flex flex-col ps-1">
            {item.addons.map((addon) => (
              <Line
                key={addon.addonGuid}
                name={addon.addonName}
                quantity={addon.addonQuantity}
                amount={money.format(
                  addon.addonTotalPrice,
                  addon.addonCurrencyCode || item.currencyCode,
                )}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * One shop of the order (docs/product.md#checkout-steps steps 2 and 4): its name, each product with its variants and
 * addons, and below them whatever the step adds (the shipping select on step 2).
 */
export function CheckoutShopBlock({
  entry,
  children,
}: {
  entry: CheckoutShop;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const shopNameOf = useShopNameOf();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-neutral-200 bg-white px-4 sm:px-5"
    >
      <SoldByHeader headingId={headingId} level={3} label={t('checkout.shop.soldBy')}>
        <ShopText text={shopNameOf(entry.shop.guid, entry.shop.shopName)} />
      </SoldByHeader>
      <div className="divide-y divide-neutral-100">
        {entry.items.map((item) => (
          <ProductLines key={item.guid} item={item} />
        ))}
      </div>
      {children && <div className="border-t border-neutral-100 py-3">{children}</div>}
    </section>
  );
}
