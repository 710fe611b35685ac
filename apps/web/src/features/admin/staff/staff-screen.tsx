import type { StaffAccount } from '@storefront/contract/admin-staff';
import { IDENTIFIER_MAX_LENGTH, LOGIN_PASSWORD_MAX_LENGTH } from '@storefront/contract/constants';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextInputField } from '../../../components/ui/text-input-field';
import { cn } from '../../../lib/cn';
import { localizedName } from '../../../lib/localized-name';
import { ChoiceDialog } from '../../seller/components/choice-dialog';
import { ConsoleTitle } from '../../seller/components/console-title';
import { useSellerErrorText } from '../../seller/seller-errors';
import { useSellerSession } from '../../seller/seller-session';
import { useSellerTranslation, type SellerKey } from '../../seller/seller-strings';
import { useGetSwitcherShopsQuery, type SwitcherShop } from '../../seller/api/shop-list';
import { OwnersOnly } from '../owners-only';
import { refusalOf } from '../refusal';
import {
  useAddStaffMutation,
  useGetStaffQuery,
  useResetStaffPasswordMutation,
  useSetStaffDisabledMutation,
} from './staff-api';

const MESSAGE_AREA =
  'flex flex-col items-center justify-center gap-3 rounded-xl border border-neutral-200 bg-white p-6 text-center';

type FormField = 'shopGuid' | 'name' | 'username' | 'phone' | 'password';
type FieldErrors = Partial<Record<FormField, string>>;

/** A refusal of the form's call, worded for the field it names (the server writes English). */
function useFieldError() {
  const { t } = useSellerTranslation();
  return (error: Parameters<typeof refusalOf>[0]): { errors: FieldErrors; hints: string[] } => {
    const refusal = refusalOf(error);
    const field = refusal.field as FormField | undefined;
    const words: Partial<Record<string, SellerKey>> = {
      'username:409': 'owner.staff.errors.usernameTaken',
      'username:400': 'owner.staff.errors.usernameInvalid',
      'phone:409': 'owner.staff.errors.phoneTaken',
      'phone:400': 'owner.staff.errors.phoneInvalid',
      'name:400': 'owner.staff.errors.name',
      'shopGuid:404': 'owner.staff.errors.shop',
      'shopGuid:400': 'owner.staff.errors.shop',
      'password:400': 'owner.staff.errors.password',
    };
    const key = field && words[`${field}:${refusal.status ?? ''}`];
    if (field && key) {
      const message = refusal.code === 'weakPassword' ? t('owner.staff.errors.weak') : t(key);
      return { errors: { [field]: message }, hints: refusal.hints };
    }
    return { errors: {}, hints: [] };
  };
}

function PasswordHints({ hints }: { hints: string[] }) {
  const { appT } = useSellerTranslation();
  if (hints.length === 0) return null;
  return (
    <ul className="-mt-2 list-disc ps-5 text-sm text-red-800">
      {hints.map((hint) => (
        <li key={hint}>{appT(`auth.passwordHints.${hint}` as never)}</li>
      ))}
    </ul>
  );
}

function ShopSelect({
  id,
  label,
  value,
  shops,
  onChange,
  allLabel,
  error,
}: {
  id: string;
  label: string;
  value: string;
  shops: SwitcherShop[];
  onChange: (value: string) => void;
  allLabel?: string;
  error?: string | undefined;
}) {
  const { i18n } = useSellerTranslation();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-neutral-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass('min-h-11')}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {shops.map((shop) => (
          <option key={shop.guid} value={shop.guid}>
            {localizedName(shop, i18n.language)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form that adds a staff member to a shop, with the first password they must replace. */
function AddStaffForm({
  shops,
  defaultShop,
  onDone,
}: {
  shops: SwitcherShop[];
  defaultShop: string;
  onDone: (account: StaffAccount) => void;
}) {
  const { t } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const fieldError = useFieldError();
  const shopId = useId();
  const [values, setValues] = useState({
    shopGuid: defaultShop,
    name: '',
    username: '',
    phone: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [hints, setHints] = useState<string[]>([]);
  const [failure, setFailure] = useState('');
  const [isShown, setShown] = useState(false);
  const [add, { isLoading }] = useAddStaffMutation();
  const set = (field: FormField) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    setHints([]);
    const found: FieldErrors = {
      shopGuid: values.shopGuid ? undefined : t('owner.staff.errors.shop'),
      name: values.name.trim() ? undefined : t('owner.staff.errors.name'),
      username: /^[A-Za-z0-9._-]{3,32}$/.test(values.username.trim())
        ? undefined
        : t('owner.staff.errors.usernameInvalid'),
      password: values.password.length >= 8 ? undefined : t('owner.staff.errors.password'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const result = await add({
      shopGuid: values.shopGuid,
      name: values.name.trim(),
      username: values.username.trim(),
      password: values.password,
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    });
    if ('error' in result) {
      const known = fieldError(result.error);
      setErrors(known.errors);
      setHints(known.hints);
      if (Object.keys(known.errors).length === 0) setFailure(errorText(result.error));
      return;
    }
    onDone(result.data);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="staff-add-title"
      className="flex flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 id="staff-add-title" className="text-lg font-semibold text-neutral-900">
        {t('owner.staff.add.title')}
      </h2>
      <p className="-mt-2 max-w-prose text-sm text-neutral-700">{t('owner.staff.add.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ShopSelect
          id={shopId}
          label={t('owner.staff.add.shop')}
          value={values.shopGuid}
          shops={shops}
          onChange={(shopGuid) => setValues((v) => ({ ...v, shopGuid }))}
          error={errors.shopGuid}
        />
        <TextInputField
          label={t('owner.staff.add.name')}
          error={errors.name}
          name="name"
          autoComplete="off"
          maxLength={200}
          value={values.name}
          onChange={set('name')}
        />
        <TextInputField
          label={t('owner.staff.add.username')}
          hint={t('owner.staff.add.usernameHint')}
          error={errors.username}
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={IDENTIFIER_MAX_LENGTH}
          value={values.username}
          onChange={set('username')}
        />
        <TextInputField
          label={t('owner.staff.add.phone')}
          labelNote={t('owner.staff.add.optional')}
          error={errors.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={30}
          value={values.phone}
          onChange={set('phone')}
        />
        <div className="flex flex-col gap-4 sm:col-span-2">
          <TextInputField
            label={t('owner.staff.add.password')}
            hint={t('owner.staff.add.passwordHint')}
            error={errors.password}
            name="first-password"
            type={isShown ? 'text' : 'password'}
            autoComplete="new-password"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={LOGIN_PASSWORD_MAX_LENGTH}
            value={values.password}
            onChange={set('password')}
            end={
              <button
                type="button"
                onClick={() => setShown((shown) => !shown)}
                className="min-h-11 min-w-16 rounded-md px-2 text-sm font-semibold text-accent hover:text-accent-strong"
              >
                {isShown ? t('seller.login.hide') : t('seller.login.show')}
              </button>
            }
          />
          <PasswordHints hints={hints} />
        </div>
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={isLoading} className="min-h-12 sm:self-start">
        {isLoading ? t('owner.staff.add.saving') : t('owner.staff.add.submit')}
      </Button>
    </form>
  );
}

/** A new first password for one account, in a dialog. */
function ResetPasswordDialog({
  account,
  onClose,
  onDone,
}: {
  account: StaffAccount;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const fieldError = useFieldError();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [hints, setHints] = useState<string[]>([]);
  const [reset, { isLoading }] = useResetStaffPasswordMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setHints([]);
    if (password.length < 8) {
      setError(t('owner.staff.errors.password'));
      return;
    }
    const result = await reset({ userGuid: account.guid, password });
    if ('error' in result) {
      const known = fieldError(result.error);
      setError(known.errors.password ?? errorText(result.error));
      setHints(known.hints);
      return;
    }
    onDone();
  }

  return (
    <Modal title={t('owner.staff.reset.title', { name: account.name })} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-3 flex flex-col gap-4"
      >
        <p className="text-sm text-neutral-700">{t('owner.staff.reset.intro')}</p>
        <TextInputField
          label={t('owner.staff.reset.password')}
          error={error}
          name="new-first-password"
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={LOGIN_PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordHints hints={hints} />
        <div className="flex flex-col gap-2">
          <Button type="submit" disabled={isLoading} className="min-h-12 w-full text-base">
            {t('owner.staff.reset.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose} className="min-h-12 w-full text-base">
            {t('owner.staff.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function StatusBadge({ account }: { account: StaffAccount }) {
  const { t } = useSellerTranslation();
  const [key, tone]: [SellerKey, string] = account.disabled
    ? ['owner.staff.status.off', 'bg-neutral-200 text-neutral-800']
    : account.mustChangePassword
      ? ['owner.staff.status.mustChange', 'bg-yellow-100 text-yellow-900']
      : ['owner.staff.status.active', 'bg-green-100 text-green-900'];
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', tone)}>{t(key)}</span>
  );
}

type Pending = { kind: 'reset' | 'toggle'; account: StaffAccount };

/** The accounts as cards, each with what an owner may do to it. */
function StaffCards({ items, selfGuid }: { items: StaffAccount[]; selfGuid: string }) {
  const { t, i18n } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const [toggle, { isLoading }] = useSetStaffDisabledMutation();

  async function onToggle(account: StaffAccount) {
    const result = await toggle({ userGuid: account.guid, disabled: !account.disabled });
    setPending(null);
    if ('error' in result) {
      setProblem(errorText(result.error));
      return;
    }
    setProblem('');
    setNotice(
      t(result.data.disabled ? 'owner.staff.toggle.doneOff' : 'owner.staff.toggle.doneOn', {
        name: account.name,
      }),
    );
  }

  return (
    <>
      <p role="status" className={cn('text-sm font-medium text-green-800', !notice && 'sr-only')}>
        {notice}
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <ul className="grid gap-2 md:grid-cols-2">
        {items.map((account) => {
          const canManage = account.role === 'Seller' && account.guid !== selfGuid;
          return (
            <li
              key={account.guid}
              className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-3"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="text-base font-bold wrap-break-word text-neutral-900">
                  {account.name}
                </p>
                <StatusBadge account={account} />
              </div>
              <p className="text-sm wrap-break-word text-neutral-700">
                <span className="font-mono">{account.username}</span>
                {account.phone && <span> · {account.phone}</span>}
              </p>
              <p className="text-sm text-neutral-700">
                {account.role === 'Owner'
                  ? t('owner.staff.role.owner')
                  : t('owner.staff.role.seller', {
                      shop: account.shop ? localizedName(account.shop, i18n.language) : '',
                    })}
              </p>
              {canManage ? (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => setPending({ kind: 'reset', account })}
                  >
                    {t('owner.staff.reset.open')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setPending({ kind: 'toggle', account })}
                    className={account.disabled ? undefined : 'text-red-800 hover:text-red-900'}
                  >
                    {account.disabled ? t('owner.staff.toggle.on') : t('owner.staff.toggle.off')}
                  </Button>
                </div>
              ) : (
                <p className="text-xs text-neutral-600">
                  {account.guid === selfGuid ? t('owner.staff.you') : t('owner.staff.ownerNote')}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {pending?.kind === 'reset' && (
        <ResetPasswordDialog
          account={pending.account}
          onClose={() => setPending(null)}
          onDone={() => {
            setNotice(t('owner.staff.reset.done', { name: pending.account.name }));
            setPending(null);
          }}
        />
      )}
      {pending?.kind === 'toggle' && (
        <ChoiceDialog
          title={
            pending.account.disabled
              ? t('owner.staff.toggle.confirmOnTitle', { name: pending.account.name })
              : t('owner.staff.toggle.confirmOffTitle', { name: pending.account.name })
          }
          isBusy={isLoading}
          onDismiss={() => setPending(null)}
          choices={[
            {
              label: pending.account.disabled
                ? t('owner.staff.toggle.on')
                : t('owner.staff.toggle.off'),
              kind: pending.account.disabled ? 'primary' : 'danger',
              onChoose: () => void onToggle(pending.account),
            },
            { label: t('owner.staff.cancel'), kind: 'secondary', onChoose: () => setPending(null) },
          ]}
        >
          <p className="text-sm text-neutral-800">
            {pending.account.disabled
              ? t('owner.staff.toggle.confirmOn')
              : t('owner.staff.toggle.confirmOff')}
          </p>
        </ChoiceDialog>
      )}
    </>
  );
}

/**
 * /seller/staff: the business's staff accounts by shop (docs/decisions/0029-owners.md#staff).
 * Owners add a shop's staff with a first password, choose a new one, and switch accounts off
 * and on; staff are told the page is not theirs and nothing is asked of the server.
 */
export function StaffScreen() {
  const session = useSellerSession();
  if (session?.profile.role !== 'Owner') return <OwnersOnly titleKey="owner.staff.title" />;
  return (
    <OwnerStaffScreen selfGuid={session.profile.userGuid} shopGuid={session.profile.shop.guid} />
  );
}

function OwnerStaffScreen({ selfGuid, shopGuid }: { selfGuid: string; shopGuid: string }) {
  const { t, appT } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const [isAdding, setAdding] = useState(false);
  const [added, setAdded] = useState('');
  const { data: shops = [] } = useGetSwitcherShopsQuery();
  const { data, error, isError, isFetching, refetch } = useGetStaffQuery(filter || undefined);
  const title = t('owner.staff.title');

  let list: ReactNode;
  if (isError) {
    list = (
      <div role="alert" className={MESSAGE_AREA}>
        <p className="max-w-prose text-neutral-800">
          {t('owner.staff.loadFailed', { message: errorText(error) })}
        </p>
        <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
          {t('seller.orders.retry')}
        </Button>
      </div>
    );
  } else if (!data) {
    list = (
      <div className="grid gap-2 md:grid-cols-2">
        <span role="status" className="sr-only">
          {appT('common.loading')}
        </span>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-36 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (data.items.length === 0) {
    list = <p className={MESSAGE_AREA}>{t('owner.staff.empty')}</p>;
  } else {
    list = <StaffCards items={data.items} selfGuid={selfGuid} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4">
      <ConsoleTitle title={title} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
          <p className="max-w-prose text-sm text-neutral-700">{t('owner.staff.intro')}</p>
        </div>
        {!isAdding && (
          <Button onClick={() => setAdding(true)} className="min-h-12">
            {t('owner.staff.add.open')}
          </Button>
        )}
      </div>
      {added && (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {added}
        </p>
      )}
      {isAdding && (
        <>
          <AddStaffForm
            shops={shops}
            defaultShop={filter || shopGuid}
            onDone={(account) => {
              setAdding(false);
              setAdded(
                t('owner.staff.add.done', { name: account.name, username: account.username }),
              );
            }}
          />
          <Button variant="ghost" onClick={() => setAdding(false)} className="self-start">
            {t('owner.staff.cancel')}
          </Button>
        </>
      )}
      <section aria-labelledby="staff-list-title" className="flex flex-col gap-3">
        <h2 id="staff-list-title" className="text-lg font-semibold text-neutral-900">
          {t('owner.staff.listTitle')}
        </h2>
        <div className="sm:max-w-xs">
          <ShopSelect
            id={filterId}
            label={t('owner.staff.filter')}
            value={filter}
            shops={shops}
            allLabel={t('owner.staff.allShops')}
            onChange={setFilter}
          />
        </div>
        {list}
      </section>
    </div>
  );
}
