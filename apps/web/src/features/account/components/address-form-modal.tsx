import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { Address, AddressFields } from '@storefront/contract/account';
import { ADDRESS_MAX_LENGTHS } from '@storefront/contract/constants';
import type { Region, Township } from '@storefront/contract/region';
import {
  clearTownshipUnlessMyanmar,
  requiresTownship,
  validateAddress,
  type AddressField,
} from '@storefront/commerce/address';
import { useCreateAddressMutation, useUpdateAddressMutation } from '../../../api/address-book';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useGetTownshipsQuery } from '../../../api/townships';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import { localizedName } from '../../../lib/localized-name';
import { serverErrorOf, type ServerError } from '../server-error';
import { CONTROL, FormAlert, FormField } from './form-field';

export type AddressFormValues = {
  name: string;
  email: string;
  primaryPhone: string;
  otherPhones: string;
  countryGuid: string;
  townshipGuid: string;
  street: string;
  address: string;
  comment: string;
};

type FieldName = keyof AddressFormValues;

/** The server names its fields after the wire body; two of them are chosen in selects here. */
const SERVER_FIELDS: Record<string, FieldName> = {
  name: 'name',
  email: 'email',
  primaryPhone: 'primaryPhone',
  otherPhones: 'otherPhones',
  country: 'countryGuid',
  countryGuid: 'countryGuid',
  township: 'townshipGuid',
  townshipGuid: 'townshipGuid',
  street: 'street',
  address: 'address',
  comment: 'comment',
};

function initialValues(
  address: Address | null,
  regions: readonly Region[],
  defaultCountryGuid: string,
): AddressFormValues {
  if (!address) {
    return {
      name: '',
      email: '',
      primaryPhone: '',
      otherPhones: '',
      countryGuid: regions.some((region) => region.guid === defaultCountryGuid)
        ? defaultCountryGuid
        : '',
      townshipGuid: '',
      street: '',
      address: '',
      comment: '',
    };
  }
  // Older entries may carry only the country's name.
  const countryGuid =
    address.countryGuid ??
    regions.find((region) => region.name.toLowerCase() === address.country.toLowerCase())?.guid ??
    '';
  return {
    name: address.name,
    email: address.email,
    primaryPhone: address.primaryPhone,
    otherPhones: address.otherPhones,
    countryGuid,
    townshipGuid: address.townshipGuid ?? '',
    street: address.street,
    address: address.address,
    comment: address.comment,
  };
}

/** The states and regions the townships list names, as the shopper reads them. */
const DIVISION_KEYS = {
  Yangon: 'account.divisions.yangon',
  Mandalay: 'account.divisions.mandalay',
} as const;
const isKnownDivision = (division: string): division is keyof typeof DIVISION_KEYS =>
  Object.hasOwn(DIVISION_KEYS, division);

/** Townships grouped by state or region, each group and township in alphabetical order. */
function groupByDivision(townships: readonly Township[], language: string) {
  const groups = new Map<string, Township[]>();
  for (const township of townships) {
    const group = groups.get(township.division) ?? [];
    group.push(township);
    groups.set(township.division, group);
  }
  const collator = new Intl.Collator(language);
  return [...groups.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([division, members]) => ({
      division,
      townships: members.sort((a, b) =>
        collator.compare(localizedName(a, language), localizedName(b, language)),
      ),
    }));
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

/**
 * The dashboard's add / edit address form (docs/product.md#address-forms, dashboard reading): every field is required;
 * township is shown, and required, only for Myanmar, and choosing another country clears it.
 */
export function AddressFormModal({
  address,
  ownerGuid,
  regions,
  defaultCountryGuid,
  onClose,
}: AddressFormModalProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const language = i18n.language;
  const isEdit = address !== null;
  const [formError, setFormError] = useState<string | null>(null);
  const [createAddress, { isLoading: isCreating }] = useCreateAddressMutation();
  const [updateAddress, { isLoading: isUpdating }] = useUpdateAddressMutation();
  const isSaving = isCreating || isUpdating;

  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<AddressFormValues>({
    defaultValues: initialValues(address, regions, defaultCountryGuid),
  });

  const regionOf = (guid: string) => regions.find((region) => region.guid === guid);
  const countryGuid = useWatch({ control, name: 'countryGuid' });
  const country = regionOf(countryGuid);
  const showTownship = requiresTownship(country?.name);

  const townshipsQuery = useGetTownshipsQuery();
  const townships = useMemo(() => townshipsQuery.data ?? [], [townshipsQuery.data]);
  const townshipGroups = useMemo(() => groupByDivision(townships, language), [townships, language]);

  function messageFor(field: FieldName, error: ServerError): string {
    switch (field) {
      case 'countryGuid':
        return t('account.errors.countryUnknown');
      case 'townshipGuid':
        return t('account.errors.townshipUnknown');
      case 'primaryPhone':
        return t('account.errors.primaryPhoneInvalid');
      case 'email':
        return t('account.errors.emailInvalid');
      default:
        return error.message;
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const region = regionOf(values.countryGuid);
    if (!region) return;
    const township = requiresTownship(region.name)
      ? townships.find((candidate) => candidate.guid === values.townshipGuid)
      : undefined;
    const fields: AddressFields = {
      name: values.name.trim(),
      address: values.address.trim(),
      street: values.street.trim(),
      townshipGuid: township?.guid ?? null,
      township: township?.name ?? null,
      country: region.name,
      countryGuid: region.guid,
      primaryPhone: values.primaryPhone.trim(),
      otherPhones: values.otherPhones.trim(),
      email: values.email.trim(),
      comment: values.comment.trim(),
      addressType: address?.addressType || 'Customer',
    };
    const result = isEdit
      ? await updateAddress({ ...fields, guid: address.guid })
      : await createAddress({ ...fields, ownerGuid });
    if ('error' in result) {
      const error = serverErrorOf(result.error);
      const field =
        error.field && Object.hasOwn(SERVER_FIELDS, error.field)
          ? SERVER_FIELDS[error.field]
          : undefined;
      if (field) {
        setError(
          field,
          { type: 'server', message: messageFor(field, error) },
          { shouldFocus: true },
        );
      } else {
        setFormError(t('account.errors.saveFailed', { message: errorText(result.error) }));
      }
      return;
    }
    toast.success(isEdit ? t('account.addressBook.updated') : t('account.addressBook.created'), {
      id: 'address-saved',
    });
    // docs/product.md#address-book: on success the form resets and closes (it is unmounted, so it starts empty next time).
    onClose();
  });

  // docs/product.md#address-forms, dashboard reading: the rules are commerce's; the words are the dashboard's.
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
  const check = (field: AddressField) => ({
    validate: (_value: string, all: AddressFormValues) => {
      const code = validateAddress(
        { ...all, country: regionOf(all.countryGuid)?.name ?? '' },
        'dashboard',
      )[field];
      if (code === 'required') return t(REQUIRED_KEYS[field]);
      if (code === 'invalidEmail') return t('account.errors.emailInvalid');
      if (code === 'invalidPhone') return t('account.errors.primaryPhoneInvalid');
      return true;
    },
  });

  return (
    <Modal
      title={isEdit ? t('account.addressForm.editTitle') : t('account.addressForm.addTitle')}
      onClose={isSaving ? undefined : onClose}
      className="sm:max-w-2xl"
    >
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('account.addressForm.name')} error={errors.name?.message}>
            {(control) => (
              <input
                {...control}
                {...register('name', check('name'))}
                autoComplete="name"
                maxLength={ADDRESS_MAX_LENGTHS.name}
                className={CONTROL}
              />
            )}
          </FormField>
          <FormField label={t('account.addressForm.email')} error={errors.email?.message}>
            {(control) => (
              <input
                {...control}
                {...register('email', check('email'))}
                type="email"
                autoComplete="email"
                maxLength={ADDRESS_MAX_LENGTHS.email}
                className={CONTROL}
              />
            )}
          </FormField>
          <FormField
            label={t('account.addressForm.primaryPhone')}
            error={errors.primaryPhone?.message}
          >
            {(control) => (
              <input
                {...control}
                {...register('primaryPhone', check('primaryPhone'))}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={ADDRESS_MAX_LENGTHS.primaryPhone}
                className={CONTROL}
              />
            )}
          </FormField>
          <FormField
            label={t('account.addressForm.otherPhones')}
            error={errors.otherPhones?.message}
          >
            {(control) => (
              <input
                {...control}
                {...register('otherPhones', check('otherPhones'))}
                type="tel"
                inputMode="tel"
                maxLength={ADDRESS_MAX_LENGTHS.otherPhones}
                className={CONTROL}
              />
            )}
          </FormField>
          <FormField label={t('account.addressForm.country')} error={errors.countryGuid?.message}>
            {(control) => (
              <select
                {...control}
                {...register('countryGuid', {
                  ...check('country'),
                  onChange: () => {
                    // docs/product.md#address-forms/docs/product.md#address-forms: another country than Myanmar clears the chosen township.
                    const next = regionOf(getValues('countryGuid'));
                    const kept = clearTownshipUnlessMyanmar({
                      country: next?.name ?? '',
                      township: '',
                      townshipGuid: getValues('townshipGuid'),
                    });
                    setValue('townshipGuid', kept.townshipGuid);
                  },
                })}
                className={CONTROL}
              >
                <option value="" disabled>
                  {t('account.addressForm.chooseCountry')}
                </option>
                {regions.map((region) => (
                  <option key={region.guid} value={region.guid}>
                    {localizedName(region, language)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {showTownship && (
            <FormField
              label={t('account.addressForm.township')}
              error={errors.townshipGuid?.message}
            >
              {(control) =>
                // The list arrives after the form opens; the field is tied to the form only
                // once its options exist, so a preloaded township shows as chosen.
                townshipsQuery.isLoading ? (
                  <select {...control} disabled aria-busy="true" className={CONTROL}>
                    <option>{t('account.addressForm.loadingTownships')}</option>
                  </select>
                ) : (
                  <select
                    {...control}
                    {...register('townshipGuid', check('townshipGuid'))}
                    className={CONTROL}
                  >
                    <option value="" disabled>
                      {t('account.addressForm.chooseTownship')}
                    </option>
                    {townshipGroups.map((group) => (
                      <optgroup
                        key={group.division}
                        label={
                          isKnownDivision(group.division)
                            ? t(DIVISION_KEYS[group.division])
                            : group.division
                        }
                      >
                        {group.townships.map((township) => (
                          <option key={township.guid} value={township.guid}>
                            {localizedName(township, language)}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                )
              }
            </FormField>
          )}
          <FormField
            label={t('account.addressForm.street')}
            error={errors.street?.message}
            className={showTownship ? 'sm:col-span-2' : undefined}
          >
            {(control) => (
              <input
                {...control}
                {...register('street', check('street'))}
                autoComplete="address-line2"
                maxLength={ADDRESS_MAX_LENGTHS.street}
                className={CONTROL}
              />
            )}
          </FormField>
          <FormField
            label={t('account.addressForm.address')}
            error={errors.address?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <input
                {...control}
                {...register('address', check('address'))}
                placeholder={t('account.addressForm.addressHint')}
                autoComplete="address-line1"
                maxLength={ADDRESS_MAX_LENGTHS.address}
                className={CONTROL}
              />
            )}
          </FormField>
          <FormField
            label={t('account.addressForm.comment')}
            error={errors.comment?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                {...register('comment', check('comment'))}
                placeholder={t('account.addressForm.commentHint')}
                rows={2}
                maxLength={ADDRESS_MAX_LENGTHS.comment}
                className={CONTROL}
              />
            )}
          </FormField>
        </div>
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isSaving}>
            {t('account.addressForm.cancel')}
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving
              ? t('account.addressForm.saving')
              : isEdit
                ? t('account.addressForm.saveChanges')
                : t('account.addressForm.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
