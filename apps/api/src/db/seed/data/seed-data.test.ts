import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { hasMyanmarScript } from '@storefront/commerce/script';
import { CATEGORIES, flattenCategories, leafKeysUnder } from './categories';
import { DEMO_CUSTOMER } from './customer';
import { ICON_NAMES } from './icons';
import {
  findEditionSuffixProblems,
  findLatinDigitProblems,
  findMyanmarOrderProblems,
} from './myanmar-text';
import { PAYMENT_METHODS } from './payments';
import { EDITIONS, productName } from './product-name';
import { PRODUCT_TEMPLATES, templatesForLeaves } from './products';
import { PROMOS } from './promos';
import { REGIONS } from './regions';
import { REVIEW_TEXTS, REVIEW_TEXTS_EN, REVIEW_TEXTS_MM, REVIEWER_NAMES } from './reviews';
import { DEMO_SELLER_PASSWORD, DEMO_SELLERS } from './sellers';
import { SHOPS, shopHostName } from './shops';
import {
  DOWNTOWN_TOWNSHIP_KEYS,
  MANDALAY_TOWNSHIPS,
  TOWNSHIPS,
  YANGON_TOWNSHIPS,
} from './townships';

// myanmar-tools ships no type declarations; only its detector is needed here.
const require = createRequire(import.meta.url);
const { ZawgyiDetector } = require('myanmar-tools') as {
  ZawgyiDetector: new () => { getZawgyiProbability(text: string): number };
};

const MOBILE = /^09\d{7,9}$/;
const HEX = /^#[0-9A-F]{6}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => allStrings(v, out));
  else if (value !== null && typeof value === 'object')
    Object.values(value).forEach((v) => allStrings(v, out));
  return out;
}

function expectUnique(values: string[], what: string): void {
  const dupes = values.filter((v, i) => values.indexOf(v) !== i);
  expect(dupes, `duplicate ${what}`).toEqual([]);
}

const flat = flattenCategories();
const leafKeys = new Set(flat.filter((c) => c.level === 3).map((c) => c.key));
const townshipKeys = new Set(TOWNSHIPS.map((t) => t.key));

describe('townships', () => {
  it('lists the 45 townships of Yangon Region and the 28 of Mandalay Region', () => {
    expect(YANGON_TOWNSHIPS).toHaveLength(45);
    expect(MANDALAY_TOWNSHIPS).toHaveLength(28);
    expect(YANGON_TOWNSHIPS.every((t) => t.division === 'Yangon')).toBe(true);
    expect(MANDALAY_TOWNSHIPS.every((t) => t.division === 'Mandalay')).toBe(true);
  });

  it('has unique slug keys prefixed by the division, and unique names per division', () => {
    expectUnique(
      TOWNSHIPS.map((t) => t.key),
      'township key',
    );
    for (const t of TOWNSHIPS) {
      expect(t.key).toMatch(SLUG);
      expect(t.key.startsWith(`${t.division.toLowerCase()}-`)).toBe(true);
      expect(hasMyanmarScript(t.nameMm), t.key).toBe(true);
    }
    expectUnique(
      TOWNSHIPS.map((t) => `${t.division}/${t.name}`),
      'township name',
    );
    expectUnique(
      TOWNSHIPS.map((t) => t.nameMm),
      'township Burmese name',
    );
  });

  it('marks the inner-city Yangon townships as downtown and nothing outside Yangon', () => {
    expect(DOWNTOWN_TOWNSHIP_KEYS).toEqual(
      expect.arrayContaining([
        'yangon-kyauktada',
        'yangon-pabedan',
        'yangon-latha',
        'yangon-bahan',
      ]),
    );
    expect(DOWNTOWN_TOWNSHIP_KEYS.length).toBeGreaterThanOrEqual(12);
    expect(DOWNTOWN_TOWNSHIP_KEYS.every((k) => k.startsWith('yangon-'))).toBe(true);
    expect(DOWNTOWN_TOWNSHIP_KEYS).not.toContain('yangon-hlegu');
  });
});

describe('regions', () => {
  it('has Myanmar at rate 1 first and six or more foreign currencies with positive rates', () => {
    expect(REGIONS[0]).toMatchObject({ key: 'myanmar', currencyCode: 'MMK', rate: 1 });
    expect(REGIONS.length).toBeGreaterThanOrEqual(7);
    expectUnique(
      REGIONS.map((r) => r.key),
      'region key',
    );
    expectUnique(
      REGIONS.map((r) => r.currencyCode),
      'currency',
    );
    for (const r of REGIONS) {
      expect(r.currencyCode).toMatch(/^[A-Z]{3}$/);
      expect(r.rate).toBeGreaterThan(0);
      expect(r.flag.stripes.length).toBeGreaterThan(0);
      for (const c of allStrings(r.flag).filter((s) => s.startsWith('#'))) expect(c).toMatch(HEX);
    }
  });
});

describe('categories', () => {
  it('is a three-level tree: ≥5 top levels, 2–4 children each, 2–4 leaves each', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(5);
    for (const top of CATEGORIES) {
      expect(top.children.length).toBeGreaterThanOrEqual(2);
      expect(top.children.length).toBeLessThanOrEqual(4);
      for (const mid of top.children) {
        expect(mid.children.length).toBeGreaterThanOrEqual(2);
        expect(mid.children.length).toBeLessThanOrEqual(4);
        for (const leaf of mid.children) expect(leaf.children).toEqual([]);
      }
    }
  });

  it('has unique slug keys and Burmese names everywhere', () => {
    expectUnique(
      flat.map((c) => c.key),
      'category key',
    );
    for (const c of flat) {
      expect(c.key).toMatch(SLUG);
      expect(hasMyanmarScript(c.nameMm) || /^[A-Za-z]+$/.test(c.nameMm), c.key).toBe(true);
    }
  });

  it('flattens parents before children', () => {
    const seen = new Set<string>();
    for (const c of flat) {
      if (c.parentKey !== null) expect(seen.has(c.parentKey)).toBe(true);
      seen.add(c.key);
    }
  });

  it('expands top-level, middle and leaf keys into leaves', () => {
    expect(leafKeysUnder(['tea-coffee'])).toEqual(['lahpet', 'tea-mix', 'coffee-mix']);
    expect(leafKeysUnder(['lahpet', 'tea-coffee'])).toEqual(['lahpet', 'tea-mix', 'coffee-mix']);
    expect(leafKeysUnder(['groceries'])).toHaveLength(12);
    expect(leafKeysUnder(['no-such-key'])).toEqual([]);
  });
});

describe('shops', () => {
  it('has at least six shops with exactly one default', () => {
    expect(SHOPS.length).toBeGreaterThanOrEqual(6);
    expect(SHOPS.filter((s) => s.isDefault)).toHaveLength(1);
    expect(SHOPS.map(shopHostName)).toContain('localhost');
    expectUnique(SHOPS.map(shopHostName), 'host name');
  });

  it('has valid slugs, phones, colours, townships and categories', () => {
    expectUnique(
      SHOPS.map((s) => s.key),
      'shop key',
    );
    for (const s of SHOPS) {
      expect(s.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(s.primaryPhone).toMatch(MOBILE);
      for (const p of s.otherPhones) expect(p).toMatch(MOBILE);
      expect(s.accentColour).toMatch(HEX);
      expect(s.logoText).toMatch(/^[A-Z]{2,3}$/);
      expect(townshipKeys.has(s.townshipKey), s.townshipKey).toBe(true);
      expect(hasMyanmarScript(s.nameMm)).toBe(true);
      expect(leafKeysUnder(s.categoryKeys).length).toBeGreaterThan(0);
      for (const k of s.categoryKeys)
        expect(
          flat.some((c) => c.key === k),
          k,
        ).toBe(true);
    }
  });

  it('writes every address in Burmese too, in Myanmar digits, naming the same township', () => {
    for (const s of SHOPS) {
      const township = TOWNSHIPS.find((t) => t.key === s.townshipKey)!;
      expect(hasMyanmarScript(s.addressMm), s.key).toBe(true);
      expect(s.addressMm, s.key).toContain(`${township.nameMm}မြို့နယ်`);
      expect(s.addressMm, s.key).not.toMatch(/[A-Za-z0-9]/);
    }
    expectUnique(
      SHOPS.map((s) => s.addressMm),
      'Burmese address',
    );
  });

  it('leaves some shops without a website and at least one unable to ship everywhere', () => {
    expect(SHOPS.some((s) => s.website === null)).toBe(true);
    expect(SHOPS.some((s) => s.website !== null)).toBe(true);
    expect(SHOPS.some((s) => !s.canShipEverywhere)).toBe(true);
  });

  it('gives every shop enough templates to generate 30–50 products', () => {
    for (const s of SHOPS) {
      const templates = templatesForLeaves(leafKeysUnder(s.categoryKeys));
      const combinations = templates.reduce((n, t) => n + Math.max(1, t.brands.length), 0);
      expect(templates.length, s.key).toBeGreaterThanOrEqual(15);
      expect(combinations, s.key).toBeGreaterThanOrEqual(30);
    }
  });
});

describe('product templates', () => {
  it('covers every leaf with templates that name a leaf and a drawable icon', () => {
    expect(PRODUCT_TEMPLATES.length).toBeGreaterThanOrEqual(100);
    expectUnique(
      PRODUCT_TEMPLATES.map((t) => t.key),
      'template key',
    );
    for (const leaf of leafKeys) {
      expect(
        PRODUCT_TEMPLATES.some((t) => t.categoryKey === leaf),
        leaf,
      ).toBe(true);
    }
    for (const t of PRODUCT_TEMPLATES) {
      expect(leafKeys.has(t.categoryKey), `${t.key} → ${t.categoryKey}`).toBe(true);
      expect(ICON_NAMES).toContain(t.icon);
    }
  });

  it('has sane prices, weights, variants and addons', () => {
    for (const t of PRODUCT_TEMPLATES) {
      const [min, max] = t.priceRange;
      expect(Number.isInteger(min) && Number.isInteger(max), t.key).toBe(true);
      expect(min, t.key).toBeGreaterThanOrEqual(500);
      expect(max, t.key).toBeGreaterThanOrEqual(min);
      expect(max, t.key).toBeLessThanOrEqual(10_000_000);
      const [wMin, wMax] = t.weightKg;
      expect(wMin, t.key).toBeGreaterThan(0);
      expect(wMax, t.key).toBeGreaterThanOrEqual(wMin);
      expect(t.variantAxis.values.length, t.key).toBeGreaterThanOrEqual(2);
      expectUnique(t.variantAxis.values, `${t.key} variant`);
      if (t.variantAxis.valuesMm)
        expect(t.variantAxis.valuesMm).toHaveLength(t.variantAxis.values.length);
      for (const a of t.addons ?? []) {
        expect(a.priceMmk, `${t.key} ${a.name}`).toBeGreaterThan(0);
        expect(hasMyanmarScript(a.nameMm)).toBe(true);
      }
    }
  });

  it('mixes Burmese and English: Burmese names on some templates, descriptions missing on some', () => {
    const withMmName = PRODUCT_TEMPLATES.filter((t) => t.baseNameMm !== undefined).length;
    expect(withMmName / PRODUCT_TEMPLATES.length).toBeGreaterThan(0.3);
    expect(withMmName).toBeLessThan(PRODUCT_TEMPLATES.length);
    expect(PRODUCT_TEMPLATES.some((t) => t.descriptionMm === undefined)).toBe(true);
    expect(PRODUCT_TEMPLATES.some((t) => t.description === undefined)).toBe(true);
    expect(PRODUCT_TEMPLATES.some((t) => t.brands.length === 0)).toBe(true);
  });
});

describe('Burmese product names and descriptions', () => {
  const burmeseTemplates = PRODUCT_TEMPLATES.filter((t) => t.baseNameMm !== undefined);

  it('names a product in Burmese without an English edition or a year in Latin digits', () => {
    const names = burmeseTemplates.flatMap((t) =>
      [null, ...EDITIONS].map((edition) =>
        productName(t, { burmese: true, brand: t.brands[0] ?? null, edition }),
      ),
    );
    expect(names.length).toBeGreaterThan(200);
    expect(names.flatMap(findEditionSuffixProblems)).toEqual([]);
    expect(names.flatMap(findLatinDigitProblems)).toEqual([]);
    expect(EDITIONS.every((e) => hasMyanmarScript(e.mm) && !/[A-Za-z0-9]/.test(e.mm))).toBe(true);
  });

  it('keeps English names as they were: brand first, the edition last', () => {
    const phone = PRODUCT_TEMPLATES.find((t) => t.key === 'smartphone-5g')!;
    const year = EDITIONS.find((e) => e.en === '2024')!;
    expect(productName(phone, { burmese: false, brand: 'Samsung', edition: year })).toBe(
      'Samsung Smartphone 6.7" 5G 2024',
    );
    expect(productName(phone, { burmese: true, brand: 'Samsung', edition: year })).toBe(
      'စမတ်ဖုန်း ၆.၇ လက်မ 5G ၂၀၂၄ ခုနှစ်ထုတ်',
    );
    expect(productName(phone, { burmese: true, brand: null, edition: null })).toBe(
      'စမတ်ဖုန်း ၆.၇ လက်မ 5G',
    );
  });

  it('writes a Burmese description in Myanmar digits, Latin ones only inside model names', () => {
    const descriptions = PRODUCT_TEMPLATES.flatMap((t) =>
      t.descriptionMm === undefined ? [] : [t.descriptionMm],
    );
    expect(descriptions.length).toBeGreaterThan(50);
    expect(descriptions.flatMap(findLatinDigitProblems)).toEqual([]);
  });
});

describe('reviews', () => {
  it('has about thirty texts per language, leaning positive', () => {
    expect(REVIEW_TEXTS_EN.length).toBeGreaterThanOrEqual(30);
    expect(REVIEW_TEXTS_MM.length).toBeGreaterThanOrEqual(30);
    expect(REVIEW_TEXTS_EN.every((r) => r.lang === 'en' && !hasMyanmarScript(r.text))).toBe(true);
    expect(REVIEW_TEXTS_MM.every((r) => r.lang === 'mm' && hasMyanmarScript(r.text))).toBe(true);
    const mean = REVIEW_TEXTS.reduce((s, r) => s + r.stars, 0) / REVIEW_TEXTS.length;
    expect(mean).toBeGreaterThan(3.8);
    expect(mean).toBeLessThan(4.8);
    expect(new Set(REVIEW_TEXTS.map((r) => r.stars))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('has Myanmar reviewer names in both scripts', () => {
    expectUnique(REVIEWER_NAMES, 'reviewer');
    expect(REVIEWER_NAMES.filter(hasMyanmarScript).length).toBeGreaterThanOrEqual(5);
    expect(REVIEWER_NAMES.filter((n) => !hasMyanmarScript(n)).length).toBeGreaterThanOrEqual(15);
  });
});

describe('promos', () => {
  it('offers percentage, fixed-amount and another type, current and expired', () => {
    expectUnique(
      PROMOS.map((p) => p.code),
      'promo code',
    );
    expect(new Set(PROMOS.map((p) => p.discountType))).toEqual(
      new Set(['percentage', 'fixed_amount', 'free_shipping']),
    );
    expect(PROMOS.some((p) => p.startOffsetDays <= 0 && p.endOffsetDays > 0)).toBe(true);
    expect(PROMOS.some((p) => p.endOffsetDays < 0)).toBe(true);
    for (const p of PROMOS) {
      expect(p.code).toMatch(/^[A-Z0-9]+$/);
      expect(p.endOffsetDays).toBeGreaterThan(p.startOffsetDays);
      expect(p.discountValue).toBeGreaterThan(0);
      if (p.discountType === 'percentage') expect(p.discountValue).toBeLessThanOrEqual(100);
    }
  });
});

describe('payment methods', () => {
  it('has KBZPay, WavePay, AYA Pay and CB Pay with one or two accounts each', () => {
    expect(PAYMENT_METHODS.map((p) => p.paymentType)).toEqual([
      'KBZPay',
      'WavePay',
      'AYA Pay',
      'CB Pay',
    ]);
    for (const p of PAYMENT_METHODS) {
      expect(p.colour).toMatch(HEX);
      expect(p.accounts.length).toBeGreaterThanOrEqual(1);
      expect(p.accounts.length).toBeLessThanOrEqual(2);
      for (const a of p.accounts) expect(a.paymentPhone).toMatch(MOBILE);
    }
  });
});

describe('demo customer', () => {
  it('can log in with a long password and lives where every shop ships', () => {
    expect(DEMO_CUSTOMER.password.length).toBeGreaterThanOrEqual(12);
    expect(DEMO_CUSTOMER.phone).toMatch(MOBILE);
    expect(DEMO_CUSTOMER.address.townshipKey).not.toBeNull();
    expect(DOWNTOWN_TOWNSHIP_KEYS).toContain(DEMO_CUSTOMER.address.townshipKey);
  });

  it('also has a saved address outside downtown Yangon, where the restricted shop cannot ship', () => {
    const outside = DEMO_CUSTOMER.otherAddresses.filter(
      (a) => a.townshipKey !== null && !DOWNTOWN_TOWNSHIP_KEYS.includes(a.townshipKey),
    );
    expect(outside.length).toBeGreaterThan(0);
    for (const a of [DEMO_CUSTOMER.address, ...DEMO_CUSTOMER.otherAddresses]) {
      if (a.townshipKey !== null) expect(townshipKeys.has(a.townshipKey), a.townshipKey).toBe(true);
      expect(REGIONS.some((r) => r.key === a.regionKey)).toBe(true);
      expect(a.primaryPhone).toMatch(MOBILE);
    }
  });
});

describe('demo sellers', () => {
  it('staff every shop once, each with a mobile number of their own', () => {
    expect(DEMO_SELLERS.map((s) => s.shopKey).sort()).toEqual(SHOPS.map((s) => s.key).sort());
    const phones = DEMO_SELLERS.map((s) => s.phone);
    for (const phone of phones) expect(phone).toMatch(MOBILE);
    expect(new Set([...phones, DEMO_CUSTOMER.phone]).size).toBe(phones.length + 1);
    expect(DEMO_SELLER_PASSWORD.length).toBeGreaterThanOrEqual(12);
  });
});

describe('Burmese text', () => {
  const everything = allStrings([
    TOWNSHIPS,
    REGIONS,
    CATEGORIES,
    SHOPS,
    PRODUCT_TEMPLATES,
    REVIEWER_NAMES,
    REVIEW_TEXTS,
    PROMOS,
    PAYMENT_METHODS,
    DEMO_CUSTOMER,
    EDITIONS,
  ]);
  const burmese = everything.filter(hasMyanmarScript);

  it('is stored in Unicode order', () => {
    expect(burmese.length).toBeGreaterThan(500);
    expect(burmese.flatMap(findMyanmarOrderProblems)).toEqual([]);
  });

  it('is Unicode, not Zawgyi', () => {
    // The detector needs context: short words alone are ambiguous, so judge long texts one by
    // one and the short ones together.
    const detector = new ZawgyiDetector();
    const long = burmese.filter((s) => s.length >= 30);
    expect(long.filter((s) => detector.getZawgyiProbability(s) > 0.05)).toEqual([]);
    expect(
      detector.getZawgyiProbability(burmese.filter((s) => s.length < 30).join(' ')),
    ).toBeLessThan(0.01);
  });

  it('counts in Myanmar digits outside brand and model names', () => {
    expect(burmese.flatMap(findLatinDigitProblems)).toEqual([]);
  });

  it('does not mix in Latin look-alikes or stray control characters', () => {
    for (const s of everything) expect(s, s).not.toMatch(/[\u200B-\u200D\uFEFF\u00A0]/);
  });
});
