import { memo, type Ref } from 'react';
import type { ProductCard as ProductCardData } from '@storefront/contract/catalog';
import { ProductCard, ProductCardSkeleton } from '../../../components/ui/product-card';
import { useTranslation } from '../../../i18n/translation';

/*
 * docs/product.md#carousel slides per view and spacing: 2 with 10 px, 3 with 25 px from 1024 px, 4 with 40 px from
 * 1400 px. Embla sizes slides with CSS, so the breakpoints live in these classes: the gap is
 * each slide's start padding, cancelled on the container by a negative margin.
 */
const CONTAINER = 'flex touch-pan-y -ms-2.5 lg:-ms-[25px] min-[1400px]:-ms-10';
const SLIDE =
  'min-w-0 shrink-0 grow-0 basis-1/2 ps-2.5 lg:basis-1/3 lg:ps-[25px] min-[1400px]:basis-1/4 min-[1400px]:ps-10';

/** How many skeleton slides fill the widest view while loading. */
const SKELETON_SLIDES = 4;

/**
 * The slides in their final layout, rendered once; Embla takes over the viewport when it
 * arrives and nothing moves. Memoised: the carousel's own changes (Embla ready, autoplay
 * playing or stopped) redraw its controls, not ten cards.
 */
export const CarouselSlides = memo(function CarouselSlides({
  products,
  viewportRef,
}: {
  products: ProductCardData[];
  viewportRef?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <ul className={CONTAINER}>
        {products.map((product, index) => (
          <li
            key={product.guid}
            className={SLIDE}
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { index: index + 1, total: products.length })}
          >
            <ProductCard product={product} eager={index < 2} />
          </li>
        ))}
      </ul>
    </div>
  );
});

export function CarouselSkeleton() {
  return (
    <div className="overflow-hidden" aria-hidden="true">
      <div className={CONTAINER}>
        {Array.from({ length: SKELETON_SLIDES }, (_, index) => (
          <div key={index} className={SLIDE}>
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
