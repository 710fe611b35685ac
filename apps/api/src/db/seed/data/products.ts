import type { ProductTemplate } from './product-template';
import { BABY_TEMPLATES } from './products-baby';
import { BEAUTY_TEMPLATES } from './products-beauty';
import { BOOK_TEMPLATES } from './products-books';
import { ELECTRONICS_TEMPLATES } from './products-electronics';
import { FASHION_TEMPLATES } from './products-fashion';
import { GROCERY_TEMPLATES } from './products-groceries';
import { HOME_TEMPLATES } from './products-home';

/** Every product template, grouped by top-level category in tree order. */
export const PRODUCT_TEMPLATES: ProductTemplate[] = [
  ...ELECTRONICS_TEMPLATES,
  ...FASHION_TEMPLATES,
  ...BEAUTY_TEMPLATES,
  ...HOME_TEMPLATES,
  ...GROCERY_TEMPLATES,
  ...BOOK_TEMPLATES,
  ...BABY_TEMPLATES,
];

/** Templates whose leaf category is one of `leafKeys`, in the stable order above. */
export function templatesForLeaves(leafKeys: readonly string[]): ProductTemplate[] {
  const wanted = new Set(leafKeys);
  return PRODUCT_TEMPLATES.filter((t) => wanted.has(t.categoryKey));
}
