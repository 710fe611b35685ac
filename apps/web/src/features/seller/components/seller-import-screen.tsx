import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '@storefront/commerce/money';
import type { ImportIssue, ImportResult } from '@storefront/contract/seller-catalog';
import { Button, buttonClass } from '../../../components/ui/button';
import { BusyDot } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { downloadProductsCsv } from '../api/import-products';
import { useImportProductsMutation } from '../api/import-products';
import { FILE_WORDS, importIssueText } from '../catalog-labels';
import { PRODUCT_LIST_PATH } from '../product-list-filter';
import { useSellerErrorText } from '../seller-errors';
import { shopNameOf } from '../seller-labels';
import { useSellerSession } from '../seller-session';
import { useSellerTranslation, type SellerKey } from '../seller-strings';
import { ConsoleTitle } from './console-title';
import { Card } from './order-sections';

type RequestError = FetchBaseQueryError | SerializedError;

/**
 * The columns of the file, as the download writes its header (one row per option); the table
 * on the page explains each in the staff's language.
 */
export const IMPORT_COLUMNS = [
  'product_key',
  'name',
  'name_mm',
  'description',
  'description_mm',
  'brand',
  'category',
  'status',
  'option_name',
  'sku',
  'price',
  'discounted_price',
  'weight_grams',
  'stock',
  'pre_order_limit',
] as const;

/** A file checked or imported, with what the server said of it. */
type Checked = { file: File; result: ImportResult };

function IssueTable({ issues, tone }: { issues: ImportIssue[]; tone: 'error' | 'warning' }) {
  const { t, i18n } = useSellerTranslation();
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200">
      <table className="w-full text-sm">
        <thead className="bg-neutral-50 text-xs font-semibold text-neutral-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-end">
              {t('seller.import.preview.row')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('seller.import.preview.column')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('seller.import.preview.problem')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {issues.map((issue, index) => (
            <tr key={`${issue.row}-${issue.column ?? ''}-${issue.code}-${index}`}>
              <td className="px-3 py-2 text-end align-top font-semibold tabular-nums">
                {formatNumber(issue.row, i18n.language)}
              </td>
              <td className="px-3 py-2 align-top">
                {issue.column ? (
                  // A column's name is one word of the file: kept whole, the problem wraps instead.
                  <span className="font-mono text-xs whitespace-nowrap text-neutral-800">
                    {issue.column}
                  </span>
                ) : (
                  <span className="text-sm text-neutral-700">
                    {t('seller.import.preview.wholeRow')}
                  </span>
                )}
              </td>
              <td
                className={cn(
                  'px-3 py-2 align-top',
                  tone === 'error' ? 'text-red-800' : 'text-neutral-800',
                )}
              >
                {importIssueText(t, issue)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ColumnTable() {
  const { t } = useSellerTranslation();
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200">
      <table className="w-full text-sm">
        <thead className="bg-neutral-50 text-xs font-semibold text-neutral-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              {t('seller.import.columns.column')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('seller.import.columns.meaning')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {IMPORT_COLUMNS.map((column) => (
            <tr key={column}>
              <th
                scope="row"
                className="px-3 py-2 text-start align-top font-mono text-xs font-semibold"
              >
                {column}
              </th>
              <td className="px-3 py-2 align-top text-neutral-800">
                {t(`seller.import.columns.${column}` as SellerKey, FILE_WORDS)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /seller/products/import: the shop's products downloaded as a CSV file, and a file brought
 * back in: checked first (a preview that writes nothing), listing every problem by row and
 * column, then imported at once, only when the preview found no error.
 */
export function SellerImportScreen() {
  const { t, i18n } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const session = useSellerSession();
  const fileId = useId();
  const columnsId = useId();
  const [runImport, { isLoading }] = useImportProductsMutation();
  const [exportState, setExportState] = useState<
    { busy: true } | { busy: false; error: RequestError | null }
  >({ busy: false, error: null });
  const [checking, setChecking] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [failure, setFailure] = useState<{ key: SellerKey; error: RequestError } | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);

  async function exportProducts() {
    setExportState({ busy: true });
    const outcome = await downloadProductsCsv();
    setExportState({
      busy: false,
      error: outcome.ok ? null : ({ status: outcome.status, data: outcome.data } as RequestError),
    });
  }

  async function check(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file, fixed and saved again, can be chosen again.
    event.target.value = '';
    if (!file) return;
    setChecked(null);
    setDone(null);
    setFailure(null);
    setChecking(file);
    const result = await runImport({ file, dryRun: true });
    setChecking(null);
    if ('error' in result && result.error)
      setFailure({ key: 'seller.import.file.checkFailed', error: result.error });
    else setChecked({ file, result: result.data });
  }

  async function commit() {
    if (!checked) return;
    setFailure(null);
    const result = await runImport({ file: checked.file, dryRun: false });
    if ('error' in result && result.error) {
      setFailure({ key: 'seller.import.commit.failed', error: result.error });
      return;
    }
    // A commit that found errors after all (the shop changed since the preview) writes nothing.
    if (result.data.errors.length > 0) setChecked({ file: checked.file, result: result.data });
    else {
      setDone(result.data);
      setChecked(null);
    }
  }

  const preview = checked?.result;
  const toImport = preview ? preview.created + preview.updated : 0;
  const canCommit = Boolean(preview && preview.errors.length === 0 && toImport > 0) && !isLoading;
  const title = t('seller.import.title');

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-3 py-4 sm:px-4">
      <ConsoleTitle
        title={
          session
            ? t('seller.import.documentTitle', { shop: shopNameOf(session.profile, i18n.language) })
            : title
        }
      />
      <Link
        to={PRODUCT_LIST_PATH}
        className="inline-flex min-h-11 items-center gap-1 self-start rounded-lg text-sm font-semibold text-accent-strong hover:underline"
      >
        <span aria-hidden="true" className="rtl:-scale-x-100">
          ←
        </span>
        {t('seller.import.back')}
      </Link>
      <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
      <p className="max-w-prose text-neutral-800">
        {t('seller.import.intro')}{' '}
        <a href={`#${columnsId}`} className="font-semibold text-accent-strong underline">
          {t('seller.import.columns.title')}
        </a>
      </p>

      <Card title={t('seller.import.export.title')}>
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-neutral-700">{t('seller.import.export.text')}</p>
          <Button
            variant="secondary"
            disabled={exportState.busy}
            onClick={() => void exportProducts()}
          >
            {exportState.busy && <BusyDot />}
            {exportState.busy ? t('seller.import.export.busy') : t('seller.import.export.button')}
          </Button>
          {!exportState.busy && exportState.error && (
            <p role="alert" className="text-sm text-red-700">
              {t('seller.import.export.failed', { message: errorText(exportState.error) })}
            </p>
          )}
        </div>
      </Card>

      <Card title={t('seller.import.file.title')}>
        <div className="flex flex-col gap-3">
          <p className="text-sm text-neutral-700">{t('seller.import.file.text')}</p>
          <div className="flex flex-col items-start gap-1">
            {/* The browser's own file button speaks the browser's language: this one the staff's. */}
            <label
              className={cn(
                buttonClass('primary'),
                'cursor-pointer focus-within:ring-2 focus-within:ring-accent focus-within:ring-offset-2',
                (checking || isLoading) && 'pointer-events-none opacity-60',
              )}
            >
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                disabled={Boolean(checking) || isLoading}
                aria-describedby={`${fileId}-hint`}
                onChange={(event) => void check(event)}
                className="sr-only"
              />
              {t('seller.import.file.label')}
            </label>
            <p id={`${fileId}-hint`} className="text-xs text-neutral-600">
              {t('seller.import.file.hint')}
            </p>
          </div>
          <div aria-live="polite">
            {checking && (
              <p className="inline-flex items-center gap-2 text-sm text-neutral-800">
                <BusyDot />
                {t('seller.import.file.checking', { file: checking.name })}
              </p>
            )}
          </div>
          {failure && (
            <p role="alert" className="text-sm text-red-700">
              {t(failure.key, { message: errorText(failure.error) })}
            </p>
          )}
          {done && (
            <div
              role="status"
              className="flex flex-col items-start gap-2 rounded-lg border border-green-700 bg-green-50 p-3"
            >
              <p className="font-semibold text-green-900">
                {t('seller.import.commit.done', {
                  created: done.created,
                  updated: done.updated,
                  unchanged: done.unchanged,
                })}
              </p>
              <Link to={PRODUCT_LIST_PATH} className={buttonClass('primary')}>
                {t('seller.import.commit.viewProducts')}
              </Link>
            </div>
          )}
        </div>
      </Card>

      {checked && preview && (
        <section
          aria-labelledby={`${fileId}-preview`}
          className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4"
        >
          <h2 id={`${fileId}-preview`} className="text-base font-bold break-all text-neutral-900">
            {t('seller.import.preview.title', { file: checked.file.name })}
          </h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-800">
            <li>{t('seller.import.preview.rows', { count: preview.rows })}</li>
            <li className="font-semibold">
              {t('seller.import.preview.created', { count: preview.created })}
            </li>
            <li className="font-semibold">
              {t('seller.import.preview.updated', { count: preview.updated })}
            </li>
            {preview.unchanged > 0 && (
              <li>{t('seller.import.preview.unchanged', { count: preview.unchanged })}</li>
            )}
          </ul>
          {preview.errors.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h3 className="text-base font-bold text-red-800">
                {t('seller.import.preview.errors', { count: preview.errors.length })}
              </h3>
              <p className="text-sm text-neutral-700">{t('seller.import.preview.errorsHint')}</p>
              <IssueTable issues={preview.errors} tone="error" />
            </div>
          ) : (
            <p className="text-sm font-medium text-green-800">
              {t('seller.import.preview.noErrors')}
            </p>
          )}
          {preview.warnings.length > 0 && (
            <div className="flex flex-col gap-2">
              <h3 className="text-base font-bold text-neutral-900">
                {t('seller.import.preview.warnings', { count: preview.warnings.length })}
              </h3>
              <p className="text-sm text-neutral-700">{t('seller.import.preview.warningsHint')}</p>
              <IssueTable issues={preview.warnings} tone="warning" />
            </div>
          )}
          <div className="flex flex-col gap-1">
            <Button
              className="min-h-12 w-full text-base sm:w-auto sm:self-start"
              disabled={!canCommit}
              aria-describedby={canCommit ? undefined : `${fileId}-blocked`}
              onClick={() => void commit()}
            >
              {isLoading && <BusyDot />}
              {isLoading
                ? t('seller.import.commit.busy')
                : t('seller.import.commit.button', { count: toImport })}
            </Button>
            {!canCommit && !isLoading && (
              <p id={`${fileId}-blocked`} className="text-sm text-neutral-700">
                {preview.errors.length > 0
                  ? t('seller.import.commit.blocked')
                  : t('seller.import.commit.nothing')}
              </p>
            )}
          </div>
        </section>
      )}

      <section
        id={columnsId}
        aria-labelledby={`${columnsId}-title`}
        className="flex scroll-mt-4 flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-4"
      >
        <h2 id={`${columnsId}-title`} className="text-base font-bold text-neutral-900">
          {t('seller.import.columns.title')}
        </h2>
        <p className="text-sm text-neutral-700">{t('seller.import.columns.intro', FILE_WORDS)}</p>
        <ColumnTable />
      </section>
    </div>
  );
}
