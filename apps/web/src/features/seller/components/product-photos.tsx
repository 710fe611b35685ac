import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { PRODUCT_LIMITS } from '@storefront/commerce/product-draft';
import { BusyDot } from '../../../components/ui/spinner';
import { buttonClass } from '../../../components/ui/button';
import { useMediaQuery } from '../../../components/ui/use-media-query';
import { cn } from '../../../lib/cn';
import { fallBackToPlaceholder } from '../../../lib/image';
import { photoFailureText } from '../catalog-labels';
import { PHOTO_ACCEPT, type PendingPhoto } from '../hooks/use-photo-uploads';
import { photoUrl } from '../photo-url';
import { fieldId } from '../product-form-values';
import { useSellerTranslation } from '../seller-strings';

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

type PhotoPickerProps = {
  /** Uploaded photo ids in order; the first is the cover. */
  images: readonly string[];
  pending: readonly PendingPhoto[];
  onReorder: (images: string[]) => void;
  onAddFiles: (files: File[]) => void;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
  error?: string | undefined;
};

const SMALL_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold text-neutral-900 hover:border-accent hover:text-accent-strong disabled:cursor-not-allowed disabled:text-neutral-400 disabled:hover:border-neutral-300';

/**
 * The product's photos, first of the form (docs/product.md#catalog-console): pick several or
 * take one with the camera; each uploads at once and shows its own progress or refusal. A tap on
 * a photo offers moving it earlier or later, making it the cover and removing it; with a mouse,
 * photos can also be dragged into place.
 */
export function ProductPhotos({
  images,
  pending,
  onReorder,
  onAddFiles,
  onRetry,
  onDiscard,
  error,
}: PhotoPickerProps) {
  const { t, i18n } = useSellerTranslation();
  const hasMouse = useMediaQuery('(pointer: fine)');
  const [selected, setSelected] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [skipped, setSkipped] = useState(0);
  const hintId = useId();
  const errorId = useId();
  const selectedIndex = selected === null ? -1 : images.indexOf(selected);
  const waiting = pending.filter((photo) => photo.state !== 'failed').length;
  const room = Math.max(0, PRODUCT_LIMITS.images - images.length - waiting);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // The same file can be picked again after a refusal.
    event.target.value = '';
    if (files.length === 0) return;
    setSkipped(Math.max(0, files.length - room));
    onAddFiles(files.slice(0, room));
  }

  function move(to: number) {
    if (selectedIndex < 0) return;
    const target = Math.max(0, Math.min(to, images.length - 1));
    onReorder(moveItem(images, selectedIndex, target));
    setAnnouncement(
      target === 0
        ? t('seller.product.photos.madeCover')
        : t('seller.product.photos.movedTo', { index: target + 1 }),
    );
  }

  function remove() {
    if (selectedIndex < 0) return;
    onReorder(images.filter((_, index) => index !== selectedIndex));
    setSelected(null);
    setAnnouncement(t('seller.product.photos.removed'));
  }

  function drop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragged === null || dragged === to) return;
    onReorder(moveItem(images, dragged, to));
    setDragged(null);
    setAnnouncement(
      to === 0
        ? t('seller.product.photos.madeCover')
        : t('seller.product.photos.movedTo', { index: to + 1 }),
    );
  }

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const pickerClass = (primary: boolean) =>
    cn(
      buttonClass(primary ? 'primary' : 'secondary'),
      'cursor-pointer focus-within:ring-2 focus-within:ring-accent focus-within:ring-offset-2',
      room === 0 && 'pointer-events-none opacity-50',
    );

  return (
    <div className="flex flex-col gap-3">
      <p id={hintId} className="text-sm text-neutral-700">
        {t('seller.product.photos.hint', { count: PRODUCT_LIMITS.images })}{' '}
        {images.length > 1 &&
          (hasMouse ? t('seller.product.photos.dragHint') : t('seller.product.photos.tapHint'))}
      </p>

      {images.length === 0 && pending.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 p-4 text-center text-sm text-neutral-600">
          {t('seller.product.photos.none')}
        </p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
          {images.map((guid, index) => {
            const isSelected = guid === selected;
            return (
              <li
                key={guid}
                draggable={hasMouse}
                onDragStart={() => setDragged(index)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => drop(event, index)}
                className={cn('relative', dragged === index && 'opacity-50')}
              >
                <button
                  type="button"
                  aria-pressed={isSelected}
                  aria-label={`${t('seller.product.photos.photo', { index: index + 1, total: images.length })}${
                    index === 0 ? ` · ${t('seller.product.photos.cover')}` : ''
                  }`}
                  onClick={() => setSelected(isSelected ? null : guid)}
                  className={cn(
                    'block aspect-square w-full overflow-hidden rounded-lg border-2 bg-neutral-100',
                    isSelected ? 'border-accent ring-2 ring-accent' : 'border-transparent',
                  )}
                >
                  <img
                    src={photoUrl(guid)}
                    alt=""
                    draggable={false}
                    onError={fallBackToPlaceholder}
                    className="size-full object-cover"
                  />
                </button>
                {index === 0 && (
                  <span className="pointer-events-none absolute start-1.5 top-1.5 rounded-full bg-neutral-900/85 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('seller.product.photos.cover')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {selectedIndex >= 0 && (
        <div
          role="group"
          aria-label={t('seller.product.photos.selected', { index: selectedIndex + 1 })}
          className="flex flex-col gap-2 rounded-lg border border-accent bg-accent-soft p-2"
        >
          <p className="px-1 text-sm font-semibold text-neutral-900">
            {t('seller.product.photos.selected', { index: selectedIndex + 1 })}
          </p>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <button
              type="button"
              className={SMALL_BUTTON}
              disabled={selectedIndex === 0}
              onClick={() => move(selectedIndex - 1)}
            >
              <span aria-hidden="true" className="rtl:-scale-x-100">
                ←
              </span>
              {t('seller.product.photos.moveEarlier')}
            </button>
            <button
              type="button"
              className={SMALL_BUTTON}
              disabled={selectedIndex === images.length - 1}
              onClick={() => move(selectedIndex + 1)}
            >
              {t('seller.product.photos.moveLater')}
              <span aria-hidden="true" className="rtl:-scale-x-100">
                →
              </span>
            </button>
            <button
              type="button"
              className={SMALL_BUTTON}
              disabled={selectedIndex === 0}
              onClick={() => move(0)}
            >
              {t('seller.product.photos.makeCover')}
            </button>
            <button
              type="button"
              className={cn(SMALL_BUTTON, 'border-red-300 text-red-800 hover:border-red-700')}
              onClick={remove}
            >
              {t('seller.product.photos.remove')}
            </button>
            <button
              type="button"
              className={cn(SMALL_BUTTON, 'col-span-2')}
              onClick={() => setSelected(null)}
            >
              {t('seller.product.photos.close')}
            </button>
          </div>
        </div>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {pending.length > 0 && (
        <ul className="flex flex-col gap-2">
          {pending.map((photo) => (
            <li
              key={photo.key}
              data-state={photo.state}
              className={cn(
                'flex items-start gap-3 rounded-lg border p-2',
                photo.state === 'failed'
                  ? 'border-red-300 bg-red-50'
                  : 'border-neutral-200 bg-white',
              )}
            >
              {photo.previewUrl ? (
                <img
                  src={photo.previewUrl}
                  alt=""
                  className="size-14 shrink-0 rounded-md bg-neutral-100 object-cover"
                />
              ) : (
                <span aria-hidden="true" className="size-14 shrink-0 rounded-md bg-neutral-200" />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="text-sm font-medium break-all text-neutral-900">{photo.name}</p>
                {photo.state === 'failed' && photo.failure ? (
                  <>
                    <p role="alert" className="text-sm text-red-800">
                      {photoFailureText(t, i18n.language, photo.failure)}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      {photo.canRetry && (
                        <button
                          type="button"
                          className={SMALL_BUTTON}
                          onClick={() => onRetry(photo.key)}
                        >
                          {t('seller.product.photos.retry')}
                        </button>
                      )}
                      <button
                        type="button"
                        className={SMALL_BUTTON}
                        onClick={() => onDiscard(photo.key)}
                      >
                        {t('seller.product.photos.discard')}
                      </button>
                    </div>
                  </>
                ) : (
                  <p className="inline-flex items-center gap-2 text-sm text-neutral-700">
                    <BusyDot />
                    {t('seller.product.photos.uploading')}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {skipped > 0 && (
        <p role="alert" className="text-sm text-red-700">
          {t('seller.product.photos.tooMany', { count: PRODUCT_LIMITS.images, skipped })}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <label className={pickerClass(true)}>
          <input
            id={fieldId('images')}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            disabled={room === 0}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={pick}
            className="sr-only"
          />
          {t('seller.product.photos.choose')}
        </label>
        <label className={pickerClass(false)}>
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            capture="environment"
            disabled={room === 0}
            aria-describedby={hintId}
            onChange={pick}
            className="sr-only"
          />
          {t('seller.product.photos.take')}
        </label>
      </div>
    </div>
  );
}
