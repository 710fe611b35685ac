import { formatNumber } from '@storefront/commerce/money';
import type { SellerOrderDetail } from '@storefront/contract/seller';
import { formatAmount, formatWhen, paymentLabel } from '../seller-labels';
import { useSellerTranslation } from '../seller-strings';

const LABEL = 'text-[9pt] font-semibold uppercase tracking-wide';

/**
 * The packing slip, drawn only on paper (packing-slip.css): what the packer and the courier
 * need, in black on white on A4. No prices but the total (the courier collects it for cash on
 * delivery), no receipt, no buttons.
 */
export function PackingSlip({ order, shopName }: { order: SellerOrderDetail; shopName: string }) {
  const { t, i18n } = useSellerTranslation();
  const locale = i18n.language;
  const { contact } = order;
  const phones = [contact.phone, contact.additionalPhone].map((p) => p.trim()).filter(Boolean);
  const remark = contact.remark.trim();
  return (
    <section
      data-packing-slip
      aria-hidden="true"
      className="hidden text-[11pt] text-black print:block"
    >
      <header className="flex items-start justify-between gap-6 border-b-2 border-black pb-3">
        <div>
          <p className="text-[16pt] font-bold">{shopName}</p>
          <p className="text-[12pt]">{t('seller.order.slip.title')}</p>
        </div>
        <dl className="text-end">
          <dt className={LABEL}>{t('seller.order.slip.invoice')}</dt>
          <dd className="text-[14pt] font-bold">{order.invoiceNo}</dd>
          <dt className={LABEL}>{t('seller.order.slip.date')}</dt>
          <dd>{formatWhen(order.createdOn, locale)}</dd>
        </dl>
      </header>

      <div className="grid grid-cols-2 gap-6 border-b border-black py-3">
        <div>
          <p className={LABEL}>{t('seller.order.slip.shipTo')}</p>
          <p className="text-[13pt] font-bold">{order.buyerName || contact.name}</p>
          <p className="whitespace-pre-line">{contact.address}</p>
          {order.township && <p className="font-semibold">{order.township}</p>}
        </div>
        <div className="flex flex-col gap-2">
          <div>
            <p className={LABEL}>{t('seller.order.slip.phones')}</p>
            <p className="text-[13pt] font-bold">{phones.join(', ')}</p>
          </div>
          <div>
            <p className={LABEL}>{t('seller.order.slip.deliveryType')}</p>
            <p>{contact.deliveryType}</p>
          </div>
          <div>
            <p className={LABEL}>{t('seller.order.slip.payment')}</p>
            <p>
              {paymentLabel(t, order.payment.paymentType)} ·{' '}
              <span className="font-bold">
                {t('seller.order.slip.total')}{' '}
                {formatAmount(order.totalAmount, order.currencyCode, locale)}
              </span>
            </p>
          </div>
        </div>
      </div>

      {remark && (
        <div className="border-b border-black py-3">
          <p className={LABEL}>{t('seller.order.slip.notes')}</p>
          <p className="whitespace-pre-line">{remark}</p>
        </div>
      )}

      <table className="mt-3 w-full border-collapse">
        <thead>
          <tr className="border-b-2 border-black">
            <th className={`${LABEL} py-1 text-start`}>{t('seller.order.slip.item')}</th>
            <th className={`${LABEL} w-24 py-1 text-end`}>{t('seller.order.slip.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.variantGuid} className="border-b border-neutral-400">
              <td className="py-1.5">
                <span className="font-semibold">{item.productName}</span>
                {item.variantName && <span> — {item.variantName}</span>}
              </td>
              <td className="py-1.5 text-end text-[13pt] font-bold">
                {formatNumber(item.quantity, locale)}
              </td>
            </tr>
          ))}
          {order.addons.length > 0 && (
            <tr>
              <td colSpan={2} className={`${LABEL} pt-3 pb-1`}>
                {t('seller.order.slip.addons')}
              </td>
            </tr>
          )}
          {order.addons.map((addon) => (
            <tr
              key={`${addon.addonGuid}-${addon.productGuid}`}
              className="border-b border-neutral-400"
            >
              <td className="py-1.5">{addon.addonName}</td>
              <td className="py-1.5 text-end text-[13pt] font-bold">
                {formatNumber(addon.addonQuantity, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
