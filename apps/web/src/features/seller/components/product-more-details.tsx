import { useId } from 'react';
import {
  PRODUCT_LIMITS,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '@storefront/commerce/product-draft';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { productStatusHint, productStatusLabel } from '../catalog-labels';
import {
  emptyAddon,
  fieldId,
  type AddonValues,
  type ProductFormValues,
} from '../product-form-values';
import { useSellerTranslation } from '../seller-strings';
import { CategoryPicker } from './category-picker';
import { ProductStatusBadge } from './product-badges';
import { TextArea, TextField, type FieldProps } from './product-fields';
import { AddonRow } from './product-option-rows';

type TextKey = 'description' | 'descriptionMm' | 'brandName';

type MoreDetailsProps = {
  values: ProductFormValues;
  fields: FieldProps;
  currency: string;
  isOpen: boolean;
  onToggle: (isOpen: boolean) => void;
  onText: (key: TextKey) => (text: string) => void;
  onCategory: (categoryGuid: string) => void;
  onStatus: (status: ProductStatus) => void;
  /** Addons added or removed: the rows shift. */
  onAddons: (update: (addons: AddonValues[]) => AddonValues[]) => void;
  onAddon: (index: number, patch: Partial<AddonValues>) => void;
};

/**
 * The folded part of the product form: descriptions, brand, category, addons and status. Its
 * summary shows the status and whether a category is still to be chosen, so what it hides is
 * not forgotten.
 */
export function MoreDetails({
  values,
  fields,
  currency,
  isOpen,
  onToggle,
  onText,
  onCategory,
  onStatus,
  onAddons,
  onAddon,
}: MoreDetailsProps) {
  const { t } = useSellerTranslation();
  const statusName = useId();
  return (
    <details
      open={isOpen}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      className="group rounded-xl border border-neutral-200 bg-white"
    >
      <summary className="flex min-h-12 cursor-pointer list-none flex-col justify-center gap-0.5 rounded-xl px-4 py-3">
        <span className="flex items-center justify-between gap-3 text-base font-bold text-neutral-900">
          {t('seller.product.more.title')}
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </span>
        <span className="text-sm text-neutral-700">{t('seller.product.more.summary')}</span>
        <span className="flex flex-wrap items-center gap-2 pt-1">
          <ProductStatusBadge status={values.status} />
          {!values.categoryGuid && (
            <span className="text-sm text-neutral-700">
              {t('seller.product.more.categoryMissing')}
            </span>
          )}
        </span>
      </summary>
      <div className="flex flex-col gap-4 border-t border-neutral-200 p-4">
        <TextArea
          path="description"
          label={t('seller.product.details.description')}
          value={values.description}
          onChange={onText('description')}
          fields={fields}
        />
        <TextArea
          path="descriptionMm"
          label={t('seller.product.details.descriptionMm')}
          value={values.descriptionMm}
          onChange={onText('descriptionMm')}
          fields={fields}
        />
        <TextField
          path="brandName"
          label={t('seller.product.details.brand')}
          labelNote={t('seller.product.optional')}
          value={values.brandName}
          onChange={onText('brandName')}
          fields={fields}
          maxLength={PRODUCT_LIMITS.brandName}
        />
        <CategoryPicker
          id={fieldId('categoryGuid')}
          value={values.categoryGuid}
          onChange={onCategory}
          error={fields.errorOf('categoryGuid')}
        />
        <section aria-labelledby={`${statusName}-addons`} className="flex flex-col gap-2">
          <h3 id={`${statusName}-addons`} className="text-base font-bold text-neutral-900">
            {t('seller.product.addons.title')}
          </h3>
          <p className="text-sm text-neutral-700">{t('seller.product.addons.hint')}</p>
          {values.addons.length === 0 ? (
            <p className="text-sm text-neutral-600">{t('seller.product.addons.none')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {values.addons.map((addon, index) => (
                <AddonRow
                  key={addon.key}
                  index={index}
                  addon={addon}
                  currency={currency}
                  fields={fields}
                  onChange={(patch) => onAddon(index, patch)}
                  onRemove={() => onAddons((addons) => addons.filter((_, at) => at !== index))}
                />
              ))}
            </ul>
          )}
          {values.addons.length < PRODUCT_LIMITS.addons ? (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => onAddons((addons) => [...addons, emptyAddon()])}
            >
              <span aria-hidden="true">+</span>
              {t('seller.product.addons.add')}
            </Button>
          ) : (
            <p className="text-sm text-neutral-700">
              {t('seller.product.addons.tooMany', { count: PRODUCT_LIMITS.addons })}
            </p>
          )}
        </section>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-base font-bold text-neutral-900">
            {t('seller.product.details.status')}
          </legend>
          {PRODUCT_STATUSES.map((status) => (
            <label
              key={status}
              className={cn(
                'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2',
                values.status === status
                  ? 'border-accent bg-accent-soft'
                  : 'border-neutral-300 bg-white',
              )}
            >
              <input
                type="radio"
                name={statusName}
                value={status}
                checked={values.status === status}
                onChange={() => onStatus(status)}
                className="mt-1 size-4 accent-accent"
              />
              <span className="flex flex-col">
                <span className="text-sm font-semibold text-neutral-900">
                  {productStatusLabel(t, status)}
                </span>
                <span className="text-xs text-neutral-700">{productStatusHint(t, status)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </div>
    </details>
  );
}
