import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useMemo } from 'react';
import type { ProductCard as ProductCardData } from '@storefront/contract/catalog';
import { CarouselSlides } from './carousel-slides';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/** Long enough to read a card's name and price before the row moves on. */
export const AUTOPLAY_DELAY_MS = 5000;

type EmblaSlidesProps = {
  products: ProductCardData[];
  /** §9 autoplay flag; the caller has already ruled out reduced motion. */
  autoplay: boolean;
  onReady: (api: EmblaApi | undefined) => void;
};

/**
 * The slides driven by Embla (§9: loop, autoplay). Its own module, loaded beside the product
 * data, so neither the carousel library nor its autoplay plugin is part of the first page load.
 */
export function EmblaSlides({ products, autoplay, onReady }: EmblaSlidesProps) {
  // Any interaction stops autoplay for good (a drag, a hover, keyboard focus on a slide): a
  // shopper who has started looking should not have the row move under them.
  const plugins = useMemo(
    () =>
      autoplay
        ? [
            Autoplay({
              delay: AUTOPLAY_DELAY_MS,
              stopOnInteraction: true,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ]
        : [],
    [autoplay],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);
  useEffect(() => {
    onReady(embla);
    return () => onReady(undefined);
  }, [embla, onReady]);
  return <CarouselSlides products={products} viewportRef={viewportRef} />;
}
