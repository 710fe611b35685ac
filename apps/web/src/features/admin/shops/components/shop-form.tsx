import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { AdminShop, ShopStatus } from '@storefront/contract/admin-shops';
import { Button, buttonClass } from '../../../../components/ui/button';
import { BusyDot } from '../../../../components/ui/spinner';
import { controlClass, FormField } from '../../../../components/ui/form-field';
import { shopTextLang } from '../../../../i18n/shop-text';
import { cn } from '../../../../lib/cn';
import { serverErrorOf, type RequestError } from '../../../../lib/server-error';
import { ChoiceDialog } from '../../../seller/components/choice-dialog';
import { useSellerTranslation, type SellerKey } from '../../../seller/seller-strings';
import { useCreateAdminShopMutation, useUpdateAdminShopMutation } from '../api/save-admin-shop';
import {
  shopBodyOf,
  shopFieldOf,
  shopFormIssues,
  shopValuesOf,
  suggestedSlug,
  type ShopField,
  type ShopFormValues,
} from '../shop-form-values';
import { SHOPS_PATH, shopHref } from '../shop-paths';
import { ShopPictureField } from './shop-picture-field';
import { ShopStatusBadge } from './shop-status-badge';

const fieldId = (field: ShopField) => `shop-${field}`;

type Issues = Partial<Record<ShopField, SellerKey>>;
type Outcome = { tone: 'done' | 'failed'; text: string } | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-4">
      <legend className="px-1 text-base font-bold text-neutral-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The key that words a server's refusal of a field: taken (409), not a picture (422), or invalid. */
function issueKeyOf(field: ShopField, status: number | string | undefined): SellerKey {
  if (status === 409 && (field === 'slug' || field === 'hostNames'))
    return `owner.shops.taken.${field}`;
  if (field === 'status' || field === 'cashOnDelivery') return 'owner.shops.form.failed';
  return `owner.shops.invalid.${field}`;
}

/**
 * The one form that opens a shop and edits it (docs/decisions/0030-shops.md): name and address,
 * contact links, logo and banner, cash on delivery. Checked with the contract's own schema before
 * it is sent; a refusal is put under its field, which is scrolled to and focused. An existing
 * shop is paused or reopened from its own card, after a confirmation that says what shoppers see.
 */
export function ShopForm({ shop, baseHost }: { shop: AdminShop | null; baseHost: string }) {
  const { t, i18n } = useSellerTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<ShopFormValues>(() => shopValuesOf(shop));
  const [slugTouched, setSlugTouched] = useState(shop !== null);
  const [issues, setIssues] = useState<Issues>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState<ShopStatus | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [createShop, creating] = useCreateAdminShopMutation();
  const [updateShop, updating] = useUpdateAdminShopMutation();
  const isBusy = creating.isLoading || updating.isLoading;

  const set = <K extends ShopField>(field: K, value: ShopFormValues[K]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'name' && !slugTouched) next.slug = suggestedSlug(String(value));
      return next;
    });
    setIssues((current) => ({ ...current, [field]: undefined }));
  };

  const showIssues = (found: Issues) => {
    setIssues(found);
    const first = (Object.keys(found) as ShopField[])[0];
    if (!first) return;
    const element = document.getElementById(fieldId(first));
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus();
  };

  const refused = (error: RequestError) => {
    const server = serverErrorOf(error);
    const field = shopFieldOf(server.field);
    if (field && field !== 'status' && field !== 'cashOnDelivery') {
      showIssues({ [field]: issueKeyOf(field, server.status) });
      setOutcome({ tone: 'failed', text: t('owner.shops.form.fixFields') });
      return;
    }
    setOutcome({
      tone: 'failed',
      text:
        i18n.language === 'my' || !server.message
          ? t('owner.shops.form.failed')
          : `${t('owner.shops.form.failed')} ${server.message}`,
    });
  };

  /** Saves `next`; a status change sends the shop as stored, and keeps the edits not yet saved. */
  const save = async (next: ShopFormValues, done: string, isStatusChange = false) => {
    const body = shopBodyOf(next);
    const result = shop ? await updateShop({ shopGuid: shop.guid, body }) : await createShop(body);
    if (result.error) {
      refused(result.error);
      outcomeRef.current?.focus();
      return false;
    }
    if (!shop) {
      navigate(shopHref(result.data.guid), {
        state: { created: t('owner.shops.form.created', { host: result.data.hostName }) },
      });
      return true;
    }
    if (isStatusChange) setValues((current) => ({ ...current, status: result.data.status }));
    else setValues(shopValuesOf(result.data));
    setOutcome({ tone: 'done', text: done });
    outcomeRef.current?.focus();
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = shopFormIssues(values);
    if (found.length > 0) {
      showIssues(Object.fromEntries(found.map((field) => [field, issueKeyOf(field, 400)])));
      setOutcome({ tone: 'failed', text: t('owner.shops.form.fixFields') });
      return;
    }
    await save(values, t('owner.shops.form.saved'));
  };

  const changeStatus = async (status: ShopStatus) => {
    if (!shop) return;
    setOutcome(null);
    await save(
      { ...shopValuesOf(shop), status },
      status === 'Paused' ? t('owner.shops.pause.paused') : t('owner.shops.pause.reopened'),
      true,
    );
    setConfirming(null);
  };

  const errorOf = (field: ShopField) => {
    const key = issues[field];
    return key ? t(key) : undefined;
  };

  const text = (
    field: ShopField & keyof ShopFormValues,
    label: SellerKey,
    options: {
      hint?: string;
      optional?: boolean;
      inputMode?: 'tel' | 'url' | 'text';
      multiline?: boolean;
      maxLength?: number;
      onInput?: () => void;
    } = {},
  ) => (
    <FormField
      id={fieldId(field)}
      label={t(label)}
      labelNote={options.optional ? t('owner.shops.form.optional') : undefined}
      hint={options.hint}
      error={errorOf(field)}
    >
      {(control) =>
        options.multiline ? (
          <textarea
            {...control}
            rows={3}
            value={String(values[field] ?? '')}
            maxLength={options.maxLength}
            lang={shopTextLang(String(values[field] ?? ''), i18n.language)}
            onChange={(event) => set(field, event.target.value as never)}
            className={controlClass('min-h-24')}
          />
        ) : (
          <input
            {...control}
            value={String(values[field] ?? '')}
            inputMode={options.inputMode === 'url' ? 'url' : options.inputMode}
            type={options.inputMode === 'tel' ? 'tel' : 'text'}
            maxLength={options.maxLength}
            autoComplete="off"
            spellCheck={options.inputMode ? false : undefined}
            lang={shopTextLang(String(values[field] ?? ''), i18n.language)}
            onChange={(event) => {
              options.onInput?.();
              set(field, event.target.value as never);
            }}
            className={controlClass()}
          />
        )
      }
    </FormField>
  );

  const ownHost = values.slug ? `${values.slug}.${baseHost}` : `…${baseHost}`;
  const shopName = shop ? (i18n.language === 'my' && shop.nameMm) || shop.name : '';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {shop && (
        <section
          aria-labelledby="shop-status-title"
          className={cn(
            'flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between',
            shop.status === 'Paused'
              ? 'border-yellow-400 bg-yellow-50'
              : 'border-neutral-200 bg-white',
          )}
        >
          <div className="flex flex-col gap-1">
            <h2 id="shop-status-title" className="flex items-center gap-2 text-base font-bold">
              {t('owner.shops.pause.title')} <ShopStatusBadge status={shop.status} />
            </h2>
            <p className="text-sm text-neutral-800">
              {shop.status === 'Paused'
                ? t('owner.shops.pause.isPaused')
                : t('owner.shops.pause.isOpen')}
            </p>
          </div>
          <button
            type="button"
            disabled={isBusy}
            onClick={() => setConfirming(shop.status === 'Paused' ? 'Open' : 'Paused')}
            className={buttonClass(
              shop.status === 'Paused' ? 'primary' : 'secondary',
              'min-h-12 w-full sm:w-auto',
            )}
          >
            {shop.status === 'Paused'
              ? t('owner.shops.pause.reopen')
              : t('owner.shops.pause.pause')}
          </button>
        </section>
      )}

      <Section title={t('owner.shops.form.identity')}>
        {text('name', 'owner.shops.form.name', { maxLength: 120 })}
        {text('nameMm', 'owner.shops.form.nameMm', { optional: true, maxLength: 120 })}
        {text('slug', 'owner.shops.form.slug', {
          hint: t('owner.shops.form.slugHint', { host: ownHost }),
          inputMode: 'url',
          maxLength: 40,
          onInput: () => setSlugTouched(true),
        })}
        {text('hostNames', 'owner.shops.form.hostNames', {
          hint: t('owner.shops.form.hostNamesHint'),
          optional: true,
          multiline: true,
          maxLength: 2_600,
        })}
      </Section>

      <Section title={t('owner.shops.form.contact')}>
        {text('primaryPhone', 'owner.shops.form.primaryPhone', {
          hint: t('owner.shops.form.phoneHint'),
          inputMode: 'tel',
          maxLength: 40,
        })}
        {text('address', 'owner.shops.form.address', { multiline: true, maxLength: 300 })}
        {text('addressMm', 'owner.shops.form.addressMm', {
          optional: true,
          multiline: true,
          maxLength: 300,
        })}
        {text('facebookUrl', 'owner.shops.form.facebookUrl', {
          hint: t('owner.shops.form.facebookHint'),
          optional: true,
          inputMode: 'url',
          maxLength: 300,
        })}
        {text('viberUrl', 'owner.shops.form.viberUrl', {
          hint: t('owner.shops.form.viberHint'),
          optional: true,
          inputMode: 'url',
          maxLength: 300,
        })}
      </Section>

      <Section title={t('owner.shops.form.pictures')}>
        <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
          <ShopPictureField
            id={fieldId('logoImageGuid')}
            label={t('owner.shops.form.logo')}
            guid={values.logoImageGuid}
            onChange={(guid) => set('logoImageGuid', guid)}
            shape="square"
            error={errorOf('logoImageGuid')}
          />
          <ShopPictureField
            id={fieldId('bannerImageGuid')}
            label={t('owner.shops.form.banner')}
            guid={values.bannerImageGuid}
            onChange={(guid) => set('bannerImageGuid', guid)}
            shape="wide"
            error={errorOf('bannerImageGuid')}
          />
        </div>
      </Section>

      <Section title={t('owner.shops.form.orders')}>
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            id={fieldId('cashOnDelivery')}
            type="checkbox"
            checked={values.cashOnDelivery}
            onChange={(event) => set('cashOnDelivery', event.target.checked)}
            className="mt-1 size-5 shrink-0 accent-(--color-accent)"
            aria-describedby="shop-cod-hint"
          />
          <span className="flex flex-col">
            <span className="font-medium text-neutral-900">
              {t('owner.shops.form.cashOnDelivery')}
            </span>
            <span id="shop-cod-hint" className="text-sm text-neutral-700">
              {t('owner.shops.form.cashOnDeliveryHint')}
            </span>
          </span>
        </label>
        {!shop && (
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium text-neutral-800">
              {t('owner.shops.form.statusLegend')}
            </legend>
            {(['Open', 'Paused'] as const).map((status) => (
              <label key={status} className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  name="shop-status"
                  value={status}
                  checked={values.status === status}
                  onChange={() => set('status', status)}
                  className="size-5 accent-(--color-accent)"
                />
                {status === 'Open'
                  ? t('owner.shops.form.openOnSave')
                  : t('owner.shops.form.pausedOnSave')}
              </label>
            ))}
          </fieldset>
        )}
      </Section>

      <div
        ref={outcomeRef}
        tabIndex={-1}
        role={outcome?.tone === 'failed' ? 'alert' : 'status'}
        className="outline-none"
      >
        {outcome && (
          <p
            className={cn(
              'rounded-lg p-3 text-sm',
              outcome.tone === 'done' ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800',
            )}
          >
            {outcome.text}
          </p>
        )}
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur-sm sm:mx-0 sm:flex-row sm:items-center sm:gap-4 sm:rounded-xl sm:border">
        <Button
          type="submit"
          disabled={isBusy}
          className="min-h-12 w-full text-base sm:w-auto sm:min-w-56"
        >
          {isBusy && <BusyDot />}
          {isBusy
            ? t('owner.shops.form.saving')
            : shop
              ? t('owner.shops.form.save')
              : t('owner.shops.form.create')}
        </Button>
        <button
          type="button"
          onClick={() => navigate(SHOPS_PATH)}
          className={buttonClass('ghost', 'min-h-12 w-full sm:w-auto')}
        >
          {t('owner.shops.backToList')}
        </button>
      </div>

      {shop && confirming && (
        <ChoiceDialog
          title={
            confirming === 'Paused'
              ? t('owner.shops.pause.confirmPauseTitle', { name: shopName })
              : t('owner.shops.pause.confirmReopenTitle', { name: shopName })
          }
          isBusy={isBusy}
          onDismiss={() => setConfirming(null)}
          choices={[
            {
              label:
                confirming === 'Paused'
                  ? t('owner.shops.pause.pause')
                  : t('owner.shops.pause.reopen'),
              kind: confirming === 'Paused' ? 'danger' : 'primary',
              onChoose: () => void changeStatus(confirming),
            },
            {
              label: t('owner.shops.pause.keep'),
              kind: 'secondary',
              onChoose: () => setConfirming(null),
            },
          ]}
        >
          <p className="text-base text-neutral-800">
            {confirming === 'Paused'
              ? t('owner.shops.pause.confirmPause')
              : t('owner.shops.pause.confirmReopen')}
          </p>
        </ChoiceDialog>
      )}
    </form>
  );
}
