import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isMyanmar } from '@storefront/commerce/address';
import { formatMoney } from '@storefront/commerce/money';
import { MAX_BAND_FEE, MAX_BAND_GRAMS } from '@storefront/commerce/weight-bands';
import type { AdminShippingMethod } from '@storefront/contract/admin-shipping';
import type { Region, Township } from '@storefront/contract/region';
import { OWNER_ROLE } from '@storefront/contract/seller';
import { useGetShopListQuery } from '../../../api/shop-list';
import { useGetTownshipsQuery } from '../../../api/townships';
import { Button } from '../../../components/ui/button';
import { controlClass, FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { localizedName } from '../../../lib/localized-name';
import { serverErrorOf } from '../../../lib/server-error';
import { ConsoleTitle } from '../../seller/components/console-title';
import { useSellerErrorText } from '../../seller/seller-errors';
import { useSellerSession } from '../../seller/seller-session';
import { useSellerTranslation, type SellerT } from '../../seller/seller-strings';
import { RowButtons, Switch } from '../payments/payments-screen';
import { useGetAdminShippingQuery, useSaveAdminShippingMutation } from './shipping-api';
import {
  bandsOf,
  bodyOf,
  draftsOf,
  methodProblems,
  newKey,
  nextBand,
  previewOf,
  type BandDraft,
  type MethodDraft,
  type MethodProblem,
} from './shipping-drafts';
import { moved } from '../payments/wallet-drafts';
import { TownshipPicker, useDivisionName } from './township-picker';

const CARD = 'flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:p-4';
const MESSAGE_AREA =
  'flex flex-col items-center justify-center gap-3 rounded-xl border border-neutral-200 bg-white p-6 text-center';

type Problems = Map<string, MethodProblem | { text: string }>;

/** A problem in the page's language: the band rule's kinds have words of their own. */
function problemText(
  t: SellerT,
  problem: MethodProblem | { text: string } | undefined,
  draft?: MethodDraft,
): string | undefined {
  if (!problem) return undefined;
  if ('text' in problem) return problem.text;
  if (problem.key !== 'band') return t(`owner.shipping.problems.${problem.key}`);
  const { band } = problem;
  const bands = draft ? bandsOf(draft) : [];
  const previous = bands[band.index - 1];
  return t(`owner.shipping.bandProblems.${band.kind}`, {
    band: band.index + 1,
    previous: band.index,
    previousTo: previous?.toGrams,
    expected: band.expectedFromGrams,
    maxGrams: MAX_BAND_GRAMS,
    maxFee: MAX_BAND_FEE,
  });
}

function BandRows({
  method,
  at,
  problems,
  onChange,
}: {
  method: MethodDraft;
  at: string;
  problems: Problems;
  onChange: (bands: BandDraft[]) => void;
}) {
  const { t } = useSellerTranslation();
  const set = (index: number, band: BandDraft) =>
    onChange(method.bands.map((b, i) => (i === index ? band : b)));
  const listProblem = problemText(t, problems.get(`${at}.bands`), method);
  const input = (
    band: BandDraft,
    index: number,
    field: 'fromGrams' | 'toGrams' | 'fee',
    label: string,
    invalid: boolean,
  ) => (
    <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-neutral-900">
      <span>{label}</span>
      <input
        value={band[field]}
        inputMode={field === 'fee' ? 'decimal' : 'numeric'}
        maxLength={12}
        aria-invalid={invalid || undefined}
        onChange={(event) => set(index, { ...band, [field]: event.target.value })}
        className={controlClass('text-end tabular-nums')}
      />
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-3">
      <legend className="px-1 font-semibold text-neutral-900">
        {t('owner.shipping.bandsTitle')}
      </legend>
      <p className="text-sm text-neutral-700">{t('owner.shipping.bandsHint')}</p>
      <ol className="flex flex-col gap-2">
        {method.bands.map((band, index) => {
          const problem = problemText(t, problems.get(`${at}.bands[${index}]`), method);
          const what = t('owner.shipping.bandNumbered', { count: index + 1 });
          return (
            <li
              key={band.key}
              aria-label={what}
              className="flex flex-col gap-1 rounded-lg bg-neutral-50 p-2"
            >
              <div className="flex flex-wrap items-end gap-2">
                {input(band, index, 'fromGrams', t('owner.shipping.fromGrams'), Boolean(problem))}
                {input(band, index, 'toGrams', t('owner.shipping.toGrams'), Boolean(problem))}
                {input(band, index, 'fee', t('owner.shipping.fee'), Boolean(problem))}
                <Button
                  variant="ghost"
                  className="text-red-800"
                  onClick={() => onChange(method.bands.filter((_, i) => i !== index))}
                >
                  {t('owner.shipping.removeBand')}
                  <span className="sr-only"> {what}</span>
                </Button>
              </div>
              {problem && (
                <p role="alert" className="text-sm font-medium text-red-800">
                  {problem}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {listProblem && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {listProblem}
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={() => onChange([...method.bands, nextBand(method)])}>
          {t('owner.shipping.addBand')}
        </Button>
      </div>
    </fieldset>
  );
}

function MethodCard({
  method,
  index,
  count,
  problems,
  regions,
  townships,
  onChange,
  onMove,
  onRemove,
}: {
  method: MethodDraft;
  index: number;
  count: number;
  problems: Problems;
  regions: Region[];
  townships: Township[];
  onChange: (method: MethodDraft) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useSellerTranslation();
  const at = `methods[${index}]`;
  const headingId = useId();
  const shown = (i18n.language === 'my' ? method.nameMm.trim() : '') || method.name.trim();
  const what = shown || t('owner.shipping.methodNumbered', { count: index + 1 });
  const regionNames = regions.map((r) => r.name);
  if (!regionNames.includes(method.region)) regionNames.push(method.region);
  return (
    <li className={CARD} aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold break-words text-neutral-900">
          {what}
        </h2>
        <RowButtons
          what={what}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
          words={{
            up: t('owner.shipping.moveUp', { what }),
            down: t('owner.shipping.moveDown', { what }),
            remove: t('owner.shipping.remove'),
          }}
        />
      </div>
      {method.inUse && <p className="text-sm text-neutral-700">{t('owner.shipping.inUseNote')}</p>}
      <div className="grid gap-2 sm:grid-cols-2">
        <FormField
          label={t('owner.shipping.name')}
          error={problemText(t, problems.get(`${at}.name`))}
        >
          {(control) => (
            <input
              {...control}
              value={method.name}
              maxLength={120}
              autoComplete="off"
              onChange={(event) => onChange({ ...method, name: event.target.value })}
              className={controlClass()}
            />
          )}
        </FormField>
        <FormField
          label={t('owner.shipping.nameMm')}
          labelNote={t('owner.shipping.optional')}
          error={problemText(t, problems.get(`${at}.nameMm`))}
        >
          {(control) => (
            <input
              {...control}
              lang="my"
              value={method.nameMm}
              maxLength={120}
              autoComplete="off"
              onChange={(event) => onChange({ ...method, nameMm: event.target.value })}
              className={controlClass()}
            />
          )}
        </FormField>
        <FormField
          label={t('owner.shipping.region')}
          error={problemText(t, problems.get(`${at}.region`))}
        >
          {(control) => (
            <select
              {...control}
              value={method.region}
              onChange={(event) => onChange({ ...method, region: event.target.value })}
              className={controlClass()}
            >
              {regionNames.map((name) => {
                const region = regions.find((r) => r.name === name);
                return (
                  <option key={name} value={name}>
                    {region ? localizedName(region, i18n.language) : name}
                  </option>
                );
              })}
            </select>
          )}
        </FormField>
        <div className="flex items-end">
          <Switch
            checked={method.enabled}
            onChange={(enabled) => onChange({ ...method, enabled })}
            label={t('owner.shipping.offered')}
          />
        </div>
      </div>
      {isMyanmar(method.region) ? (
        <TownshipPicker
          townships={townships}
          chosen={method.townships}
          onChange={(chosen) => onChange({ ...method, townships: chosen })}
          label={what}
        />
      ) : (
        <p className="text-sm text-neutral-700">{t('owner.shipping.wholeCountry')}</p>
      )}
      <BandRows
        method={method}
        at={at}
        problems={problems}
        onChange={(bands) => onChange({ ...method, bands })}
      />
    </li>
  );
}

/** Weight and township → which methods deliver it and for what fee, from the unsaved editor. */
function PreviewBox({ drafts, townships }: { drafts: MethodDraft[]; townships: Township[] }) {
  const { t, i18n } = useSellerTranslation();
  const divisionName = useDivisionName();
  const id = useId();
  const [weight, setWeight] = useState('1000');
  const [township, setTownship] = useState(townships[0]?.guid ?? '');
  const grams = weight.trim() === '' ? Number.NaN : Number(weight);
  const weightOk = Number.isInteger(grams) && grams >= 0 && grams <= MAX_BAND_GRAMS;
  const lines = weightOk && township ? previewOf(drafts, grams, township) : [];
  const divisions = [...new Set(townships.map((x) => x.division))];
  const language = i18n.language;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-neutral-900">
        {t('owner.shipping.previewTitle')}
      </h2>
      <p className="text-sm text-neutral-700">{t('owner.shipping.previewHint')}</p>
      <FormField
        label={t('owner.shipping.previewWeight')}
        error={weightOk ? undefined : t('owner.shipping.previewWeightInvalid')}
      >
        {(control) => (
          <input
            {...control}
            value={weight}
            inputMode="numeric"
            maxLength={8}
            onChange={(event) => setWeight(event.target.value)}
            className={controlClass('text-end tabular-nums')}
          />
        )}
      </FormField>
      <FormField label={t('owner.shipping.previewTownship')}>
        {(control) => (
          <select
            {...control}
            value={township}
            onChange={(event) => setTownship(event.target.value)}
            className={controlClass()}
          >
            {divisions.map((d) => (
              <optgroup key={d} label={divisionName(d)}>
                {townships
                  .filter((x) => x.division === d)
                  .map((x) => (
                    <option key={x.guid} value={x.guid}>
                      {language === 'my' ? x.nameMm || x.name : x.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        )}
      </FormField>
      <div aria-live="polite" className="flex flex-col gap-1">
        {weightOk && lines.length === 0 && (
          <p className="text-sm font-medium text-neutral-900">{t('owner.shipping.previewNone')}</p>
        )}
        {lines.length > 0 && (
          <ul className="flex flex-col gap-1">
            {lines.map((line) => (
              <li key={line.key} className="flex flex-wrap justify-between gap-x-3 text-sm">
                <span className="font-medium text-neutral-900">
                  {(language === 'my' && line.nameMm.trim()) || line.name}
                  <span className="text-neutral-600">
                    {' '}
                    · {t('owner.shipping.bandNumbered', { count: line.band + 1 })}
                  </span>
                </span>
                <span className="font-bold text-neutral-900 tabular-nums">
                  {formatMoney(line.fee, 'MMK', language)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The editor of one shop's methods, saved in one go. */
function ShippingForm({
  shopGuid,
  methods,
  regions,
  townships,
}: {
  shopGuid: string;
  methods: AdminShippingMethod[];
  regions: Region[];
  townships: Township[];
}) {
  const { t, i18n } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const [drafts, setDrafts] = useState<MethodDraft[]>(() => draftsOf(methods));
  const [problems, setProblems] = useState<Problems>(new Map());
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const [save, { isLoading }] = useSaveAdminShippingMutation();
  const problemRef = useRef<HTMLParagraphElement>(null);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (formProblem) problemRef.current?.focus();
  }, [formProblem]);

  const change = (next: MethodDraft[]) => {
    setDrafts(next);
    setIsSaved(false);
    // Once a save was tried, errors follow the typing: an overlap shows as soon as it is made.
    if (checked) setProblems(methodProblems(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    setChecked(true);
    const found = methodProblems(drafts);
    setProblems(found);
    if (found.size > 0) {
      setFormProblem(t('owner.shipping.fixFirst', { count: found.size }));
      return;
    }
    const result = await save({ shopGuid, body: bodyOf(drafts) });
    if ('error' in result) {
      const { field, message, status } = serverErrorOf(result.error);
      if (status === 422 && field) {
        const text = i18n.language === 'my' ? t('owner.shipping.problems.server') : message;
        setProblems(new Map([[field.replace(/\.(fromGrams|toGrams|fee)$/, ''), { text }]]));
        setFormProblem(t('owner.shipping.fixFirst', { count: 1 }));
      } else setFormProblem(errorText(result.error));
      return;
    }
    setDrafts(draftsOf(result.data));
    setProblems(new Map());
    setChecked(false);
    setFormProblem(null);
    setIsSaved(true);
  };

  const myanmar = regions.find((r) => isMyanmar(r.name))?.name ?? 'Myanmar';
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
        {drafts.length === 0 ? (
          <p className={MESSAGE_AREA}>{t('owner.shipping.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {drafts.map((method, index) => (
              <MethodCard
                key={method.key}
                method={method}
                index={index}
                count={drafts.length}
                problems={problems}
                regions={regions}
                townships={townships}
                onChange={(next) => change(drafts.map((m, i) => (i === index ? next : m)))}
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
                {
                  key: newKey(),
                  guid: null,
                  name: '',
                  nameMm: '',
                  region: myanmar,
                  enabled: true,
                  townships: [],
                  inUse: false,
                  bands: [{ key: newKey(), fromGrams: '0', toGrams: '', fee: '' }],
                },
              ])
            }
          >
            {t('owner.shipping.addMethod')}
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
              {t('owner.shipping.saved')}
            </p>
          )}
          <div>
            <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
              {isLoading ? t('owner.shipping.saving') : t('owner.shipping.save')}
            </Button>
          </div>
        </div>
      </form>
      <div className="lg:sticky lg:top-4">
        <PreviewBox drafts={drafts} townships={townships} />
      </div>
    </div>
  );
}

/**
 * /seller/shipping: a shop's delivery methods, the townships each serves and its fee by weight
 * band, with a fee preview (docs/decisions/0031-wallets-and-delivery-fees.md#delivery). Owners only.
 */
export function ShippingScreen({
  regions = [],
}: {
  /**
   * The countries shops deliver in (the shop's region list, which the page's route reads); while
   * it loads, a method's country select offers the method's own country.
   */
  regions?: Region[] | undefined;
}) {
  const { t, i18n, appT } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const session = useSellerSession();
  const isOwner = session?.profile.role === OWNER_ROLE;
  const shops = useGetShopListQuery(undefined, { skip: !isOwner });
  const townships = useGetTownshipsQuery(undefined, { skip: !isOwner });
  const [shopGuid, setShopGuid] = useState<string>(session?.profile.shop.guid ?? '');
  const shipping = useGetAdminShippingQuery(shopGuid, { skip: !isOwner || !shopGuid });
  const title = t('owner.shipping.title');
  const shopId = useId();

  let body: ReactNode;
  const failed = [shipping, townships].find((q) => q.isError);
  if (!isOwner) {
    body = <p className={MESSAGE_AREA}>{t('owner.shipping.ownersOnly')}</p>;
  } else if (failed) {
    body = (
      <div role="alert" className={MESSAGE_AREA}>
        <p className="max-w-prose text-neutral-800">
          {t('owner.shipping.loadFailed', { message: errorText(failed.error) })}
        </p>
        <Button
          variant="secondary"
          disabled={failed.isFetching}
          onClick={() => void failed.refetch()}
        >
          {t('seller.orders.retry')}
        </Button>
      </div>
    );
    // Not on a refetch of the same shop (as after saving): that would remount the form and
    // lose its "Saved" line. `currentData` is empty only while another shop's methods load.
  } else if (!shipping.currentData || !townships.data) {
    body = (
      <div className="flex flex-col gap-3">
        <span role="status" className="sr-only">
          {appT('common.loading')}
        </span>
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-96 w-full rounded-xl" />
        ))}
      </div>
    );
  } else {
    body = (
      <ShippingForm
        key={shopGuid}
        shopGuid={shopGuid}
        methods={shipping.currentData}
        regions={regions}
        townships={townships.data}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4">
      <ConsoleTitle title={title} />
      <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
      <p className="max-w-prose text-sm text-neutral-700">{t('owner.shipping.intro')}</p>
      {isOwner && (
        <div className="flex max-w-sm flex-col gap-1">
          <label htmlFor={shopId} className="text-sm font-medium text-neutral-900">
            {t('owner.shipping.shop')}
          </label>
          <select
            id={shopId}
            value={shopGuid}
            onChange={(event) => setShopGuid(event.target.value)}
            className={controlClass()}
          >
            {!shops.data?.some((s) => s.guid === shopGuid) && shopGuid && (
              <option value={shopGuid}>{session?.profile.shop.name}</option>
            )}
            {shops.data?.map((shop) => (
              <option key={shop.guid} value={shop.guid}>
                {localizedName(shop, i18n.language)}
              </option>
            ))}
          </select>
        </div>
      )}
      {body}
    </div>
  );
}
