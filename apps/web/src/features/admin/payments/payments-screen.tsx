import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { OWNER_ROLE } from '@storefront/contract/seller';
import type { AdminWallet } from '@storefront/contract/admin-payments';
import { Button } from '../../../components/ui/button';
import { controlClass, FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverErrorOf } from '../../../lib/server-error';
import { ConsoleTitle } from '../../seller/components/console-title';
import { photoUrl } from '../../seller/photo-url';
import { useSellerErrorText } from '../../seller/seller-errors';
import { useSellerSession } from '../../seller/seller-session';
import { useSellerTranslation, type SellerT } from '../../seller/seller-strings';
import { uploadShopPicture } from '../shops/api/upload-shop-picture';
import { useGetAdminWalletsQuery, useSaveAdminWalletsMutation } from './payments-api';
import {
  bodyOf,
  draftsOf,
  moved,
  newKey,
  walletProblems,
  type AccountDraft,
  type WalletDraft,
  type WalletProblem,
} from './wallet-drafts';

const CARD = 'flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:p-4';
const MESSAGE_AREA =
  'flex flex-col items-center justify-center gap-3 rounded-xl border border-neutral-200 bg-white p-6 text-center';
const SMALL_BUTTON = 'min-w-11 px-3';

type Problems = Map<string, WalletProblem | { text: string }>;

function problemText(t: SellerT, problem: WalletProblem | { text: string } | undefined) {
  if (!problem) return undefined;
  if ('text' in problem) return problem.text;
  return t(`owner.payments.problems.${problem.key}`, problem.values);
}

/** An on/off switch: a checkbox with the switch role, 44 px tall with its words. */
export function Switch({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-neutral-900">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="relative h-7 w-12 shrink-0 rounded-full bg-neutral-300 transition-colors peer-checked:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-accent peer-focus-visible:ring-offset-2 after:absolute after:start-1 after:top-1 after:size-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5"
      />
      {label}
    </label>
  );
}

/** Up, down and remove buttons of a row, each named with what it moves. */
export function RowButtons({
  what,
  index,
  count,
  onMove,
  onRemove,
  words,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  /** The buttons' names, worded by the page: `up` and `down` take {{what}}. */
  words?: { up: string; down: string; remove: string };
}) {
  const { t } = useSellerTranslation();
  const names = words ?? {
    up: t('owner.payments.moveUp', { what }),
    down: t('owner.payments.moveDown', { what }),
    remove: t('owner.payments.remove'),
  };
  return (
    <div className="flex flex-wrap gap-1">
      <Button
        variant="secondary"
        className={SMALL_BUTTON}
        disabled={index === 0}
        aria-label={names.up}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        variant="secondary"
        className={SMALL_BUTTON}
        disabled={index === count - 1}
        aria-label={names.down}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </Button>
      <Button variant="ghost" className="text-red-800" onClick={onRemove}>
        {names.remove}
        <span className="sr-only"> {what}</span>
      </Button>
    </div>
  );
}

function AccountRow({
  account,
  at,
  index,
  count,
  problems,
  onChange,
  onMove,
  onRemove,
}: {
  account: AccountDraft;
  at: string;
  index: number;
  count: number;
  problems: Problems;
  onChange: (account: AccountDraft) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useSellerTranslation();
  const what = account.name.trim() || t('owner.payments.accountNumbered', { count: index + 1 });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-neutral-50 p-3">
      <div className="grid gap-2 sm:grid-cols-2">
        <FormField
          label={t('owner.payments.accountName')}
          error={problemText(t, problems.get(`${at}.name`))}
        >
          {(control) => (
            <input
              {...control}
              value={account.name}
              maxLength={80}
              autoComplete="off"
              onChange={(event) => onChange({ ...account, name: event.target.value })}
              className={controlClass()}
            />
          )}
        </FormField>
        <FormField
          label={t('owner.payments.accountNumber')}
          hint={t('owner.payments.accountNumberHint')}
          error={problemText(t, problems.get(`${at}.number`))}
        >
          {(control) => (
            <input
              {...control}
              value={account.number}
              inputMode="tel"
              maxLength={40}
              autoComplete="off"
              onChange={(event) => onChange({ ...account, number: event.target.value })}
              className={controlClass('tabular-nums')}
            />
          )}
        </FormField>
      </div>
      <RowButtons what={what} index={index} count={count} onMove={onMove} onRemove={onRemove} />
    </li>
  );
}

/** The logo and its upload button; the picture goes through the photo pipeline at once. */
function LogoPicker({
  name,
  image,
  problem,
  onUploaded,
}: {
  name: string;
  image: string | null;
  problem: string | undefined;
  onUploaded: (guid: string) => void;
}) {
  const { t } = useSellerTranslation();
  const id = useId();
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const upload = async (file: File) => {
    setState('uploading');
    // POST v1/admin/images: the business's pictures (logos), through the photo pipeline.
    const outcome = await uploadShopPicture(file);
    if (outcome.ok) {
      setState('idle');
      onUploaded(outcome.photo.guid);
    } else setState('failed');
  };
  return (
    <div className="flex items-center gap-3">
      <img
        src={photoUrl(image, 160)}
        alt={t('owner.payments.logoOf', { name: name || '—' })}
        className="size-14 shrink-0 rounded-lg border border-neutral-200 object-contain"
        width={56}
        height={56}
      />
      <div className="flex flex-col gap-1">
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-neutral-300 bg-white px-4 py-2 text-sm font-semibold text-neutral-900 focus-within:ring-2 focus-within:ring-accent hover:border-accent"
        >
          {state === 'uploading'
            ? t('owner.payments.logoUploading')
            : t('owner.payments.logoChange')}
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={state === 'uploading'}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
        {(state === 'failed' || problem) && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {problem ?? t('owner.payments.logoFailed')}
          </p>
        )}
      </div>
    </div>
  );
}

function WalletCard({
  wallet,
  index,
  count,
  problems,
  onChange,
  onMove,
  onRemove,
}: {
  wallet: WalletDraft;
  index: number;
  count: number;
  problems: Problems;
  onChange: (wallet: WalletDraft) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useSellerTranslation();
  const at = `wallets[${index}]`;
  const what = wallet.name.trim() || t('owner.payments.walletNumbered', { count: index + 1 });
  const headingId = useId();
  const setAccounts = (accounts: AccountDraft[]) => onChange({ ...wallet, accounts });
  const accountsProblem = problemText(t, problems.get(`${at}.accounts`));
  return (
    <li className={CARD} aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold break-words text-neutral-900">
          {what}
        </h2>
        <RowButtons what={what} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </div>
      <LogoPicker
        name={wallet.name}
        image={wallet.image}
        problem={problemText(t, problems.get(`${at}.image`))}
        onUploaded={(image) => onChange({ ...wallet, image })}
      />
      <div className="grid gap-2 sm:grid-cols-2 sm:items-end">
        <FormField
          label={t('owner.payments.walletName')}
          error={problemText(t, problems.get(`${at}.name`))}
        >
          {(control) => (
            <input
              {...control}
              value={wallet.name}
              maxLength={80}
              autoComplete="off"
              onChange={(event) => onChange({ ...wallet, name: event.target.value })}
              className={controlClass()}
            />
          )}
        </FormField>
        <Switch
          checked={wallet.enabled}
          onChange={(enabled) => onChange({ ...wallet, enabled })}
          label={t('owner.payments.offered')}
        />
      </div>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-neutral-900">
          {t('owner.payments.accountsTitle', { count: wallet.accounts.length })}
        </h3>
        {wallet.accounts.length > 0 && (
          <ul className="flex flex-col gap-2">
            {wallet.accounts.map((account, accountIndex) => (
              <AccountRow
                key={account.key}
                account={account}
                at={`${at}.accounts[${accountIndex}]`}
                index={accountIndex}
                count={wallet.accounts.length}
                problems={problems}
                onChange={(next) =>
                  setAccounts(wallet.accounts.map((a, i) => (i === accountIndex ? next : a)))
                }
                onMove={(step) => setAccounts(moved(wallet.accounts, accountIndex, step))}
                onRemove={() => setAccounts(wallet.accounts.filter((_, i) => i !== accountIndex))}
              />
            ))}
          </ul>
        )}
        {accountsProblem && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {accountsProblem}
          </p>
        )}
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              setAccounts([...wallet.accounts, { key: newKey(), guid: null, name: '', number: '' }])
            }
          >
            {t('owner.payments.addAccount')}
            <span className="sr-only"> {what}</span>
          </Button>
        </div>
      </section>
    </li>
  );
}

/** The editor of the whole list, saved in one go. */
function WalletsForm({ wallets }: { wallets: AdminWallet[] }) {
  const { t, i18n } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const [drafts, setDrafts] = useState<WalletDraft[]>(() => draftsOf(wallets));
  const [problems, setProblems] = useState<Problems>(new Map());
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const [save, { isLoading }] = useSaveAdminWalletsMutation();
  const problemRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (formProblem) problemRef.current?.focus();
  }, [formProblem]);

  const change = (next: WalletDraft[]) => {
    setDrafts(next);
    setIsSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    const found = walletProblems(drafts);
    setProblems(found);
    if (found.size > 0) {
      setFormProblem(t('owner.payments.fixFirst', { count: found.size }));
      return;
    }
    const result = await save(bodyOf(drafts));
    if ('error' in result) {
      const { field, message, status } = serverErrorOf(result.error);
      // The server names the field as the form does; Burmese pages get the rule in Burmese.
      if (status === 422 && field) {
        const text = i18n.language === 'my' ? t('owner.payments.problems.server') : message;
        setProblems(new Map([[field, { text }]]));
        setFormProblem(t('owner.payments.fixFirst', { count: 1 }));
      } else setFormProblem(errorText(result.error));
      return;
    }
    setDrafts(draftsOf(result.data));
    setProblems(new Map());
    setFormProblem(null);
    setIsSaved(true);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      {drafts.length === 0 ? (
        <p className={MESSAGE_AREA}>{t('owner.payments.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {drafts.map((wallet, index) => (
            <WalletCard
              key={wallet.key}
              wallet={wallet}
              index={index}
              count={drafts.length}
              problems={problems}
              onChange={(next) => change(drafts.map((w, i) => (i === index ? next : w)))}
              onMove={(step) => change(moved(drafts, index, step))}
              onRemove={() => change(drafts.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            change([
              ...drafts,
              { key: newKey(), guid: null, name: '', image: null, enabled: false, accounts: [] },
            ])
          }
        >
          {t('owner.payments.addWallet')}
        </Button>
      </div>
      <div className="sticky bottom-0 flex flex-col gap-2 border-t border-neutral-200 bg-neutral-50/95 py-3">
        {formProblem && (
          <p
            ref={problemRef}
            tabIndex={-1}
            role="alert"
            className="text-sm font-medium text-red-800 outline-none"
          >
            {formProblem}
          </p>
        )}
        {isSaved && (
          <p role="status" className="text-sm font-medium text-green-900">
            {t('owner.payments.saved')}
          </p>
        )}
        <div>
          <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? t('owner.payments.saving') : t('owner.payments.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * /seller/payments: the wallets shoppers pay into, their logos, switches and accounts, in
 * checkout order (docs/decisions/0031-wallets-and-delivery-fees.md#wallets). Owners only.
 */
export function PaymentsScreen() {
  const { t, appT } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const session = useSellerSession();
  const isOwner = session?.profile.role === OWNER_ROLE;
  const { data, error, isError, isFetching, refetch } = useGetAdminWalletsQuery(undefined, {
    skip: !isOwner,
  });
  const title = t('owner.payments.title');

  let body: ReactNode;
  if (!isOwner) {
    body = <p className={MESSAGE_AREA}>{t('owner.payments.ownersOnly')}</p>;
  } else if (isError) {
    body = (
      <div role="alert" className={MESSAGE_AREA}>
        <p className="max-w-prose text-neutral-800">
          {t('owner.payments.loadFailed', { message: errorText(error) })}
        </p>
        <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
          {t('seller.orders.retry')}
        </Button>
      </div>
    );
  } else if (!data) {
    body = (
      <div className="flex flex-col gap-3">
        <span role="status" className="sr-only">
          {appT('common.loading')}
        </span>
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-72 w-full rounded-xl" />
        ))}
      </div>
    );
  } else {
    body = <WalletsForm wallets={data} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-4 sm:px-4">
      <ConsoleTitle title={title} />
      <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
      <p className="max-w-prose text-sm text-neutral-700">{t('owner.payments.intro')}</p>
      {body}
    </div>
  );
}
