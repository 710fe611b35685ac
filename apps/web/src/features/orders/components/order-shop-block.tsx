import { useId } from 'react';
import type { OrderShop } from '@storefront/contract/sales';
import { useShopNameOf } from '../../../api/shop-list';
import { OrderLine, type OrderLineLabels } from '../../../components/order/order-line';
import { SoldByHeader } from '../../../components/order/sold-by-header';
import { Icon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/translation';
import { imageUrl } from '../../../lib/image';
import { shopWebsiteHref } from '../shop-website';
import { OrderProgress } from './order-progress';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusHistory } from './order-status-history';
import { parseOrderStatus } from '@storefront/commerce/order-status';
import { inLanguage } from '../../../lib/localized-name';

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
  const lineLabels: OrderLineLabels = {
    quantity: t('orders.detail.items.quantity'),
    price: t('orders.detail.items.price'),
    each: (price) => t('orders.detail.items.each', { price }),
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-neutral-200 bg-white px-4 sm:px-5"
    >
      <SoldByHeader
        headingId={headingId}
        level={3}
        aside={
          <p className="flex items-center">
            <span className="sr-only">{t('orders.detail.items.shopStatus')}: </span>
            <OrderStatusBadge status={shop.orderStatus} />
          </p>
        }
      >
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
      </SoldByHeader>

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
                picture={imageUrl(item.image)}
                labels={lineLabels}
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
                keepPictureSpace
                labels={lineLabels}
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
