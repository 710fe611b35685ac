import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/translation';
import type { PlacedOrder } from '../checkout.slice';
import { CheckoutShopBlock } from './checkout-shop-block';
import { CheckoutSummary } from './checkout-summary';

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-9"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/**
 * docs/product.md#checkout-success step 4: 'Order Successful!', the order as it was placed (the cart is already empty),
 * 'Order Summery' and the two ways on.
 */
export function SuccessStep({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The page did not change route, so focus is moved to the news for keyboard and screen readers.
  // A layout effect moves it in the same commit that inserts the heading, before the first paint,
  // so no frame shows the step with focus still on the vanished 'Make payment' button.
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-neutral-200 bg-white px-4 py-8 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-green-100 text-green-800">
            <CheckIcon />
          </span>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-neutral-900 outline-none"
          >
            {t('checkout.success.title')}
          </h2>
          <p className="text-neutral-700">{t('checkout.success.thanks')}</p>
          <p className="text-sm text-neutral-600">
            {t('checkout.success.orderId')}:{' '}
            <span className="font-semibold text-neutral-900">{order.invoiceNo}</span>
          </p>
        </div>
        {order.shops.map((entry) => (
          <CheckoutShopBlock key={entry.shop.guid} entry={entry} />
        ))}
      </div>
      <div className="lg:sticky lg:top-4">
        <CheckoutSummary
          totals={order.totals}
          currencyCode={order.currencyCode}
          mmkTotal={order.mmkTotal}
          variant="receipt"
        >
          <div className="flex flex-col gap-2">
            <Link to="/order-history" className={buttonClass('primary', 'w-full')}>
              {t('checkout.success.viewOrders')}
            </Link>
            <Link to="/" className={buttonClass('secondary', 'w-full')}>
              {t('checkout.success.backHome')}
            </Link>
          </div>
        </CheckoutSummary>
      </div>
    </div>
  );
}
