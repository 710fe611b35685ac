import { currencyLabel } from '@storefront/commerce/money';
import { useEffect, useRef, useState } from 'react';
import { stockStateOf } from '@storefront/commerce/product-draft';
import type { SellerVariant } from '@storefront/contract/seller-catalog';
import { BusyDot } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';
import { fallBackToPlaceholder } from '../../../lib/image';
import { uploadProductPhoto } from '../api/upload-photo';
import { photoFailureText } from '../catalog-labels';
import { PHOTO_ACCEPT } from '../hooks/use-photo-uploads';
import { photoUrl } from '../photo-url';
import { fieldId, type AddonValues, type OptionValues } from '../product-form-values';
import { useSellerTranslation } from '../seller-strings';
import { StockFlag } from './product-badges';
import { TextField, type FieldProps } from './product-fields';

const ROW_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-neutral-800 hover:bg-neutral-100';

/** A saved option's stock as it stands, with its adjustment and its history. */
function OptionStock({
  live,
  threshold,
  onAdjust,
  onHistory,
}: {
  live: SellerVariant;
  threshold: number;
  onAdjust: () => void;
  onHistory: () => void;
}) {
  const { t } = useSellerTranslation();
  const state = stockStateOf(live.stockQty, live.preSaleLimit, threshold);
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-neutral-50 p-3 sm:col-span-2">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-semibold text-neutral-900">
          {t('seller.products.inStock', { count: live.stockQty })}
        </p>
        {state === 'soldOut' && (
          <StockFlag tone="soldOut">{t('seller.products.soldOut')}</StockFlag>
        )}
        {state === 'low' && <StockFlag tone="low">{t('seller.products.lowStock')}</StockFlag>}
        {live.preSaleLimit > 0 && (
          <p className="text-sm text-neutral-700">
            {t('seller.product.stock.preSale', { count: live.preSaleLimit })}
          </p>
        )}
      </div>
      <p className="text-xs text-neutral-600">{t('seller.product.stock.hint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onAdjust}>
          {t('seller.product.stock.adjust')}
        </Button>
        <Button variant="secondary" onClick={onHistory}>
          {t('seller.product.stock.history')}
        </Button>
      </div>
    </div>
  );
}

type OptionRowProps = {
  index: number;
  option: OptionValues;
  currency: string;
  canRemove: boolean;
  /** The option as stored, for a saved one: its stock now. */
  live: SellerVariant | undefined;
  lowStockThreshold: number;
  fields: FieldProps;
  onChange: (patch: Partial<OptionValues>) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  onChoosePhoto: () => void;
  onAdjust: () => void;
  onHistory: () => void;
};

/**
 * One option: its name, price, discounted price, weight in grams, stock (typed for a new option,
 * adjusted for a saved one), pre-order limit, SKU and photo.
 */
export function OptionRow({
  index,
  option,
  currency,
  canRemove,
  live,
  lowStockThreshold,
  fields,
  onChange,
  onDuplicate,
  onRemove,
  onChoosePhoto,
  onAdjust,
  onHistory,
}: OptionRowProps) {
  const { t, i18n } = useSellerTranslation();
  const at = `variants.${index}`;
  const title = t('seller.product.options.option', { index: index + 1 });
  const photo = option.images[0] ?? null;
  const photoError = fields.errorOf(`${at}.images`);
  return (
    <li
      aria-label={title}
      className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-bold text-neutral-900">{title}</h3>
        <div className="flex flex-wrap gap-1">
          <button
            type="button"
            className={ROW_BUTTON}
            aria-label={t('seller.product.options.duplicateNamed', { index: index + 1 })}
            onClick={onDuplicate}
          >
            {t('seller.product.options.duplicate')}
          </button>
          {canRemove && (
            <button
              type="button"
              className={cn(ROW_BUTTON, 'text-red-800 hover:bg-red-50')}
              aria-label={t('seller.product.options.removeNamed', { index: index + 1 })}
              onClick={onRemove}
            >
              {t('seller.product.options.remove')}
            </button>
          )}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          path={`${at}.name`}
          label={t('seller.product.options.name')}
          value={option.name}
          onChange={(name) => onChange({ name })}
          fields={fields}
          maxLength={100}
          className="sm:col-span-2"
        />
        <TextField
          path={`${at}.priceSell`}
          label={t('seller.product.options.price', {
            currency: currencyLabel(currency, i18n.language),
          })}
          value={option.priceSell}
          onChange={(priceSell) => onChange({ priceSell })}
          fields={fields}
          inputMode="decimal"
        />
        <TextField
          path={`${at}.priceSell1`}
          label={t('seller.product.options.discounted', {
            currency: currencyLabel(currency, i18n.language),
          })}
          labelNote={t('seller.product.optional')}
          hint={t('seller.product.options.discountedHint')}
          value={option.priceSell1}
          onChange={(priceSell1) => onChange({ priceSell1 })}
          fields={fields}
          inputMode="decimal"
        />
        <TextField
          path={`${at}.weight`}
          label={t('seller.product.options.weight')}
          hint={t('seller.product.options.weightHint')}
          value={option.weightGrams}
          onChange={(weightGrams) => onChange({ weightGrams })}
          fields={fields}
          inputMode="numeric"
        />
        {live ? (
          <OptionStock
            live={live}
            threshold={lowStockThreshold}
            onAdjust={onAdjust}
            onHistory={onHistory}
          />
        ) : (
          <TextField
            path={`${at}.stockQty`}
            label={t('seller.product.options.stock')}
            hint={t('seller.product.options.stockHint')}
            value={option.stockQty}
            onChange={(stockQty) => onChange({ stockQty })}
            fields={fields}
            inputMode="numeric"
          />
        )}
        <TextField
          path={`${at}.preSaleLimit`}
          label={t('seller.product.options.preSale')}
          labelNote={t('seller.product.optional')}
          hint={t('seller.product.options.preSaleHint')}
          value={option.preSaleLimit}
          onChange={(preSaleLimit) => onChange({ preSaleLimit })}
          fields={fields}
          inputMode="numeric"
        />
        <TextField
          path={`${at}.sku`}
          label={t('seller.product.options.sku')}
          labelNote={t('seller.product.optional')}
          hint={t('seller.product.options.skuHint')}
          value={option.sku}
          onChange={(sku) => onChange({ sku })}
          fields={fields}
          maxLength={64}
        />
        <div className="flex flex-col gap-1 sm:col-span-2">
          <p className="text-sm font-medium text-neutral-800">
            {t('seller.product.options.photo')}{' '}
            <span className="font-normal text-neutral-600">{t('seller.product.optional')}</span>
          </p>
          <div className="flex items-center gap-3">
            {photo ? (
              <img
                src={photoUrl(photo, 160)}
                alt=""
                onError={fallBackToPlaceholder}
                className="size-14 rounded-lg bg-neutral-100 object-cover"
              />
            ) : (
              <span
                role="img"
                aria-label={t('seller.product.options.noPhoto')}
                className="flex size-14 items-center justify-center rounded-lg border border-dashed border-neutral-300 text-neutral-400"
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7">
                  <rect
                    x="3"
                    y="5"
                    width="18"
                    height="14"
                    rx="2"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                  />
                  <circle cx="9" cy="10" r="1.8" fill="currentColor" />
                  <path
                    d="m4 17 5-4.5 3.5 3L15.5 12 20 16.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
            )}
            <Button
              id={fieldId(`${at}.images`)}
              variant="secondary"
              aria-invalid={photoError ? true : undefined}
              aria-describedby={photoError ? `${fieldId(`${at}.images`)}-error` : undefined}
              onClick={onChoosePhoto}
            >
              {photo
                ? t('seller.product.options.changePhoto')
                : t('seller.product.options.choosePhoto')}
            </Button>
          </div>
          {photoError && (
            <p id={`${fieldId(`${at}.images`)}-error`} className="text-sm text-red-700">
              {photoError}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * An option's photo: one of the product's photos, a new one uploaded here for the option alone,
 * or none.
 */
export function OptionPhotoDialog({
  optionName,
  productImages,
  current,
  onChoose,
  onClose,
}: {
  optionName: string;
  productImages: readonly string[];
  current: string | null;
  onChoose: (guid: string | null) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useSellerTranslation();
  const [isUploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isOpen = useRef(true);
  useEffect(
    () => () => {
      isOpen.current = false;
    },
    [],
  );

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setFailure(null);
    const outcome = await uploadProductPhoto(file);
    // Closed meanwhile: staff chose something else, or nothing.
    if (!isOpen.current) return;
    setUploading(false);
    if (outcome.ok) onChoose(outcome.photo.guid);
    else setFailure(photoFailureText(t, i18n.language, outcome));
  }

  return (
    <Modal title={t('seller.product.options.photoTitle', { option: optionName })} onClose={onClose}>
      <div className="mt-3 flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-neutral-800">
            {t('seller.product.options.fromProduct')}
          </p>
          {productImages.length === 0 ? (
            <p className="text-sm text-neutral-600">
              {t('seller.product.options.noProductPhotos')}
            </p>
          ) : (
            <ul className="grid grid-cols-3 gap-2">
              {productImages.map((guid, index) => (
                <li key={guid}>
                  <button
                    type="button"
                    aria-pressed={guid === current}
                    aria-label={t('seller.product.options.useProductPhoto', { index: index + 1 })}
                    onClick={() => onChoose(guid)}
                    className={cn(
                      'block aspect-square w-full overflow-hidden rounded-lg border-2 bg-neutral-100',
                      guid === current ? 'border-accent ring-2 ring-accent' : 'border-transparent',
                    )}
                  >
                    <img
                      src={photoUrl(guid, 160)}
                      alt=""
                      onError={fallBackToPlaceholder}
                      className="size-full object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex flex-col gap-2">
          <label
            className={cn(
              'inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-base font-semibold text-neutral-900 focus-within:ring-2 focus-within:ring-accent hover:border-accent',
              isUploading && 'pointer-events-none opacity-60',
            )}
          >
            <input
              type="file"
              accept={PHOTO_ACCEPT}
              disabled={isUploading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void upload(file);
              }}
              className="sr-only"
            />
            {isUploading && <BusyDot />}
            {isUploading
              ? t('seller.product.photos.uploading')
              : t('seller.product.options.uploadPhoto')}
          </label>
          {current && (
            <Button
              variant="secondary"
              className="min-h-12 text-base"
              onClick={() => onChoose(null)}
            >
              {t('seller.product.options.clearPhoto')}
            </Button>
          )}
          <Button variant="ghost" className="min-h-12 text-base" onClick={onClose}>
            {t('seller.product.archive.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** One addon: its name and price. */
export function AddonRow({
  index,
  addon,
  currency,
  fields,
  onChange,
  onRemove,
}: {
  index: number;
  addon: AddonValues;
  currency: string;
  fields: FieldProps;
  onChange: (patch: Partial<AddonValues>) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useSellerTranslation();
  const at = `addons.${index}`;
  return (
    <li
      aria-label={t('seller.product.addons.addon', { index: index + 1 })}
      className="grid gap-3 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start"
    >
      <TextField
        path={`${at}.name`}
        label={t('seller.product.addons.name')}
        value={addon.name}
        onChange={(name) => onChange({ name })}
        fields={fields}
        maxLength={100}
      />
      <TextField
        path={`${at}.price`}
        label={t('seller.product.addons.price', {
          currency: currencyLabel(currency, i18n.language),
        })}
        value={addon.price}
        onChange={(price) => onChange({ price })}
        fields={fields}
        inputMode="decimal"
      />
      <button
        type="button"
        aria-label={t('seller.product.addons.removeNamed', { index: index + 1 })}
        onClick={onRemove}
        className={cn(ROW_BUTTON, 'text-red-800 hover:bg-red-50 sm:mt-6')}
      >
        {t('seller.product.addons.remove')}
      </button>
    </li>
  );
}
