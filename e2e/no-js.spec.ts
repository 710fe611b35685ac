import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { effectivePrice, LIST_PAGE_SIZE, quantityBounds } from '@storefront/commerce/catalog';
import { convertCurrency, rateForOneUnit, toMmk } from '@storefront/commerce/currency';
import { formatMoney, formatNumber } from '@storefront/commerce/money';
import {
  ProductDetailResponseSchema,
  ProductListResponseSchema,
  type ProductCard,
  type ProductDetail,
  type ProductPage,
} from '@storefront/contract/catalog';
import { RegionListResponseSchema, type Region } from '@storefront/contract/region';
import { ShopInfoResponseSchema, type ShopInfo } from '@storefront/contract/shop';
import { expect, test, type Language } from './fixtures';
import { burmeseTextFont } from './fonts';

/*
 * docs/architecture.md#server-rendering: every shop page arrives rendered, so a reader without
 * JavaScript (a crawler, a phone with scripts off, a slow phone before its scripts arrive)
 * reads the shop. Run by the `no-js` project only (JavaScript off in the browser). Language
 * and region come from the `lang` and `region` cookies, as the app itself sets them. Expected
 * products, prices and texts come from the API, so the tests follow whatever the seed holds.
 */

const TEXT = {
  en: {
    newArrival: 'New Arrival',
    bestSeller: 'Best Seller',
    bannerAlt: (shop: string) => `${shop} banner`,
    allProducts: 'Showing All Products',
    searched: (term: string) => `Showing All "${term}"`,
    pageLabel: (first: string, last: string, total: string) =>
      `Showing ${first} to ${last} of ${total}`,
    pages: 'Pages',
    next: 'Next',
    page: (number: string) => `Page ${number}`,
    regionTitle: 'Please Select Your Region',
    gallery: 'Product images',
    imageAlt: (name: string, index: string, total: string) => `${name}, image ${index} of ${total}`,
    converter: 'Currency converter',
    totalPrice: 'Total price',
    tabs: 'Product information',
    description: 'Description',
    reviews: 'Reviews',
    reviewList: 'Customer reviews',
    emptyCart: 'Browse the shop and add the things you like. They will wait for you here.',
  },
  mm: {
    newArrival: 'ပစ္စည်းအသစ်များ',
    bestSeller: 'အရောင်းရဆုံး ပစ္စည်းများ',
    bannerAlt: (shop: string) => `${shop} ကြော်ငြာပုံ`,
    allProducts: 'ကုန်ပစ္စည်းအားလုံးကို ပြသနေသည်',
    searched: (term: string) => `"${term}" အတွက် ရလဒ်အားလုံးကို ပြသနေသည်`,
    pageLabel: (first: string, last: string, total: string) =>
      `စုစုပေါင်း ${total} ခုအနက် ${first} မှ ${last} အထိ ပြသထားသည်`,
    pages: 'စာမျက်နှာများ',
    next: 'နောက်စာမျက်နှာ',
    page: (number: string) => `စာမျက်နှာ ${number}`,
    regionTitle: 'သင့်ဒေသကို ရွေးချယ်ပါ',
    gallery: 'ပစ္စည်း ပုံများ',
    imageAlt: (name: string, index: string, total: string) =>
      `${name}၊ ပုံ ${total} ပုံအနက် ${index} ပုံမြောက်`,
    converter: 'ငွေလဲနှုန်း',
    totalPrice: 'စုစုပေါင်း ကျသင့်ငွေ',
    tabs: 'ပစ္စည်း အချက်အလက်',
    description: 'ပစ္စည်း အကြောင်း',
    reviews: 'သုံးသပ်ချက်များ',
    reviewList: 'ဝယ်သူများ၏ သုံးသပ်ချက်များ',
    emptyCart: 'ဆိုင်ထဲ လှည့်ပတ်ကြည့်ပြီး နှစ်သက်ရာ ပစ္စည်းများကို ထည့်ပါ။ ဤနေရာတွင် သိမ်းထားပေးပါမည်။',
  },
} as const;

const LANGUAGES: Language[] = ['en', 'mm'];

/** The BCP 47 tag the page formats numbers and money with. */
const localeOf = (language: Language) => (language === 'mm' ? 'my' : 'en');

/** A search term that finds several of the served shop's products: the seed's Lahpet range. */
const SEARCH_TERM = 'lahpet';

type Catalog = {
  shop: ShopInfo;
  regions: Region[];
  newArrivals: ProductPage;
  bestSellers: ProductPage;
  firstPage: ProductPage;
  secondPage: ProductPage;
  searched: ProductPage;
  product: ProductDetail;
};

let catalog: Catalog;

async function json(request: APIRequestContext, url: string): Promise<unknown> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.json();
}

async function list(request: APIRequestContext, url: string): Promise<ProductPage> {
  return ProductListResponseSchema.parse(await json(request, url)).data;
}

/** A product of the served shop with everything the page can show: images, options, text, reviews. */
async function fullProduct(request: APIRequestContext, cards: ProductCard[]) {
  for (const card of cards) {
    const detail = ProductDetailResponseSchema.parse(
      await json(request, `/v1/pos/product/productvariantdetail/${card.guid}`),
    ).data;
    if (
      detail.imageItems.length >= 2 &&
      detail.variantDetailItems.length >= 2 &&
      detail.description?.trim() &&
      detail.shopReviewLists.length > 0 &&
      detail.variantDetailItems.some((variant) => quantityBounds(variant).max >= 1)
    )
      return detail;
  }
  throw new Error('The served shop has no product with images, options, description and reviews.');
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const shopResponse = await request.post('/v1/pos/shop/shop_information', {
    data: { hostName: 'localhost' },
  });
  const shop = ShopInfoResponseSchema.parse(await shopResponse.json()).data;
  const regions = RegionListResponseSchema.parse(await json(request, '/v1/currency/region')).data
    .items;
  const lists = (path: string, query: string) => list(request, `${path}/${shop.guid}?${query}`);
  const all = await lists('/v1/pos/shop/listShopProduct', 'first=0&max=100');
  catalog = {
    shop,
    regions,
    // The home carousels' own size (features/catalog/components/home-carousels.tsx).
    newArrivals: await lists('/v1/pos/shop/listShopProductNewArrival', 'first=0&max=10'),
    bestSellers: await lists('/v1/pos/shop/listShopProductBestSeller', 'first=0&max=10'),
    firstPage: await lists('/v1/pos/shop/listShopProduct', `first=0&max=${LIST_PAGE_SIZE}`),
    secondPage: await lists(
      '/v1/pos/shop/listShopProduct',
      `first=${LIST_PAGE_SIZE}&max=${LIST_PAGE_SIZE}`,
    ),
    searched: await lists(
      '/v1/pos/shop/listShopProduct',
      `first=0&max=${LIST_PAGE_SIZE}&keyword=${SEARCH_TERM}`,
    ),
    product: await fullProduct(request, all.items),
  };
  expect(catalog.firstPage.totalRecords).toBeGreaterThan(LIST_PAGE_SIZE);
  expect(catalog.searched.totalRecords).toBeGreaterThan(1);
  await request.dispose();
});

/** Language (and region) as the app sends them: cookies, the only state a script-less page has. */
async function readAs(
  page: Page,
  baseURL: string,
  language: Language,
  region: Region | null = null,
) {
  const cookies: { name: string; value: string; url: string }[] = [
    { name: 'lang', value: language, url: baseURL },
  ];
  if (region) cookies.push({ name: 'region', value: region.guid, url: baseURL });
  await page.context().addCookies(cookies);
}

/**
 * The page reads without its script: no "needs JavaScript" notice, and the region chooser
 * (drawn for a first visit) is hidden rather than laid over the page, which stays usable.
 */
async function expectReadableWithoutScript(page: Page, language: Language) {
  await expect(page.getByText(/needs JavaScript|JavaScript လိုအပ်/)).toHaveCount(0);
  // The head's <noscript> holds only the style that hides script-only parts (index.html).
  expect(await page.content()).not.toMatch(/<noscript[^>]*>[^<]*JavaScript/i);
  await expect(
    page.getByRole('dialog', { name: TEXT[language].regionTitle, includeHidden: true }),
  ).toBeHidden();
  // Nothing lies over the page: the first link of the main content takes a click.
  await page.getByRole('main').getByRole('link').first().click({ trial: true });
}

/** A price as a card or option prints it, in the page's language. */
const money = (amount: number, code: string, language: Language) =>
  formatMoney(amount, code, localeOf(language));

/** The product cards inside `scope`: a list page's main content or one carousel. */
const cardsIn = (scope: Locator) => scope.getByRole('article');

/** Each card shows its product: name (linking to it), price and image, in the API's order. */
async function expectCards(scope: Locator, products: ProductCard[], language: Language) {
  const cards = cardsIn(scope);
  await expect(cards).toHaveCount(products.length);
  for (const [index, product] of products.entries()) {
    const card = cards.nth(index);
    const name = (product.displayName || product.name).trim();
    await expect(card.getByRole('heading')).toHaveText(name);
    await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/product-detail/${product.guid}`,
    );
    await expect(card).toContainText(
      money(effectivePrice(product), product.currencyCode, language),
    );
    const image = card.getByRole('img', { name, exact: true });
    // A stored size of the photo: the browser picks one from srcset for the card's width.
    await expect(image).toHaveAttribute(
      'src',
      product.image ? `/v1/image/download/${product.image}?w=640` : '/assets/placeholder.png',
    );
    if (product.image) {
      await expect(image).toHaveAttribute('srcset', new RegExp(`\\?w=1280 1280w$`));
    }
  }
}

/** The image arrived and decoded (the browser loads it without any script). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`without JavaScript, in ${language}`, () => {
    test('home shows the shop, its banner, New Arrival and Best Seller', async ({
      page,
      baseURL,
    }) => {
      await readAs(page, baseURL!, language);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', localeOf(language));
      const { shop } = catalog;
      const shopName = (language === 'mm' && shop.nameMm) || shop.name;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopName);
      await expect(page.getByRole('banner')).toContainText(shopName);
      expect(shop.bannerImage, 'the demo shop has a banner').toBeTruthy();
      const banner = page.getByRole('img', { name: text.bannerAlt(shopName), exact: true });
      await expect(banner).toBeVisible();
      await expect(banner).toHaveAttribute('src', `/v1/image/download/${shop.bannerImage}`);
      await expectLoaded(banner);

      for (const [title, products] of [
        [text.newArrival, catalog.newArrivals],
        [text.bestSeller, catalog.bestSellers],
      ] as const) {
        const carousel = page.locator('section', {
          has: page.getByRole('heading', { level: 2, name: title, exact: true }),
        });
        await expect(carousel).toBeVisible();
        await expectCards(carousel, products.items, language);
        await expectLoaded(cardsIn(carousel).first().locator('img').first());
      }
      await expectReadableWithoutScript(page, language);
      // No first script marks the first screen: Burmese names still get their font.
      expect(await burmeseTextFont(page)).toBe('Noto Sans Myanmar');
    });

    test('/cart of a shopper who never stored a cart says it is empty', async ({
      page,
      baseURL,
    }) => {
      // No cart_count cookie: nothing was ever stored, so the server draws the empty cart
      // instead of waiting for the browser to read its storage (app/browser-state.ts).
      await readAs(page, baseURL!, language);
      await page.goto('/cart');
      await expect(page.getByText(text.emptyCart, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    });

    test('/all-products shows 12 products and a real link to page 2', async ({ page, baseURL }) => {
      await readAs(page, baseURL!, language);
      await page.goto('/all-products');
      const main = page.getByRole('main');
      await expect(
        page.getByRole('heading', { level: 1, name: text.allProducts, exact: true }),
      ).toBeVisible();
      const { firstPage, secondPage } = catalog;
      const total = formatNumber(firstPage.totalRecords, localeOf(language));
      const number = (value: number) => formatNumber(value, localeOf(language));
      await expect(
        page.getByText(text.pageLabel(number(1), number(LIST_PAGE_SIZE), total), { exact: true }),
      ).toBeVisible();
      expect(firstPage.items).toHaveLength(LIST_PAGE_SIZE);
      await expectCards(main, firstPage.items, language);
      await expectLoaded(cardsIn(main).first().locator('img').first());
      await expectReadableWithoutScript(page, language);

      const pages = page.getByRole('navigation', { name: text.pages });
      const next = pages.getByRole('link', { name: text.next });
      await expect(next).toHaveAttribute('href', '/all-products?page=2');
      await page.click(
        `nav[aria-label="${text.pages}"] a[href="/all-products?page=2"][rel="next"]`,
      );
      await expect(page).toHaveURL(/\/all-products\?page=2$/);
      await expect(
        page.getByText(
          text.pageLabel(
            number(LIST_PAGE_SIZE + 1),
            number(LIST_PAGE_SIZE + secondPage.items.length),
            total,
          ),
          { exact: true },
        ),
      ).toBeVisible();
      await expect(pages.getByRole('link', { name: text.page(number(2)) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Page 2 holds other products than page 1.
      const firstGuids = new Set(firstPage.items.map((item) => item.guid));
      expect(secondPage.items.some((item) => firstGuids.has(item.guid))).toBe(false);
      await expectCards(main, secondPage.items, language);
    });

    test(`/searched-products/${SEARCH_TERM} lists what the search finds`, async ({
      page,
      baseURL,
    }) => {
      await readAs(page, baseURL!, language);
      await page.goto(`/searched-products/${SEARCH_TERM}`);
      await expect(
        page.getByRole('heading', { level: 1, name: text.searched(SEARCH_TERM), exact: true }),
      ).toBeVisible();
      await expectCards(page.getByRole('main'), catalog.searched.items, language);
      await expectReadableWithoutScript(page, language);
    });

    test.describe('product detail, with a region that prices in another currency', () => {
      /** Thailand: THB prices with their MMK approximation. */
      const thailand = () => catalog.regions.find((region) => region.currencyCode === 'THB')!;

      test.beforeEach(async ({ page, baseURL }) => {
        await readAs(page, baseURL!, language, thailand());
        await page.goto(`/product-detail/${catalog.product.guid}`);
      });

      test('shows the name, THB prices with MMK beside them, images and options', async ({
        page,
      }) => {
        const { product, regions } = catalog;
        const locale = localeOf(language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

        // The preselected option's total, in THB, and its MMK approximation.
        const first = product.variantDetailItems.find(
          (variant) => quantityBounds(variant).max >= 1,
        )!;
        const price = effectivePrice(first);
        const inThb = convertCurrency(price, first.currencyCode, 'THB', regions)!;
        const inMmk = toMmk(price, first.currencyCode, regions)!;
        const total = page.getByText(text.totalPrice, { exact: true }).locator('..');
        await expect(total).toContainText(formatMoney(inThb, 'THB', locale));
        await expect(total).toContainText(`≈ ${formatMoney(inMmk, 'MMK', locale)}`);

        // What one baht is worth in kyat.
        const converter = page.getByRole('region', { name: text.converter });
        await expect(converter).toContainText(
          `${formatMoney(1, 'THB', locale)} ≈ ${formatMoney(rateForOneUnit('THB', regions)!, 'MMK', locale)}`,
        );

        // Every option, with its own price in THB and MMK.
        for (const variant of product.variantDetailItems) {
          const row = page
            .getByRole('listitem')
            .filter({ has: page.getByText(variant.name, { exact: true }) })
            .first();
          await expect(row).toBeVisible();
          const amount = effectivePrice(variant);
          await expect(row).toContainText(
            formatMoney(
              convertCurrency(amount, variant.currencyCode, 'THB', regions)!,
              'THB',
              locale,
            ),
          );
          await expect(row).toContainText(
            `≈ ${formatMoney(toMmk(amount, variant.currencyCode, regions)!, 'MMK', locale)}`,
          );
        }

        // The gallery: the first image large, every image as a thumbnail.
        const gallery = page.getByRole('region', { name: text.gallery });
        const count = product.imageItems.length;
        const shown = gallery.getByRole('img', {
          name: text.imageAlt(product.name, formatNumber(1, locale), formatNumber(count, locale)),
          exact: true,
        });
        await expect(shown).toBeVisible();
        await expectLoaded(shown);
        for (const { image } of product.imageItems) {
          await expect(
            gallery.locator(`img[src="/v1/image/download/${image}?w=640"]`).first(),
          ).toBeAttached();
        }
        await expectReadableWithoutScript(page, language);
      });

      test('shows the description', async ({ page }) => {
        const tabs = page.getByRole('tablist', { name: text.tabs });
        await expect(tabs.getByRole('tab', { name: text.description })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(page.getByRole('tabpanel', { name: text.description })).toContainText(
          catalog.product.description!.trim(),
        );
      });

      test('shows the reviews', async ({ page }) => {
        // Reviews sit behind the Reviews tab, which needs a script to open: without one they
        // must still be on the page for the reader.
        const reviews = page.getByRole('list', { name: text.reviewList });
        await expect(reviews).toBeVisible();
        for (const review of catalog.product.shopReviewLists) {
          await expect(reviews).toContainText(review.review);
        }
      });
    });
  });
}
