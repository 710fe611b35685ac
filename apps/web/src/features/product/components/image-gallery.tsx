import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { cn } from '../../../lib/cn';
import { fallBackToPlaceholder, productImageSources } from '../../../lib/image';

/** How far a finger must travel sideways before it counts as a swipe, in px. */
const SWIPE_DISTANCE = 40;

function Chevron({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
      <path
        d={direction === 'prev' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const ARROW =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full border border-neutral-200 bg-white/90 text-neutral-800 shadow-sm hover:text-accent';

/**
 * The product's images: a square main image (its space reserved before it loads) with
 * previous / next buttons and sideways swipes, and a row of thumbnail buttons that arrow keys
 * move through.
 */
export function ImageGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const total = images.length;
  const hasMany = total > 1;
  const current = Math.min(index, Math.max(0, total - 1));

  const show = (next: number) => setIndex((next + total) % total);

  function onThumbKeyDown(event: KeyboardEvent<HTMLButtonElement>, at: number) {
    const targets: Record<string, number> = {
      ArrowRight: (at + 1) % total,
      ArrowLeft: (at - 1 + total) % total,
      Home: 0,
      End: total - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
    thumbs.current[next]?.focus();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    swipeStart.current = event.clientX;
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || !hasMany) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) < SWIPE_DISTANCE) return;
    show(distance < 0 ? current + 1 : current - 1);
  }

  return (
    <section
      aria-label={t('detail.gallery.label')}
      aria-roledescription={t('detail.gallery.roleDescription')}
      className="flex flex-col gap-3"
    >
      <div
        className="relative aspect-square touch-pan-y overflow-hidden rounded-2xl border border-neutral-200 bg-white select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <img
          {...productImageSources(images[current], 'gallery')}
          alt={hasMany ? t('detail.gallery.imageAlt', { name, index: current + 1, total }) : name}
          width={800}
          height={800}
          fetchPriority="high"
          draggable={false}
          onError={fallBackToPlaceholder}
          className="size-full object-contain"
        />
        {hasMany && (
          <>
            <button
              type="button"
              aria-label={t('detail.gallery.previous')}
              onClick={() => show(current - 1)}
              className={cn(ARROW, 'start-2')}
            >
              <Chevron direction="prev" />
            </button>
            <button
              type="button"
              aria-label={t('detail.gallery.next')}
              onClick={() => show(current + 1)}
              className={cn(ARROW, 'end-2')}
            >
              <Chevron direction="next" />
            </button>
            <p
              aria-live="polite"
              className="absolute end-2 bottom-2 rounded-full bg-neutral-900/70 px-2.5 py-0.5 text-xs font-semibold text-white tabular-nums"
            >
              {t('detail.gallery.position', { index: current + 1, total })}
            </p>
          </>
        )}
      </div>
      {hasMany && (
        <ul className="flex gap-2 overflow-x-auto p-1">
          {images.map((image, at) => (
            <li key={`${image}-${at}`} className="shrink-0">
              <button
                ref={(node) => {
                  thumbs.current[at] = node;
                }}
                type="button"
                aria-label={t('detail.gallery.showImage', { index: at + 1, total })}
                aria-current={at === current ? 'true' : undefined}
                tabIndex={at === current ? 0 : -1}
                onClick={() => show(at)}
                onKeyDown={(event) => onThumbKeyDown(event, at)}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg border-2 bg-white sm:size-20',
                  at === current ? 'border-accent' : 'border-neutral-200 hover:border-neutral-400',
                )}
              >
                <img
                  {...productImageSources(image, 'thumbnail')}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  // After the gallery's picture, never beside it: a browser otherwise raises a
                  // picture on the screen to high priority (docs/architecture.md#first-screen).
                  fetchPriority="low"
                  draggable={false}
                  onError={fallBackToPlaceholder}
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
