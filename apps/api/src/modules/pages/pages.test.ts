import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ProductListResponseSchema, type ProductCard } from '@storefront/contract/catalog';
import {
  CART_COUNT_COOKIE,
  CART_LINES_COOKIE,
  PAGE_DATA_ELEMENT_ID,
  SERVER_ENTRY_FILE,
} from '@storefront/contract/web-page';
import { effectivePrice } from '@storefront/commerce/catalog';
import { languageAddress } from '@storefront/contract/language-address';
import { convertCurrency } from '@storefront/commerce/currency';
import { formatMoney } from '@storefront/commerce/money';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addCategoryTree,
  addImage,
  addProduct,
  addReview,
  addShop,
  daysAgo,
  variant,
} from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addRegion } from '../../test/region-fixtures';
import { ROBOTS_DISALLOWED } from './seo.routes';

/**
 * Server-rendered pages, robots.txt and sitemap.xml, through app.inject on the REAL web build
 * (docs/architecture.md#server-rendering): what a crawler, a link preview or a reader without
 * JavaScript gets for every public route, in both languages.
 */

const WEB_DIST = path.resolve(import.meta.dirname, '../../../../web/dist');
const SERVER_ENTRY = path.join(WEB_DIST, '..', SERVER_ENTRY_FILE);

function requireWebBuild() {
  const missing = [path.join(WEB_DIST, 'index.html'), SERVER_ENTRY].filter(
    (file) => !fs.existsSync(file),
  );
  if (missing.length > 0) {
    throw new Error(
      `The web app's build is missing (${missing.join(', ')}): run \`npm run build -w @storefront/web\` before these tests.`,
    );
  }
}

type Language = 'en' | 'mm';
const HTML_LANG: Record<Language, string> = { en: 'en', mm: 'my' };
const OG_LOCALE: Record<Language, string> = { en: 'en_US', mm: 'my_MM' };
const NUMBER_LOCALE: Record<Language, string> = { en: 'en', mm: 'my' };

/** The strings the titles are made of (apps/web/src/locales/{en,mm}). */
const STRINGS = {
  en: {
    allProducts: 'Showing All Products',
    categories: 'Showing All Categories',
    newArrival: 'Showing All New Arrival Products',
    bestDeals: 'Showing All Best Deal Products',
    justForYou: 'Showing All New Arrival Products',
    topPicks: 'Showing Top Products Picked For You',
    searched: (term: string) => `Showing All "${term}"`,
    cart: 'Shopping Cart',
    compare: 'Compare Products',
    productListForComparison: 'Choose Products To Compare',
    login: 'Login',
    register: 'Create Account',
    checkout: 'Checkout',
    dashboard: 'Dashboard',
    orderHistory: 'Order Lists',
    orderDetail: 'Order Detail',
    promoList: 'Showing All Promotion Coupons',
    home: 'Home',
    productNotFound: 'Product not found',
    categoryNotFound: 'Category Not Found',
    pageNotFound: 'Page Not Found',
  },
  mm: {
    allProducts: 'ကုန်ပစ္စည်းအားလုံးကို ပြသနေသည်',
    categories: 'အမျိုးအစားအားလုံးကို ပြသနေသည်',
    newArrival: 'ပစ္စည်းအသစ်အားလုံးကို ပြသနေသည်',
    bestDeals: 'အထူးလျှော့ဈေး ပစ္စည်းအားလုံးကို ပြသနေသည်',
    justForYou: 'သင့်အတွက် ရွေးထားသော ပစ္စည်းများ',
    topPicks: 'သင့်အတွက် ရွေးချယ်ထားသော ထိပ်တန်းပစ္စည်းများကို ပြသနေသည်',
    searched: (term: string) => `"${term}" အတွက် ရလဒ်အားလုံးကို ပြသနေသည်`,
    cart: 'ဈေးခြင်း',
    compare: 'ပစ္စည်းများ နှိုင်းယှဉ်ရန်',
    productListForComparison: 'နှိုင်းယှဉ်ရန် ပစ္စည်းများ ရွေးချယ်ပါ',
    login: 'အကောင့်ဝင်ရန်',
    register: 'အကောင့်ဖွင့်ရန်',
    checkout: 'ငွေရှင်းရန်',
    dashboard: 'ကျွန်ုပ်၏ အကောင့်',
    orderHistory: 'အော်ဒါ စာရင်းများ',
    orderDetail: 'အော်ဒါ အသေးစိတ်',
    promoList: 'ပရိုမိုးရှင်း ကူပွန်အားလုံးကို ပြသနေသည်',
    home: 'ပင်မစာမျက်နှာ',
    productNotFound: 'ပစ္စည်း ရှာမတွေ့ပါ',
    categoryNotFound: 'အမျိုးအစား ရှာမတွေ့ပါ',
    pageNotFound: 'စာမျက်နှာ ရှာမတွေ့ပါ',
  },
} as const;

const ALPHA = { name: 'Alpha Mart', nameMm: 'အယ်လ်ဖာ မတ်', host: 'alpha.localhost' };
const BETA = { name: 'Beta Store', nameMm: 'ဘီတာ စတိုး', host: 'beta.localhost' };
const HOSTILE_NAME = '</script><script>alert(1)</script> Tea';
const BURMESE_TERM = 'လက်ဖက်';

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** As React writes text: what the page's body shows of a product name. */
function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** What a crawler reads from a page's head. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const all = (pattern: RegExp) => [...head.matchAll(pattern)].map((m) => decodeEntities(m[1]!));
  const meta = new Map<string, string[]>();
  for (const m of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    const key = decodeEntities(m[1]!);
    meta.set(key, [...(meta.get(key) ?? []), decodeEntities(m[2]!)]);
  }
  const one = (key: string) => {
    const values = meta.get(key) ?? [];
    expect(values.length, `${key} at most once`).toBeLessThanOrEqual(1);
    return values[0];
  };
  return {
    htmlLang: /<html lang="([^"]*)"/.exec(html)?.[1],
    titles: all(/<title>([^<]*)<\/title>/g),
    canonicals: all(/<link rel="canonical" href="([^"]*)" \/>/g),
    /** `<link rel="alternate" hreflang>`: [hreflang, href] in order. */
    alternates: [
      ...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g),
    ].map((m) => [decodeEntities(m[1]!), decodeEntities(m[2]!)]),
    metaAll: (key: string) => meta.get(key) ?? [],
    meta: one,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

/** The state the page was rendered with (the hydration data block), parsed. */
function pageDataOf(html: string): unknown {
  const pattern = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  );
  const match = pattern.exec(html);
  expect(match, 'page data block').not.toBeNull();
  return JSON.parse(match![1]!);
}

/** Every script element's text: none may carry markup that could end it or open another. */
function scriptTexts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi)].map((m) => m[1]!);
}

describe.each(testDialects())('server-rendered pages on %s', (dialect) => {
  let t: TestApp;
  const w = {
    alpha: '',
    beta: '',
    banner: '',
    leaf: '',
    leafNames: { en: '', mm: '' },
    usd: '',
    tea: { guid: '', image: '', variant: '' },
    preOrder: '',
    soldOut: '',
    hostile: '',
    burmese: '',
    inactive: '',
    betaSoap: '',
    scarf: { guid: '', blue: '', red: '', wrap: '' },
  };

  beforeAll(async () => {
    requireWebBuild();
    t = await createTestApp(dialect, { webDist: WEB_DIST });
    await addRegion(t.db, 'Myanmar', 'MMK', 1, 0);
    w.usd = await addRegion(t.db, 'United States', 'USD', 2_000, 1);

    const alpha = await addShop(t.db, { name: ALPHA.name, hostName: ALPHA.host, isDefault: true });
    const beta = await addShop(t.db, { name: BETA.name, hostName: BETA.host });
    w.alpha = alpha.guid;
    w.beta = beta.guid;
    w.banner = await addImage(t.db, 'banner');
    await t.db.kysely
      .updateTable('shops')
      .set({ nameMm: ALPHA.nameMm, bannerImageGuid: w.banner })
      .where('guid', '=', alpha.guid)
      .execute();
    await t.db.kysely
      .updateTable('shops')
      .set({ nameMm: BETA.nameMm })
      .where('guid', '=', beta.guid)
      .execute();

    const tree = await addCategoryTree(t.db);
    const [leafRow, fillerLeaf] = tree.rows.filter((row) => row.level === 3);
    w.leaf = leafRow!.guid;
    w.leafNames = { en: leafRow!.name, mm: leafRow!.nameMm };

    const tea = await addProduct(t.db, alpha.guid, w.leaf, {
      name: 'Shan Green Tea',
      description: 'Green tea leaves from the Shan hills.',
      createdAt: daysAgo(3),
      variants: [variant({ priceSell: 4_500, stockQty: 8, preSaleLimit: 0 })],
    });
    w.tea = { guid: tea.guid, image: tea.imageGuids[0]!, variant: tea.variants[0]!.guid };
    await addReview(t.db, tea.guid, 5);
    await addReview(t.db, tea.guid, 4);
    w.preOrder = (
      await addProduct(t.db, alpha.guid, w.leaf, {
        name: 'Pre-order Longyi',
        createdAt: daysAgo(4),
        variants: [
          variant({ priceSell: 25_000, priceSell1: 19_990.5, stockQty: 0, preSaleLimit: 5 }),
        ],
      })
    ).guid;
    w.soldOut = (
      await addProduct(t.db, alpha.guid, w.leaf, {
        name: 'Sold-out Kettle',
        createdAt: daysAgo(5),
        variants: [variant({ priceSell: 38_000, stockQty: 0, preSaleLimit: 0 })],
      })
    ).guid;
    w.hostile = (
      await addProduct(t.db, alpha.guid, w.leaf, {
        name: HOSTILE_NAME,
        description: `${HOSTILE_NAME} <!-- and a comment`,
        createdAt: daysAgo(0),
      })
    ).guid;
    w.burmese = (
      await addProduct(t.db, alpha.guid, w.leaf, {
        name: `${BURMESE_TERM}သုပ် အထုပ်`,
        createdAt: daysAgo(1),
        variants: [variant({ priceSell: 3_000 })],
      })
    ).guid;
    // Enough products for a second page of 12, in a category of their own.
    for (let i = 0; i < 10; i++) {
      await addProduct(t.db, alpha.guid, fillerLeaf!.guid, {
        name: `Filler ${i}`,
        createdAt: daysAgo(10 + i),
        variants: [variant({ priceSell: 1_000 + i })],
      });
    }
    w.inactive = (
      await addProduct(t.db, alpha.guid, w.leaf, { name: 'Withdrawn Radio', isActive: false })
    ).guid;
    w.betaSoap = (await addProduct(t.db, beta.guid, w.leaf, { name: 'Beta Only Soap' })).guid;
    // Two options and an addon, of the other shop: a cart holds several shops' products.
    const scarf = await addProduct(t.db, beta.guid, w.leaf, {
      name: 'Silk Scarf',
      variants: [
        variant({ name: 'Blue', priceSell: 12_000 }),
        variant({ name: 'Red', priceSell: 12_000, priceSell1: 10_500 }),
      ],
      addons: [{ guid: randomUUID(), name: 'Gift wrap', price: 1_000 }],
    });
    w.scarf = {
      guid: scarf.guid,
      blue: scarf.variants[0]!.guid,
      red: scarf.variants[1]!.guid,
      wrap: scarf.addons![0]!.guid,
    };
  }, 120_000);
  afterAll(() => t?.close());

  const page = (url: string, language: Language, extra: Record<string, string> = {}) =>
    t.app.inject({
      url,
      headers: { host: ALPHA.host, cookie: `lang=${language}`, accept: 'text/html', ...extra },
    });
  const origin = `http://${ALPHA.host}`;
  const at = (pathAndQuery: string) => new URL(pathAndQuery, origin).toString();
  /** A page's address in a language (`/my/…` for Burmese, docs/decisions/0035-language-addresses.md). */
  const atIn = (pathAndQuery: string, language: Language) =>
    at(languageAddress(pathAndQuery, language));
  const shareAt = (image: string) => at(`/v1/image/share/${image}`);

  /** The items of the shop's product list the page should show, through the list call. */
  const listItems = async (first: number, max = 12): Promise<ProductCard[]> => {
    const res = await t.app.inject({
      url: `/v1/pos/shop/listShopProduct/${w.alpha}?first=${first}&max=${max}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return parseBody(ProductListResponseSchema, res.body).data.items;
  };

  type Route = {
    label: string;
    url: () => string;
    status: number;
    /** The page's own name in the title; null: the title is the shop's name alone (home). */
    page: ((language: Language) => string) | null;
    /** When the address carries what the canonical one leaves out. */
    canonical?: string;
    ogType?: 'website' | 'product';
    image?: () => string;
    noindex?: boolean;
  };

  const s = (key: Exclude<keyof (typeof STRINGS)['en'], 'searched'>) => (language: Language) =>
    STRINGS[language][key];

  const routes: Route[] = [
    { label: 'home', url: () => '/', status: 200, page: null },
    { label: 'categories', url: () => '/categories', status: 200, page: s('categories') },
    { label: 'all products', url: () => '/all-products', status: 200, page: s('allProducts') },
    {
      label: 'all products, page 2',
      url: () => '/all-products?page=2',
      status: 200,
      page: s('allProducts'),
    },
    {
      label: 'all products, page 1 with a tracking tag',
      url: () => '/all-products?page=1&utm_source=viber',
      status: 200,
      page: s('allProducts'),
      canonical: '/all-products',
    },
    {
      label: 'all products, a page number as written by hand',
      url: () => '/all-products?page=02',
      status: 200,
      page: s('allProducts'),
      canonical: '/all-products?page=2',
    },
    {
      label: 'all products, a page that is no number',
      url: () => '/all-products?page=abc',
      status: 200,
      page: s('allProducts'),
      canonical: '/all-products',
    },
    { label: 'new arrivals', url: () => '/new-arrival', status: 200, page: s('newArrival') },
    { label: 'best deals', url: () => '/best-deals', status: 200, page: s('bestDeals') },
    { label: 'just for you', url: () => '/just-for-you', status: 200, page: s('justForYou') },
    { label: 'top picks', url: () => '/top-picks', status: 200, page: s('topPicks') },
    {
      label: 'top picks in an order and a price band',
      url: () => '/top-picks?sort=price&price=below-10000',
      status: 200,
      page: s('topPicks'),
    },
    {
      label: 'top picks in an unknown order and band, which show the list as it is',
      url: () => '/top-picks?sort=zzz&price=cheap',
      status: 200,
      page: s('topPicks'),
      canonical: '/top-picks',
    },
    {
      label: 'top picks in the default order and no band',
      url: () => '/top-picks?sort=name&price=select',
      status: 200,
      page: s('topPicks'),
      canonical: '/top-picks',
    },
    {
      label: 'a category',
      url: () => `/products/${w.leaf}`,
      status: 200,
      page: (language) => w.leafNames[language],
    },
    {
      label: 'an unknown category',
      url: () => `/products/${randomUUID()}`,
      status: 404,
      page: s('categoryNotFound'),
      noindex: true,
    },
    {
      label: 'a search',
      url: () => '/searched-products/tea',
      status: 200,
      page: (language) => STRINGS[language].searched('tea'),
      noindex: true,
    },
    {
      label: 'a Burmese search',
      url: () => `/searched-products/${encodeURIComponent(BURMESE_TERM)}`,
      status: 200,
      page: (language) => STRINGS[language].searched(BURMESE_TERM),
      noindex: true,
    },
    {
      label: 'a product',
      url: () => `/product-detail/${w.tea.guid}`,
      status: 200,
      page: () => 'Shan Green Tea',
      ogType: 'product',
      image: () => shareAt(w.tea.image),
    },
    { label: 'compare', url: () => '/compare', status: 200, page: s('compare'), noindex: true },
    { label: 'cart', url: () => '/cart', status: 200, page: s('cart'), noindex: true },
    { label: 'login', url: () => '/login', status: 200, page: s('login'), noindex: true },
    { label: 'register', url: () => '/register', status: 200, page: s('register'), noindex: true },
    {
      label: 'choosing products to compare',
      url: () => '/product-list-for-comparison',
      status: 200,
      page: s('productListForComparison'),
    },
    // Signed-in pages, rendered for a shopper the server does not know: named, never indexed.
    { label: 'checkout', url: () => '/checkout', status: 200, page: s('checkout'), noindex: true },
    {
      label: 'dashboard',
      url: () => '/dashboard',
      status: 200,
      page: s('dashboard'),
      noindex: true,
    },
    {
      label: 'order history',
      url: () => '/order-history',
      status: 200,
      page: s('orderHistory'),
      noindex: true,
    },
    {
      label: 'an order',
      url: () => `/order-detail/${randomUUID()}`,
      status: 200,
      page: s('orderDetail'),
      noindex: true,
    },
    {
      label: 'promotions',
      url: () => '/promo-list',
      status: 200,
      page: s('promoList'),
      noindex: true,
    },
    {
      label: 'an unknown path',
      url: () => '/no-such-page',
      status: 404,
      page: s('pageNotFound'),
      noindex: true,
    },
    {
      label: 'an unknown product',
      url: () => `/product-detail/${randomUUID()}`,
      status: 404,
      page: s('productNotFound'),
      noindex: true,
    },
  ];

  describe.each(['en', 'mm'] as const)('in %s', (language) => {
    const shopName = language === 'mm' ? ALPHA.nameMm : ALPHA.name;

    it.each(routes)(
      '$label: status, language, title, canonical and sharing tags',
      async (route) => {
        const url = route.url();
        const res = await page(url, language);
        expect(res.statusCode, url).toBe(route.status);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        const head = headOf(res.body);
        expect(head.htmlLang).toBe(HTML_LANG[language]);

        const title = route.page === null ? shopName : `${route.page(language)} | ${shopName}`;
        expect(head.titles, 'one title, the page and the shop').toEqual([title]);
        expect(title).not.toMatch(/^Storefront$/);

        // The page's address in the language it is drawn in, whatever address it was asked at.
        const canonical = atIn(route.canonical ?? url, language);
        expect(head.canonicals).toEqual([canonical]);
        if (route.noindex) expect(head.alternates).toEqual([]);
        else
          expect(head.alternates).toEqual([
            ['en', at(route.canonical ?? url)],
            ['my', atIn(route.canonical ?? url, 'mm')],
            ['x-default', at(route.canonical ?? url)],
          ]);
        expect(head.meta('og:title')).toBe(title);
        expect(head.meta('og:description')).toMatch(/\S{3}/);
        expect(head.meta('description')).toBe(head.meta('og:description'));
        expect(head.meta('og:url')).toBe(canonical);
        expect(head.meta('og:locale')).toBe(OG_LOCALE[language]);
        expect(head.metaAll('og:locale:alternate')).toEqual([
          OG_LOCALE[language === 'mm' ? 'en' : 'mm'],
        ]);
        expect(head.meta('og:site_name')).toBe(shopName);
        expect(head.meta('og:type')).toBe(route.ogType ?? 'website');
        // The shop has a banner, so every page has a picture to share: absolute, and served, as
        // the 1200 × 630 JPEG link previews draw large.
        const image = route.image?.() ?? shareAt(w.banner);
        expect(head.meta('og:image')).toBe(image);
        expect(head.meta('twitter:image')).toBe(image);
        expect(head.meta('twitter:card')).toBe('summary_large_image');
        const picture = await t.app.inject({ url: new URL(image).pathname });
        expect(picture.statusCode).toBe(200);
        // The share picture, and what a link preview is told of it before fetching it: the
        // product's name, else the shop's, in the page's language.
        const alt = route.ogType === 'product' ? route.page?.(language) : shopName;
        expect(picture.headers['content-type']).toBe('image/jpeg');
        expect(head.meta('og:image:type')).toBe('image/jpeg');
        expect(head.meta('og:image:width')).toBe('1200');
        expect(head.meta('og:image:height')).toBe('630');
        expect(head.meta('og:image:alt')).toBe(alt);
        expect(head.meta('twitter:image:alt')).toBe(alt);
        if (route.noindex) expect(head.meta('robots')).toMatch(/^noindex\b/);
        else expect(head.meta('robots')).toBeUndefined();
        // The page is rendered, not the empty shell that needs JavaScript.
        expect(res.body).not.toContain('boot-screen');
        expect(res.body).not.toContain('This shop needs JavaScript');
      },
    );

    it('home carries WebSite with a SearchAction and Organization', async () => {
      const res = await page('/', language);
      const ld = headOf(res.body).jsonLd;
      const site = ld.find((item) => item['@type'] === 'WebSite');
      expect(site).toMatchObject({
        '@context': 'https://schema.org',
        name: shopName,
        url: atIn('/', language),
        inLanguage: HTML_LANG[language],
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            // Literal braces: the template is filled in by the search engine.
            urlTemplate: `${origin}${languageAddress('/searched-products/', language)}{search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      });
      expect(ld.find((item) => item['@type'] === 'Organization')).toMatchObject({
        name: ALPHA.name,
        alternateName: ALPHA.nameMm,
        url: atIn('/', language),
        logo: expect.stringMatching(new RegExp(`^${origin}/v1/image/download/`)),
      });
    });

    it('product page JSON-LD: name, price, currency, availability, rating and breadcrumbs', async () => {
      const cases = [
        {
          guid: w.tea.guid,
          name: 'Shan Green Tea',
          price: '4500',
          stock: 'InStock',
          rated: true,
        },
        {
          guid: w.preOrder,
          name: 'Pre-order Longyi',
          // Kyat in whole kyats, as the page writes it: 19,990.50 rounds half up.
          price: '19991',
          stock: 'PreOrder',
          rated: false,
        },
        {
          guid: w.soldOut,
          name: 'Sold-out Kettle',
          price: '38000',
          stock: 'OutOfStock',
          rated: false,
        },
      ];
      for (const c of cases) {
        const res = await page(`/product-detail/${c.guid}`, language);
        expect(res.statusCode).toBe(200);
        const head = headOf(res.body);
        expect(head.titles).toEqual([`${c.name} | ${shopName}`]);
        const product = head.jsonLd.find((item) => item['@type'] === 'Product');
        expect(product, c.name).toMatchObject({
          '@context': 'https://schema.org',
          name: c.name,
          sku: c.guid,
          image: [expect.stringMatching(new RegExp(`^${origin}/v1/image/download/`))],
        });
        const offers = product!.offers as Record<string, unknown>[];
        expect(offers).toHaveLength(1);
        expect(offers[0]).toMatchObject({
          '@type': 'Offer',
          url: atIn(`/product-detail/${c.guid}`, language),
          price: c.price,
          priceCurrency: 'MMK',
          availability: `https://schema.org/${c.stock}`,
          seller: { '@type': 'Organization', name: ALPHA.name },
        });
        expect(head.meta('product:price:amount')).toBe(c.price);
        expect(head.meta('product:price:currency')).toBe('MMK');
        if (c.rated) {
          expect(product!.aggregateRating).toEqual({
            '@type': 'AggregateRating',
            ratingValue: 4.5,
            reviewCount: 2,
            bestRating: 5,
            worstRating: 1,
          });
        } else {
          expect(product!.aggregateRating).toBeUndefined();
        }
        const crumbs = head.jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
        const items = crumbs!.itemListElement as { position: number; name: string; item: string }[];
        expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4, 5]);
        expect(items[0]).toMatchObject({
          name: STRINGS[language].home,
          item: atIn('/', language),
        });
        expect(items[3]).toMatchObject({
          name: w.leafNames[language],
          item: atIn(`/products/${w.leaf}`, language),
        });
        expect(items[4]).toMatchObject({
          name: c.name,
          item: atIn(`/product-detail/${c.guid}`, language),
        });
      }
    });

    it("a list page's body shows its products' names and prices, and pages with real links", async () => {
      const first = await listItems(0);
      const second = await listItems(12);
      expect(first).toHaveLength(12);
      expect(second.length).toBeGreaterThan(0);
      for (const [url, items] of [
        ['/all-products', first],
        ['/all-products?page=2', second],
      ] as const) {
        const res = await page(url, language);
        expect(res.statusCode).toBe(200);
        const body = res.body.slice(res.body.indexOf('<body'));
        for (const item of items) {
          expect(body, `${url}: ${item.name}`).toContain(escapeText(item.displayName || item.name));
          const price = formatMoney(
            effectivePrice(item),
            item.currencyCode,
            NUMBER_LOCALE[language],
          );
          expect(body, `${url}: price of ${item.name}`).toContain(price);
        }
        // Another page's products are not on this one.
        const other = items === first ? second : first;
        expect(body).not.toContain(`>${escapeText(other[0]!.name)}<`);
      }
      const one = await page('/all-products', language);
      expect(one.body).toMatch(/<a\b[^>]*\bhref="\/all-products\?page=2"/);
      const two = await page('/all-products?page=2', language);
      expect(two.body).toMatch(/<a\b[^>]*\bhref="\/all-products"/);
    });

    it('a category page and a Burmese search show what they found', async () => {
      const category = await page(`/products/${w.leaf}`, language);
      expect(category.body).toContain('Shan Green Tea');
      const search = await page(`/searched-products/${encodeURIComponent(BURMESE_TERM)}`, language);
      expect(search.statusCode).toBe(200);
      expect(search.body).toContain(`${BURMESE_TERM}သုပ် အထုပ်`);
      expect(search.body).not.toContain('Shan Green Tea');
    });
  });

  const RATES = [
    { currencyCode: 'MMK', rate: 1 },
    { currencyCode: 'USD', rate: 2_000 },
  ];

  it("the region cookie shows prices in the region's currency, with the kyat approximation", async () => {
    const item = (await listItems(0))[0]!;
    const price = effectivePrice(item);
    const inKyat = formatMoney(price, 'MMK', 'en');
    const inDollars = formatMoney(convertCurrency(price, 'MMK', 'USD', RATES)!, 'USD', 'en');
    const plain = await page('/all-products', 'en');
    expect(plain.body).toContain(inKyat);
    expect(plain.body).not.toContain(' USD');
    const inUsd = await page('/all-products', 'en', { cookie: `lang=en; region=${w.usd}` });
    expect(inUsd.statusCode).toBe(200);
    expect(inUsd.body).toContain(inDollars);
    // The kyat approximation under it.
    expect(inUsd.body).toContain(inKyat);
    expect(inUsd.body).toContain('≈ ');
    // What a search engine reads stays in the product's own currency.
    const detail = await page(`/product-detail/${w.tea.guid}`, 'en', {
      cookie: `lang=en; region=${w.usd}`,
    });
    const product = headOf(detail.body).jsonLd.find((entry) => entry['@type'] === 'Product')!;
    expect(product.offers).toMatchObject([{ price: '4500', priceCurrency: 'MMK' }]);
  });

  it('a rendered page is compressed for a browser that accepts it, and says it varies by that', async () => {
    const plain = await page('/all-products', 'en');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await page('/all-products', 'en', { 'accept-encoding': accepted });
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      const body = decode(res.rawPayload).toString('utf8');
      // The same page; only the data block's request ids and times differ between two renders.
      const withoutData = (html: string) =>
        html.replace(/<script type="application\/json" id="page-data">.*?<\/script>/s, '');
      expect(withoutData(body), accepted).toBe(withoutData(plain.body));
      expect(body).toContain('id="page-data"');
      // Several times smaller: what a phone's slow network carries before the first paint.
      expect(res.rawPayload.length, accepted).toBeLessThan(plain.rawPayload.length / 3);
    }
  });

  it('the cart page arrives drawn empty when the cart_count cookie says so, else waits for storage', async () => {
    const emptyHint = {
      en: 'Browse the shop and add the things you like.',
      mm: 'ဆိုင်ထဲ လှည့်ပတ်ကြည့်ပြီး နှစ်သက်ရာ ပစ္စည်းများကို ထည့်ပါ။',
    };
    const waiting = 'role="status" aria-busy="true"';
    for (const language of ['en', 'mm'] as const) {
      // No cookie: a browser that never stored a cart. Or one that says the cart is empty.
      for (const cookie of [`lang=${language}`, `lang=${language}; ${CART_COUNT_COOKIE}=0`]) {
        const res = await page('/cart', language, { cookie });
        expect(res.statusCode, cookie).toBe(200);
        expect(res.body, cookie).toContain(emptyHint[language]);
        expect(res.body, cookie).not.toContain(waiting);
        const data = pageDataOf(res.body) as { state: { browser: unknown } };
        expect(data.state.browser, cookie).toEqual({
          isRestored: false,
          cartKnownEmpty: true,
          cartFromLines: false,
        });
      }
      // Items stored, or a value that is not a count: drawn once the browser has read storage.
      for (const count of ['2', 'x', '']) {
        const cookie = `lang=${language}; ${CART_COUNT_COOKIE}=${count}`;
        const res = await page('/cart', language, { cookie });
        expect(res.statusCode, cookie).toBe(200);
        expect(res.body, cookie).toContain(waiting);
        expect(res.body, cookie).not.toContain(emptyHint[language]);
      }
    }
  });

  it('marks a shop\'s Burmese words on an English page lang="my", and nothing on a Burmese page', async () => {
    // docs/architecture.md#first-screen: the Burmese font is named for the marked words alone.
    const h1 = (body: string) => /<h1[^>]*>[^<]*/.exec(body)?.[0];
    const burmese = await page(`/product-detail/${w.burmese}`, 'en');
    expect(burmese.body).toMatch(/<html lang="en">/);
    expect(h1(burmese.body)).toMatch(new RegExp(`^<h1 lang="my"[^>]*>${BURMESE_TERM}သုပ် အထုပ်$`));
    const tea = await page(`/product-detail/${w.tea.guid}`, 'en');
    expect(h1(tea.body)).toMatch(/^<h1 class="[^"]*">Shan Green Tea$/);
    const burmeseMm = await page(`/product-detail/${w.burmese}`, 'mm');
    expect(burmeseMm.body).toMatch(/<html lang="my">/);
    expect(h1(burmeseMm.body)).toMatch(new RegExp(`^<h1 class="[^"]*">${BURMESE_TERM}သုပ် အထုပ်$`));
  });

  describe('the cart page drawn from the lines the cart_lines cookie tells', () => {
    const waiting = 'role="status" aria-busy="true"';
    const cartPage = (language: Language, lines: string, count = '2') =>
      page('/cart', language, {
        cookie: `lang=${language}; ${CART_COUNT_COOKIE}=${count}; ${CART_LINES_COOKIE}=${lines}`,
      });
    type CartData = {
      state: {
        browser: unknown;
        cart: {
          cartItems: {
            guid: string;
            name: string;
            totalPrice: number;
            totalQuantity: number;
            shop: { shopName: string };
            variants: { variantGuid: string; variantQuantity: number; variantTotalPrice: number }[];
            addons: { addonGuid: string; addonQuantity: number; addonTotalPrice: number }[];
          }[];
        };
      };
    };
    const linesOf = () =>
      `${w.tea.guid}~${w.tea.variant}*2~!` +
      `${w.scarf.guid}~${w.scarf.blue}*1.${w.scarf.red}*3~${w.scarf.wrap}*2`;

    it('at the Burmese cart address too, without a language cookie', async () => {
      const res = await t.app.inject({
        url: '/my/cart',
        headers: {
          host: ALPHA.host,
          accept: 'text/html',
          cookie: `${CART_COUNT_COOKIE}=2; ${CART_LINES_COOKIE}=${linesOf()}`,
        },
      });
      expect(res.statusCode).toBe(200);
      expect(headOf(res.body).htmlLang).toBe('my');
      expect(res.body).not.toContain(waiting);
      const data = pageDataOf(res.body) as CartData;
      expect(data.state.cart.cartItems.map((item) => item.guid)).toEqual([
        w.tea.guid,
        w.scarf.guid,
      ]);
    });

    it.each(['en', 'mm'] as const)(
      'with each line priced by the catalog now, grouped by shop (%s)',
      async (language) => {
        const res = await cartPage(language, linesOf());
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain(waiting);
        const data = pageDataOf(res.body) as CartData;
        expect(data.state.browser).toEqual({
          isRestored: false,
          cartKnownEmpty: false,
          cartFromLines: true,
        });
        const [tea, scarf] = data.state.cart.cartItems;
        expect(data.state.cart.cartItems).toHaveLength(2);
        expect(tea).toMatchObject({
          guid: w.tea.guid,
          name: 'Shan Green Tea',
          totalQuantity: 2,
          totalPrice: 9_000,
          shop: { shopName: ALPHA.name },
          variants: [{ variantGuid: w.tea.variant, variantQuantity: 2, variantTotalPrice: 9_000 }],
          addons: [],
        });
        // Options in the product's order, the discounted price paid, the addon once per unit.
        expect(scarf).toMatchObject({
          guid: w.scarf.guid,
          name: 'Silk Scarf',
          totalQuantity: 4,
          totalPrice: 12_000 + 3 * 10_500 + 2 * 1_000,
          shop: { shopName: BETA.name },
          variants: [
            { variantGuid: w.scarf.blue, variantQuantity: 1, variantTotalPrice: 12_000 },
            { variantGuid: w.scarf.red, variantQuantity: 3, variantTotalPrice: 31_500 },
          ],
          addons: [{ addonGuid: w.scarf.wrap, addonQuantity: 2, addonTotalPrice: 2_000 }],
        });
        // What the shopper reads: both shops, the products, their options and prices.
        for (const text of [ALPHA.name, BETA.name, 'Shan Green Tea', 'Silk Scarf', 'Gift wrap'])
          expect(res.body, text).toContain(text);
        for (const amount of [9_000, 31_500, 2_000, 45_500])
          expect(res.body, String(amount)).toContain(
            formatMoney(amount, 'MMK', NUMBER_LOCALE[language]),
          );
      },
    );

    it('is never kept for another shopper, nor drawn on another page', async () => {
      const one = await cartPage('en', `${w.tea.guid}~${w.tea.variant}*1~`, '1');
      expect(one.body).toContain('Shan Green Tea');
      const other = await cartPage('en', `${w.scarf.guid}~${w.scarf.blue}*1~`, '1');
      expect(other.body).toContain('Silk Scarf');
      expect(other.body).not.toContain('Shan Green Tea');
      // Items stored but no lines told (a cart too large for the cookie): left to the browser.
      const untold = await page('/cart', 'en', { cookie: `lang=en; ${CART_COUNT_COOKIE}=1` });
      expect(untold.body).toContain(waiting);
      expect(untold.body).not.toContain('Silk Scarf');
      // The cookie belongs to the cart page: any other page is drawn as for everyone.
      const list = await page('/all-products', 'en', {
        cookie: `lang=en; ${CART_COUNT_COOKIE}=1; ${CART_LINES_COOKIE}=${linesOf()}`,
      });
      expect((pageDataOf(list.body) as CartData).state.cart.cartItems).toEqual([]);
      // A cart the cookie says is empty is drawn empty, whatever lines are told with it.
      const empty = await cartPage('en', linesOf(), '0');
      expect((pageDataOf(empty.body) as CartData).state.cart.cartItems).toEqual([]);
      expect(empty.body).toContain('Browse the shop and add the things you like.');
    });

    it('leaves the cart to the browser when a line is not found whole, or the cookie is not one the app writes', async () => {
      const unknown = randomUUID();
      const cases = {
        'unknown product': `${unknown}~${w.tea.variant}*1~`,
        'withdrawn product': `${w.inactive}~${randomUUID()}*1~`,
        'option of another product': `${w.tea.guid}~${w.scarf.blue}*1~`,
        'addon of another product': `${w.tea.guid}~${w.tea.variant}*1~${w.scarf.wrap}*1`,
        'one good line and one unknown': `${w.tea.guid}~${w.tea.variant}*1~!${unknown}~${unknown}*1~`,
        'no quantity': `${w.tea.guid}~${w.tea.variant}~`,
        'absurd quantity': `${w.tea.guid}~${w.tea.variant}*99999999~`,
        markup: encodeURIComponent(`<script>alert(1)</script>~${w.tea.variant}*1~`),
        'not encoded right': '%E0%A4%A',
        'too many products': Array.from(
          { length: 13 },
          () => `${randomUUID()}~${randomUUID()}*1~`,
        ).join('!'),
      };
      for (const [label, lines] of Object.entries(cases)) {
        const res = await cartPage('mm', lines);
        expect(res.statusCode, label).toBe(200);
        expect(res.body, label).toContain(waiting);
        const data = pageDataOf(res.body) as CartData;
        expect(data.state.cart.cartItems, label).toEqual([]);
        expect(data.state.browser, label).toEqual({
          isRestored: false,
          cartKnownEmpty: false,
          cartFromLines: false,
        });
        expect(res.body, label).not.toContain('<script>alert(1)');
      }
    });
  });

  it('a region cookie that is not a guid is ignored', async () => {
    const item = (await listItems(0))[0]!;
    const inKyat = formatMoney(effectivePrice(item), 'MMK', 'en');
    for (const region of ['', 'not-a-guid', '%3Cscript%3E', `${w.usd}x`, '"><b>x</b>']) {
      const res = await page('/all-products', 'en', { cookie: `lang=en; region=${region}` });
      expect(res.statusCode, region).toBe(200);
      expect(res.body, region).not.toContain(' USD');
      expect(res.body, region).toContain(inKyat);
      expect(res.body).not.toContain('<b>x</b>');
      const data = pageDataOf(res.body) as { state: { region: { guid: string | null } } };
      expect(data.state.region.guid, region).toBeNull();
    }
  });

  it.each(['en', 'mm'] as const)(
    'a hostile product name stays text in the title, meta tags, JSON-LD, body and page data (%s)',
    async (language) => {
      for (const url of [`/product-detail/${w.hostile}`, '/new-arrival', '/']) {
        const res = await page(url, language);
        expect(res.statusCode, url).toBe(200);
        const html = res.body;
        // The name never appears as markup anywhere in the page.
        expect(html, url).not.toContain('<script>alert(1)');
        for (const text of scriptTexts(html)) {
          expect(text, url).not.toMatch(/<\/script|<script|<!--/i);
        }
        const data = JSON.stringify(pageDataOf(html));
        expect(data, url).toContain(JSON.stringify(HOSTILE_NAME).slice(1, -1));
        if (url === '/new-arrival')
          expect(html.slice(html.indexOf('<body')), url).toContain(escapeText(HOSTILE_NAME));
      }
      const res = await page(`/product-detail/${w.hostile}`, language);
      const head = headOf(res.body);
      const shopName = language === 'mm' ? ALPHA.nameMm : ALPHA.name;
      expect(res.body).toContain(
        `<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Tea | ${shopName}</title>`,
      );
      expect(head.titles).toEqual([`${HOSTILE_NAME} | ${shopName}`]);
      expect(head.meta('og:title')).toBe(`${HOSTILE_NAME} | ${shopName}`);
      expect(head.meta('twitter:title')).toBe(`${HOSTILE_NAME} | ${shopName}`);
      expect(head.meta('og:description')).toContain(HOSTILE_NAME);
      const product = head.jsonLd.find((item) => item['@type'] === 'Product')!;
      expect(product.name).toBe(HOSTILE_NAME);
      const crumbs = head.jsonLd.find((item) => item['@type'] === 'BreadcrumbList')!;
      expect(JSON.stringify(crumbs)).toContain(JSON.stringify(HOSTILE_NAME).slice(1, -1));
    },
  );

  it("an unknown category is the service's 404 answer, not a failed call", async () => {
    const logged = vi.spyOn(console, 'error');
    try {
      const res = await page(`/products/${randomUUID()}`, 'en');
      expect(res.statusCode).toBe(404);
      const messages = logged.mock.calls.map((call) => call.map(String).join(' '));
      expect(messages.filter((message) => /unhandled error|AppError/.test(message))).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });

  it('an inactive product is a 404 page', async () => {
    const res = await page(`/product-detail/${w.inactive}`, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Withdrawn Radio');
  });

  it('the Burmese page names the shop in Burmese on the other host too', async () => {
    const res = await t.app.inject({
      url: '/all-products',
      headers: { host: `${BETA.host}:8080`, cookie: 'lang=mm' },
    });
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.titles).toEqual([`${STRINGS.mm.allProducts} | ${BETA.nameMm}`]);
    expect(head.canonicals).toEqual([`http://${BETA.host}:8080/my/all-products`]);
    expect(res.body).toContain('Beta Only Soap');
    expect(res.body).not.toContain('Shan Green Tea');
    // No banner: the shop's avatar, as the share picture, named by the shop's Burmese name.
    expect(head.meta('og:image')).toMatch(
      new RegExp(`^http://${BETA.host}:8080/v1/image/share/[0-9a-f-]{36}$`),
    );
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('og:image:alt')).toBe(BETA.nameMm);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
  });

  describe('an address per language (docs/decisions/0035-language-addresses.md)', () => {
    /** As Facebook, Messenger and Viber fetch a shared link: no cookie at all. */
    const fetchAsPreview = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url, headers: { host: ALPHA.host, accept: 'text/html', ...headers } });
    const languageStateOf = (html: string) =>
      (pageDataOf(html) as { state: { lang: { name: string; source?: string } } }).state.lang;

    it("a product's share tags in each language, fetched without cookies", async () => {
      const productPath = `/product-detail/${w.tea.guid}`;
      for (const language of ['en', 'mm'] as const) {
        const url = languageAddress(productPath, language);
        const res = await fetchAsPreview(url);
        expect(res.statusCode, url).toBe(200);
        const head = headOf(res.body);
        const shopName = language === 'mm' ? ALPHA.nameMm : ALPHA.name;
        expect(head.htmlLang, url).toBe(HTML_LANG[language]);
        expect(head.titles).toEqual([`Shan Green Tea | ${shopName}`]);
        expect(head.meta('og:title')).toBe(`Shan Green Tea | ${shopName}`);
        expect(head.meta('og:site_name')).toBe(shopName);
        expect(head.meta('og:locale')).toBe(OG_LOCALE[language]);
        expect(head.metaAll('og:locale:alternate')).toEqual([
          OG_LOCALE[language === 'mm' ? 'en' : 'mm'],
        ]);
        expect(head.canonicals).toEqual([at(url)]);
        expect(head.meta('og:url')).toBe(at(url));
        expect(head.alternates).toEqual([
          ['en', at(productPath)],
          ['my', at(`/my${productPath}`)],
          ['x-default', at(productPath)],
        ]);
        expect(head.meta('og:image')).toBe(shareAt(w.tea.image));
        // The page's own links keep its prefix, so a shopper who opened it stays in its language.
        const body = res.body.slice(res.body.indexOf('<body'));
        const homeLink = language === 'mm' ? '/my' : '/';
        expect(body).toMatch(new RegExp(`<a\\b[^>]*\\bhref="${homeLink}"`));
        if (language === 'mm') {
          expect(body).toMatch(/<a\b[^>]*\bhref="\/my\/cart"/);
          expect(body).toMatch(/<a\b[^>]*\bhref="\/my\/all-products"/);
          expect(body).not.toMatch(/<a\b[^>]*\bhref="\/(cart|all-products|login)"/);
          // The search sent without JavaScript lands on the Burmese results.
          expect(body).toContain('action="/my/search"');
        }
      }
      const search = await fetchAsPreview('/my/search?q=tea');
      expect(search.statusCode).toBe(303);
      expect(search.headers.location).toBe('/my/searched-products/tea');
    });

    it("a first visit follows the browser's Accept-Language; my and mm both count as Burmese", async () => {
      const cases = [
        ['my-MM', 'mm'],
        ['my', 'mm'],
        ['mm', 'mm'],
        ['my-MM,my;q=0.9,en-US;q=0.8', 'mm'],
        ['fr-FR, my;q=0.5', 'mm'],
        ['en-US,en;q=0.9', 'en'],
        ['my;q=0.1, en;q=0.8', 'en'],
        ['my;q=0, fr', 'en'],
        ['', 'en'],
      ] as const;
      // The same address each time, so a kept page would show if the cache did not vary by it.
      for (const [accepted, language] of cases) {
        const res = await fetchAsPreview('/new-arrival', { 'accept-language': accepted });
        expect(res.statusCode, accepted).toBe(200);
        const head = headOf(res.body);
        expect(head.htmlLang, accepted).toBe(HTML_LANG[language]);
        expect(head.titles, accepted).toEqual([
          `${STRINGS[language].newArrival} | ${language === 'mm' ? ALPHA.nameMm : ALPHA.name}`,
        ]);
        expect(res.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
        // Shown, but not the shopper's choice: the browser does not store it (lang.slice.ts).
        expect(languageStateOf(res.body), accepted).toMatchObject({
          name: language,
          source: 'browser',
        });
      }
    });

    it('a stored choice beats Accept-Language, and a language address beats both', async () => {
      const chosen = await fetchAsPreview('/best-deals', {
        'accept-language': 'my-MM',
        cookie: 'lang=en',
      });
      expect(headOf(chosen.body).htmlLang).toBe('en');
      expect(languageStateOf(chosen.body)).toEqual({ name: 'en', flag: expect.any(String) });
      const chosenBurmese = await fetchAsPreview('/best-deals', {
        'accept-language': 'en-US',
        cookie: 'lang=mm',
      });
      expect(headOf(chosenBurmese.body).htmlLang).toBe('my');
      expect(headOf(chosenBurmese.body).canonicals).toEqual([at('/my/best-deals')]);

      const addressed = await fetchAsPreview('/my/best-deals', {
        'accept-language': 'en-US',
        cookie: 'lang=en',
      });
      expect(addressed.statusCode).toBe(200);
      const head = headOf(addressed.body);
      expect(head.htmlLang).toBe('my');
      expect(head.titles).toEqual([`${STRINGS.mm.bestDeals} | ${ALPHA.nameMm}`]);
      expect(head.canonicals).toEqual([at('/my/best-deals')]);
      // The address's language is shown without replacing the shopper's stored English.
      expect(languageStateOf(addressed.body)).toMatchObject({ name: 'mm', source: 'address' });
    });

    it('home and an unknown page under the Burmese prefix', async () => {
      for (const url of ['/my', '/my/']) {
        const res = await fetchAsPreview(url);
        expect(res.statusCode, url).toBe(200);
        const head = headOf(res.body);
        expect(head.htmlLang).toBe('my');
        expect(head.titles).toEqual([ALPHA.nameMm]);
        expect(head.canonicals).toEqual([at('/my')]);
      }
      const missing = await fetchAsPreview('/my/no-such-page');
      expect(missing.statusCode).toBe(404);
      expect(headOf(missing.body).titles).toEqual([`${STRINGS.mm.pageNotFound} | ${ALPHA.nameMm}`]);
      // Not a language prefix: an unknown English page.
      const myanmar = await fetchAsPreview('/myanmar');
      expect(myanmar.statusCode).toBe(404);
      expect(headOf(myanmar.body).htmlLang).toBe('en');
    });
  });

  describe('robots.txt and sitemap.xml', () => {
    const get = (url: string, host: string) => t.app.inject({ url, headers: { host } });

    it("robots.txt allows the shop, keeps crawlers out of the shopper's own pages and names the sitemap", async () => {
      const res = await get('/robots.txt', `${ALPHA.host}:8080`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const lines = res.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      const disallowed = lines
        .filter((line) => line.startsWith('Disallow: '))
        .map((line) => line.slice('Disallow: '.length));
      expect(disallowed).toEqual(ROBOTS_DISALLOWED);
      // The cart, checkout, the shopper's account, sign-in, the staff console and the API at least.
      expect(disallowed).toEqual(
        expect.arrayContaining([
          '/cart',
          '/checkout',
          '/dashboard',
          '/order-history',
          '/order-detail/',
          '/login',
          '/register',
          '/seller',
          '/v1/',
        ]),
      );
      // Public pages are not disallowed, and product images stay fetchable.
      expect(lines).not.toContain('Disallow: /');
      expect(lines).toContain('Allow: /v1/image/download/');
      expect(lines).toContain('Allow: /v1/image/share/');
      expect(lines).toContain(`Sitemap: http://${ALPHA.host}:8080/sitemap.xml`);
      const other = await get('/robots.txt', BETA.host);
      expect(other.body).toContain(`Sitemap: http://${BETA.host}/sitemap.xml`);
    });

    const locsOf = (xml: string) =>
      [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeEntities(m[1]!));

    it("each host's sitemap lists the shop's pages, categories and only its own active products", async () => {
      const res = await get('/sitemap.xml', ALPHA.host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(
        res.body.startsWith(
          '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ),
      ).toBe(true);
      expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
      const locs = locsOf(res.body);
      for (const path of [
        '/',
        '/categories',
        '/all-products',
        '/new-arrival',
        '/best-deals',
        '/just-for-you',
        '/top-picks',
        `/products/${w.leaf}`,
        `/product-detail/${w.tea.guid}`,
        `/product-detail/${w.soldOut}`,
        `/product-detail/${w.hostile}`,
      ]) {
        // Each page at both its addresses (docs/decisions/0035-language-addresses.md).
        expect(locs, path).toContain(at(path));
        expect(locs, path).toContain(atIn(path, 'mm'));
      }
      const categories = await t.db.kysely.selectFrom('categories').select('guid').execute();
      expect(locs.filter((loc) => loc.includes('/products/'))).toHaveLength(categories.length * 2);
      const activeAlpha = await t.db.kysely
        .selectFrom('products')
        .select(['guid', 'updatedAt'])
        .where('shopGuid', '=', w.alpha)
        .where('isActive', '=', 1)
        .execute();
      const productLocs = locs.filter((loc) => loc.includes('/product-detail/'));
      expect(productLocs.sort()).toEqual(
        activeAlpha
          .flatMap((p) => [
            at(`/product-detail/${p.guid}`),
            atIn(`/product-detail/${p.guid}`, 'mm'),
          ])
          .sort(),
      );
      expect(res.body).not.toContain(w.inactive);
      expect(res.body).not.toContain(w.betaSoap);
      expect(new Set(locs).size).toBe(locs.length);
      // Every product carries the day it last changed, and each address names both languages'
      // addresses and the one for a reader of neither.
      for (const p of activeAlpha) {
        const day = new Date(p.updatedAt).toISOString().slice(0, 10);
        const en = at(`/product-detail/${p.guid}`);
        const my = atIn(`/product-detail/${p.guid}`, 'mm');
        const alternates =
          `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
          `<xhtml:link rel="alternate" hreflang="my" href="${my}"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
        for (const loc of [en, my]) {
          expect(res.body).toContain(
            `<url><loc>${loc}</loc><lastmod>${day}</lastmod>${alternates}</url>`,
          );
        }
      }

      const beta = await get('/sitemap.xml', `${BETA.host}:8080`);
      const betaLocs = locsOf(beta.body);
      expect(betaLocs.filter((loc) => loc.includes('/product-detail/')).sort()).toEqual(
        [w.betaSoap, w.scarf.guid]
          .flatMap((guid) => [
            `http://${BETA.host}:8080/product-detail/${guid}`,
            `http://${BETA.host}:8080/my/product-detail/${guid}`,
          ])
          .sort(),
      );
      expect(betaLocs.every((loc) => loc.startsWith(`http://${BETA.host}:8080/`))).toBe(true);
    });

    it("an unknown host gets the default shop, on the default shop's configured host", async () => {
      // The Host header is the client's: it is never written into an address
      // (docs/decisions/0006-shops-by-host.md).
      const host = "shop&co'x.example";
      const res = await get('/sitemap.xml', host);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<loc>http://${ALPHA.host}/</loc>`);
      expect(res.body).not.toContain('x.example');
      const locs = locsOf(res.body);
      expect(locs).toContain(`http://${ALPHA.host}/product-detail/${w.tea.guid}`);
      expect(locs).not.toContain(`http://${ALPHA.host}/product-detail/${w.betaSoap}`);
      const robots = await get('/robots.txt', host);
      expect(robots.body).toContain(`Sitemap: http://${ALPHA.host}/sitemap.xml`);
    });

    it('a Host that is no host name is refused with the error envelope', async () => {
      for (const host of ['a b', 'x@evil.example', 'a/b']) {
        for (const url of ['/robots.txt', '/sitemap.xml']) {
          const res = await get(url, host);
          expect(res.statusCode, `${url} ${host}`).toBe(400);
          expect(JSON.parse(res.body)).toMatchObject({ success: false, data: null });
        }
      }
    });

    it("both, and the search form's address, are in the OpenAPI document under the pages tag", async () => {
      const doc = JSON.parse((await t.app.inject('/docs/json')).body) as {
        paths: Record<string, Record<string, { tags?: string[] }>>;
      };
      expect(doc.paths['/robots.txt']?.get?.tags).toEqual(['pages']);
      expect(doc.paths['/sitemap.xml']?.get?.tags).toEqual(['pages']);
      expect(doc.paths['/search']?.get?.tags).toEqual(['pages']);
    });
  });
});

describe('robots.txt and sitemap.xml behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { trustProxy: true });
    await addShop(t.db, { hostName: 'proxied.localhost', isDefault: true });
  });
  afterAll(() => t?.close());

  it('use the protocol the shopper asked with', async () => {
    const headers = { host: 'proxied.localhost', 'x-forwarded-proto': 'https' };
    const robots = await t.app.inject({ url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: https://proxied.localhost/sitemap.xml');
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers });
    expect(sitemap.body).toContain('<loc>https://proxied.localhost/</loc>');
  });
});
