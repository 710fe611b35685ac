import { useMemo, useState, type FormEvent } from 'react';
import {
  isMyanmar,
  validateAddress,
  type AddressErrors,
  type AddressField as CheckoutAddressField,
  type AddressFieldError,
  type AddressInput as CheckoutAddressInput,
} from '@storefront/commerce/address';
import type { Region, Township } from '@storefront/contract/region';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useGetTownshipsQuery } from '../../../api/townships';
import { useTranslation } from '../../../i18n/translation';
import { localizedName } from '../../../lib/localized-name';
import { BusyDot, controlClass, Field } from './form-field';

/** The form's values: the docs/product.md#address-forms fields plus the chosen country's region guid. */
export type AddressFormValues = CheckoutAddressInput & { countryGuid: string };

/** A failure the server pinned on one field (its `field`), or on the whole form. */
export type ServerFormError = { field?: string | undefined; message: string };

type AddressFormProps = {
  initial: AddressFormValues;
  regions: readonly Region[];
  submitLabel: string;
  isSaving: boolean;
  serverError: ServerFormError | null;
  onSubmit: (values: AddressFormValues) => void;
  onCancel?: () => void;
};

const FIELD_ORDER: CheckoutAddressField[] = [
  'name',
  'email',
  'primaryPhone',
  'otherPhones',
  'country',
  'townshipGuid',
  'address',
  'street',
  'comment',
];

/** Server field names that differ from the form's. */
const SERVER_FIELDS: Record<string, CheckoutAddressField> = {
  township: 'townshipGuid',
  countryGuid: 'country',
};

/** Townships under their state or region, in the shopper's language. */
function useTownshipGroups(townships: readonly Township[] | undefined) {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const groups = new Map<string, Township[]>();
    for (const township of townships ?? []) {
      const group = groups.get(township.division);
      if (group) group.push(township);
      else groups.set(township.division, [township]);
    }
    const divisionLabel = (division: string) => {
      if (division === 'Yangon') return t('checkout.address.divisionYangon');
      if (division === 'Mandalay') return t('checkout.address.divisionMandalay');
      return division;
    };
    return [...groups].map(([division, members]) => ({
      label: divisionLabel(division),
      options: members
        .map((township) => ({
          value: township.guid,
          label: localizedName(township, i18n.language),
        }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    }));
  }, [townships, t, i18n.language]);
}

/**
 * docs/product.md#address-forms/docs/product.md#address-forms checkout address form: Name, Address, Street, Primary Phone, Email and Country
 * required; Township required, and shown, only for Myanmar; Other Phone and Comment optional.
 */
export function AddressForm({
  initial,
  regions,
  submitLabel,
  isSaving,
  serverError,
  onSubmit,
  onCancel,
}: AddressFormProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const townships = useGetTownshipsQuery();
  const townshipGroups = useTownshipGroups(townships.data);
  const showsTownship = isMyanmar(values.country);

  function update(next: AddressFormValues) {
    setValues(next);
    // Once the shopper has tried to save, errors follow their typing.
    if (isSubmitted) setErrors(validateAddress(next, 'checkout'));
  }

  function setField(field: Exclude<CheckoutAddressField, 'country'>, value: string) {
    update({ ...values, [field]: value });
  }

  function setCountry(countryGuid: string) {
    const region = regions.find((candidate) => candidate.guid === countryGuid);
    const country = region?.name ?? '';
    // docs/product.md#address-forms: choosing a country other than Myanmar clears the chosen township.
    update({
      ...values,
      countryGuid,
      country,
      townshipGuid: isMyanmar(country) ? values.townshipGuid : '',
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateAddress(values, 'checkout');
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(values);
  }

  const message = (code: AddressFieldError | undefined, label: string): string | undefined => {
    if (code === 'required') return t('checkout.address.required', { field: label });
    if (code === 'invalidEmail') return t('checkout.address.invalidEmail');
    if (code === 'invalidPhone') return t('checkout.address.invalidPhone');
    return undefined;
  };
  const serverField = serverError?.field
    ? (SERVER_FIELDS[serverError.field] ?? serverError.field)
    : undefined;
  // The server words its messages in English; a Burmese shopper gets the same point in Burmese.
  const serverMessage = (label: string) =>
    i18n.language === 'en'
      ? serverError?.message
      : t('checkout.address.checkField', { field: label });
  const errorOf = (field: CheckoutAddressField, label: string) =>
    message(errors[field], label) ?? (serverField === field ? serverMessage(label) : undefined);

  const labels = {
    name: t('checkout.address.name'),
    email: t('checkout.address.email'),
    primaryPhone: t('checkout.address.primaryPhone'),
    otherPhones: t('checkout.address.otherPhones'),
    country: t('checkout.address.country'),
    townshipGuid: t('checkout.address.township'),
    address: t('checkout.address.address'),
    street: t('checkout.address.street'),
    comment: t('checkout.address.comment'),
  } satisfies Record<CheckoutAddressField, string>;
  const optional = t('checkout.address.optional');
  const formLevelError =
    serverError && !FIELD_ORDER.includes(serverField as CheckoutAddressField)
      ? i18n.language === 'en'
        ? serverError.message
        : t('checkout.address.saveFailed')
      : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={labels.name} error={errorOf('name', labels.name)}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(event) => setField('name', event.target.value)}
              className={controlClass()}
            />
          )}
        </Field>
        <Field label={labels.email} error={errorOf('email', labels.email)}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={(event) => setField('email', event.target.value)}
              className={controlClass()}
            />
          )}
        </Field>
        <Field label={labels.primaryPhone} error={errorOf('primaryPhone', labels.primaryPhone)}>
          {(control) => (
            <input
              {...control}
              name="primaryPhone"
              type="tel"
              autoComplete="tel"
              placeholder="09…"
              value={values.primaryPhone}
              onChange={(event) => setField('primaryPhone', event.target.value)}
              className={controlClass()}
            />
          )}
        </Field>
        <Field
          label={labels.otherPhones}
          hint={optional}
          error={errorOf('otherPhones', labels.otherPhones)}
        >
          {(control) => (
            <input
              {...control}
              name="otherPhones"
              type="tel"
              value={values.otherPhones}
              onChange={(event) => setField('otherPhones', event.target.value)}
              className={controlClass()}
            />
          )}
        </Field>
        <Field label={labels.country} error={errorOf('country', labels.country)}>
          {(control) => (
            <select
              {...control}
              name="country"
              autoComplete="country-name"
              value={values.countryGuid}
              onChange={(event) => setCountry(event.target.value)}
              className={controlClass()}
            >
              <option value="" disabled>
                {t('checkout.address.chooseCountry')}
              </option>
              {regions.map((region) => (
                <option key={region.guid} value={region.guid}>
                  {localizedName(region, i18n.language)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {showsTownship && (
          <Field label={labels.townshipGuid} error={errorOf('townshipGuid', labels.townshipGuid)}>
            {(control) =>
              townships.isLoading ? (
                <Spinner className="min-h-11 justify-start" />
              ) : (
                <select
                  {...control}
                  name="townshipGuid"
                  value={values.townshipGuid}
                  onChange={(event) => setField('townshipGuid', event.target.value)}
                  className={controlClass()}
                >
                  <option value="" disabled>
                    {t('checkout.address.chooseTownship')}
                  </option>
                  {townshipGroups.map((group) => (
                    <optgroup key={group.label} label={group.label}>
                      {group.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              )
            }
          </Field>
        )}
        <Field
          label={labels.address}
          error={errorOf('address', labels.address)}
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              name="address"
              autoComplete="address-line1"
              placeholder={t('checkout.address.addressPlaceholder')}
              value={values.address}
              onChange={(event) => setField('address', event.target.value)}
              className={controlClass()}
            />
          )}
        </Field>
        <Field
          label={labels.street}
          error={errorOf('street', labels.street)}
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              name="street"
              autoComplete="address-line2"
              value={values.street}
              onChange={(event) => setField('street', event.target.value)}
              className={controlClass()}
            />
          )}
        </Field>
        <Field
          label={labels.comment}
          hint={optional}
          error={errorOf('comment', labels.comment)}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              name="comment"
              rows={2}
              placeholder={t('checkout.address.commentPlaceholder')}
              value={values.comment}
              onChange={(event) => setField('comment', event.target.value)}
              className={controlClass('min-h-20')}
            />
          )}
        </Field>
      </div>
      {formLevelError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formLevelError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('checkout.address.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          {isSaving && <BusyDot />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
