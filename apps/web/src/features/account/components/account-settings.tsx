import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import type { UserBrief } from '@storefront/contract/account';
import { looksLikeEmail } from '@storefront/commerce/email';
import {
  EMAIL_MAX_LENGTH,
  MOBILE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PROFILE_ADDRESS_MAX_LENGTH,
} from '@storefront/contract/constants';
import { Button } from '../../../components/ui/button';
import { CONTROL, FormAlert, FormField } from '../../../components/ui/form-field';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import { cn } from '../../../lib/cn';
import { serverErrorOf, type ServerError } from '../../../lib/server-error';
import { useUpdateProfileMutation } from '../api/update-profile';

type ProfileValues = { name: string; phone: string; email: string; address: string };

const toValues = (user: UserBrief): ProfileValues => ({
  name: user.name,
  phone: user.phone,
  email: user.email ?? '',
  address: user.address ?? '',
});

const PROFILE_FIELDS = ['name', 'phone', 'email', 'address'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
const isProfileField = (field: string | undefined): field is ProfileField =>
  PROFILE_FIELDS.some((candidate) => candidate === field);

/**
 * docs/product.md#profile-edit profile edit: the fields are disabled until Edit; Save Changes works only in edit mode; a
 * successful save leaves edit mode.
 */
export function AccountSettings({ user }: { user: UserBrief }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const [isEditing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [updateProfile, { isLoading: isSaving }] = useUpdateProfileMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ProfileValues>({
    // A fresh user record (after a save, or a refetch) refills the form, but never while the
    // shopper is typing: edits are only replaced by Cancel or a successful save.
    values: isEditing ? undefined : toValues(user),
  });

  useEffect(() => {
    if (isEditing) setFocus('name');
  }, [isEditing, setFocus]);

  // The server's words for what a shopper can fix, in the shopper's language where we know them.
  function messageFor(error: ServerError, field: ProfileField): string {
    if (error.field === 'phone') {
      return error.status === 409
        ? t('account.errors.phoneTaken')
        : t('account.errors.phoneInvalid');
    }
    if (error.field === 'email') {
      return error.status === 409
        ? t('account.errors.emailTaken')
        : t('account.errors.emailInvalid');
    }
    if (error.field === 'name' && error.code === 'nameLikeShop')
      return t('account.errors.nameLikeShop');
    // The server's sentence is English: a Burmese page names the field to check instead.
    if (i18n.language !== 'my' && error.message) return error.message;
    return t('account.errors.checkField', { field: t(`account.profile.${field}`) });
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await updateProfile({
      guid: user.guid,
      body: {
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        address: values.address.trim(),
      },
    });
    if ('error' in result) {
      const error = serverErrorOf(result.error);
      if (isProfileField(error.field)) {
        setError(
          error.field,
          { type: 'server', message: messageFor(error, error.field) },
          { shouldFocus: true },
        );
      } else {
        setFormError(t('account.errors.saveFailed', { message: errorText(result.error) }));
      }
      return;
    }
    reset(toValues(result.data));
    setEditing(false);
    toast.success(t('account.profile.saved'), { id: 'profile-saved' });
  });

  function cancel() {
    reset(toValues(user));
    setFormError(null);
    setEditing(false);
  }

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-neutral-900">
          {t('account.profile.title')}
        </h2>
        {!isEditing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('account.profile.edit')}
          </Button>
        )}
      </div>
      {!isEditing && (
        <p className="mt-1 text-sm text-neutral-600">{t('account.profile.readOnlyHint')}</p>
      )}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 flex flex-col gap-4"
      >
        <fieldset disabled={!isEditing} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <FormField label={t('account.profile.name')} error={errors.name?.message}>
            {(control) => (
              <input
                {...control}
                {...register('name', {
                  validate: (value) => value.trim() !== '' || t('account.errors.nameRequired'),
                })}
                autoComplete="name"
                maxLength={NAME_MAX_LENGTH}
                className={CONTROL}
              />
            )}
          </FormField>
          <FormField label={t('account.profile.phone')} error={errors.phone?.message}>
            {(control) => (
              <input
                {...control}
                {...register('phone', {
                  validate: (value) => value.trim() !== '' || t('account.errors.phoneRequired'),
                })}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={MOBILE_MAX_LENGTH}
                className={CONTROL}
              />
            )}
          </FormField>
          <FormField label={t('account.profile.email')} error={errors.email?.message}>
            {(control) => (
              <input
                {...control}
                {...register('email', {
                  validate: (value) =>
                    value.trim() === '' ||
                    looksLikeEmail(value) ||
                    t('account.errors.emailInvalid'),
                })}
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                className={CONTROL}
              />
            )}
          </FormField>
          <FormField
            label={t('account.profile.address')}
            error={errors.address?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                {...register('address')}
                autoComplete="street-address"
                maxLength={PROFILE_ADDRESS_MAX_LENGTH}
                rows={2}
                className={cn(CONTROL, 'resize-y')}
              />
            )}
          </FormField>
        </fieldset>
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {isEditing && (
            <Button variant="secondary" onClick={cancel} disabled={isSaving}>
              {t('account.profile.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={!isEditing || isSaving}>
            {isSaving ? t('account.profile.saving') : t('account.profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
