import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/translation';

/** docs/product.md#checkout-steps: 'There is no item in your cart' when the order has no shops left. */
export function EmptyCheckout() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-neutral-300 px-4 py-8 text-center">
      <p className="font-semibold text-neutral-900">{t('checkout.emptyCart')}</p>
      <Link to="/" className={buttonClass('secondary')}>
        {t('checkout.continueShopping')}
      </Link>
    </div>
  );
}
