import { useId, useState, type FormEvent } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { formatDate } from '@storefront/commerce/dates';
import { formatMoney } from '@storefront/commerce/money';
import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/form-field';
import { useMoney } from '../../../components/ui/money';
import { useTranslation } from '../../../i18n/translation';
import { serverErrorOf } from '../../../lib/server-error';
import { useCheckCouponMutation } from '../api/check-coupon';
import type { AppliedCoupon, CheckoutShop } from '../checkout-plan';

type RequestError = FetchBaseQueryError | SerializedError;

const REASONS = [
  'couponUnknown',
  'couponNotStarted',
  'couponEnded',
  'couponOtherShop',
  'couponBelowMinimum',
  'couponUsedUp',
  'couponAlreadyUsed',
  'couponTooManyTries',
] as const;
type Reason = (typeof REASONS)[number];

/** The hints a refusal carries: the day it starts, the shop it is for, the minimum in MMK. */
function hintsOf(error: RequestError): string[] {
  if (!('status' in error)) return [];
  const data = error.data as { hints?: unknown } | null;
  return Array.isArray(data?.hints) ? data.hints.filter((h) => typeof h === 'string') : [];
}

/**
 * Why a coupon code does not apply, in the shopper's language: the server's refusal code is
 * worded here (both languages), with its day, shop or minimum; anything else is a plain failure.
 */
export function useCouponErrorText() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (error: RequestError): string => {
    const { code } = serverErrorOf(error);
    if (!code || !(REASONS as readonly string[]).includes(code)) return t('checkout.coupon.failed');
    const hint = hintsOf(error)[0] ?? '';
    const reason = code as Reason;
    switch (reason) {
      case 'couponNotStarted': {
        const date = new Date(`${hint}T00:00:00.000Z`);
        return t('checkout.coupon.reasons.couponNotStarted', {
          date: Number.isNaN(date.getTime()) ? hint : formatDate(date, locale, { utc: true }),
        });
      }
      case 'couponOtherShop':
        return t('checkout.coupon.reasons.couponOtherShop', { shop: hint });
      case 'couponBelowMinimum':
        return t('checkout.coupon.reasons.couponBelowMinimum', {
          amount: formatMoney(Number(hint) || 0, 'MMK', locale),
        });
      default:
        return t(`checkout.coupon.reasons.${reason}`);
    }
  };
}

/**
 * A coupon code for one shop's goods (docs/decisions/0032-coupons.md): Apply asks the server
 * what it takes off; an accepted code shows its discount and can be removed, a refused one says
 * why. The code is sent with the shop's sale, which the server checks again.
 */
export function CouponField({
  entry,
  currencyCode,
  onApply,
  onRemove,
}: {
  entry: CheckoutShop;
  currencyCode: string;
  onApply: (coupon: AppliedCoupon) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useMoney();
  const id = useId();
  const errorText = useCouponErrorText();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [check, { isLoading }] = useCheckCouponMutation();

  if (entry.coupon) {
    const amount = formatMoney(entry.totals.discount ?? 0, currencyCode, locale);
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-green-50 px-3 py-1">
        <p role="status" className="text-sm font-medium text-green-900">
          {t('checkout.coupon.applied', { code: entry.coupon.code, amount })}
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('checkout.coupon.removeLabel', { code: entry.coupon.code })}
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-accent hover:underline"
        >
          {t('checkout.coupon.remove')}
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    if (!code) {
      setProblem(t('checkout.coupon.empty'));
      return;
    }
    const result = await check({
      code,
      shopGuid: entry.shop.guid,
      amount: entry.totals.subTotal,
      currencyCode,
    });
    if ('error' in result) {
      setProblem(errorText(result.error as RequestError));
      return;
    }
    setProblem(null);
    setTyped('');
    const { code: stored, discountType, discountValue, description, descriptionMm } = result.data;
    onApply({ code: stored, discountType, discountValue, description, descriptionMm });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {t('checkout.coupon.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="promoCode"
          value={typed}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
          className={controlClass('min-w-0 flex-1 font-mono uppercase')}
        />
        <Button type="submit" variant="secondary" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t('checkout.coupon.checking') : t('checkout.coupon.apply')}
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-neutral-600">
          {t('checkout.coupon.hint')}
        </p>
      )}
    </form>
  );
}
