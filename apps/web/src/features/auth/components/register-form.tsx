import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  type PasswordHint,
  EMAIL_MAX_LENGTH,
  MOBILE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@storefront/contract/constants';
import { Button } from '../../../components/ui/button';
import { TextInputField } from '../../../components/ui/text-input-field';
import { useTranslation } from '../../../i18n/translation';
import { useRegisterMutation } from '../api/register';
import {
  passwordHintsOf,
  passwordsMatch,
  registerFailureOf,
  validateRegistration,
  type RegisterFailure,
  type RegisterFieldError,
  type RegisterValues,
} from '../auth-forms';
import type { LoginRedirectState } from '../login-redirect';
import { codeResolver } from '../../../lib/code-resolver';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

const EMPTY: RegisterValues = {
  name: '',
  username: '',
  email: '',
  mobile: '',
  password: '',
  confirmPassword: '',
};
const resolver = codeResolver(validateRegistration);

type Failure = RegisterFailure | 'mismatch';

/**
 * docs/product.md#registration /register, the create-account form. Required fields are checked next to each field
 * before anything is sent. A mismatch of the two passwords or a refusal from the server
 * clears the whole form and shows the message above it (docs/product.md#registration, docs/product.md#error-messages). Success goes to /login,
 * which says the account is ready, keeping where the shopper was going.
 */
export function RegisterForm({ from }: { from: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [registerAccount, { isLoading }] = useRegisterMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  // What would make a refused password stronger (docs/decisions/0028-account-abuse.md#passwords).
  const [hints, setHints] = useState<PasswordHint[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<RegisterValues>({ defaultValues: EMPTY, resolver });

  const fieldError = (code: string | undefined) =>
    // The resolver only ever puts RegisterFieldError codes in `message`.
    code
      ? t(`auth.validation.${code as RegisterFieldError}`, { min: PASSWORD_MIN_LENGTH })
      : undefined;

  function fail(reason: Failure, passwordHints: PasswordHint[] = []) {
    setFailure(reason);
    setHints(passwordHints);
    // The inputs stay registered, so focus can go straight back to the first one.
    reset(EMPTY, { keepFieldsRef: true });
    setFocus('name');
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    if (!passwordsMatch(values)) return fail('mismatch');
    const result = await registerAccount(values);
    if ('error' in result) {
      return fail(registerFailureOf(result.error), passwordHintsOf(result.error));
    }
    const state: LoginRedirectState = {
      message: t('auth.register.success'),
      tone: 'success',
      from,
    };
    await navigate('/login', { state });
  });

  const loginState: LoginRedirectState = { from };

  return (
    <div className="flex flex-col gap-5">
      {failure === 'mismatch' && <FormAlert title={t('auth.register.mismatch')} />}
      {failure && failure !== 'mismatch' && (
        <FormAlert
          title={t('auth.register.failed')}
          detail={[
            t(`auth.reasons.${failure}`),
            ...hints.map((hint) => t(`auth.passwordHints.${hint}`)),
          ].join(' ')}
        />
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextInputField
          label={t('auth.register.name')}
          error={fieldError(errors.name?.message)}
          autoComplete="name"
          required
          maxLength={NAME_MAX_LENGTH}
          {...register('name')}
        />
        <TextInputField
          label={t('auth.register.username')}
          hint={t('auth.register.usernameHint')}
          error={fieldError(errors.username?.message)}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          maxLength={USERNAME_MAX_LENGTH}
          {...register('username')}
        />
        <TextInputField
          type="email"
          label={t('auth.register.email')}
          labelNote={t('auth.optional')}
          error={fieldError(errors.email?.message)}
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          {...register('email')}
        />
        <TextInputField
          type="tel"
          label={t('auth.register.mobile')}
          hint={t('auth.register.mobileHint')}
          error={fieldError(errors.mobile?.message)}
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={MOBILE_MAX_LENGTH}
          {...register('mobile')}
        />
        <PasswordField
          label={t('auth.register.password')}
          hint={t('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={fieldError(errors.password?.message)}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          {...register('password')}
        />
        <PasswordField
          label={t('auth.register.confirmPassword')}
          error={fieldError(errors.confirmPassword?.message)}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          {...register('confirmPassword')}
        />
        <Button type="submit" disabled={isLoading} className="mt-1 w-full">
          {isLoading ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
      <p className="text-center text-sm text-neutral-700">
        {t('auth.register.haveAccount')}{' '}
        <Link
          to="/login"
          state={loginState}
          className="inline-flex min-h-11 items-center font-semibold text-accent underline-offset-2 hover:underline"
        >
          {t('auth.register.login')}
        </Link>
      </p>
    </div>
  );
}
