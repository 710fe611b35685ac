import { useId, useState, type ReactNode } from 'react';
import { formatDate } from '@storefront/commerce/dates';
import { formatNumber } from '@storefront/commerce/money';
import { MAX_REPORT_DAYS, type SalesReport } from '@storefront/contract/admin-reports';
import { Button, buttonClass } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { localizedName } from '../../../lib/localized-name';
import { ConsoleTitle } from '../../seller/components/console-title';
import { useSellerErrorText } from '../../seller/seller-errors';
import { StatusBadge } from '../../seller/components/status-badge';
import { paymentLabel } from '../../seller/seller-labels';
import { useSellerSession } from '../../seller/seller-session';
import { useSellerTranslation, type SellerKey } from '../../seller/seller-strings';
import { DayBars } from './day-bars';
import { downloadOrdersCsv, useGetSalesReportQuery, type ReportArgs } from './reports-api';

const MESSAGE_AREA =
  'flex flex-col items-center justify-center gap-3 rounded-xl border border-neutral-200 bg-white p-6 text-center';
const CARD = 'flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-3';

/** Myanmar keeps UTC+06:30 all year: report days are its calendar days. */
const MYANMAR_OFFSET_MS = 390 * 60 * 1000;
const DAY_MS = 86_400_000;

export function myanmarToday(now = Date.now()): string {
  return new Date(now + MYANMAR_OFFSET_MS).toISOString().slice(0, 10);
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
}

type Preset = 'last7' | 'last30' | 'last90' | 'thisMonth' | 'custom';
const PRESETS: Preset[] = ['last7', 'last30', 'last90', 'thisMonth', 'custom'];
const PRESET_KEYS: Record<Preset, SellerKey> = {
  last7: 'owner.reports.presets.last7',
  last30: 'owner.reports.presets.last30',
  last90: 'owner.reports.presets.last90',
  thisMonth: 'owner.reports.presets.thisMonth',
  custom: 'owner.reports.presets.custom',
};

function rangeOfPreset(preset: Exclude<Preset, 'custom'>, today: string) {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** What is wrong with a typed range, or null when it can be asked for. */
function rangeProblem(from: string, to: string): SellerKey | null {
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (!date.test(from) || !date.test(to)) return 'owner.reports.rangeMissing';
  if (from > to) return 'owner.reports.rangeReversed';
  if (daysBetween(from, to) > MAX_REPORT_DAYS) return 'owner.reports.rangeTooLong';
  return null;
}

function useFormats() {
  const { t, i18n } = useSellerTranslation();
  const locale = i18n.language;
  return {
    locale,
    money: (amount: number) =>
      t('owner.reports.money', { amount: formatNumber(Math.round(amount), locale) }),
    count: (n: number) => formatNumber(n, locale),
    day: (date: string) => formatDate(new Date(`${date}T00:00:00Z`), locale, { utc: true }),
    percent: (share: number) =>
      t('owner.reports.percent', { value: Math.round(share * 1000) / 10 }),
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="text-lg font-semibold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Totals({ report }: { report: SalesReport }) {
  const { t } = useSellerTranslation();
  const f = useFormats();
  const cells: [SellerKey, string][] = [
    ['owner.reports.orders', f.count(report.totals.orders)],
    ['owner.reports.revenue', f.money(report.totals.revenue)],
    ['owner.reports.averageOrderValue', f.money(report.averageOrderValue)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
      {cells.map(([key, value]) => (
        <div key={key} className={CARD}>
          <dt className="text-sm text-neutral-700">{t(key)}</dt>
          <dd className="text-2xl font-bold text-neutral-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DayFigures({ report }: { report: SalesReport }) {
  const { t } = useSellerTranslation();
  const f = useFormats();
  const describe = (
    pick: (d: SalesReport['days'][number]) => number,
    format: (n: number) => string,
  ) => {
    const best = report.days.reduce((a, b) => (pick(b) > pick(a) ? b : a), report.days[0]!);
    return pick(best) > 0
      ? t('owner.reports.chartDescription', {
          from: f.day(report.from),
          to: f.day(report.to),
          highest: format(pick(best)),
          day: f.day(best.date),
        })
      : t('owner.reports.chartEmpty', { from: f.day(report.from), to: f.day(report.to) });
  };
  return (
    <Section id="reports-days" title={t('owner.reports.perDay')}>
      <div className="grid gap-4 lg:grid-cols-2">
        <DayBars
          title={t('owner.reports.chartRevenue')}
          description={describe((d) => d.revenue, f.money)}
          bars={report.days.map((d) => ({ date: d.date, value: d.revenue }))}
          formatValue={f.money}
          formatDay={f.day}
        />
        <DayBars
          title={t('owner.reports.chartOrders')}
          description={describe((d) => d.orders, f.count)}
          bars={report.days.map((d) => ({ date: d.date, value: d.orders }))}
          formatValue={f.count}
          formatDay={f.day}
        />
      </div>
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-accent">
          {t('owner.reports.showTable')}
        </summary>
        <div className="max-h-96 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('owner.reports.perDay')}</caption>
            <thead>
              <tr className="border-b border-neutral-200 text-start text-neutral-700">
                <th scope="col" className="py-2 text-start font-medium">
                  {t('owner.reports.date')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('owner.reports.orders')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('owner.reports.revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.days.map((d) => (
                <tr key={d.date} className="border-b border-neutral-100">
                  <th scope="row" className="py-2 text-start font-normal">
                    {f.day(d.date)}
                  </th>
                  <td className="py-2 text-end tabular-nums">{f.count(d.orders)}</td>
                  <td className="py-2 text-end tabular-nums">{f.money(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Section>
  );
}

function StatusFigures({ report }: { report: SalesReport }) {
  const { t } = useSellerTranslation();
  const f = useFormats();
  return (
    <Section id="reports-status" title={t('owner.reports.byStatus')}>
      <ul className="flex flex-col">
        {report.byStatus.map((row) => (
          <li
            key={row.status}
            className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-neutral-100 py-2 last:border-b-0"
          >
            <StatusBadge status={row.status} />
            <span className="text-neutral-800 tabular-nums">
              {t('owner.reports.ordersCount', { count: row.orders })} · {f.money(row.amount)}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-neutral-700">{t('owner.reports.rejectedNote')}</p>
    </Section>
  );
}

function PaymentFigures({ report }: { report: SalesReport }) {
  const { t } = useSellerTranslation();
  const f = useFormats();
  return (
    <Section id="reports-payments" title={t('owner.reports.byPayment')}>
      {report.byPaymentType.length === 0 ? (
        <p className="text-neutral-700">{t('owner.reports.nothing')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {report.byPaymentType.map((row) => (
            <li key={row.paymentType} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-neutral-900">
                  {paymentLabel(t, row.paymentType)}
                </span>
                <span className="text-sm text-neutral-800 tabular-nums">
                  {t('owner.reports.shareLine', {
                    orders: f.percent(row.orderShare),
                    revenue: f.percent(row.revenueShare),
                  })}
                </span>
              </div>
              <div className="h-2 w-full rounded-full bg-neutral-100" aria-hidden="true">
                <div
                  className="h-2 rounded-full bg-accent"
                  style={{ width: `${Math.round(row.revenueShare * 100)}%` }}
                />
              </div>
              <span className="text-sm text-neutral-700 tabular-nums">
                {t('owner.reports.ordersCount', { count: row.orders })} · {f.money(row.revenue)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ProductList({
  id,
  title,
  rows,
  figure,
}: {
  id: string;
  title: string;
  rows: SalesReport['topProducts']['byUnits'];
  figure: (row: SalesReport['topProducts']['byUnits'][number]) => string;
}) {
  const { t, i18n } = useSellerTranslation();
  return (
    <Section id={id} title={title}>
      {rows.length === 0 ? (
        <p className="text-neutral-700">{t('owner.reports.nothing')}</p>
      ) : (
        <ol className="flex flex-col">
          {rows.map((row, i) => (
            <li
              key={row.productGuid}
              className="flex items-baseline gap-2 border-b border-neutral-100 py-2 last:border-b-0"
            >
              <span className="w-6 shrink-0 text-neutral-600 tabular-nums">
                {formatNumber(i + 1, i18n.language)}
              </span>
              <span className="min-w-0 flex-1 wrap-break-word text-neutral-900">
                {localizedName(row, i18n.language)}
              </span>
              <span className="shrink-0 text-neutral-800 tabular-nums">{figure(row)}</span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** The range and shop pickers: presets, custom days, and for owners a shop or all of them. */
function Filters({
  preset,
  onPreset,
  from,
  to,
  onFrom,
  onTo,
  problem,
  shops,
  shopGuid,
  onShop,
}: {
  preset: Preset;
  onPreset: (p: Preset) => void;
  from: string;
  to: string;
  onFrom: (v: string) => void;
  onTo: (v: string) => void;
  problem: SellerKey | null;
  shops: SalesReport['shops'] | null;
  shopGuid: string;
  onShop: (guid: string) => void;
}) {
  const { t, i18n } = useSellerTranslation();
  const id = useId();
  return (
    <div className={CARD}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-neutral-900">{t('owner.reports.range')}</legend>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={preset === p}
              onClick={() => onPreset(p)}
              className={buttonClass(
                preset === p ? 'primary' : 'secondary',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              )}
            >
              {t(PRESET_KEYS[p])}
            </button>
          ))}
        </div>
        {preset === 'custom' && (
          <div className="flex flex-wrap gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-from`} className="text-sm font-medium text-neutral-900">
                {t('owner.reports.from')}
              </label>
              <input
                id={`${id}-from`}
                type="date"
                value={from}
                onChange={(e) => onFrom(e.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                className={controlClass('w-44')}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-to`} className="text-sm font-medium text-neutral-900">
                {t('owner.reports.to')}
              </label>
              <input
                id={`${id}-to`}
                type="date"
                value={to}
                onChange={(e) => onTo(e.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                className={controlClass('w-44')}
              />
            </div>
          </div>
        )}
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-800">
            {t(problem, { days: MAX_REPORT_DAYS })}
          </p>
        )}
      </fieldset>
      {shops && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-shop`} className="font-semibold text-neutral-900">
            {t('owner.reports.shop')}
          </label>
          <select
            id={`${id}-shop`}
            value={shopGuid}
            onChange={(e) => onShop(e.target.value)}
            className={controlClass('sm:max-w-sm')}
          >
            <option value="">{t('owner.reports.allShops')}</option>
            {shops.map((s) => (
              <option key={s.guid} value={s.guid}>
                {localizedName(s, i18n.language)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

function DownloadButton({ args }: { args: ReportArgs | null }) {
  const { t } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    if (!args) return;
    setBusy(true);
    setProblem(null);
    const outcome = await downloadOrdersCsv(args);
    setBusy(false);
    if (!outcome.ok) {
      setProblem(
        t('owner.reports.downloadFailed', {
          message: errorText(
            outcome.status === 'FETCH_ERROR'
              ? { status: 'FETCH_ERROR', error: String(outcome.data) }
              : { status: outcome.status, data: outcome.data },
          ),
        }),
      );
    }
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        disabled={busy || !args}
        aria-busy={busy}
        onClick={() => void download()}
      >
        {busy ? t('owner.reports.downloading') : t('owner.reports.download')}
      </Button>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * /seller/reports: how sales go (docs/decisions/0033-sales-reports.md). Staff see their own
 * shop; an owner the whole business or one shop. Days are Myanmar calendar days.
 */
export function SalesReportScreen({ now }: { now?: number } = {}) {
  const { t, appT } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const session = useSellerSession();
  const isOwner = session?.profile.role === 'Owner';
  const f = useFormats();
  const [today] = useState(() => myanmarToday(now));
  const [preset, setPreset] = useState<Preset>('last30');
  const [custom, setCustom] = useState(() => rangeOfPreset('last30', today));
  const [shopGuid, setShopGuid] = useState('');

  const range = preset === 'custom' ? custom : rangeOfPreset(preset, today);
  const problem = preset === 'custom' ? rangeProblem(range.from, range.to) : null;
  const args: ReportArgs | null = problem
    ? null
    : { ...range, shopGuid: isOwner && shopGuid ? shopGuid : undefined };
  const { data, error, isError, isFetching, refetch } = useGetSalesReportQuery(
    args ?? { from: '', to: '' },
    {
      skip: args === null,
    },
  );
  const title = t('owner.reports.title');

  let body: ReactNode;
  if (isError) {
    body = (
      <div role="alert" className={MESSAGE_AREA}>
        <p className="max-w-prose text-neutral-800">
          {t('owner.reports.loadFailed', { message: errorText(error) })}
        </p>
        <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
          {t('seller.orders.retry')}
        </Button>
      </div>
    );
  } else if (!data) {
    body = (
      <div className="flex flex-col gap-2">
        <span role="status" className="sr-only">
          {appT('common.loading')}
        </span>
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  } else {
    body = (
      <div className={cn('flex flex-col gap-4', isFetching && 'opacity-60')} aria-busy={isFetching}>
        <p className="text-sm text-neutral-700">
          {t('owner.reports.rangeLine', { from: f.day(data.from), to: f.day(data.to) })}
        </p>
        <Totals report={data} />
        <DayFigures report={data} />
        <div className="grid gap-4 lg:grid-cols-2">
          <StatusFigures report={data} />
          <PaymentFigures report={data} />
          <ProductList
            id="reports-top-units"
            title={t('owner.reports.topByUnits')}
            rows={data.topProducts.byUnits}
            figure={(row) => t('owner.reports.units', { count: row.units })}
          />
          <ProductList
            id="reports-top-revenue"
            title={t('owner.reports.topByRevenue')}
            rows={data.topProducts.byRevenue}
            figure={(row) => f.money(row.revenue)}
          />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4">
      <ConsoleTitle title={title} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
          <p className="max-w-prose text-sm text-neutral-700">{t('owner.reports.intro')}</p>
        </div>
        <DownloadButton args={args} />
      </div>
      <Filters
        preset={preset}
        onPreset={(p) => {
          if (p === 'custom' && preset !== 'custom') setCustom(range);
          setPreset(p);
        }}
        from={custom.from}
        to={custom.to}
        onFrom={(from) => setCustom((c) => ({ ...c, from }))}
        onTo={(to) => setCustom((c) => ({ ...c, to }))}
        problem={problem}
        shops={isOwner ? (data?.shops ?? null) : null}
        shopGuid={shopGuid}
        onShop={setShopGuid}
      />
      {body}
    </div>
  );
}
