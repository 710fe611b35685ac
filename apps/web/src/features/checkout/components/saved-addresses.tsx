import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import type { Address } from '@storefront/contract/account';
import type { Region } from '@storefront/contract/region';
import { useDeleteAddressMutation, useUpdateAddressMutation } from '../../../api/address-book';
import { AddressForm } from '../../../components/address/address-form';
import { addressToForm } from '../../../components/address/address-values';
import { usePlaceName } from '../../../components/address/use-place-name';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { PinIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { BusyDot } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n/translation';
import { serverMessageOf } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useAddressWording } from '../hooks/use-address-wording';
import { AddressMenu } from './address-menu';

type SavedAddressesProps = {
  addresses: readonly Address[];
  selectedGuid: string | null;
  onSelect: (guid: string) => void;
  regions: readonly Region[];
};

function EditAddressModal({
  address,
  regions,
  onClose,
}: {
  address: Address;
  regions: readonly Region[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const wording = useAddressWording();
  const [updateAddress] = useUpdateAddressMutation();

  return (
    <Modal title={t('checkout.address.editTitle')} onClose={onClose} className="max-w-2xl">
      <div className="mt-4">
        <AddressForm
          reading="checkout"
          wording={wording}
          initial={addressToForm(address, regions)}
          regions={regions}
          submitLabel={t('checkout.address.saveChanges')}
          onCancel={{ label: t('checkout.address.cancel'), run: onClose }}
          onSave={async (fields) => {
            const result = await updateAddress({ ...fields, guid: address.guid });
            if (result.error) return result.error;
            // docs/product.md#address-book: after a successful update the form clears and the edit modal closes.
            toast.success(t('checkout.address.updatedToast'));
            onClose();
            return undefined;
          }}
        />
      </div>
    </Modal>
  );
}

function DeleteAddressModal({ address, onClose }: { address: Address; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [deleteAddress, { isLoading, error }] = useDeleteAddressMutation();

  async function confirm() {
    const result = await deleteAddress(address.guid);
    if ('error' in result) return;
    toast.success(t('checkout.address.deletedToast'));
    onClose();
  }

  return (
    <Modal title={t('checkout.address.deleteTitle')} onClose={onClose}>
      <p className="mt-2 text-sm text-neutral-700">
        {t('checkout.address.deleteText', { name: address.name })}
      </p>
      {error && (
        <div className="mt-3">
          <FormAlert>
            {(i18n.language === 'en' && serverMessageOf(error)) ||
              t('checkout.address.deleteFailed')}
          </FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('checkout.address.cancel')}
        </Button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={isLoading}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:bg-neutral-300"
        >
          {isLoading && <BusyDot />}
          {t('checkout.address.confirmDelete')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * docs/product.md#checkout-address 'Select old address': the saved addresses as radio cards, the selected one highlighted,
 * each with its Edit/Delete menu. docs/product.md#scroll-heights: the list scrolls within 750 px.
 */
export function SavedAddresses({
  addresses,
  selectedGuid,
  onSelect,
  regions,
}: SavedAddressesProps) {
  const { t } = useTranslation();
  const placeName = usePlaceName(regions);
  const [editing, setEditing] = useState<Address | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  return (
    <>
      <fieldset>
        <legend className="sr-only">{t('checkout.address.savedLegend')}</legend>
        <ul className="flex max-h-[750px] flex-col gap-3 overflow-y-auto p-0.5">
          {addresses.map((address) => {
            const isSelected = address.guid === selectedGuid;
            return (
              <li
                key={address.guid}
                className={cn(
                  'relative rounded-xl border bg-white transition-colors',
                  isSelected
                    ? 'border-accent bg-accent-soft/40 ring-1 ring-accent'
                    : 'border-neutral-200 hover:border-neutral-400',
                )}
              >
                <label className="flex cursor-pointer items-start gap-3 p-4 pe-14">
                  {/* Named by the recipient; the rest of the card is its description. */}
                  <input
                    type="radio"
                    name="checkout-address"
                    value={address.guid}
                    checked={isSelected}
                    onChange={() => onSelect(address.guid)}
                    aria-label={address.name}
                    aria-describedby={`${address.guid}-details`}
                    className="mt-1 size-5 shrink-0 accent-(--color-accent)"
                  />
                  <span
                    id={`${address.guid}-details`}
                    className="flex min-w-0 flex-col gap-1 text-sm"
                  >
                    <span className="text-base font-semibold text-neutral-900 wrap-break-word">
                      {address.name}
                    </span>
                    <span className="flex items-start gap-1.5 text-neutral-700 wrap-break-word">
                      <PinIcon className="mt-0.5 size-4 shrink-0 text-neutral-500" />
                      <span>
                        {address.address}, {address.street}
                        <br />
                        {placeName(address)}
                      </span>
                    </span>
                    <span className="text-neutral-700 tabular-nums">
                      {[address.primaryPhone, address.otherPhones].filter(Boolean).join(', ')}
                    </span>
                    <span className="text-neutral-600 break-all">{address.email}</span>
                  </span>
                </label>
                <div className="absolute end-2 top-2">
                  <AddressMenu
                    label={t('checkout.address.optionsFor', { name: address.name })}
                    onEdit={() => setEditing(address)}
                    onDelete={() => setDeleting(address)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {editing && (
        <EditAddressModal address={editing} regions={regions} onClose={() => setEditing(null)} />
      )}
      {deleting && <DeleteAddressModal address={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
