import type { Category } from '@storefront/contract/catalog';

/** A small three-level category tree for component tests (contract-shaped). */
const leaf = (serial: number, name: string, nameMm: string): Category => ({
  guid: `c0c0c0c0-0000-4000-8000-${String(serial).padStart(12, '0')}`,
  name,
  nameMm,
  children: [],
});

export const ANDROID = leaf(3, 'Android Phones', 'Android ဖုန်း');
export const KEYPAD = leaf(4, 'Keypad Phones', 'ခလုတ်ဖုန်း');
export const POWER_BANKS = leaf(6, 'Power Banks', 'ပါဝါဘဏ်');
export const PASO = leaf(9, 'Paso', 'ပုဆိုး');

export const MOBILE_PHONES: Category = {
  ...leaf(2, 'Mobile Phones', 'မိုဘိုင်းဖုန်း'),
  children: [ANDROID, KEYPAD],
};
export const ACCESSORIES: Category = {
  ...leaf(5, 'Phone Accessories', 'ဖုန်းဆက်စပ်ပစ္စည်း'),
  children: [POWER_BANKS],
};
export const ELECTRONICS: Category = {
  ...leaf(1, 'Electronics', 'အီလက်ထရောနစ်'),
  children: [MOBILE_PHONES, ACCESSORIES],
};
export const MENS_CLOTHING: Category = {
  ...leaf(8, "Men's Clothing", 'အမျိုးသားဝတ်'),
  children: [PASO],
};
export const FASHION: Category = { ...leaf(7, 'Fashion', 'ဖက်ရှင်'), children: [MENS_CLOTHING] };

export const CATEGORY_TREE: Category[] = [ELECTRONICS, FASHION];
