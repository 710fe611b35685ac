import { useId } from 'react';
import type { Addon, Variant } from '@storefront/contract/catalog';
import { availabilityOf, type Availability } from '@storefront/commerce/catalog';
import { isOptionSelected } from '@storefront/commerce/option-selection';
import { Price } from '../../../components/ui/price';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useTranslation } from '../../../i18n/translation';
import { cn } from '../../../lib/cn';
import { fallBackToPlaceholder, productImageSources } from '../../../lib/image';
import type { OptionSelection } from '../hooks/use-option-selection';
import { ShopText } from '../../../i18n/shop-text';

const AVAILABILITY_STYLE: Record<Availability, string> = {
  inStock: 'bg-emerald-50 text-emerald-800',
  preOrder: 'bg-amber-100 text-amber-900',
  outOfStock: 'bg-neutral-200 text-neutral-800',
};

function AvailabilityBadge({ availability }: { availability: Availability }) {
  const { t } = useTranslation();
  const text = {
    inStock: t('detail.inStock'),
    preOrder: t('product.preOrder'),
    outOfStock: t('product.outOfStock'),
  }[availability];
  return (
    <span
      className={cn(
        'inline-flex self-start rounded-full px-2 py-0.5 text-xs font-semibold',
        AVAILABILITY_STYLE[availability],
      )}
    >
      {text}
    </span>
  );
}

/** The checkbox with a 44 px target around it (docs/ui.md#touch-targets), named by the option's visible name. */
function OptionCheckbox({
  isChecked,
  isDisabled,
  labelledBy,
  onChange,
}: {
  isChecked: boolean;
  isDisabled: boolean;
  labelledBy: string;
  onChange: (isChecked: boolean) => void;
}) {
  return (
    <label className="flex size-11 shrink-0 cursor-pointer items-center justify-center has-disabled:cursor-not-allowed">
      <input
        type="checkbox"
        aria-labelledby={labelledBy}
        checked={isChecked}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-(--color-accent)"
      />
    </label>
  );
}

const ROW =
  'grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-2 gap-y-2 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]';

function VariantRow({ variant, options }: { variant: Variant; options: OptionSelection }) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const bounds = options.variantBounds(variant.guid);
  const quantity = options.selection.variants[variant.guid] ?? 0;
  const isChecked = isOptionSelected(options.selection.variants, variant.guid);
  const canBuy = bounds.max > 0;

  return (
    <li className={ROW}>
      <OptionCheckbox
        isChecked={isChecked}
        isDisabled={!canBuy}
        labelledBy={nameId}
        onChange={(checked) => options.toggleVariant(variant.guid, checked)}
      />
      <div className="flex min-w-0 items-start gap-3">
        <img
          {...productImageSources(variant.images[0], 'thumbnail')}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          onError={fallBackToPlaceholder}
          className={cn(
            'size-14 shrink-0 rounded-lg border border-neutral-200 bg-neutral-100 object-cover',
            !canBuy && 'opacity-60 grayscale',
          )}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <span id={nameId} className="text-sm font-medium wrap-break-word text-neutral-900">
            <ShopText text={variant.name} />
          </span>
          <Price
            priceSell={variant.priceSell}
            priceSell1={variant.priceSell1}
            currencyCode={variant.currencyCode}
            size="sm"
          />
          <AvailabilityBadge availability={availabilityOf(variant)} />
        </div>
      </div>
      <QuantityStepper
        value={quantity}
        min={bounds.min}
        max={bounds.max}
        disabled={!canBuy}
        onChange={(next) => options.setVariantQuantity(variant.guid, next)}
        label={t('detail.quantityOf', { name: variant.name })}
        locale={i18n.language}
        decreaseLabel={t('detail.decrease', { name: variant.name })}
        increaseLabel={t('detail.increase', { name: variant.name })}
        className="col-start-2 justify-self-end sm:col-start-3"
      />
    </li>
  );
}

function AddonRow({ addon, options }: { addon: Addon; options: OptionSelection }) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const quantity = options.selection.addons[addon.guid] ?? 0;
  const canAdd = options.addonBounds.max > 0;

  return (
    <li className={ROW}>
      <OptionCheckbox
        isChecked={isOptionSelected(options.selection.addons, addon.guid)}
        isDisabled={!canAdd}
        labelledBy={nameId}
        onChange={(checked) => options.toggleAddon(addon.guid, checked)}
      />
      <div className="flex min-w-0 flex-col gap-1">
        <span id={nameId} className="text-sm font-medium wrap-break-word text-neutral-900">
          <ShopText text={addon.name} />
        </span>
        <Price priceSell={addon.price} currencyCode={addon.currencyCode} size="sm" />
      </div>
      <QuantityStepper
        value={quantity}
        min={0}
        max={options.addonBounds.max}
        disabled={!canAdd}
        onChange={(next) => options.setAddonQuantity(addon.guid, next)}
        label={t('detail.quantityOf', { name: addon.name })}
        locale={i18n.language}
        decreaseLabel={t('detail.decrease', { name: addon.name })}
        increaseLabel={t('detail.increase', { name: addon.name })}
        className="col-start-2 justify-self-end sm:col-start-3"
      />
    </li>
  );
}

const LIST_BOX = 'max-h-[250px] overflow-y-auto overscroll-contain rounded-xl border bg-white px-3';

/** docs/product.md#product-detail/docs/product.md#scroll-heights: the options list (at most 250 px tall, scrolling) with checkboxes and steppers. */
export function OptionList({
  variants,
  addons,
  options,
}: {
  variants: readonly Variant[];
  addons: readonly Addon[];
  options: OptionSelection;
}) {
  const { t } = useTranslation();
  const optionsId = useId();
  const addonsId = useId();

  if (variants.length === 0) {
    return (
      <p className="rounded-xl border border-neutral-200 bg-white p-4 text-sm text-neutral-700">
        {t('detail.noOptions')}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h2 id={optionsId} className="text-sm font-semibold text-neutral-900">
          {t('detail.options')}
        </h2>
        {/* A focusable scroll box, so keyboard users can scroll it too. */}
        <ul
          aria-labelledby={optionsId}
          tabIndex={0}
          className={cn(LIST_BOX, 'divide-y divide-neutral-100 border-neutral-200')}
        >
          {variants.map((variant) => (
            <VariantRow key={variant.guid} variant={variant} options={options} />
          ))}
        </ul>
      </div>
      {addons.length > 0 && (
        <div className="flex flex-col gap-2">
          <h2 id={addonsId} className="text-sm font-semibold text-neutral-900">
            {t('detail.addons')}
          </h2>
          <p className="text-xs text-neutral-600">{t('detail.addonsHint')}</p>
          <ul
            aria-labelledby={addonsId}
            tabIndex={0}
            className={cn(LIST_BOX, 'divide-y divide-neutral-100 border-neutral-200')}
          >
            {addons.map((addon) => (
              <AddonRow key={addon.guid} addon={addon} options={options} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
