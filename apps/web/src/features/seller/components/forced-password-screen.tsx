import { LOGIN_PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@storefront/contract/constants';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { TextInputField } from '../../../components/ui/text-input-field';
import { changeSellerPassword, signOutSeller } from '../api/sign-in-seller';
import { LanguageSwitch } from '../../../components/language-switch';
import { useSellerTranslation } from '../seller-strings';

type Field = 'current' | 'next' | 'again';

/**
 * What a staff member whose password an owner chose sees, and nothing else, until they have
 * chosen their own (docs/decisions/0029-owners.md#staff): the password they were given, the new
 * one twice, and the server's words on a password easy to guess. The server refuses every other
 * console call meanwhile, so this screen is a courtesy, not the rule.
 */
export function ForcedPasswordScreen({ name }: { name: string }) {
  const { t, appT } = useSellerTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', again: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [hints, setHints] = useState<string[]>([]);
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const againRef = useRef<HTMLInputElement>(null);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  function showErrors(found: Partial<Record<Field, string>>) {
    setErrors(found);
    const first = (['current', 'next', 'again'] as const).find((field) => found[field]);
    if (first) ({ current: currentRef, next: nextRef, again: againRef })[first].current?.focus();
    return first !== undefined;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    setHints([]);
    const found: Partial<Record<Field, string>> = {
      current: values.current ? undefined : t('owner.frame.password.currentRequired'),
      next:
        values.next.length >= PASSWORD_MIN_LENGTH
          ? undefined
          : t('owner.frame.password.tooShort', { min: PASSWORD_MIN_LENGTH }),
      again: values.again === values.next ? undefined : t('owner.frame.password.mismatch'),
    };
    if (showErrors(found)) return;
    setBusy(true);
    const result = await changeSellerPassword({
      currentPassword: values.current,
      newPassword: values.next,
    });
    setBusy(false);
    if (result.ok) return;
    if (result.reason === 'current')
      showErrors({ current: t('owner.frame.password.wrongCurrent') });
    else if (result.reason === 'same') showErrors({ next: t('owner.frame.password.same') });
    else if (result.reason === 'weak') {
      showErrors({ next: t('owner.frame.password.weak') });
      setHints(result.hints);
    } else setFailure(t('owner.frame.password.failed'));
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
            <PageTitle
              documentTitle={`${t('owner.frame.password.title')} · ${t('seller.consoleName')}`}
            >
              {t('owner.frame.password.title')}
            </PageTitle>
            <p className="text-sm text-neutral-700">{t('owner.frame.password.intro', { name })}</p>
          </div>
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="mt-6 flex flex-col gap-4"
          >
            <TextInputField
              ref={currentRef}
              label={t('owner.frame.password.current')}
              hint={t('owner.frame.password.currentHint')}
              error={errors.current}
              name="current-password"
              type="password"
              autoComplete="current-password"
              maxLength={LOGIN_PASSWORD_MAX_LENGTH}
              value={values.current}
              onChange={set('current')}
            />
            <TextInputField
              ref={nextRef}
              label={t('owner.frame.password.next')}
              hint={t('owner.frame.password.nextHint', { min: PASSWORD_MIN_LENGTH })}
              error={errors.next}
              name="new-password"
              type="password"
              autoComplete="new-password"
              maxLength={LOGIN_PASSWORD_MAX_LENGTH}
              value={values.next}
              onChange={set('next')}
            />
            {hints.length > 0 && (
              <ul className="-mt-2 list-disc ps-5 text-sm text-red-800">
                {hints.map((hint) => (
                  <li key={hint}>{appT(`auth.passwordHints.${hint}` as never)}</li>
                ))}
              </ul>
            )}
            <TextInputField
              ref={againRef}
              label={t('owner.frame.password.again')}
              error={errors.again}
              name="new-password-again"
              type="password"
              autoComplete="new-password"
              maxLength={LOGIN_PASSWORD_MAX_LENGTH}
              value={values.again}
              onChange={set('again')}
            />
            {failure && (
              <p role="alert" className="text-sm font-medium text-red-800">
                {failure}
              </p>
            )}
            <Button type="submit" disabled={isBusy} className="min-h-12 w-full text-base">
              {isBusy ? t('owner.frame.password.saving') : t('owner.frame.password.submit')}
            </Button>
            <Button variant="secondary" onClick={signOutSeller} className="w-full">
              {t('seller.frame.signOut')}
            </Button>
          </form>
        </section>
      </main>
    </div>
  );
}
