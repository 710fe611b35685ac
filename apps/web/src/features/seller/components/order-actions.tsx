import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { REJECT_REASON_MAX_LENGTH, type OrderStatus } from '@storefront/commerce/order-status';
import { clipGraphemes, countGraphemes, visibleTextOf } from '@storefront/commerce/visible-text';
import type { SellerOrderDetail } from '@storefront/contract/seller';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';
import { useChangeOrderStatusMutation } from '../api/change-order-status';
import { consoleFailureOf, useSellerErrorText } from '../seller-errors';
import { actionKey, formatAmount, statusLabel } from '../seller-labels';
import { useSellerTranslation, type SellerKey } from '../seller-strings';
import { Card } from './order-sections';

const BIG = 'min-h-12 w-full text-base';
const DANGER_SHAPE =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg px-4 py-2 text-base font-semibold transition-colors disabled:cursor-not-allowed';
/** Opens the rejection: red outline, apart from the moves forward. */
const DANGER_OUTLINE = cn(
  DANGER_SHAPE,
  'border-2 border-red-700 bg-white text-red-800 hover:bg-red-50 disabled:border-neutral-300 disabled:text-neutral-500',
);
/** Confirms the rejection. */
const DANGER_SOLID = cn(
  DANGER_SHAPE,
  'bg-red-700 text-white hover:bg-red-800 disabled:bg-neutral-300 disabled:text-neutral-600',
);

/** What each forward move asks staff to be sure of before they confirm. */
const CHECKS: Partial<Record<SellerKey, SellerKey>> = {
  'seller.order.actions.verifyPayment': 'seller.order.confirm.verifyPayment',
  'seller.order.actions.acceptOrder': 'seller.order.confirm.acceptOrder',
  'seller.order.actions.markShipped': 'seller.order.confirm.markShipped',
  'seller.order.actions.markDelivered': 'seller.order.confirm.markDelivered',
};

/** What the last change came to, kept as data so it reads in the language shown now. */
type Outcome =
  | { tone: 'done'; status: OrderStatus }
  | { tone: 'refused'; error: FetchBaseQueryError | SerializedError };

type DialogProps = {
  order: SellerOrderDetail;
  to: OrderStatus;
  isSaving: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
};

/**
 * A forward move, confirmed: it cannot be undone and the shopper sees it. Focus starts on the
 * confirming button, so a phone's keyboard does not open over the question.
 */
function ConfirmDialog({ order, to, isSaving, onConfirm, onCancel }: DialogProps) {
  const { t, i18n } = useSellerTranslation();
  const action = actionKey(to, order.payment.paymentType);
  const check = CHECKS[action];
  const amount = formatAmount(order.totalAmount, order.currencyCode, i18n.language);
  return (
    <Modal title={t('seller.order.confirm.title', { action: t(action) })} onClose={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm('');
        }}
        className="mt-3 flex flex-col gap-4"
      >
        {check && <p className="font-medium text-neutral-900">{t(check, { amount })}</p>}
        <p className="text-sm text-neutral-700">{t('seller.order.confirm.cannotUndo')}</p>
        <div className="flex flex-col gap-2">
          <Button type="submit" disabled={isSaving} className={BIG}>
            {isSaving ? t('seller.order.actions.saving') : t(action)}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={isSaving} className={BIG}>
            {t('seller.order.confirm.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Rejecting asks for the reason the shopper will read: required, at most 500 characters. */
function RejectDialog({ order, isSaving, onConfirm, onCancel }: Omit<DialogProps, 'to'>) {
  const { t } = useSellerTranslation();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [isMissing, setMissing] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // As the server keeps it (docs/product.md#visible-text): invisible characters alone are no reason.
    const visible = visibleTextOf(reason);
    if (!visible) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    onConfirm(visible);
  }

  return (
    <Modal title={t('seller.order.reject.title', { invoice: order.invoiceNo })} onClose={onCancel}>
      <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-4">
        <p className="text-sm text-neutral-700">{t('seller.order.reject.text')}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={reasonId} className="text-sm font-medium text-neutral-800">
            {t('seller.order.reject.reason')}
          </label>
          <textarea
            ref={reasonRef}
            id={reasonId}
            value={reason}
            required
            rows={4}
            aria-invalid={isMissing || undefined}
            aria-describedby={`${reasonId}-note ${reasonId}-count`}
            onChange={(event) => {
              // At most the limit in characters as the reader sees them, as the counter shows.
              setReason(clipGraphemes(event.target.value, REJECT_REASON_MAX_LENGTH));
              if (event.target.value.trim()) setMissing(false);
            }}
            className={cn(
              'w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900',
              isMissing ? 'border-red-600' : 'border-neutral-300',
            )}
          />
          <div className="flex flex-wrap justify-between gap-x-3 text-xs">
            <p
              id={`${reasonId}-note`}
              className={isMissing ? 'text-sm text-red-700' : 'text-neutral-600'}
            >
              {isMissing
                ? t('seller.order.reject.reasonRequired')
                : t('seller.order.reject.reasonHint')}
            </p>
            <p id={`${reasonId}-count`} className="ms-auto text-neutral-600 tabular-nums">
              {t('seller.order.reject.counter', {
                count: countGraphemes(reason),
                total: REJECT_REASON_MAX_LENGTH,
              })}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <button type="submit" disabled={isSaving} className={DANGER_SOLID}>
            {isSaving ? t('seller.order.actions.saving') : t('seller.order.reject.confirm')}
          </button>
          <Button variant="secondary" onClick={onCancel} disabled={isSaving} className={BIG}>
            {t('seller.order.reject.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The moves the server allows now (`nextStatuses`), as large buttons that say what they do.
 * A 409 means someone else moved the order first: the reason is shown (the server's words on
 * English pages) and the order is read again (the mutation refreshes it either way).
 */
export function OrderActions({ order }: { order: SellerOrderDetail }) {
  const { t } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const [changeStatus, { isLoading }] = useChangeOrderStatusMutation();
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const forward = order.nextStatuses.filter((status) => status !== 'Rejected');
  const canReject = order.nextStatuses.includes('Rejected');

  async function move(to: OrderStatus, note: string) {
    const result = await changeStatus({ saleGuid: order.saleGuid, status: to, note });
    setAsking(null);
    if ('error' in result && result.error) setOutcome({ tone: 'refused', error: result.error });
    else setOutcome({ tone: 'done', status: result.data.status });
    // The button pressed may be gone (the order moved on): the outcome takes the focus.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  let outcomeText = '';
  if (outcome?.tone === 'done') {
    outcomeText = t('seller.order.actions.done', { status: statusLabel(t, outcome.status) });
  } else if (outcome?.tone === 'refused') {
    const message = errorText(outcome.error);
    outcomeText =
      consoleFailureOf(outcome.error) === 'conflict'
        ? `${message} ${t('seller.order.updated')}`
        : t('seller.order.actions.failed', { message });
  }

  return (
    <Card title={t('seller.order.actions.title')}>
      <div className="flex flex-col gap-3">
        <div ref={outcomeRef} tabIndex={-1} className="outline-none">
          {outcome && (
            <p
              role={outcome.tone === 'refused' ? 'alert' : 'status'}
              className={cn(
                'rounded-lg border px-3 py-2 text-sm font-medium',
                outcome.tone === 'refused'
                  ? 'border-red-300 bg-red-50 text-red-900'
                  : 'border-green-700 bg-green-50 text-green-900',
              )}
            >
              {outcomeText}
            </p>
          )}
        </div>
        {order.nextStatuses.length === 0 ? (
          <p className="text-sm text-neutral-700">
            {t('seller.order.actions.none', { status: statusLabel(t, order.status) })}
          </p>
        ) : (
          <div className="flex flex-col gap-2">
            {forward.map((to) => (
              <Button
                key={to}
                className={BIG}
                disabled={isLoading}
                onClick={() => {
                  setOutcome(null);
                  setAsking(to);
                }}
              >
                {t(actionKey(to, order.payment.paymentType))}
              </Button>
            ))}
            {canReject && (
              <button
                type="button"
                className={DANGER_OUTLINE}
                disabled={isLoading}
                onClick={() => {
                  setOutcome(null);
                  setAsking('Rejected');
                }}
              >
                {t('seller.order.actions.reject')}
              </button>
            )}
          </div>
        )}
      </div>
      {asking === 'Rejected' ? (
        <RejectDialog
          order={order}
          isSaving={isLoading}
          onConfirm={(reason) => void move('Rejected', reason)}
          onCancel={() => setAsking(null)}
        />
      ) : (
        asking && (
          <ConfirmDialog
            order={order}
            to={asking}
            isSaving={isLoading}
            onConfirm={(note) => void move(asking, note)}
            onCancel={() => setAsking(null)}
          />
        )
      )}
    </Card>
  );
}
