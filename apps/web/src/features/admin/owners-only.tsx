import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { ConsoleTitle } from '../seller/components/console-title';
import { useSellerTranslation, type SellerKey } from '../seller/seller-strings';

/**
 * A business page opened by shop staff (a link typed or kept from before): they are told it is
 * for owners, and the page asks nothing of the server, which would refuse them anyway.
 */
export function OwnersOnly({ titleKey }: { titleKey: SellerKey }) {
  const { t } = useSellerTranslation();
  const title = t(titleKey);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4">
      <ConsoleTitle title={title} />
      <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-neutral-200 bg-white p-6"
      >
        <p className="text-neutral-800">{t('owner.frame.ownersOnly')}</p>
        <Link to="/seller" className={buttonClass('secondary')}>
          {t('seller.nav.orders')}
        </Link>
      </div>
    </div>
  );
}
