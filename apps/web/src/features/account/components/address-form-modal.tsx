import { toast } from '../../../components/ui/toast';
import type { Address } from '@storefront/contract/account';
import type { Region } from '@storefront/contract/region';
import type { AddressField } from '@storefront/commerce/address';
import { useCreateAddressMutation, useUpdateAddressMutation } from '../../../api/address-book';
import { AddressForm, type AddressFormWording } from '../../../components/address/address-form';
import { addressToForm, newAddressForm } from '../../../components/address/address-values';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import { serverErrorOf, serverHintsOf } from '../../../lib/server-error';

const REQUIRED_KEYS = {
  name: 'account.errors.recipientRequired',
  email: 'account.errors.emailRequired',
  primaryPhone: 'account.errors.primaryPhoneRequired',
  otherPhones: 'account.errors.otherPhonesRequired',
  country: 'account.errors.countryRequired',
  townshipGuid: 'account.errors.townshipRequired',
  street: 'account.errors.streetRequired',
  address: 'account.errors.addressRequired',
  comment: 'account.errors.commentRequired',
} as const satisfies Record<AddressField, string>;

/** The states and regions the townships list names, as the shopper reads them. */
const DIVISION_KEYS = {
  Yangon: 'account.divisions.yangon',
  Mandalay: 'account.divisions.mandalay',
} as const;
const isKnownDivision = (division: string): division is keyof typeof DIVISION_KEYS =>
  Object.hasOwn(DIVISION_KEYS, division);

/** The dashboard's words for the address form: a message of its own for each field. */
function useDashboardWording(): AddressFormWording {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const isEnglish = i18n.language !== 'my';
  const labels = {
    name: t('account.addressForm.name'),
    email: t('account.addressForm.email'),
    primaryPhone: t('account.addressForm.primaryPhone'),
    otherPhones: t('account.addressForm.otherPhones'),
    country: t('account.addressForm.country'),
    townshipGuid: t('account.addressForm.township'),
    street: t('account.addressForm.street'),
    address: t('account.addressForm.address'),
    comment: t('account.addressForm.comment'),
  };
  return {
    labels,
    optional: t('account.addressForm.optional'),
    chooseCountry: t('account.addressForm.chooseCountry'),
    chooseTownship: t('account.addressForm.chooseTownship'),
    loadingTownships: t('account.addressForm.loadingTownships'),
    addressPlaceholder: t('account.addressForm.addressHint'),
    commentPlaceholder: t('account.addressForm.commentHint'),
    division: (division) => (isKnownDivision(division) ? t(DIVISION_KEYS[division]) : division),
    fieldError: (field, error) => {
      if (error === 'invalidEmail') return t('account.errors.emailInvalid');
      if (error === 'invalidPhone') return t('account.errors.primaryPhoneInvalid');
      return t(REQUIRED_KEYS[field]);
    },
    // The server's reasons in the shopper's language where we know them.
    serverFieldError: (field, error) => {
      if (field === 'country') return t('account.errors.countryUnknown');
      if (field === 'townshipGuid') return t('account.errors.townshipUnknown');
      if (field === 'primaryPhone') return t('account.errors.primaryPhoneInvalid');
      if (field === 'email') return t('account.errors.emailInvalid');
      // The server's sentence is English: a Burmese page names the field to check instead.
      return isEnglish ? error.message : t('account.errors.checkField', { field: labels[field] });
    },
    formError: (error) => {
      // A full address book: the server sends the most it keeps as the refusal's hint.
      const max = Number(serverHintsOf(error)[0]);
      const full = serverErrorOf(error).code === 'addressBookFull' && Number.isFinite(max);
      return t('account.errors.saveFailed', {
        message: full ? t('account.errors.addressBookFull', { max }) : errorText(error),
      });
    },
  };
}

type AddressFormModalProps = {
  /** The entry being edited (its values are preloaded), or null to add a new one. */
  address: Address | null;
  ownerGuid: string;
  regions: readonly Region[];
  /** The country a new address starts with: the shopper's chosen region. */
  defaultCountryGuid: string;
  onClose: () => void;
};

/** The dashboard's add / edit address dialog (docs/product.md#address-forms, dashboard reading: every field is required). */
export function AddressFormModal({
  address,
  ownerGuid,
  regions,
  defaultCountryGuid,
  onClose,
}: AddressFormModalProps) {
  const { t } = useTranslation();
  const wording = useDashboardWording();
  const [createAddress, { isLoading: isCreating }] = useCreateAddressMutation();
  const [updateAddress, { isLoading: isUpdating }] = useUpdateAddressMutation();
  const isSaving = isCreating || isUpdating;

  return (
    <Modal
      title={address ? t('account.addressForm.editTitle') : t('account.addressForm.addTitle')}
      onClose={isSaving ? undefined : onClose}
      className="sm:max-w-2xl"
    >
      <div className="mt-4">
        <AddressForm
          reading="dashboard"
          wording={wording}
          initial={
            address ? addressToForm(address, regions) : newAddressForm(regions, defaultCountryGuid)
          }
          regions={regions}
          submitLabel={
            address ? t('account.addressForm.saveChanges') : t('account.addressForm.save')
          }
          onCancel={{ label: t('account.addressForm.cancel'), run: onClose }}
          onSave={async (fields) => {
            const result = address
              ? await updateAddress({ ...fields, guid: address.guid })
              : await createAddress({ ...fields, ownerGuid });
            if (result.error) return result.error;
            toast.success(
              address ? t('account.addressBook.updated') : t('account.addressBook.created'),
              { id: 'address-saved' },
            );
            // docs/product.md#address-book: on success the form resets and closes (it is unmounted, so it starts empty next time).
            onClose();
            return undefined;
          }}
        />
      </div>
    </Modal>
  );
}
