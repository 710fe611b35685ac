import { IDENTIFIER_MAX_LENGTH, LOGIN_PASSWORD_MAX_LENGTH } from '@storefront/contract/constants';
import { useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { TextInputField } from '../../../components/ui/text-input-field';
import { sellerApi } from '../api/seller-api';
import { signInSeller, type SignInResult } from '../api/sign-in-seller';
import { lastSessionEnd, startSellerSession, useSellerSession } from '../seller-session';
import { consoleFailureOfStatus, failureText } from '../seller-errors';
import { useSellerTranslation, type SellerT } from '../seller-strings';
import { LanguageSwitch } from '../../../components/language-switch';

type Failure = Exclude<SignInResult, { ok: true }>;

/** Where to go once signed in: back into the console where staff were going, else the list. */
export function consolePathOf(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/seller') || from.startsWith('/seller/login'))
    return '/seller';
  return from;
}

/** The server's words for any other refusal stay English: Burmese pages give the reason. */
function otherFailureText(t: SellerT, language: string, failure: Failure): string {
  const reason = failure.status === undefined ? 'server' : consoleFailureOfStatus(failure.status);
  // The server's body when it sent no envelope is only the status number.
  const message = failure.message === String(failure.status) ? '' : failure.message;
  return failureText(t, language, reason, message);
}

function FailureAlert({ failure }: { failure: Failure }) {
  const { t, i18n } = useSellerTranslation();
  const detail =
    failure.reason === 'not-staff'
      ? t('seller.login.notStaff')
      : failure.reason === 'credentials'
        ? t('seller.login.wrongPassword')
        : failure.reason === 'disabled'
          ? t('owner.frame.switchedOff')
          : failure.reason === 'unreachable'
            ? t('seller.login.unreachable')
            : otherFailureText(t, i18n.language, failure);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
      <p className="font-semibold">{t('seller.login.failed')}</p>
      <p className="mt-1 text-sm">{detail}</p>
      {failure.reason === 'not-staff' && (
        <Link
          to="/login"
          className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-red-900 underline underline-offset-2"
        >
          {t('seller.login.toShopperSignIn')}
        </Link>
      )}
    </div>
  );
}

/**
 * /seller/login: staff sign in with the same username (or phone) and password call as shoppers;
 * a shopper's account is told this sign-in is not theirs and its token is not kept.
 */
export function SellerLoginScreen() {
  const { t } = useSellerTranslation();
  const dispatch = useDispatch();
  const location = useLocation();
  const session = useSellerSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isPasswordShown, setPasswordShown] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isBusy, setBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [sessionEnd] = useState(() => lastSessionEnd());

  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  if (session) return <Navigate to={consolePathOf(from)} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      username: username.trim() ? undefined : t('seller.login.usernameRequired'),
      password: password ? undefined : t('seller.login.passwordRequired'),
    };
    setErrors(found);
    if (found.username || found.password) {
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setFailure(null);
    setBusy(true);
    const result = await signInSeller({ username: username.trim(), password });
    setBusy(false);
    if (result.ok) {
      // Whatever an earlier staff session left in the cache must not show in this one.
      dispatch(sellerApi.util.invalidateTags(['SellerSession']));
      startSellerSession(result.session);
      return;
    }
    setFailure(result);
    setPassword('');
    passwordRef.current?.focus();
  }

  return (
    <div className="flex min-h-dvh flex-col bg-neutral-100">
      <div className="mx-auto flex w-full max-w-md justify-end px-3 pt-3">
        <LanguageSwitch look="console" />
      </div>
      <main id="main" className="flex flex-1 justify-center px-3 py-5 sm:py-10">
        <section className="h-fit w-full max-w-md rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-8">
          <p className="text-sm font-medium text-neutral-600">{t('seller.consoleName')}</p>
          <div className="mt-1 flex flex-col gap-1">
            <PageTitle documentTitle={`${t('seller.login.title')} · ${t('seller.consoleName')}`}>
              {t('seller.login.title')}
            </PageTitle>
            <p className="text-sm text-neutral-600">{t('seller.login.intro')}</p>
          </div>
          <div className="mt-6 flex flex-col gap-5">
            {failure ? (
              <FailureAlert failure={failure} />
            ) : (
              (sessionEnd === 'expired' || sessionEnd === 'disabled') && (
                <p
                  role="status"
                  className="rounded-lg border border-neutral-300 bg-neutral-50 px-4 py-3 text-sm text-neutral-800"
                >
                  {sessionEnd === 'disabled'
                    ? t('owner.frame.switchedOff')
                    : t('seller.login.ended')}
                </p>
              )
            )}
            <form
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              className="flex flex-col gap-4"
            >
              <TextInputField
                ref={usernameRef}
                label={t('seller.login.username')}
                error={errors.username}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                required
                maxLength={IDENTIFIER_MAX_LENGTH}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
              <TextInputField
                ref={passwordRef}
                label={t('seller.login.password')}
                error={errors.password}
                name="password"
                type={isPasswordShown ? 'text' : 'password'}
                autoComplete="current-password"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                required
                maxLength={LOGIN_PASSWORD_MAX_LENGTH}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                end={
                  <button
                    type="button"
                    onClick={() => setPasswordShown((shown) => !shown)}
                    aria-label={
                      isPasswordShown
                        ? t('seller.login.hidePassword')
                        : t('seller.login.showPassword')
                    }
                    className="min-h-11 min-w-16 rounded-md px-2 text-sm font-semibold text-accent hover:text-accent-strong"
                  >
                    {isPasswordShown ? t('seller.login.hide') : t('seller.login.show')}
                  </button>
                }
              />
              <Button type="submit" disabled={isBusy} className="min-h-12 w-full text-base">
                {isBusy ? t('seller.login.submitting') : t('seller.login.submit')}
              </Button>
            </form>
          </div>
        </section>
      </main>
    </div>
  );
}
