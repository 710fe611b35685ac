import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '@storefront/contract/catalog';
import { usePrefersReducedMotion } from '../../../components/ui/use-media-query';
import { useTranslation } from '../../../i18n/translation';
import { yieldToMain } from '../../../lib/yield-to-main';
import { CarouselSkeleton, CarouselSlides } from './carousel-slides';
import type { CarouselApi } from './embla';
import type * as EmblaModuleExports from './embla';

type EmblaModule = typeof EmblaModuleExports;

/**
 * Embla, fetched once, when the first carousel is drawn: in parallel with its data, and never on
 * pages without one (this module is in the chunk the pages share). If it cannot be fetched, the
 * slides stay a plain row of cards without arrows.
 */
let emblaModule: Promise<EmblaModule | undefined> | undefined;
function loadEmbla() {
  emblaModule ??= import('./embla').catch(() => undefined);
  return emblaModule;
}

/**
 * Embla over the slides once both are there. The slides are rendered once, before Embla arrives,
 * and it takes them over: no second set of cards, no flash.
 */
function useCarousel(viewport: HTMLElement | null, autoplay: boolean): CarouselApi | undefined {
  const [embla, setEmbla] = useState<CarouselApi | undefined>();
  useEffect(() => {
    if (!viewport) return;
    let api: CarouselApi | undefined;
    let active = true;
    void loadEmbla().then(async (module) => {
      if (!module) return;
      // Each carousel starts in a task of its own: Embla measures every slide as it starts, and
      // the home page's two carousels started together would block a phone twice as long.
      await yieldToMain();
      if (!active) return;
      try {
        api = module.startCarousel(viewport, { autoplay });
      } catch {
        // A browser Embla cannot run in (one without IntersectionObserver): the slides stay a
        // plain row, without arrows.
        return;
      }
      setEmbla(api);
    });
    return () => {
      active = false;
      api?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, autoplay]);
  return embla;
}

/** docs/product.md#carousel: product carousels are loading, error or loaded. */
export type CarouselState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; products: ProductCardData[] };

type ProductCarouselProps = {
  title: string;
  viewAllTo: string;
  state: CarouselState;
  /** docs/product.md#carousel: the carousel moves on by itself (never for visitors who asked for reduced motion). */
  autoplay?: boolean;
};

/** Whether Embla's autoplay plugin is running, following its play / stop events. */
function useIsAutoplaying(embla: CarouselApi | undefined): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {};
      embla.on('autoplay:play', onChange).on('autoplay:stop', onChange).on('reInit', onChange);
      return () => {
        embla.off('autoplay:play', onChange).off('autoplay:stop', onChange).off('reInit', onChange);
      };
    },
    [embla],
  );
  return useSyncExternalStore(
    subscribe,
    () => embla?.plugins().autoplay?.isPlaying() ?? false,
    () => false,
  );
}

function PlayPauseButton({ isPlaying, onClick }: { isPlaying: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={isPlaying ? t('listing.carousel.pause') : t('listing.carousel.play')}
      className="inline-flex size-11 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-800 hover:border-accent hover:text-accent"
    >
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
        {isPlaying ? (
          <path d="M5 3.5h3.2v13H5zM11.8 3.5H15v13h-3.2z" />
        ) : (
          <path d="M6 3.5v13l10-6.5z" />
        )}
      </svg>
    </button>
  );
}

function Arrow({ direction, onClick }: { direction: 'prev' | 'next'; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'prev' ? t('carousel.previous') : t('carousel.next')}
      className="inline-flex size-11 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-800 hover:border-accent hover:text-accent"
    >
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
    </button>
  );
}

export function ProductCarousel({
  title,
  viewAllTo,
  state,
  autoplay = false,
}: ProductCarouselProps) {
  const { t } = useTranslation();
  const headingId = useId();
  void loadEmbla();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const products = state.status === 'loaded' ? state.products : [];
  const prefersReducedMotion = usePrefersReducedMotion();
  const hasAutoplay = autoplay && !prefersReducedMotion;
  const embla = useCarousel(viewport, hasAutoplay);
  const isAutoplaying = useIsAutoplaying(embla);
  const autoplayPlugin = hasAutoplay ? embla?.plugins().autoplay : undefined;

  // Pressing an arrow is an interaction too: the shopper takes over from autoplay.
  const scroll = (direction: 'prev' | 'next') => {
    if (!embla) return;
    embla.plugins().autoplay?.stop();
    if (direction === 'prev') embla.scrollPrev();
    else embla.scrollNext();
  };

  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      aria-busy={state.status === 'loading'}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        {/* On phones the title has its own line, so the arrows that appear once Embla is ready
            never wrap the row and push the carousel down. */}
        <h2 id={headingId} className="basis-full text-xl font-bold text-neutral-900 sm:basis-auto">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          <Link
            to={viewAllTo}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-accent hover:underline"
          >
            {t('common.viewAll')}
          </Link>
          {embla && products.length > 1 && (
            <>
              {autoplayPlugin && (
                <PlayPauseButton
                  isPlaying={isAutoplaying}
                  onClick={() => (isAutoplaying ? autoplayPlugin.stop() : autoplayPlugin.play())}
                />
              )}
              <Arrow direction="prev" onClick={() => scroll('prev')} />
              <Arrow direction="next" onClick={() => scroll('next')} />
            </>
          )}
        </div>
      </div>

      {state.status === 'loading' && <CarouselSkeleton />}

      {state.status === 'error' && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          {t('common.error', { message: state.message })}
        </p>
      )}

      {state.status === 'loaded' && products.length === 0 && (
        <p className="rounded-xl border border-neutral-200 bg-white p-6 text-center text-sm text-neutral-600">
          {t('home.noProducts')}
        </p>
      )}

      {products.length > 0 && <CarouselSlides products={products} viewportRef={setViewport} />}
    </section>
  );
}
