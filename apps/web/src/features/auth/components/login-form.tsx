import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { IDENTIFIER_MAX_LENGTH, LOGIN_PASSWORD_MAX_LENGTH } from '@storefront/contract/constants';
import { Button } from '../../../components/ui/button';
import { TextInputField } from '../../../components/ui/text-input-field';
import { useTranslation } from '../../../i18n/translation';
import { useLogInMutation } from '../api/log-in';
import {
  loginFailureOf,
  validateLogin,
  type LoginFailure,
  type LoginFieldError,
  type LoginValues,
} from '../auth-forms';
import type { LoginRedirectState } from '../login-redirect';
import { codeResolver } from '../../../lib/code-resolver';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

const EMPTY: LoginValues = { identifier: '', password: '' };
const resolver = codeResolver(validateLogin);

/**
 * docs/product.md#login /login, the returning-customer form. Success stores the token (the login call does);
 * the page then moves on. On failure both fields are cleared and 'Login Failed!' shows above
 * the form (docs/product.md#login, docs/product.md#error-messages).
 */
export function LoginForm({ from }: { from: string | undefined }) {
  const { t } = useTranslation();
  const [logIn, { isLoading }] = useLogInMutation();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: EMPTY, resolver });

  const fieldError = (code: string | undefined) =>
    // The resolver only ever puts LoginFieldError codes in `message`.
    code ? t(`auth.validation.${code as LoginFieldError}`) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await logIn({ username: values.identifier.trim(), password: values.password });
    if (!('error' in result)) return;
    setFailure(loginFailureOf(result.error));
    // The inputs stay registered, so focus can go straight back to the first one.
    reset(EMPTY, { keepFieldsRef: true });
    setFocus('identifier');
  });

  const registerState: LoginRedirectState = { from };

  return (
    <div className="flex flex-col gap-5">
      {failure && (
        <FormAlert title={t('auth.login.failed')} detail={t(`auth.reasons.${failure}`)} />
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextInputField
          label={t('auth.login.identifier')}
          hint={t('auth.login.identifierHint')}
          error={fieldError(errors.identifier?.message)}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          maxLength={IDENTIFIER_MAX_LENGTH}
          {...register('identifier')}
        />
        <div className="flex flex-col gap-2">
          <PasswordField
            label={t('auth.login.password')}
            error={fieldError(errors.password?.message)}
            autoComplete="current-password"
            required
            maxLength={LOGIN_PASSWORD_MAX_LENGTH}
            {...register('password')}
          />
          {/* docs/product.md#login: a forgot-password label with no target. */}
          <p className="self-end text-sm text-neutral-600">{t('auth.login.forgotPassword')}</p>
        </div>
        <Button type="submit" disabled={isLoading} className="w-full">
          {isLoading ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
      <p className="text-center text-sm text-neutral-700">
        {t('auth.login.newCustomer')}{' '}
        <Link
          to="/register"
          state={registerState}
          className="inline-flex min-h-11 items-center font-semibold text-accent underline-offset-2 hover:underline"
        >
          {t('auth.login.createAccount')}
        </Link>
      </p>
    </div>
  );
}
