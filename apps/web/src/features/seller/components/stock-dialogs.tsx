import { useId, useState, type FormEvent } from 'react';
import { formatNumber } from '@storefront/commerce/money';
import {
  STOCK_ADJUSTMENT_REASONS,
  type StockAdjustmentReason,
} from '@storefront/commerce/product-draft';
import type { StockMove } from '@storefront/contract/seller-catalog';
import { Button } from '../../../components/ui/button';
import { controlClass, FormAlert, FormField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ShopText } from '../../../i18n/shop-text';
import { serverErrorOf } from '../../../lib/server-error';
import { cn } from '../../../lib/cn';
import { useAdjustStockMutation, useGetStockHistoryQuery } from '../api/stock';
import { moveReasonLabel } from '../catalog-labels';
import { parseNumber } from '../product-form-values';
import { PRODUCT_FAILURES, useSellerErrorText } from '../seller-errors';
import { formatWhen } from '../seller-labels';
import { useSellerTranslation } from '../seller-strings';

const BIG = 'min-h-12 w-full text-base';

/** The option a dialog is about. */
export type StockOption = { guid: string; name: string; stockQty: number };

/** A signed count: '+5', '−3' (a true minus sign), in the reader's digits. */
export function signedCount(value: number, language: string): string {
  if (value === 0) return formatNumber(0, language);
  return `${value > 0 ? '+' : '−'}${formatNumber(Math.abs(value), language)}`;
}

/**
 * The figure a refused take-away names ('Only 3 in stock.'): the server says how many there are
 * in its message (docs/product.md#stock-moves). Null when the message has none.
 */
export function stockFigureOf(message: string): number | null {
  const match = /-?\d[\d,]*/.exec(message);
  if (!match) return null;
  const value = Number(match[0].replace(/,/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}

type Direction = 'add' | 'remove';
const DEFAULT_REASON: Record<Direction, StockAdjustmentReason> = {
  add: 'received',
  remove: 'damaged',
};

/**
 * A quick adjustment of one option's stock: add or take away so many units, and why. Staff see
 * what the stock will be; a take-away of more than there is comes back refused with the figure
 * the server has now.
 */
export function AdjustStockDialog({
  productGuid,
  option,
  onDone,
  onClose,
}: {
  productGuid: string;
  option: StockOption;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useSellerTranslation();
  const errorText = useSellerErrorText(PRODUCT_FAILURES);
  const amountId = useId();
  const [adjust, { isLoading }] = useAdjustStockMutation();
  const [direction, setDirection] = useState<Direction>('add');
  const [reason, setReason] = useState<StockAdjustmentReason | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosenReason = reason ?? DEFAULT_REASON[direction];
  const parsed = parseNumber(amount, { required: true, whole: true, max: 1_000_000 });
  const units = 'value' in parsed && parsed.value ? parsed.value : null;
  const delta = units === null ? null : direction === 'add' ? units : -units;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (delta === null) {
      setAmountError(true);
      document.getElementById(amountId)?.focus();
      return;
    }
    setRefusal(null);
    const result = await adjust({
      productGuid,
      variantGuid: option.guid,
      delta,
      reason: chosenReason,
    });
    if ('error' in result && result.error) {
      const error = serverErrorOf(result.error);
      if (error.code === 'stockBelowZero') {
        const figure = stockFigureOf(error.message);
        setRefusal(
          figure === null
            ? t('seller.product.adjust.belowZeroUnknown')
            : t('seller.product.adjust.belowZero', { count: figure }),
        );
      } else {
        setRefusal(t('seller.product.adjust.failed', { message: errorText(result.error) }));
      }
      return;
    }
    onDone(t('seller.product.adjust.done', { option: option.name, count: result.data.stockQty }));
  }

  const choice = (selected: boolean) =>
    cn(
      'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium',
      selected ? 'border-accent bg-accent-soft text-neutral-900' : 'border-neutral-300 bg-white',
    );

  return (
    <Modal title={t('seller.product.adjust.title', { option: option.name })} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-3 flex flex-col gap-4"
      >
        <p className="text-sm text-neutral-800">
          {t('seller.product.adjust.current', { count: option.stockQty })}
        </p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-neutral-800">
            {t('seller.product.adjust.direction')}
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {(['add', 'remove'] as const).map((value) => (
              <label key={value} className={choice(direction === value)}>
                <input
                  type="radio"
                  name="direction"
                  value={value}
                  checked={direction === value}
                  onChange={() => setDirection(value)}
                  className="size-4 accent-accent"
                />
                {value === 'add'
                  ? t('seller.product.adjust.add')
                  : t('seller.product.adjust.remove')}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField
          id={amountId}
          label={t('seller.product.adjust.amount')}
          error={
            amountError && delta === null ? t('seller.product.adjust.amountRequired') : undefined
          }
          hint={
            delta !== null
              ? t('seller.product.adjust.after', { count: option.stockQty + delta })
              : undefined
          }
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              className={controlClass()}
            />
          )}
        </FormField>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-neutral-800">
            {t('seller.product.adjust.reason')}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {STOCK_ADJUSTMENT_REASONS.map((value) => (
              <label key={value} className={choice(chosenReason === value)}>
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={chosenReason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-accent"
                />
                {moveReasonLabel(t, value)}
              </label>
            ))}
          </div>
        </fieldset>
        {refusal && <FormAlert>{refusal}</FormAlert>}
        <div className="flex flex-col gap-2">
          <Button type="submit" disabled={isLoading} className={BIG}>
            {isLoading ? t('seller.product.adjust.saving') : t('seller.product.adjust.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={isLoading} className={BIG}>
            {t('seller.product.adjust.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Moves per page of the history. */
const HISTORY_PAGE = 10;

/** The reasons whose move belongs to an order, shown with its number. */
const ORDER_REASONS = new Set(['checkout', 'expired', 'cancelled', 'rejected']);

function MoveRow({ move }: { move: StockMove }) {
  const { t, i18n } = useSellerTranslation();
  const language = i18n.language;
  return (
    <li className="flex flex-col gap-0.5 py-2.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold text-neutral-900">
          {moveReasonLabel(t, move.reason)}
          {move.invoiceNo && ORDER_REASONS.has(move.reason) && (
            <span className="font-normal text-neutral-700">
              {' · '}
              {t('seller.product.history.order', { invoice: move.invoiceNo })}
            </span>
          )}
        </p>
        <p
          className={cn(
            'font-bold tabular-nums',
            move.delta < 0
              ? 'text-red-800'
              : move.delta > 0
                ? 'text-green-800'
                : 'text-neutral-800',
          )}
        >
          {signedCount(move.delta, language)}
        </p>
      </div>
      <p className="text-sm text-neutral-700 tabular-nums">
        {formatNumber(move.stockBefore, language)} → {formatNumber(move.stockAfter, language)}
        {move.preSaleDelta !== 0 && (
          <>
            {' · '}
            {t('seller.product.history.preSale', {
              change: signedCount(move.preSaleDelta, language),
            })}
          </>
        )}
      </p>
      <p className="text-xs text-neutral-600">
        {formatWhen(move.createdOn, language)} ·{' '}
        {move.actorName ? <ShopText text={move.actorName} /> : t('seller.product.history.system')}
      </p>
    </li>
  );
}

/** An option's stock moves, newest first, a page at a time (docs/product.md#stock-moves). */
export function StockHistoryDialog({
  option,
  onClose,
}: {
  option: StockOption;
  onClose: () => void;
}) {
  const { t } = useSellerTranslation();
  const errorText = useSellerErrorText(PRODUCT_FAILURES);
  const [page, setPage] = useState(0);
  const { currentData, error, isError, isFetching, refetch } = useGetStockHistoryQuery({
    variantGuid: option.guid,
    first: page * HISTORY_PAGE,
    max: HISTORY_PAGE,
  });
  const total = currentData?.totalCount ?? 0;
  const first = page * HISTORY_PAGE;
  const hasOlder = first + (currentData?.items.length ?? 0) < total;

  return (
    <Modal
      title={t('seller.product.history.title', { option: option.name })}
      onClose={onClose}
      className="max-w-lg"
    >
      <div className="mt-3 flex flex-col gap-3" aria-busy={isFetching}>
        {isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p className="text-sm text-neutral-800">
              {t('seller.product.history.loadFailed', { message: errorText(error) })}
            </p>
            <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
              {t('seller.orders.retry')}
            </Button>
          </div>
        ) : !currentData ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : currentData.items.length === 0 ? (
          <p className="text-sm text-neutral-700">{t('seller.product.history.empty')}</p>
        ) : (
          <>
            <p className="text-sm text-neutral-700">
              {t('seller.orders.range', {
                first: first + 1,
                last: first + currentData.items.length,
                total,
              })}
            </p>
            <ul className="divide-y divide-neutral-200">
              {currentData.items.map((move) => (
                <MoveRow key={move.guid} move={move} />
              ))}
            </ul>
          </>
        )}
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant="secondary"
            disabled={page === 0 || isFetching}
            onClick={() => setPage((current) => Math.max(0, current - 1))}
          >
            {t('seller.product.history.newer')}
          </Button>
          <Button
            variant="secondary"
            disabled={!hasOlder || isFetching}
            onClick={() => setPage((current) => current + 1)}
          >
            {t('seller.product.history.older')}
          </Button>
        </div>
        <Button onClick={onClose} className={BIG}>
          {t('seller.product.history.close')}
        </Button>
      </div>
    </Modal>
  );
}
