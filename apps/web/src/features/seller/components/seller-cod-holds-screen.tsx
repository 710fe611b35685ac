import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CodHoldOrder } from '@storefront/contract/cod-holds';
import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGetCodHoldsQuery, useSetCodHoldShareMutation } from '../api/cod-holds';
import { useSellerErrorText } from '../seller-errors';
import { formatWhen, shopNameOf } from '../seller-labels';
import { useSellerSession } from '../seller-session';
import { useSellerTranslation } from '../seller-strings';
import { ConsoleTitle } from './console-title';
import { orderHref } from './order-list-parts';

const MESSAGE_AREA =
  'flex flex-col items-center justify-center gap-3 rounded-xl border border-neutral-200 bg-white p-6 text-center';

/** A whole number of percent from 0 to 100, as typed; null for anything else. */
function readShare(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const share = Number(trimmed);
  return share <= 100 ? share : null;
}

/** The share setting: a number box and Save, with what saving said. */
function ShareForm({ sharePercent }: { sharePercent: number }) {
  const { t } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const id = useId();
  const [text, setText] = useState(String(sharePercent));
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const [save, { isLoading }] = useSetCodHoldShareMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    const share = readShare(text);
    if (share === null) {
      setProblem(t('seller.codHolds.shareInvalid'));
      return;
    }
    const result = await save(share);
    if ('error' in result) {
      setProblem(errorText(result.error));
      return;
    }
    setProblem(null);
    setIsSaved(true);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-3"
    >
      <label htmlFor={id} className="font-semibold text-neutral-900">
        {t('seller.codHolds.shareLabel')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-neutral-700">
        {t('seller.codHolds.shareHint')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <input
            id={id}
            name="sharePercent"
            inputMode="numeric"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setIsSaved(false);
            }}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
            className={controlClass('w-20 text-end tabular-nums')}
          />
          <span aria-hidden="true" className="text-neutral-800">
            %
          </span>
        </div>
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t('seller.codHolds.saving') : t('seller.codHolds.save')}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      {isSaved && (
        <p role="status" className="text-sm font-medium text-green-900">
          {t('seller.codHolds.saved')}
        </p>
      )}
    </form>
  );
}

/** One card per order, phones first; on wider screens the cards sit two abreast. */
function HoldCards({ orders }: { orders: CodHoldOrder[] }) {
  const { t, i18n } = useSellerTranslation();
  const locale = i18n.language;
  return (
    <ul className="grid gap-2 md:grid-cols-2">
      {orders.map((order) => (
        <li
          key={order.saleGuid}
          className="relative flex flex-col gap-1 rounded-xl border border-neutral-200 bg-white p-3 focus-within:ring-2 focus-within:ring-accent"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <Link
              to={orderHref(order.saleGuid)}
              className="text-base font-bold break-all text-neutral-900 outline-none after:absolute after:inset-0 after:rounded-xl"
            >
              {order.invoiceNo}
            </Link>
            <p className="text-base font-bold text-neutral-900 tabular-nums">
              {t('seller.codHolds.units', { count: order.unitsHeld })}
            </p>
          </div>
          <p className="text-sm text-neutral-600">{formatWhen(order.createdOn, locale)}</p>
          <p className="text-sm wrap-break-word text-neutral-900">
            <span className="font-medium">{order.buyerName}</span>
            {order.buyerPhone && <span className="text-neutral-700"> · {order.buyerPhone}</span>}
          </p>
          <p className="text-sm wrap-break-word text-neutral-700">
            {t('seller.codHolds.largest', {
              option: order.largestOption.label,
              count: order.largestOption.units,
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * /seller/cod-holds: what cash-on-delivery orders not yet accepted hold of the shop's stock,
 * the biggest first, and the share of an option's remaining stock they may hold
 * (docs/decisions/0027-abuse-caps.md#cod-share).
 */
export function SellerCodHoldsScreen() {
  const { t, i18n, appT } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const session = useSellerSession();
  const { data, error, isError, isFetching, refetch } = useGetCodHoldsQuery();
  const shopName = session ? shopNameOf(session.profile, i18n.language) : '';
  const title = t('seller.codHolds.title');

  let body: ReactNode;
  if (isError) {
    body = (
      <div role="alert" className={MESSAGE_AREA}>
        <p className="max-w-prose text-neutral-800">
          {t('seller.codHolds.loadFailed', { message: errorText(error) })}
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
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  } else {
    body = (
      <>
        <ShareForm sharePercent={data.sharePercent} />
        <section aria-labelledby="cod-holds-orders" className="flex flex-col gap-2">
          <h2 id="cod-holds-orders" className="text-lg font-semibold text-neutral-900">
            {t('seller.codHolds.ordersTitle')}
          </h2>
          {data.orders.length === 0 ? (
            <p className={MESSAGE_AREA}>{t('seller.codHolds.empty')}</p>
          ) : (
            <HoldCards orders={data.orders} />
          )}
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4">
      <ConsoleTitle
        title={shopName ? t('seller.codHolds.documentTitle', { shop: shopName }) : title}
      />
      <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
      <p className="max-w-prose text-sm text-neutral-700">{t('seller.codHolds.intro')}</p>
      {body}
    </div>
  );
}
