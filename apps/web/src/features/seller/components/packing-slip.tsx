import type { Region } from '@storefront/contract/region';
import { formatNumber } from '@storefront/commerce/money';
import type { SellerOrderDetail } from '@storefront/contract/seller';
import { useOrderPlace } from './order-sections';
import { deliveryTypeLabel, formatAmount, formatWhen, paymentLabel } from '../seller-labels';
import { useSellerTranslation } from '../seller-strings';

/**
 * The packing slip, drawn only on paper and styled by packing-slip.css (A4, black on white):
 * what the packer and the courier need. No prices but the total (the courier collects it for
 * cash on delivery), no receipt, no buttons.
 */
export function PackingSlip({
  order,
  shopName,
  regions,
}: {
  order: SellerOrderDetail;
  shopName: string;
  regions: readonly Region[];
}) {
  const { t, i18n } = useSellerTranslation();
  const locale = i18n.language;
  const { contact } = order;
  const { address, township } = useOrderPlace(order, regions);
  const phones = [contact.phone, contact.additionalPhone].map((p) => p.trim()).filter(Boolean);
  const remark = contact.remark.trim();
  return (
    <section data-packing-slip aria-hidden="true">
      <header className="slip-head">
        <div>
          <p className="slip-shop">{shopName}</p>
          <p>{t('seller.order.slip.title')}</p>
        </div>
        <dl className="slip-end">
          <dt className="slip-label">{t('seller.order.slip.invoice')}</dt>
          <dd className="slip-invoice">{order.invoiceNo}</dd>
          <dt className="slip-label">{t('seller.order.slip.date')}</dt>
          <dd>{formatWhen(order.createdOn, locale)}</dd>
        </dl>
      </header>

      <div className="slip-columns">
        <div>
          <p className="slip-label">{t('seller.order.slip.shipTo')}</p>
          <p className="slip-strong">{order.buyerName || contact.name}</p>
          <p>{address}</p>
          {township && <p className="slip-bold">{township}</p>}
        </div>
        <div>
          <p className="slip-label">{t('seller.order.slip.phones')}</p>
          <p className="slip-strong">{phones.join(', ')}</p>
          <p className="slip-label">{t('seller.order.slip.deliveryType')}</p>
          <p>{deliveryTypeLabel(t, contact.deliveryType)}</p>
          <p className="slip-label">{t('seller.order.slip.payment')}</p>
          <p>
            {paymentLabel(t, order.payment.paymentType)} ·{' '}
            <span className="slip-bold">
              {t('seller.order.slip.total')}{' '}
              {formatAmount(order.totalAmount, order.currencyCode, locale)}
            </span>
          </p>
          {(order.discount ?? 0) > 0 && (
            <p>
              {t('seller.order.slip.coupon', {
                code: order.promoCode ?? '',
                amount: formatAmount(order.discount ?? 0, order.currencyCode, locale),
              })}
            </p>
          )}
        </div>
      </div>

      {remark && (
        <div className="slip-notes">
          <p className="slip-label">{t('seller.order.slip.notes')}</p>
          <p>{remark}</p>
        </div>
      )}

      <table className="slip-items">
        <thead>
          <tr>
            <th className="slip-label">{t('seller.order.slip.item')}</th>
            <th className="slip-label slip-quantity">{t('seller.order.slip.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.variantGuid}>
              <td>
                <span className="slip-bold">{item.productName}</span>
                {item.variantName && <span> — {item.variantName}</span>}
              </td>
              <td className="slip-quantity">{formatNumber(item.quantity, locale)}</td>
            </tr>
          ))}
          {order.addons.length > 0 && (
            <tr className="slip-group">
              <th colSpan={2} className="slip-label">
                {t('seller.order.slip.addons')}
              </th>
            </tr>
          )}
          {order.addons.map((addon) => (
            <tr key={`${addon.addonGuid}-${addon.productGuid}`}>
              <td>{addon.addonName}</td>
              <td className="slip-quantity">{formatNumber(addon.addonQuantity, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
