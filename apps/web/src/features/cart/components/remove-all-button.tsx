import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TrashIcon } from '../../../components/ui/remove-button';
import { useTranslation } from '../../../i18n/translation';
import { cartCleared } from '../cart.slice';
import { CART_TOAST_MS } from './cart-product';

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors';
const DANGER_QUIET = `${BASE} border border-red-200 bg-white text-red-700 hover:bg-red-50`;
const DANGER = `${BASE} bg-red-700 text-white hover:bg-red-800`;

/** docs/product.md#cart remove-all-from-cart, asked once more first: it cannot be undone. */
export function RemoveAllButton() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [isAsking, setAsking] = useState(false);

  function removeAll() {
    dispatch(cartCleared());
    setAsking(false);
    toast.success(t('cart.clearedToast'), { duration: CART_TOAST_MS });
  }

  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={DANGER_QUIET}>
        <TrashIcon />
        {t('cart.removeAll')}
      </button>
      {isAsking && (
        <Modal title={t('cart.removeAllTitle')} onClose={() => setAsking(false)}>
          <p className="mt-2 text-sm text-neutral-700">{t('cart.removeAllText')}</p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('cart.cancel')}
            </Button>
            <button type="button" onClick={removeAll} className={DANGER}>
              {t('cart.confirmRemoveAll')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
