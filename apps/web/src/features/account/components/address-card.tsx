import type { Address } from '@storefront/contract/account';
import { Button } from '../../../components/ui/button';
import { MailIcon, PhoneIcon, PinIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/translation';

type AddressCardProps = {
  address: Address;
  /** Street, township and country as the shopper reads them. */
  place: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** One saved address: who, where, how to reach them, and its Edit and Delete buttons. */
export function AddressCard({ address, place, onEdit, onDelete }: AddressCardProps) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-neutral-200 bg-neutral-50 p-4">
      <h3 className="font-semibold wrap-break-word text-neutral-900">{address.name}</h3>
      <div className="flex flex-col gap-2 text-sm text-neutral-800">
        <p className="flex gap-2">
          <PinIcon className="mt-0.5 size-4 shrink-0 text-neutral-500" />
          <span className="min-w-0 wrap-break-word">
            {address.address}
            <br />
            {place}
          </span>
        </p>
        <p className="flex gap-2">
          <PhoneIcon className="mt-0.5 size-4 shrink-0 text-neutral-500" />
          <span className="min-w-0 wrap-break-word">
            <span className="sr-only">{t('account.addressBook.phone')}: </span>
            {address.primaryPhone}
            {address.otherPhones && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">{t('account.addressBook.otherPhones')}: </span>
                {address.otherPhones}
              </>
            )}
          </span>
        </p>
        <p className="flex gap-2">
          <MailIcon className="mt-0.5 size-4 shrink-0 text-neutral-500" />
          <span className="min-w-0 break-all">
            <span className="sr-only">{t('account.addressBook.email')}: </span>
            {address.email}
          </span>
        </p>
        {address.comment && (
          <p className="rounded-lg bg-white px-3 py-2 text-neutral-700 wrap-break-word">
            <span className="font-medium">{t('account.addressBook.comment')}: </span>
            {address.comment}
          </p>
        )}
      </div>
      <div className="mt-auto flex gap-2 pt-1">
        <Button
          variant="secondary"
          onClick={onEdit}
          aria-label={t('account.addressBook.editNamed', { name: address.name })}
          className="flex-1"
        >
          {t('account.addressBook.edit')}
        </Button>
        <Button
          variant="secondary"
          onClick={onDelete}
          aria-label={t('account.addressBook.deleteNamed', { name: address.name })}
          className="flex-1 text-red-700 hover:border-red-300 hover:text-red-800"
        >
          {t('account.addressBook.delete')}
        </Button>
      </div>
    </article>
  );
}
