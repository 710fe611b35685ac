import { useId, useRef, useState } from 'react';
import { buttonClass } from '../../../../components/ui/button';
import { BusyDot } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { fallBackToPlaceholder, imageUrl } from '../../../../lib/image';
import { useSellerTranslation } from '../../../seller/seller-strings';
import { uploadShopPicture } from '../api/upload-shop-picture';

/**
 * A logo or banner: its preview, a button that picks and uploads a picture at once (the form
 * sends only its id), and one that removes it. A refused upload is said under the field.
 */
export function ShopPictureField({
  id,
  label,
  guid,
  onChange,
  shape,
  error,
}: {
  id: string;
  label: string;
  guid: string | null;
  onChange: (guid: string | null) => void;
  shape: 'square' | 'wide';
  error?: string | undefined;
}) {
  const { t } = useSellerTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errorId = useId();
  const [isUploading, setIsUploading] = useState(false);
  const [failed, setFailed] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setIsUploading(true);
    setFailed(false);
    const outcome = await uploadShopPicture(file);
    setIsUploading(false);
    if (outcome.ok) onChange(outcome.photo.guid);
    else setFailed(true);
    if (inputRef.current) inputRef.current.value = '';
  };

  const shownError = failed ? t('owner.shops.form.uploadFailed') : error;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={shownError ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <span id={labelId} className="text-sm font-medium text-neutral-800">
        {label}
      </span>
      <div
        className={cn(
          'flex items-center justify-center overflow-hidden rounded-lg border border-dashed border-neutral-300 bg-neutral-50',
          shape === 'square' ? 'size-28' : 'aspect-[3/1] w-full',
        )}
      >
        {guid ? (
          <img
            src={imageUrl(guid)}
            alt={label}
            onError={fallBackToPlaceholder}
            className="size-full object-cover"
          />
        ) : (
          <span className="p-2 text-center text-sm text-neutral-600">
            {t('owner.shops.form.noPicture')}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={isUploading}
          aria-label={`${guid ? t('owner.shops.form.replacePicture') : t('owner.shops.form.choosePicture')}: ${label}`}
          onClick={() => inputRef.current?.click()}
        >
          {isUploading && <BusyDot />}
          {isUploading
            ? t('owner.shops.form.uploading')
            : guid
              ? t('owner.shops.form.replacePicture')
              : t('owner.shops.form.choosePicture')}
        </button>
        {guid && !isUploading && (
          <button
            type="button"
            className={buttonClass('ghost')}
            aria-label={`${t('owner.shops.form.removePicture')}: ${label}`}
            onClick={() => onChange(null)}
          >
            {t('owner.shops.form.removePicture')}
          </button>
        )}
      </div>
      {shownError && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {shownError}
        </p>
      )}
    </div>
  );
}
