import type { ProductCard as ProductCardData } from '@storefront/contract/catalog';
import { ProductCard, ProductCardSkeleton } from './product-card';

/*
 * Columns follow the grid's own width (a container query), not the window's: the same grid
 * sits full-width on most list pages and beside the category menu on /top-picks. 2, 3 or 4
 * columns all divide a page of 12 evenly.
 */
const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 @xl:grid-cols-3 @4xl:grid-cols-4';

/** How many cards of the first rows load eagerly (above the fold on a phone and a desktop). */
const EAGER_CARDS = 4;

export function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <div className="@container">
      <ul className={GRID}>
        {products.map((product, index) => (
          <li key={product.guid} className="min-w-0">
            <ProductCard product={product} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The grid in its final layout with grey cards, while a page of products loads. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div className="@container" aria-hidden="true">
      <div className={GRID}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="min-w-0">
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
