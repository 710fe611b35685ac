import { useId, useState } from 'react';
import type { Address } from '@storefront/contract/account';
import type { Region } from '@storefront/contract/region';
import { usePlaceName } from '../../../components/address/use-place-name';
import { Button } from '../../../components/ui/button';
import { PinIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import { useGetAddressBookQuery } from '../../../api/address-book';
import { AddressCard } from './address-card';
import { AddressFormModal } from './address-form-modal';
import { DeleteAddressModal } from './delete-address-modal';

/** How many addresses show before 'Show More' (two rows of two on wide screens). */
const ADDRESSES_SHOWN = 4;

type Dialog =
  { kind: 'add' } | { kind: 'edit'; address: Address } | { kind: 'delete'; address: Address };

type AddressBookProps = {
  ownerGuid: string;
  regions: readonly Region[];
  defaultCountryGuid: string;
};

function AddressBookSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="grid gap-3 md:grid-cols-2">
      <span className="sr-only">{t('common.loading')}</span>
      {[0, 1].map((key) => (
        <Skeleton key={key} className="h-48 rounded-xl" />
      ))}
    </div>
  );
}

/** docs/product.md#address-book Address Book: the saved addresses with add, edit, delete, and show more / less. */
export function AddressBook({ ownerGuid, regions, defaultCountryGuid }: AddressBookProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const listId = useId();
  const { data, error, isLoading, isFetching, refetch } = useGetAddressBookQuery(ownerGuid);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [isShowingAll, setShowingAll] = useState(false);
  const placeName = usePlaceName(regions);

  const addresses = data ?? [];
  const shown = isShowingAll ? addresses : addresses.slice(0, ADDRESSES_SHOWN);

  let body;
  if (isLoading) {
    body = <AddressBookSkeleton />;
  } else if (!data) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <p>{t('common.error', { message: errorText(error) })}</p>
        <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (addresses.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-neutral-300 p-6 text-center">
        <PinIcon className="size-8 text-neutral-400" />
        <p className="font-semibold text-neutral-900">{t('account.addressBook.empty')}</p>
        <p className="text-sm text-neutral-600">{t('account.addressBook.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul
          id={listId}
          aria-label={t('account.addressBook.listLabel')}
          // docs/product.md#scroll-heights: the address book scrolls within 750 px.
          className="grid max-h-[750px] gap-3 overflow-y-auto overscroll-contain md:grid-cols-2"
        >
          {shown.map((address) => (
            <li key={address.guid} className="min-w-0">
              <AddressCard
                address={address}
                place={placeName(address, { withStreet: true })}
                onEdit={() => setDialog({ kind: 'edit', address })}
                onDelete={() => setDialog({ kind: 'delete', address })}
              />
            </li>
          ))}
        </ul>
        {addresses.length > ADDRESSES_SHOWN && (
          <Button
            variant="ghost"
            aria-expanded={isShowingAll}
            aria-controls={listId}
            onClick={() => setShowingAll((showing) => !showing)}
            className="self-center text-accent"
          >
            {isShowingAll ? t('account.addressBook.showLess') : t('account.addressBook.showMore')}
          </Button>
        )}
      </>
    );
  }

  const close = () => setDialog(null);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-neutral-900">
          {t('account.addressBook.title')}
        </h2>
        <Button onClick={() => setDialog({ kind: 'add' })}>{t('account.addressBook.add')}</Button>
      </div>
      {body}
      {dialog?.kind === 'add' && (
        <AddressFormModal
          address={null}
          ownerGuid={ownerGuid}
          regions={regions}
          defaultCountryGuid={defaultCountryGuid}
          onClose={close}
        />
      )}
      {dialog?.kind === 'edit' && (
        <AddressFormModal
          address={dialog.address}
          ownerGuid={ownerGuid}
          regions={regions}
          defaultCountryGuid={defaultCountryGuid}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && <DeleteAddressModal address={dialog.address} onClose={close} />}
    </section>
  );
}
