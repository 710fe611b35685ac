import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';
import type { ProductCard as ProductCardData } from '@storefront/contract/catalog';
import { CarouselSlides } from './carousel-slides';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

type EmblaSlidesProps = {
  products: ProductCardData[];
  onReady: (api: EmblaApi | undefined) => void;
};

/**
 * The slides driven by Embla (§9: loop). Its own module, loaded beside the product data, so
 * the carousel library is not part of the first page load.
 */
export function EmblaSlides({ products, onReady }: EmblaSlidesProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' });
  useEffect(() => {
    onReady(embla);
    return () => onReady(undefined);
  }, [embla, onReady]);
  return <CarouselSlides products={products} viewportRef={viewportRef} />;
}
