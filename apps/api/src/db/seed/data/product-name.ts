import type { ProductTemplate } from './product-template';

/**
 * What tells a shop's second product from the same template apart from its first, in both
 * languages. A Burmese name takes the Burmese word, as a Myanmar shop would list it
 * ("လက်ဖက် အထူး", "လက်ဖက် ၂၀၂၄ ခုနှစ်ထုတ်"), never the English one or a year in Latin digits.
 */
export interface EditionSeed {
  en: string;
  mm: string;
}

export const EDITIONS: EditionSeed[] = [
  { en: 'Plus', mm: 'အဆင့်မြင့်' },
  { en: 'Lite', mm: 'ပေါ့ပါး' },
  { en: 'Pro', mm: 'ပရို' },
  { en: '2024', mm: '၂၀၂၄ ခုနှစ်ထုတ်' },
  { en: 'Classic', mm: 'ပုံမှန်' },
  { en: 'Deluxe', mm: 'အထူး' },
];

/**
 * A demo product's name: an English name leads with its brand ("Samsung Smartphone 6.7" 5G
 * Pro"); a Burmese one goes without it (the product page shows the brand on a line of its own)
 * and ends in the edition's Burmese word.
 */
export function productName(
  template: ProductTemplate,
  options: { burmese: boolean; brand: string | null; edition: EditionSeed | null },
): string {
  const { burmese, brand, edition } = options;
  if (burmese) {
    if (template.baseNameMm === undefined)
      throw new Error(`No Burmese name for template ${template.key}`);
    return [template.baseNameMm, edition?.mm].filter(Boolean).join(' ');
  }
  return [brand, template.baseName, edition?.en].filter(Boolean).join(' ');
}
