import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import {
  type PasswordHint,
  LOGIN_PASSWORD_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@storefront/contract/constants';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/translation';
import { useChangePasswordMutation } from '../api/change-password';
import {
  passwordChangeFailureOf,
  passwordHintsOf,
  validatePasswordChange,
  type ChangePasswordFieldError,
  type ChangePasswordValues,
  type PasswordChangeFailure,
} from '../auth-forms';
import { codeResolver } from '../../../lib/code-resolver';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const resolver = codeResolver(validatePasswordChange);

/** A refusal the server made, kept as a code so it is re-worded when the language changes. */
const SERVER_CODE = 'server:';

/**
 * /dashboard Change Password (OWASP ASVS 6.2.2): the current password, the new one twice. The
 * server ends every earlier session of the account and answers a new token, which keeps this
 * browser signed in (api/change-password.ts). Errors sit next to their field in the shopper's
 * language; what no one field caused (too many tries, no connection) is shown above the button.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [failure, setFailure] = useState<PasswordChangeFailure['reason'] | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ defaultValues: EMPTY, resolver });

  // The resolver puts ChangePasswordFieldError codes in `message`, a server refusal its reason
  // and, for a weak password, what would make it stronger: 'server:weakPassword:addWords,…'.
  const fieldError = (code: string | undefined) => {
    if (!code) return undefined;
    if (code.startsWith(SERVER_CODE)) {
      const [reason, hints = ''] = code.slice(SERVER_CODE.length).split(':');
      return [
        t(`auth.reasons.${reason as 'weakPassword'}`),
        ...hints
          .split(',')
          .filter(Boolean)
          .map((hint) => t(`auth.passwordHints.${hint as PasswordHint}`)),
      ].join(' ');
    }
    return t(`auth.validation.${code as ChangePasswordFieldError}`, { min: PASSWORD_MIN_LENGTH });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await changePassword({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    if ('error' in result) {
      const refusal = passwordChangeFailureOf(result.error);
      if (refusal.field) {
        setError(
          refusal.field,
          {
            type: 'server',
            message: `${SERVER_CODE}${refusal.reason}:${passwordHintsOf(result.error).join(',')}`,
          },
          { shouldFocus: true },
        );
      } else {
        setFailure(refusal.reason);
      }
      return;
    }
    reset(EMPTY);
    toast.success(t('auth.changePassword.changed'), { id: 'password-changed' });
  });

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-bold text-neutral-900">
        {t('auth.changePassword.title')}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{t('auth.changePassword.intro')}</p>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label={t('auth.changePassword.current')}
            error={fieldError(errors.currentPassword?.message)}
            autoComplete="current-password"
            required
            maxLength={LOGIN_PASSWORD_MAX_LENGTH}
            className="sm:col-span-2"
            {...register('currentPassword')}
          />
          <PasswordField
            label={t('auth.changePassword.new')}
            hint={t('auth.changePassword.newHint', { min: PASSWORD_MIN_LENGTH })}
            error={fieldError(errors.newPassword?.message)}
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            {...register('newPassword')}
          />
          <PasswordField
            label={t('auth.changePassword.confirm')}
            error={fieldError(errors.confirmPassword?.message)}
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            {...register('confirmPassword')}
          />
        </div>
        {failure && (
          <FormAlert
            title={t('auth.changePassword.failed')}
            detail={t(`auth.reasons.${failure}`)}
          />
        )}
        <div className="flex sm:justify-end">
          <Button type="submit" disabled={isLoading} className="w-full sm:w-auto">
            {isLoading ? t('auth.changePassword.submitting') : t('auth.changePassword.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
