import { toast } from '../../../components/ui/toast';
import type { Address } from '@storefront/contract/account';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { useDeleteAddressMutation } from '../../../api/address-book';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';

const DANGER =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600';

/** Deleting cannot be undone, so it is asked once more. */
export function DeleteAddressModal({
  address,
  onClose,
}: {
  address: Address;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [deleteAddress, { isLoading, error, isError }] = useDeleteAddressMutation();

  async function confirm() {
    const result = await deleteAddress(address.guid);
    if ('error' in result) return;
    toast.success(t('account.addressBook.deleted'), { id: 'address-deleted' });
    onClose();
  }

  return (
    <Modal title={t('account.addressBook.deleteTitle')} onClose={isLoading ? undefined : onClose}>
      <p className="mt-2 text-sm text-neutral-700">
        {t('account.addressBook.deleteText', { name: address.name })}
      </p>
      {isError && (
        <div className="mt-4">
          <FormAlert>
            {t('account.addressBook.deleteFailed', { message: errorText(error) })}
          </FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isLoading}>
          {t('account.addressBook.cancel')}
        </Button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={isLoading}
          className={DANGER}
        >
          {isLoading ? t('account.addressBook.deleting') : t('account.addressBook.confirmDelete')}
        </button>
      </div>
    </Modal>
  );
}
