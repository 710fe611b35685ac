import { useId } from 'react';
import type { OrderShop } from '@storefront/contract/sales';
import { useShopNameOf } from '../../../api/shop-list';
import { Icon, ShopIcon } from '../../../components/ui/icons';
import { useMoney } from '../../../components/ui/money';
import { useTranslation } from '../../../i18n/translation';
import { fallBackToPlaceholder, imageUrl } from '../../../lib/image';
import { shopWebsiteHref } from '../shop-website';
import { OrderProgress } from './order-progress';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusHistory } from './order-status-history';
import { formatNumber } from '@storefront/commerce/money';
import { parseOrderStatus } from '@storefront/commerce/order-status';
import { ShopText } from '../../../i18n/shop-text';
import { inLanguage } from '../../../lib/localized-name';

type LineProps = {
  name: string;
  /** The variant's own name under its product's ('Blue' under 'Ceramic Mug'). */
  detail?: string | undefined;
  /** Variants show their picture; addons have none. */
  image?: string | null | undefined;
  hasImage: boolean;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  currencyCode: string;
};

/** One variant or addon: picture, name, Quantity and Price, wrapping rather than squeezing. */
function OrderLine({
  name,
  detail,
  image,
  hasImage,
  quantity,
  unitPrice,
  totalPrice,
  currencyCode,
}: LineProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1 py-3">
      {hasImage ? (
        <img
          src={imageUrl(image)}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          onError={fallBackToPlaceholder}
          className="row-span-2 size-14 rounded-lg border border-neutral-200 bg-neutral-100 object-cover"
        />
      ) : (
        // Addon names line up with the variant names above them.
        <span aria-hidden="true" className="row-span-2 w-14" />
      )}
      <p className="flex flex-col text-sm">
        <span className="font-medium text-neutral-900 wrap-break-word">
          <ShopText text={name} />
        </span>
        {detail && (
          <span className="text-neutral-600 wrap-break-word">
            <ShopText text={detail} />
          </span>
        )}
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
        <p className="text-neutral-700">
          {t('orders.detail.items.quantity')}:{' '}
          <span className="font-semibold tabular-nums">
            {formatNumber(quantity, i18n.language)}
          </span>
        </p>
        <p className="ms-auto text-end">
          <span className="sr-only">{t('orders.detail.items.price')}: </span>
          <span className="font-semibold text-neutral-900 tabular-nums">
            {money.format(totalPrice, currencyCode)}
          </span>
        </p>
        {quantity > 1 && (
          <p className="w-full text-end text-xs text-neutral-600 tabular-nums">
            {t('orders.detail.items.each', { price: money.format(unitPrice, currencyCode) })}
          </p>
        )}
      </div>
    </li>
  );
}

/** Why the shop turned its part down: the note of the change to Rejected (the last one). */
function rejectionReasonOf(shop: OrderShop): string {
  const rejection = shop.history.findLast(
    (entry) => parseOrderStatus(entry.toStatus) === 'Rejected',
  );
  return rejection?.note.trim() ?? '';
}

function RejectedNotice({ shop }: { shop: OrderShop }) {
  const { t } = useTranslation();
  const reason = rejectionReasonOf(shop);
  return (
    <p className="flex items-start gap-2 rounded-xl border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-900 wrap-break-word">
      <Icon className="mt-0.5 size-5 shrink-0">
        <circle cx="12" cy="12" r="9" />
        <path d="m9 9 6 6m0-6-6 6" />
      </Icon>
      <span className="min-w-0 whitespace-pre-line">
        {reason
          ? t('orders.detail.rejected.withReason', { shop: shop.shopName, reason })
          : t('orders.detail.rejected.withoutReason', { shop: shop.shopName })}
      </span>
    </p>
  );
}

/**
 * docs/product.md#order-detail: one block per shop: 'Sold By {shop name}' linking to the shop's website, the shop's
 * status badge and progress (each shop moves on its own, docs/decisions/0014), a rejection's
 * reason, its Variants (image, name, Quantity, Price) and Addons (name, Quantity, Price in the
 * selected currency), and the history of its status.
 */
export function OrderShopBlock({ shop: stored }: { shop: OrderShop }) {
  const { t, i18n } = useTranslation();
  // The order keeps the shop's name as it was; the page writes it in its own language.
  const shopNameOf = useShopNameOf();
  const shop = { ...stored, shopName: shopNameOf(stored.shopGuid, stored.shopName) };
  const headingId = useId();
  const website = shopWebsiteHref(shop.shopWebsite);
  const soldBy = t('orders.detail.items.soldBy', { shop: shop.shopName });
  const hasAddons = shop.addons.length > 0;
  const isRejected = parseOrderStatus(shop.orderStatus) === 'Rejected';
  const variantsId = useId();
  const addonsId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-neutral-200 bg-white px-4 sm:px-5"
    >
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-neutral-100 py-3">
        <div className="flex min-w-0 items-center gap-2">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-strong">
            <ShopIcon />
          </span>
          <h3 id={headingId} className="min-w-0 text-base font-bold text-neutral-900">
            {website ? (
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded wrap-break-word text-accent-strong hover:underline"
              >
                {soldBy}
                <span className="sr-only"> {t('orders.detail.items.opensInNewTab')}</span>
              </a>
            ) : (
              <span className="wrap-break-word">{soldBy}</span>
            )}
          </h3>
        </div>
        <p className="flex items-center">
          <span className="sr-only">{t('orders.detail.items.shopStatus')}: </span>
          <OrderStatusBadge status={shop.orderStatus} />
        </p>
      </header>

      <div className="flex flex-col gap-3 border-b border-neutral-100 py-3">
        <OrderProgress status={shop.orderStatus} shopName={shop.shopName} />
        {isRejected && <RejectedNotice shop={shop} />}
      </div>

      <div className="flex flex-col gap-1 pt-3">
        <h4 id={variantsId} className="text-xs font-semibold text-neutral-600">
          {t('orders.detail.items.variants')}
        </h4>
        {shop.item.length > 0 ? (
          <ul aria-labelledby={variantsId} className="divide-y divide-neutral-100">
            {shop.item.map((item) => (
              <OrderLine
                key={item.variantGuid}
                name={inLanguage(item.productName, item.productNameMm, i18n.language)}
                detail={item.variantName}
                image={item.image}
                hasImage
                quantity={item.quantity}
                unitPrice={item.price}
                totalPrice={item.totalPrice}
                currencyCode={item.currencyCode || shop.currencyCode}
              />
            ))}
          </ul>
        ) : (
          <p className="py-3 text-sm text-neutral-600">{t('orders.detail.items.noItems')}</p>
        )}
      </div>

      {hasAddons && (
        <div className="flex flex-col gap-1 border-t border-neutral-100 pt-3">
          <h4 id={addonsId} className="text-xs font-semibold text-neutral-600">
            {t('orders.detail.items.addons')}
          </h4>
          <ul aria-labelledby={addonsId} className="divide-y divide-neutral-100">
            {shop.addons.map((addon) => (
              <OrderLine
                key={addon.addonGuid}
                name={addon.addonName}
                hasImage={false}
                quantity={addon.addonQuantity}
                unitPrice={addon.addonPrice}
                totalPrice={addon.addonTotalPrice}
                currencyCode={addon.addonCurrencyCode || shop.currencyCode}
              />
            ))}
          </ul>
        </div>
      )}

      <OrderStatusHistory shop={shop} />
    </section>
  );
}
