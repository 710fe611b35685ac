import { useMemo, useState, type InputHTMLAttributes } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AddressFields } from '@storefront/contract/account';
import { ADDRESS_MAX_LENGTHS } from '@storefront/contract/constants';
import type { Region } from '@storefront/contract/region';
import {
  clearTownshipUnlessMyanmar,
  isRequiredAddressField,
  validateAddress,
  type AddressField,
  type AddressFieldError,
  type AddressReading,
} from '@storefront/commerce/address';
import { useGetTownshipsQuery } from '../../api/townships';
import { useTranslation } from '../../i18n/translation';
import { codeResolver } from '../../lib/code-resolver';
import { localizedName } from '../../lib/localized-name';
import { serverErrorOf, type RequestError, type ServerError } from '../../lib/server-error';
import { Button } from '../ui/button';
import { controlClass, FormAlert, FormField, type ControlProps } from '../ui/form-field';
import { BusyDot } from '../ui/spinner';
import {
  addressFieldOfServerField,
  addressFieldsOf,
  addressInputOf,
  formFieldOf,
  type AddressFormField,
  type AddressFormValues,
} from './address-values';
import { groupTownships } from './township-groups';

/**
 * The words of the screen the form is on: the dashboard and the checkout each keep their own
 * (docs/product.md#address-forms describes the two forms).
 */
export type AddressFormWording = {
  labels: Record<AddressField, string>;
  /** Beside a field the reading leaves optional. */
  optional: string;
  chooseCountry: string;
  chooseTownship: string;
  loadingTownships: string;
  addressPlaceholder: string;
  commentPlaceholder: string;
  /** A state or region of Myanmar, heading its townships. */
  division: (division: string) => string;
  /** What the form's own check found wrong with a field. */
  fieldError: (field: AddressField, error: AddressFieldError) => string;
  /** What the server refused in a field. */
  serverFieldError: (field: AddressField, error: ServerError) => string;
  /** A refusal no single field caused. */
  formError: (error: RequestError) => string;
};

type AddressFormProps = {
  /** Which fields are required: docs/product.md#address-forms has two readings. */
  reading: AddressReading;
  wording: AddressFormWording;
  initial: AddressFormValues;
  regions: readonly Region[];
  submitLabel: string;
  /** Saves the address; answers the call's error, or nothing once it is saved. */
  onSave: (fields: AddressFields) => Promise<RequestError | undefined>;
  onCancel?: { label: string; run: () => void } | undefined;
};

/**
 * docs/product.md#address-forms: an address book entry, added or edited, on the dashboard and at checkout. Township is
 * shown, and required, only for Myanmar, and choosing another country clears it; the rest is
 * required as the reading says. A field the server refuses shows its reason beside it.
 */
export function AddressForm({
  reading,
  wording,
  initial,
  regions,
  submitLabel,
  onSave,
  onCancel,
}: AddressFormProps) {
  const { language } = useTranslation().i18n;
  const [formError, setFormError] = useState<string | null>(null);
  const townshipsQuery = useGetTownshipsQuery();
  const townships = useMemo(() => townshipsQuery.data ?? [], [townshipsQuery.data]);
  const townshipGroups = useMemo(() => groupTownships(townships, language), [townships, language]);

  const resolver = useMemo(
    () =>
      codeResolver<AddressFormValues>((values) => {
        const found = validateAddress(addressInputOf(values, regions), reading);
        return Object.fromEntries(
          Object.entries(found).map(([field, code]) => [formFieldOf(field as AddressField), code]),
        );
      }),
    [regions, reading],
  );
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({ defaultValues: initial, resolver });

  const countryGuid = useWatch({ control, name: 'countryGuid' });
  const country = regions.find((region) => region.guid === countryGuid)?.name ?? '';
  const showsTownship = isRequiredAddressField('townshipGuid', reading, country);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const error = await onSave(addressFieldsOf(values, regions, townships));
    if (!error) return;
    const failure = serverErrorOf(error);
    const field = addressFieldOfServerField(failure.field);
    if (!field) {
      setFormError(wording.formError(error));
      return;
    }
    setError(
      formFieldOf(field),
      { type: 'server', message: wording.serverFieldError(field, failure) },
      { shouldFocus: true },
    );
  });

  /** A field's error: the server's, already worded, or the code of the form's own check. */
  function errorOf(field: AddressField): string | undefined {
    const error = errors[formFieldOf(field)];
    if (!error?.message) return undefined;
    if (error.type === 'server') return error.message;
    return wording.fieldError(field, error.message as AddressFieldError);
  }

  /** Label, '(Optional)' when the reading leaves the field out, and error. */
  const fieldProps = (field: AddressField) => ({
    label: wording.labels[field],
    labelNote: isRequiredAddressField(field, reading, country) ? undefined : wording.optional,
    error: errorOf(field),
  });

  const textInput =
    (
      field: Exclude<AddressFormField, 'countryGuid' | 'townshipGuid' | 'comment'>,
      attributes: Pick<
        InputHTMLAttributes<HTMLInputElement>,
        'type' | 'inputMode' | 'autoComplete' | 'placeholder'
      >,
    ) =>
    (controlProps: ControlProps) => (
      <input
        {...controlProps}
        {...register(field)}
        {...attributes}
        maxLength={ADDRESS_MAX_LENGTHS[field]}
        className={controlClass()}
      />
    );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...fieldProps('name')}>{textInput('name', { autoComplete: 'name' })}</FormField>
        <FormField {...fieldProps('email')}>
          {textInput('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        </FormField>
        <FormField {...fieldProps('primaryPhone')}>
          {textInput('primaryPhone', {
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel',
            placeholder: '09…',
          })}
        </FormField>
        <FormField {...fieldProps('otherPhones')}>
          {textInput('otherPhones', { type: 'tel', inputMode: 'tel' })}
        </FormField>
        <FormField {...fieldProps('country')}>
          {(controlProps) => (
            <select
              {...controlProps}
              {...register('countryGuid', {
                onChange: () => {
                  // docs/product.md#address-forms: another country than Myanmar clears the chosen township.
                  const next = regions.find((region) => region.guid === getValues('countryGuid'));
                  const kept = clearTownshipUnlessMyanmar({
                    country: next?.name ?? '',
                    township: '',
                    townshipGuid: getValues('townshipGuid'),
                  });
                  setValue('townshipGuid', kept.townshipGuid);
                },
              })}
              autoComplete="country-name"
              className={controlClass()}
            >
              <option value="" disabled>
                {wording.chooseCountry}
              </option>
              {regions.map((region) => (
                <option key={region.guid} value={region.guid}>
                  {localizedName(region, language)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {showsTownship && (
          <FormField {...fieldProps('townshipGuid')}>
            {(controlProps) =>
              // The list arrives after the form opens; the field is tied to the form only
              // once its options exist, so a preloaded township shows as chosen.
              townshipsQuery.isLoading ? (
                <select {...controlProps} disabled aria-busy="true" className={controlClass()}>
                  <option>{wording.loadingTownships}</option>
                </select>
              ) : (
                <select {...controlProps} {...register('townshipGuid')} className={controlClass()}>
                  <option value="" disabled>
                    {wording.chooseTownship}
                  </option>
                  {townshipGroups.map((group) => (
                    <optgroup key={group.division} label={wording.division(group.division)}>
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
        <FormField {...fieldProps('address')} className="sm:col-span-2">
          {textInput('address', {
            autoComplete: 'address-line1',
            placeholder: wording.addressPlaceholder,
          })}
        </FormField>
        <FormField {...fieldProps('street')} className="sm:col-span-2">
          {textInput('street', { autoComplete: 'address-line2' })}
        </FormField>
        <FormField {...fieldProps('comment')} className="sm:col-span-2">
          {(controlProps) => (
            <textarea
              {...controlProps}
              {...register('comment')}
              rows={2}
              placeholder={wording.commentPlaceholder}
              maxLength={ADDRESS_MAX_LENGTHS.comment}
              className={controlClass('min-h-20')}
            />
          )}
        </FormField>
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel.run} disabled={isSubmitting}>
            {onCancel.label}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <BusyDot />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
