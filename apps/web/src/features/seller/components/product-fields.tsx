import type { ReactNode } from 'react';
import { PRODUCT_LIMITS } from '@storefront/commerce/product-draft';
import { controlClass, FormField } from '../../../components/ui/form-field';
import { shopTextLang } from '../../../i18n/shop-text';
import { fieldId } from '../product-form-values';
import { useSellerTranslation } from '../seller-strings';

/** What a row needs to say about one of its fields. */
export type FieldProps = {
  /** The field's issue, already worded. */
  errorOf: (path: string) => string | undefined;
  /** The note for a field whose Burmese the server converted from Zawgyi. */
  noteOf: (path: string, stored: string) => ReactNode;
};

/** The form's text input for one field of the wire (`variants.0.priceSell`). */
export function TextField({
  path,
  label,
  labelNote,
  hint,
  value,
  onChange,
  fields,
  inputMode,
  maxLength,
  className,
}: {
  path: string;
  label: string;
  labelNote?: string | undefined;
  hint?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  fields: FieldProps;
  inputMode?: 'decimal' | 'numeric' | 'text';
  maxLength?: number;
  className?: string;
}) {
  const { i18n } = useSellerTranslation();
  return (
    <FormField
      id={fieldId(path)}
      label={label}
      labelNote={labelNote}
      hint={hint}
      error={fields.errorOf(path)}
      note={fields.noteOf(path, value)}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          value={value}
          inputMode={inputMode}
          maxLength={maxLength}
          autoComplete="off"
          // Numbers are typed in Latin or Myanmar digits and read on save (product-form-values).
          lang={inputMode === 'text' || !inputMode ? shopTextLang(value, i18n.language) : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass()}
        />
      )}
    </FormField>
  );
}

/** Typed in Zawgyi, stored as Unicode: said next to the field, with the text as stored. */
export function ZawgyiNote({ stored }: { stored: string }) {
  const { t, i18n } = useSellerTranslation();
  return (
    <p className="rounded-md border border-sky-300 bg-sky-50 px-2 py-1 text-sm text-sky-900">
      {t('seller.product.zawgyi.note')}{' '}
      <span className="block wrap-break-word">
        {t('seller.product.zawgyi.stored')}{' '}
        <span lang={shopTextLang(stored, i18n.language)}>{stored}</span>
      </span>
    </p>
  );
}

/** A description: plain text, its line breaks kept as typed. */
export function TextArea({
  path,
  label,
  value,
  onChange,
  fields,
}: {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  fields: FieldProps;
}) {
  const { t, i18n } = useSellerTranslation();
  return (
    <FormField
      id={fieldId(path)}
      label={label}
      labelNote={t('seller.product.optional')}
      hint={t('seller.product.details.descriptionHint')}
      error={fields.errorOf(path)}
      note={fields.noteOf(path, value)}
    >
      {(control) => (
        <textarea
          {...control}
          rows={5}
          value={value}
          maxLength={PRODUCT_LIMITS.description}
          lang={shopTextLang(value, i18n.language)}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass('min-h-32 whitespace-pre-wrap')}
        />
      )}
    </FormField>
  );
}
