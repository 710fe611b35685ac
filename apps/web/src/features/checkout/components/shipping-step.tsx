import { useId, type Dispatch } from 'react';
import { useNavigate } from 'react-router';
import type { Address } from '@storefront/contract/account';
import type { Region } from '@storefront/contract/region';
import { formatMoney } from '@storefront/commerce/money';
import { useShopNameOf } from '../../../api/shop-list';
import { usePlaceName } from '../../../components/address/use-place-name';
import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/form-field';
import { PinIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { useMoney } from '../../../components/ui/money';
import { useTranslation } from '../../../i18n/translation';
import { nameList } from '../../../lib/name-list';
import type { CheckoutPlan, CheckoutShop } from '../checkout-plan';
import { checkoutActions, type CheckoutAction } from '../checkout.slice';
import { CheckoutShopBlock } from './checkout-shop-block';
import { CouponField } from './coupon-field';
import { CheckoutSummary } from './checkout-summary';
import { EmptyCheckout } from './empty-checkout';
import { StepCard } from './step-card';

function ShippingSelect({
  entry,
  currencyCode,
  onChoose,
}: {
  entry: CheckoutShop;
  currencyCode: string;
  onChoose: (methodGuid: string) => void;
}) {
  const { t } = useTranslation();
  const shopNameOf = useShopNameOf();
  const { locale } = useMoney();
  const id = useId();
  if (entry.shippingOptions.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-red-700">
        <span aria-hidden="true">⚠</span>
        {t('checkout.shipping.unavailable')}
      </p>
    );
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-neutral-900">
        {t('checkout.shipping.method', { shop: shopNameOf(entry.shop.guid, entry.shop.shopName) })}
      </label>
      <select
        id={id}
        value={entry.selectedShipping?.method.guid ?? ''}
        onChange={(event) => onChoose(event.target.value)}
        className={controlClass()}
      >
        {entry.shippingOptions.map(({ method, fee }) => (
          <option key={method.guid} value={method.guid}>
            {`${method.name} · ${formatMoney(fee, currencyCode, locale)}`}
          </option>
        ))}
      </select>
      {/* A phone cuts the closed select short, so the chosen fee is repeated in full. */}
      {entry.selectedShipping && (
        <p className="text-sm text-neutral-700">
          {t('checkout.shipping.fee')}:{' '}
          <span className="font-semibold text-neutral-900 tabular-nums">
            {formatMoney(entry.selectedShipping.fee, currencyCode, locale)}
          </span>
        </p>
      )}
    </div>
  );
}

/** docs/product.md#checkout-shipping: the blocking modal of step 2, naming the shops that cannot ship to the address. */
function UnshippableModal({
  shopNames,
  onChangeAddress,
}: {
  shopNames: string[];
  onChangeAddress: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const names = nameList(shopNames, i18n.language === 'my');
  return (
    // No onClose: the shopper has to take one of the two ways out.
    <Modal title={t('checkout.shipping.blockedTitle')}>
      <p className="mt-2 text-sm text-neutral-700">
        {t('checkout.shipping.blockedText', { shops: names })}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => void navigate('/cart')}>
          {t('checkout.shipping.goToRemove')}
        </Button>
        <Button onClick={onChangeAddress}>{t('checkout.shipping.goToChangeAddress')}</Button>
      </div>
    </Modal>
  );
}

export function DeliverTo({
  address,
  regions,
  onChange,
}: {
  address: Address;
  regions: readonly Region[];
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const placeName = usePlaceName(regions);
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-neutral-200 bg-white p-4">
      <div className="flex min-w-0 items-start gap-2 text-sm">
        <PinIcon className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="min-w-0">
          <p className="font-semibold text-neutral-900">
            {t('checkout.shipping.deliverTo', { name: address.name })}
          </p>
          <p className="text-neutral-700 wrap-break-word">
            {placeName(address, { withAddress: true })}
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={onChange}
        className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-accent hover:underline"
      >
        {t('checkout.shipping.changeAddress')}
      </button>
    </div>
  );
}

/**
 * docs/product.md#checkout-shipping step 2: per-shop blocks with a shipping select (first valid method preselected), the
 * summary, 'Change Address', and 'Make payment' only when every shop can ship — otherwise the
 * blocking modal.
 */
export function ShippingStep({
  plan,
  address,
  regions,
  dispatch,
}: {
  plan: CheckoutPlan;
  address: Address;
  regions: readonly Region[];
  dispatch: Dispatch<CheckoutAction>;
}) {
  const { t } = useTranslation();
  const shopNameOf = useShopNameOf();
  const changeAddress = () => dispatch(checkoutActions.stepChanged(1));
  const canPay = plan.shops.length > 0 && plan.unshippable.length === 0;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <StepCard title={t('checkout.shipping.title')}>
          <DeliverTo address={address} regions={regions} onChange={changeAddress} />
          {plan.shops.length === 0 ? (
            <EmptyCheckout />
          ) : (
            plan.shops.map((entry) => (
              <CheckoutShopBlock key={entry.shop.guid} entry={entry}>
                <ShippingSelect
                  entry={entry}
                  currencyCode={plan.currencyCode}
                  onChoose={(methodGuid) =>
                    dispatch(
                      checkoutActions.shippingChosen({ shopGuid: entry.shop.guid, methodGuid }),
                    )
                  }
                />
                <div className="mt-3">
                  <CouponField
                    entry={entry}
                    currencyCode={plan.currencyCode}
                    onApply={(coupon) =>
                      dispatch(checkoutActions.couponApplied({ shopGuid: entry.shop.guid, coupon }))
                    }
                    onRemove={() => dispatch(checkoutActions.couponRemoved(entry.shop.guid))}
                  />
                </div>
              </CheckoutShopBlock>
            ))
          )}
        </StepCard>
      </div>
      <div className="lg:sticky lg:top-4">
        <CheckoutSummary
          totals={plan.totals}
          currencyCode={plan.currencyCode}
          mmkTotal={plan.mmkTotal}
        >
          {canPay && (
            <Button onClick={() => dispatch(checkoutActions.stepChanged(3))} className="w-full">
              {t('checkout.toPayment')}
            </Button>
          )}
        </CheckoutSummary>
      </div>
      {plan.unshippable.length > 0 && (
        <UnshippableModal
          shopNames={plan.unshippable.map((shop) => shopNameOf(shop.guid, shop.shopName))}
          onChangeAddress={changeAddress}
        />
      )}
    </div>
  );
}
