import { useState, type FormEvent } from 'react';
import type { AdminCoupon } from '@storefront/contract/admin-coupons';
import type { ShopListItem } from '@storefront/contract/shop';
import { Button } from '../../../components/ui/button';
import { controlClass, FormAlert, FormField } from '../../../components/ui/form-field';
import { localizedName } from '../../../lib/localized-name';
import { serverErrorOf } from '../../../lib/server-error';
import { useSellerErrorText } from '../../seller/seller-errors';
import { useSellerTranslation } from '../../seller/seller-strings';
import {
  couponBodyOf,
  couponFormIssues,
  couponValuesOf,
  newCouponValues,
  serverIssueOf,
  type CouponField,
  type CouponFormValues,
  type CouponIssues,
} from './coupon-form-values';
import { useSaveAdminCouponMutation } from './coupons-api';

/**
 * The whole coupon, new or edited: every field of v1/admin/coupons, checked before sending and
 * again by the server, whose refusal lands on the field it names.
 */
export function CouponForm({
  coupon,
  shops,
  onDone,
  onCancel,
}: {
  coupon: AdminCoupon | null;
  shops: ShopListItem[];
  onDone: (saved: AdminCoupon) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const [values, setValues] = useState<CouponFormValues>(() =>
    coupon ? couponValuesOf(coupon) : newCouponValues(),
  );
  const [issues, setIssues] = useState<CouponIssues>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveAdminCouponMutation();

  const set = (field: CouponField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setIssues((current) => ({ ...current, [field]: undefined }));
  };
  const problem = (field: CouponField) => {
    const issue = issues[field];
    return issue ? t(`owner.coupons.form.problems.${issue}`) : undefined;
  };
  const idOf = (field: CouponField) => `coupon-${field}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = couponFormIssues(values);
    const first = Object.keys(found)[0] as CouponField | undefined;
    if (first) {
      setIssues(found);
      document.getElementById(idOf(first))?.focus();
      return;
    }
    const result = await save({ guid: coupon?.guid ?? null, body: couponBodyOf(values) });
    if ('error' in result) {
      const { field, code } = serverErrorOf(result.error);
      if (code === 'couponArchived') {
        setFailure(t('owner.coupons.form.problems.archived'));
        return;
      }
      const named = serverIssueOf(field, code);
      if (named) {
        setIssues(named);
        const key = Object.keys(named)[0] as CouponField;
        document.getElementById(idOf(key))?.focus();
        return;
      }
      setFailure(errorText(result.error));
      return;
    }
    onDone(result.data);
  };

  const isPercent = values.discountType === 'percentage';
  const title = coupon
    ? t('owner.coupons.form.editTitle', { code: coupon.code })
    : t('owner.coupons.form.newTitle');

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="coupon-form-title"
      className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:p-4"
    >
      <h2 id="coupon-form-title" className="text-lg font-semibold text-neutral-900">
        {title}
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        <FormField
          id={idOf('code')}
          label={t('owner.coupons.form.code')}
          hint={t('owner.coupons.form.codeHint')}
          error={problem('code')}
        >
          {(control) => (
            <input
              {...control}
              name="code"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              value={values.code}
              onChange={(event) => set('code')(event.target.value)}
              className={controlClass('font-mono uppercase')}
            />
          )}
        </FormField>
        <FormField id={idOf('shopGuid')} label={t('owner.coupons.form.shop')}>
          {(control) => (
            <select
              {...control}
              name="shopGuid"
              value={values.shopGuid}
              onChange={(event) => set('shopGuid')(event.target.value)}
              className={controlClass()}
            >
              <option value="">{t('owner.coupons.allShops')}</option>
              {shops.map((shop) => (
                <option key={shop.guid} value={shop.guid}>
                  {localizedName(shop, i18n.language)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-neutral-800">
            {t('owner.coupons.form.type')}
          </legend>
          {(['percentage', 'fixed_amount'] as const).map((type) => (
            <label
              key={type}
              className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-base text-neutral-900"
            >
              <input
                type="radio"
                name="discountType"
                value={type}
                checked={values.discountType === type}
                onChange={() => set('discountType')(type)}
                className="size-5 accent-accent"
              />
              {t(
                type === 'percentage'
                  ? 'owner.coupons.form.percentage'
                  : 'owner.coupons.form.fixedAmount',
              )}
            </label>
          ))}
        </fieldset>
        <FormField
          id={idOf('discountValue')}
          label={t(isPercent ? 'owner.coupons.form.value' : 'owner.coupons.form.amount')}
          error={problem('discountValue')}
        >
          {(control) => (
            <input
              {...control}
              name="discountValue"
              inputMode="decimal"
              value={values.discountValue}
              onChange={(event) => set('discountValue')(event.target.value)}
              className={controlClass('tabular-nums')}
            />
          )}
        </FormField>
        <FormField
          id={idOf('startDate')}
          label={t('owner.coupons.form.startDate')}
          error={problem('startDate')}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              name="startDate"
              value={values.startDate}
              onChange={(event) => set('startDate')(event.target.value)}
              className={controlClass()}
            />
          )}
        </FormField>
        <FormField
          id={idOf('endDate')}
          label={t('owner.coupons.form.endDate')}
          error={problem('endDate')}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              name="endDate"
              value={values.endDate}
              min={values.startDate || undefined}
              onChange={(event) => set('endDate')(event.target.value)}
              className={controlClass()}
            />
          )}
        </FormField>
        <FormField
          id={idOf('minOrderAmount')}
          label={t('owner.coupons.form.minOrder')}
          hint={t('owner.coupons.form.noMinimumHint')}
          error={problem('minOrderAmount')}
        >
          {(control) => (
            <input
              {...control}
              name="minOrderAmount"
              inputMode="decimal"
              value={values.minOrderAmount}
              onChange={(event) => set('minOrderAmount')(event.target.value)}
              className={controlClass('tabular-nums')}
            />
          )}
        </FormField>
        <FormField
          id={idOf('maxUses')}
          label={t('owner.coupons.form.maxUses')}
          hint={t('owner.coupons.form.noLimitHint')}
          error={problem('maxUses')}
        >
          {(control) => (
            <input
              {...control}
              name="maxUses"
              inputMode="numeric"
              value={values.maxUses}
              onChange={(event) => set('maxUses')(event.target.value)}
              className={controlClass('tabular-nums')}
            />
          )}
        </FormField>
        <FormField
          id={idOf('maxUsesPerAccount')}
          label={t('owner.coupons.form.maxUsesPerAccount')}
          hint={t('owner.coupons.form.noLimitHint')}
          error={problem('maxUsesPerAccount')}
        >
          {(control) => (
            <input
              {...control}
              name="maxUsesPerAccount"
              inputMode="numeric"
              value={values.maxUsesPerAccount}
              onChange={(event) => set('maxUsesPerAccount')(event.target.value)}
              className={controlClass('tabular-nums')}
            />
          )}
        </FormField>
        <FormField
          id={idOf('description')}
          label={t('owner.coupons.form.description')}
          error={problem('description')}
          className="md:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              name="description"
              maxLength={200}
              value={values.description}
              onChange={(event) => set('description')(event.target.value)}
              className={controlClass()}
            />
          )}
        </FormField>
        <FormField
          id={idOf('descriptionMm')}
          label={t('owner.coupons.form.descriptionMm')}
          error={problem('descriptionMm')}
          className="md:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              name="descriptionMm"
              lang="my"
              maxLength={200}
              value={values.descriptionMm}
              onChange={(event) => set('descriptionMm')(event.target.value)}
              className={controlClass()}
            />
          )}
        </FormField>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t('owner.coupons.form.saving') : t('owner.coupons.form.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isLoading}>
          {t('owner.coupons.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
