import type { IconName } from './icons';

export interface VariantAxis {
  /** What the variants differ by, e.g. 'Colour', 'Storage', 'Pack size'. */
  label: string;
  labelMm: string;
  values: string[];
  /** Burmese for each value, same order and length; absent when the values need none (128GB). */
  valuesMm?: string[];
}

export interface AddonSeed {
  name: string;
  nameMm: string;
  priceMmk: number;
}

export interface ProductTemplate {
  /** Stable slug, unique across all templates. */
  key: string;
  /** A leaf category key. */
  categoryKey: string;
  baseName: string;
  /** Given on about a third of templates: the generator shows it on some products. */
  baseNameMm?: string;
  /** Empty: the product has no brand ('No Brand' in the web app). */
  brands: string[];
  description?: string;
  descriptionMm?: string;
  /** Realistic MMK prices, both ends included. */
  priceRange: [number, number];
  weightKg: [number, number];
  variantAxis: VariantAxis;
  addons?: AddonSeed[];
  icon: IconName;
}

const COLOUR_MM: Record<string, string> = {
  Black: 'အနက်',
  White: 'အဖြူ',
  Red: 'အနီ',
  Blue: 'အပြာ',
  Navy: 'ပြာရင့်',
  Green: 'အစိမ်း',
  Yellow: 'အဝါ',
  Pink: 'ပန်းရောင်',
  Purple: 'ခရမ်းရောင်',
  Grey: 'မီးခိုးရောင်',
  Silver: 'ငွေရောင်',
  Gold: 'ရွှေရောင်',
  Brown: 'အညို',
  Beige: 'နို့နှစ်ရောင်',
  Orange: 'လိမ္မော်ရောင်',
  Maroon: 'နီညို',
  Cream: 'ခရင်မ်ရောင်',
  Mint: 'မင့်စိမ်း',
};

/** A colour axis; every name must be in the table above so its Burmese is never missing. */
export function colours(...names: string[]): VariantAxis {
  return {
    label: 'Colour',
    labelMm: 'အရောင်',
    values: names,
    valuesMm: names.map((n) => {
      const mm = COLOUR_MM[n];
      if (mm === undefined) throw new Error(`No Burmese for colour ${n}`);
      return mm;
    }),
  };
}

/** Sizes read the same in both languages (S, M, 42, 16"). */
export function sizes(...values: string[]): VariantAxis {
  return { label: 'Size', labelMm: 'အရွယ်အစား', values };
}

/** An axis with a Burmese word for each value, given as [English, Burmese] pairs. */
export function axis(label: string, labelMm: string, pairs: [string, string][]): VariantAxis {
  return {
    label,
    labelMm,
    values: pairs.map(([en]) => en),
    valuesMm: pairs.map(([, mm]) => mm),
  };
}

/** An axis whose values need no translation (storage sizes, model numbers). */
export function plainAxis(label: string, labelMm: string, values: string[]): VariantAxis {
  return { label, labelMm, values };
}

export const GIFT_WRAP: AddonSeed = {
  name: 'Gift wrapping',
  nameMm: 'လက်ဆောင်ထုပ်ပိုးပေးခြင်း',
  priceMmk: 2000,
};
export const SCREEN_PROTECTOR: AddonSeed = {
  name: 'Tempered glass screen protector',
  nameMm: 'Tempered Glass မှန်ကပ်',
  priceMmk: 8000,
};
export const CLEAR_CASE: AddonSeed = {
  name: 'Clear silicone case',
  nameMm: 'ဆီလီကွန် ကာဗာ (အကြည်)',
  priceMmk: 6000,
};
export const WARRANTY_PHONE: AddonSeed = {
  name: 'Extra 1-year warranty',
  nameMm: 'အာမခံ ၁ နှစ် ထပ်တိုး',
  priceMmk: 45000,
};
export const WARRANTY_APPLIANCE: AddonSeed = {
  name: 'Extra 1-year warranty',
  nameMm: 'အာမခံ ၁ နှစ် ထပ်တိုး',
  priceMmk: 15000,
};
export const HOME_INSTALLATION: AddonSeed = {
  name: 'Home installation (Yangon and Mandalay)',
  nameMm: 'အိမ်အရောက် တပ်ဆင်ပေးခြင်း (ရန်ကုန်၊ မန္တလေး)',
  priceMmk: 15000,
};
