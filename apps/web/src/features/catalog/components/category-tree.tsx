import type { Category } from '@storefront/contract/catalog';
import { useId } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocalizedName } from '../hooks/use-localized-name';

const BOX = 'overflow-hidden rounded-2xl border border-neutral-200 bg-white';
const BOX_TITLE = 'border-b border-neutral-200 bg-neutral-50 px-4 py-3 sm:px-5';
const COLUMNS = 'grid grid-cols-2 gap-x-4 gap-y-5 p-4 sm:gap-x-6 sm:p-5 lg:grid-cols-4';

function CategoryBox({ category }: { category: Category }) {
  const titleId = useId();
  const nameOf = useLocalizedName();
  return (
    <section aria-labelledby={titleId} className={BOX}>
      <h2 id={titleId} className={`${BOX_TITLE} text-lg font-bold text-neutral-900`}>
        {nameOf(category)}
      </h2>
      <div className={COLUMNS}>
        {category.children.map((second) => (
          <div key={second.guid} className="flex min-w-0 flex-col gap-1">
            <h3 className="text-sm font-semibold text-neutral-900">{nameOf(second)}</h3>
            <ul className="flex flex-col">
              {second.children.map((third) => (
                <li key={third.guid}>
                  <Link
                    to={`/products/${third.guid}`}
                    className="-mx-2 flex min-h-11 items-center rounded-lg px-2 text-sm text-neutral-700 hover:bg-accent-soft hover:text-accent-strong"
                  >
                    {nameOf(third)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * docs/product.md#categories /categories: the three-level tree, one box per top-level category (its name as the box
 * title), the second level as column headings and the third level as links to its products.
 */
export function CategoryTree({ categories }: { categories: Category[] }) {
  return (
    <div className="flex flex-col gap-6">
      {categories.map((category) => (
        <CategoryBox key={category.guid} category={category} />
      ))}
    </div>
  );
}

/** Boxes in the tree's own layout while the categories load. */
export function CategoryTreeSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-6">
      {Array.from({ length: 3 }, (_, box) => (
        <div key={box} className={BOX}>
          <div className={BOX_TITLE}>
            <Skeleton className="h-6 w-40" />
          </div>
          <div className={COLUMNS}>
            {Array.from({ length: 4 }, (_, column) => (
              <div key={column} className="flex flex-col gap-1">
                <Skeleton className="my-1 h-4 w-3/4" />
                {Array.from({ length: 3 }, (_, link) => (
                  <div key={link} className="flex min-h-11 items-center">
                    <Skeleton className="h-4 w-2/3" />
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
