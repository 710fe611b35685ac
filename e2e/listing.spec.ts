import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { LIST_PAGE_SIZE } from '@storefront/commerce/catalog';
import {
  CategoryListResponseSchema,
  ProductListResponseSchema,
  type Category,
  type ProductPage,
} from '@storefront/contract/catalog';
import { RegionListResponseSchema } from '@storefront/contract/region';
import { ShopListResponseSchema } from '@storefront/contract/shop';
import {
  chooseRegion,
  expect,
  numberInPage,
  openAs,
  switchLanguage,
  test,
  type Language,
} from './fixtures';

/*
 * Every browsing route of docs/product.md#screens, walked in English and in Burmese on a phone and a desktop. The
 * expected products, totals and category names come from the API, so the tests follow
 * whatever the seed holds.
 */

type PageLabel = (first: string, last: string, total: string) => string;

const TEXT = {
  en: {
    nav: ['Home', 'Categories', 'All Products', 'New Arrival', 'Best Deals'],
    mainNav: 'Main navigation',
    openMenu: 'Open menu',
    drawer: 'Menu',
    allProducts: 'Showing All Products',
    categories: 'Showing All Categories',
    newArrival: 'Showing All New Arrival Products',
    bestDeals: 'Showing All Best Deal Products',
    justForYou: 'Showing All New Arrival Products',
    topPicks: 'Showing Top Products Picked For You',
    searched: (term: string) => `Showing All "${term}"`,
    pageLabel: ((first, last, total) => `Showing ${first} to ${last} of ${total}`) as PageLabel,
    empty: 'No Products To Show.',
    pages: 'Pages',
    next: 'Next',
    menuTitle: 'SHOP BY CATEGORIES',
    seeAll: 'See All',
    orderBy: 'Order By',
    priceRange: 'Price Range (MMK)',
    notFound: 'Page Not Found',
    unexpected: 'Unexpected Application Error!',
    loading: 'Loading…',
    backHome: 'Back to Home',
    searchBox: 'Search products',
    searchButton: 'Search',
    placeholder: 'Type to search ... ',
    regionTitle: 'Please Select Your Region',
    regionText: 'Based on your location, you can get regional discounts, offerings and pricing.',
    viewAll: 'View All',
    bestSeller: 'Best Seller',
    footer: ['Contact Us', 'Terms & Conditions'],
    copyright: /© 2024 /,
  },
  mm: {
    nav: ['ပင်မစာမျက်နှာ', 'အမျိုးအစားများ', 'ကုန်ပစ္စည်းအားလုံး', 'ပစ္စည်းအသစ်များ', 'အထူးလျှော့ဈေးများ'],
    mainNav: 'ပင်မ လမ်းညွှန်',
    openMenu: 'မီနူး ဖွင့်မည်',
    drawer: 'မီနူး',
    allProducts: 'ကုန်ပစ္စည်းအားလုံးကို ပြသနေသည်',
    categories: 'အမျိုးအစားအားလုံးကို ပြသနေသည်',
    newArrival: 'ပစ္စည်းအသစ်အားလုံးကို ပြသနေသည်',
    bestDeals: 'အထူးလျှော့ဈေး ပစ္စည်းအားလုံးကို ပြသနေသည်',
    justForYou: 'သင့်အတွက် ရွေးထားသော ပစ္စည်းများ',
    topPicks: 'သင့်အတွက် ရွေးချယ်ထားသော ထိပ်တန်းပစ္စည်းများကို ပြသနေသည်',
    searched: (term: string) => `"${term}" အတွက် ရလဒ်အားလုံးကို ပြသနေသည်`,
    pageLabel: ((first, last, total) =>
      `စုစုပေါင်း ${total} ခုအနက် ${first} မှ ${last} အထိ ပြသထားသည်`) as PageLabel,
    empty: 'ပြသရန် ကုန်ပစ္စည်း မရှိပါ။',
    pages: 'စာမျက်နှာများ',
    next: 'နောက်စာမျက်နှာ',
    menuTitle: 'အမျိုးအစားအလိုက် ဈေးဝယ်ရန်',
    seeAll: 'အားလုံးကြည့်ရန်',
    orderBy: 'စီရန်',
    priceRange: 'ဈေးနှုန်း အပိုင်းအခြား (ကျပ်)',
    notFound: 'စာမျက်နှာ ရှာမတွေ့ပါ',
    unexpected: 'မမျှော်လင့်ထားသော အမှားတစ်ခု ဖြစ်ပေါ်ခဲ့ပါသည်။',
    loading: 'ဖွင့်နေသည်…',
    backHome: 'ပင်မစာမျက်နှာသို့ ပြန်သွားမည်',
    searchBox: 'ကုန်ပစ္စည်းများ ရှာဖွေရန်',
    searchButton: 'ရှာဖွေမည်',
    placeholder: 'ရှာဖွေရန် ရိုက်ထည့်ပါ ... ',
    regionTitle: 'သင့်ဒေသကို ရွေးချယ်ပါ',
    regionText: 'သင့်တည်နေရာအလိုက် ဒေသဆိုင်ရာ လျှော့ဈေးများ၊ အထူးကမ်းလှမ်းချက်များနှင့် ဈေးနှုန်းများကို ရရှိနိုင်ပါသည်။',
    viewAll: 'အားလုံးကြည့်ရန်',
    bestSeller: 'အရောင်းရဆုံး ပစ္စည်းများ',
    footer: ['ကျွန်ုပ်တို့ကို ဆက်သွယ်ရန်', 'စည်းကမ်းနှင့် သတ်မှတ်ချက်များ'],
    copyright: /© ၂၀၂၄ /,
  },
} as const;

const LANGUAGES: Language[] = ['en', 'mm'];

/** The default shop (served on plain localhost) and the API's view of its lists. */
let shopGuid = '';
let categories: Category[] = [];

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const shops = ShopListResponseSchema.parse(await (await request.get('/v1/pos/shop/list')).json())
    .data.items;
  shopGuid = shops.find((shop) => shop.hostName === 'localhost')!.guid;
  categories = CategoryListResponseSchema.parse(
    await (await request.get('/v1/pos/category/?first=0&max=20')).json(),
  ).data.items;
  await request.dispose();
});

/** One page of a docs/product.md#calls-catalog product list, as the API answers it. */
async function listFromApi(
  request: APIRequestContext,
  path: string,
  query: Record<string, string | number> = {},
): Promise<ProductPage> {
  const response = await request.get(`${path}/${shopGuid}`, {
    params: { first: 0, max: LIST_PAGE_SIZE, ...query },
  });
  return ProductListResponseSchema.parse(await response.json()).data;
}

const LISTS = {
  all: '/v1/pos/shop/listShopProduct',
  newArrival: '/v1/pos/shop/listShopProductNewArrival',
  bestSeller: '/v1/pos/shop/listShopProductBestSeller',
  random: '/v1/pos/product/listShopProductRandom',
  topRated: '/v1/pos/product/listTopRatedProduct',
} as const;

const nameIn = (language: Language, record: { name: string; nameMm: string }) =>
  language === 'mm' && record.nameMm.trim() ? record.nameMm : record.name;

/** The code of the /categories page: a Vite module in development, a hashed chunk when built. */
const CATEGORIES_CODE =
  /\/(src\/app\/routes\/categories\.tsx|assets\/categories-[\w-]+\.js)(\?.*)?$/;

/** The product cards of the list area. */
const cardsOf = (page: Page): Locator => page.getByRole('main').getByRole('article');

/** The names on the cards, in order. */
async function cardNames(page: Page): Promise<string[]> {
  return (await cardsOf(page).getByRole('heading').allTextContents()).map((name) => name.trim());
}

/** 'Showing {first} to {last} of {total}' in the page's language and number format. */
async function expectPageLabel(
  page: Page,
  language: Language,
  first: number,
  last: number,
  total: number,
) {
  const label = TEXT[language].pageLabel(
    await numberInPage(page, first),
    await numberInPage(page, last),
    await numberInPage(page, total),
  );
  await expect(page.getByText(label, { exact: true })).toBeVisible();
}

/** A loaded list page: its heading, label, 12 cards (or fewer on the last page) in API order. */
async function expectListPage(
  page: Page,
  language: Language,
  heading: string,
  expected: ProductPage,
  offset = 0,
  options: { checkOrder?: boolean } = {},
) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  const count = expected.items.length;
  await expectPageLabel(page, language, offset + 1, offset + count, expected.totalRecords);
  await expect(cardsOf(page)).toHaveCount(count);
  if (options.checkOrder !== false) {
    expect(await cardNames(page)).toEqual(
      expected.items.map((item) => (item.displayName || item.name).trim()),
    );
  }
}

/** The first category with three levels, and a leaf under it. */
function threeLevels(): { top: Category; second: Category; third: Category } {
  for (const top of categories) {
    for (const second of top.children) {
      const third = second.children[0];
      if (third) return { top, second, third };
    }
  }
  throw new Error('The demo categories have no three-level branch.');
}

async function searchFor(page: Page, language: Language, text: string, by: 'enter' | 'button') {
  const box = page.getByRole('search').getByRole('searchbox', { name: TEXT[language].searchBox });
  await expect(box).toHaveAttribute('placeholder', TEXT[language].placeholder);
  await box.fill(text);
  if (by === 'enter') await box.press('Enter');
  else
    await page
      .getByRole('search')
      .getByRole('button', { name: TEXT[language].searchButton })
      .click();
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`browsing in ${language}`, () => {
    test('the header navigation walks the five main pages and marks the current one', async ({
      page,
      request,
    }, testInfo) => {
      const isPhone = testInfo.project.name === 'phone';
      await openAs(page, language, '/');
      const [home, categoriesLink, allProducts, newArrival, bestDeals] = text.nav;
      const targets = [
        { name: categoriesLink, path: '/categories', heading: text.categories },
        { name: allProducts, path: '/all-products', heading: text.allProducts },
        { name: newArrival, path: '/new-arrival', heading: text.newArrival },
        { name: bestDeals, path: '/best-deals', heading: text.bestDeals },
        { name: home, path: '/', heading: null },
      ];
      for (const target of targets) {
        // On a phone the navigation lives in the burger drawer; from 1024 px in the header.
        let nav: Locator;
        if (isPhone) {
          await expect(
            page.getByRole('banner').getByRole('navigation', { name: text.mainNav }),
          ).toBeHidden();
          await page.getByRole('button', { name: text.openMenu }).click();
          const drawer = page.getByRole('dialog', { name: text.drawer });
          await expect(drawer).toBeVisible();
          nav = drawer.getByRole('navigation', { name: text.mainNav });
        } else {
          await expect(page.getByRole('button', { name: text.openMenu })).toBeHidden();
          nav = page.getByRole('banner').getByRole('navigation', { name: text.mainNav });
        }
        await nav.getByRole('link', { name: target.name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${target.path === '/' ? '/' : target.path}$`));
        if (isPhone) await expect(page.getByRole('dialog', { name: text.drawer })).toBeHidden();
        if (target.heading) {
          await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
        }
        // The current page is highlighted (and announced) in the navigation.
        if (isPhone) await page.getByRole('button', { name: text.openMenu }).click();
        const current = (
          isPhone ? page.getByRole('dialog', { name: text.drawer }) : page.getByRole('banner')
        )
          .getByRole('navigation', { name: text.mainNav })
          .getByRole('link', { name: target.name, exact: true });
        await expect(current).toHaveAttribute('aria-current', 'page');
        if (isPhone) await page.keyboard.press('Escape');
      }
      // Home holds the carousels of docs/product.md#home under the nav.
      const newest = await listFromApi(request, LISTS.newArrival, { max: 10 });
      const carousel = page.locator('section', {
        has: page.getByRole('heading', { level: 2, name: text.nav[3] }),
      });
      await expect(
        carousel.getByRole('link', { name: newest.items[0]!.name }).first(),
      ).toBeVisible();
    });

    test('/categories shows the three-level tree and a leaf leads to its products', async ({
      page,
      request,
    }) => {
      await openAs(page, language, '/categories');
      await expect(
        page.getByRole('heading', { level: 1, name: text.categories, exact: true }),
      ).toBeVisible();

      // One box per top-level category, its name as the box title.
      for (const top of categories) {
        await expect(
          page.getByRole('region', { name: nameIn(language, top), exact: true }),
        ).toBeVisible();
      }
      const { top, third } = threeLevels();
      const box = page.getByRole('region', { name: nameIn(language, top), exact: true });
      await expect(box.getByRole('heading', { level: 2 })).toHaveText(nameIn(language, top));
      // Second level as column headings, third level as links to their products.
      for (const child of top.children) {
        await expect(
          box.getByRole('heading', { level: 3, name: nameIn(language, child), exact: true }),
        ).toBeVisible();
        for (const leaf of child.children) {
          await expect(
            box.getByRole('link', { name: nameIn(language, leaf), exact: true }),
          ).toHaveAttribute('href', `/products/${leaf.guid}`);
        }
      }

      await box.getByRole('link', { name: nameIn(language, third), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/products/${third.guid}$`));
      const leafProducts = await listFromApi(request, LISTS.all, { categoryGuid: third.guid });
      if (leafProducts.totalRecords > 0) {
        await expectListPage(page, language, nameIn(language, third), leafProducts);
      } else {
        await expect(
          page.getByRole('heading', { level: 1, name: nameIn(language, third) }),
        ).toBeVisible();
        await expect(page.getByText(text.empty)).toBeVisible();
      }

      // A top-level category holds its subcategories' products too.
      await page.goto(`/products/${top.guid}`);
      const topProducts = await listFromApi(request, LISTS.all, { categoryGuid: top.guid });
      expect(topProducts.totalRecords).toBeGreaterThanOrEqual(leafProducts.totalRecords);
      await expectListPage(page, language, nameIn(language, top), topProducts);
    });

    test('/all-products, /new-arrival, /best-deals and /just-for-you page through 12 at a time', async ({
      page,
      request,
    }) => {
      const pages = [
        { path: '/all-products', heading: text.allProducts, list: LISTS.all, ordered: true },
        { path: '/new-arrival', heading: text.newArrival, list: LISTS.newArrival, ordered: true },
        { path: '/best-deals', heading: text.bestDeals, list: LISTS.bestSeller, ordered: true },
        // A stable shuffle, but one that may be drawn anew: the order is not pinned here.
        { path: '/just-for-you', heading: text.justForYou, list: LISTS.random, ordered: false },
      ];
      await openAs(page, language, '/');
      for (const target of pages) {
        const first = await listFromApi(request, target.list);
        expect(first.totalRecords).toBeGreaterThan(LIST_PAGE_SIZE);
        await page.goto(target.path);
        await expectListPage(page, language, target.heading, first, 0, {
          checkOrder: target.ordered,
        });
        // Every card leads to its product.
        const firstCard = cardsOf(page).first().getByRole('link');
        await expect(firstCard).toHaveAttribute('href', /^\/product-detail\/[0-9a-f-]{36}$/);

        await page
          .getByRole('navigation', { name: text.pages })
          .getByRole('link', { name: text.next })
          .click();
        await expect(page).toHaveURL(new RegExp(`${target.path}\\?page=2$`));
        const second = await listFromApi(request, target.list, { first: LIST_PAGE_SIZE });
        await expectListPage(page, language, target.heading, second, LIST_PAGE_SIZE, {
          checkOrder: target.ordered,
        });
        const pageTwo = new RegExp(`${await numberInPage(page, 2)}$`);
        await expect(
          page.getByRole('navigation', { name: text.pages }).getByRole('link', { name: pageTwo }),
        ).toHaveAttribute('aria-current', 'page');
      }

      // The last page shows what is left.
      const all = await listFromApi(request, LISTS.all);
      const lastPage = Math.ceil(all.totalRecords / LIST_PAGE_SIZE);
      const offset = (lastPage - 1) * LIST_PAGE_SIZE;
      await page.goto(`/all-products?page=${lastPage}`);
      const rest = await listFromApi(request, LISTS.all, { first: offset });
      await expectListPage(page, language, text.allProducts, rest, offset);
    });

    test('/top-picks: Order By and the price band change the list', async ({
      page,
      request,
    }, testInfo) => {
      await openAs(page, language, '/top-picks');
      const byName = await listFromApi(request, LISTS.topRated, { sortField: 'name' });
      await expectListPage(page, language, text.topPicks, byName);

      const orderBy = page.getByRole('combobox', { name: text.orderBy });
      await expect(orderBy).toHaveValue('name');
      await orderBy.selectOption('price');
      await expect(page).toHaveURL(/\/top-picks\?sort=price$/);
      const byPrice = await listFromApi(request, LISTS.topRated, { sortField: 'price' });
      expect(byPrice.items.map((item) => item.guid)).not.toEqual(
        byName.items.map((item) => item.guid),
      );
      await expectListPage(page, language, text.topPicks, byPrice);

      // docs/product.md#price-filter: MMK takes the large bands; 'Select' means no filter.
      const band = page.getByRole('combobox', { name: text.priceRange });
      await expect(band).toHaveValue('select');
      await expect(band.getByRole('option')).toHaveCount(7);
      await band.selectOption('10000-50000');
      await expect(page).toHaveURL(/sort=price&price=10000-50000$/);
      const banded = await listFromApi(request, LISTS.topRated, {
        sortField: 'price',
        minPrice: 10_000,
        maxPrice: 50_000,
      });
      expect(banded.totalRecords).toBeLessThan(byPrice.totalRecords);
      await expectListPage(page, language, text.topPicks, banded);

      const menu = page.getByRole('navigation', { name: text.menuTitle });
      if (testInfo.project.name === 'phone') {
        // docs/product.md#category-menu: the category menu shows in the left column only on large screens.
        await expect(menu).toBeHidden();
        return;
      }
      // 'SHOP BY CATEGORIES': hovering opens the second level, then the third (docs/product.md#category-menu timings).
      const { top, second, third } = threeLevels();
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: nameIn(language, top), exact: true }).hover();
      const secondLink = menu.getByRole('link', { name: nameIn(language, second), exact: true });
      await expect(secondLink).toBeVisible();
      await expect(secondLink).toHaveAttribute('href', `/products/${second.guid}`);
      await secondLink.hover();
      const thirdLink = menu.getByRole('link', { name: nameIn(language, third), exact: true });
      await expect(thirdLink).toBeVisible();
      await thirdLink.click();
      await expect(page).toHaveURL(new RegExp(`/products/${third.guid}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: nameIn(language, third) }),
      ).toBeVisible();

      await page.goBack();
      await page
        .getByRole('navigation', { name: text.menuTitle })
        .getByRole('link', { name: text.seeAll })
        .click();
      await expect(page).toHaveURL(/\/categories$/);
      await expect(page.getByRole('heading', { level: 1, name: text.categories })).toBeVisible();
    });

    test('the header search finds English and Burmese words, and says when nothing matches', async ({
      page,
      request,
    }) => {
      await openAs(page, language, '/all-products');

      await searchFor(page, language, 'tea', 'enter');
      await expect(page).toHaveURL(/\/searched-products\/tea$/);
      const tea = await listFromApi(request, LISTS.all, { keyword: 'tea' });
      expect(tea.totalRecords).toBeGreaterThan(0);
      await expectListPage(page, language, text.searched('tea'), tea);

      // Burmese has no spaces between words; the keyword still finds it inside a name.
      const burmese = 'လက်ဖက်';
      await searchFor(page, language, burmese, 'button');
      await expect(page).toHaveURL(
        new RegExp(`/searched-products/${encodeURIComponent(burmese)}$`),
      );
      const lahpet = await listFromApi(request, LISTS.all, { keyword: burmese });
      expect(lahpet.totalRecords).toBeGreaterThan(0);
      await expectListPage(page, language, text.searched(burmese), lahpet);
      for (const name of await cardNames(page)) expect(name).toContain(burmese);

      await searchFor(page, language, 'zzqxj nothing', 'enter');
      await expect(
        page.getByRole('heading', { level: 1, name: text.searched('zzqxj nothing') }),
      ).toBeVisible();
      await expect(page.getByText(text.empty, { exact: true })).toBeVisible();
      await expect(cardsOf(page)).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: text.pages })).toHaveCount(0);

      // docs/product.md#search: empty text or a single space is not searched; it goes home.
      await searchFor(page, language, '', 'enter');
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/best-deals');
      await searchFor(page, language, ' ', 'button');
      await expect(page).toHaveURL(/\/$/);
    });

    test('an unknown address shows the not-found page inside the shell', async ({ page }) => {
      await openAs(page, language, '/');
      await page.goto('/no/such/page');
      await expect(
        page.getByRole('heading', { level: 1, name: text.notFound, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: text.backHome }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('a page whose code is slow is already drawn by the server; one whose code fails shows the error screen', async ({
      page,
    }) => {
      await openAs(page, language, '/');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(CATEGORIES_CODE, async (route) => {
        await held;
        await route.continue();
      });
      // The server rendered the page: it reads while its code is still on the way.
      await page.goto('/categories', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: text.categories })).toBeVisible();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      release();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: text.categories })).toBeVisible();

      await page.unroute(CATEGORIES_CODE);
      await page.route(CATEGORIES_CODE, (route) => route.abort());
      await page.goto('/categories', { waitUntil: 'commit' });
      await expect(
        page.getByRole('heading', { level: 1, name: text.unexpected, exact: true }),
      ).toBeVisible();
      // The shell stays around the failed page, so the shopper can go elsewhere. The error
      // screen's home link is the home of the page's language (decision 0035).
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: text.backHome }),
      ).toHaveAttribute('href', language === 'mm' ? '/my' : '/');
    });

    test('the region chooser asks in the shopper language and closes on a choice', async ({
      page,
      request,
    }) => {
      const regions = RegionListResponseSchema.parse(
        await (await request.get('/v1/currency/region')).json(),
      ).data.items;
      await openAs(page, language, '/');
      // Forgetting the region (storage and its cookie) brings the chooser back, now in the
      // chosen language.
      await page.evaluate(() => localStorage.removeItem('region'));
      await page.context().clearCookies({ name: 'region' });
      await page.reload();
      const dialog = page.getByRole('dialog', { name: text.regionTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(text.regionText);
      const select = dialog.getByRole('combobox');
      // A placeholder, then every region by its name in this language.
      await expect(select.getByRole('option')).toHaveCount(regions.length + 1);
      const thailand = regions.find((region) => region.currencyCode === 'THB')!;
      const label = language === 'mm' && thailand.nameMm ? thailand.nameMm : thailand.name;
      await select.selectOption({ label });
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('region'))).toContain(thailand.guid);
      // Prices now follow the region's currency, and the price bands its scale (docs/product.md#price-filter).
      await page.goto('/top-picks');
      await expect(
        page.getByRole('combobox', { name: text.priceRange.replace(/\((MMK|ကျပ်)\)/, '(THB)') }),
      ).toBeVisible();
      await expect(cardsOf(page).first()).toContainText('THB');
    });

    test('the footer holds the contact details and the shell hides on the login pages', async ({
      page,
    }) => {
      await openAs(page, language, '/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: /\+95/ })).toHaveCount(2);
      await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(footer.locator('address')).toContainText(language === 'mm' ? 'ရန်ကုန်' : 'Yangon');
      await expect(footer).toContainText(text.copyright);
      // docs/product.md#footer: Contact Us and Terms & Conditions have no targets.
      for (const label of text.footer) {
        await expect(footer.getByText(label, { exact: true })).toBeVisible();
        await expect(footer.getByRole('link', { name: label })).toHaveCount(0);
      }

      // docs/product.md#global-behaviour: the window scrolls to the top on a route change.
      const viewAll = page
        .locator('section', { has: page.getByRole('heading', { level: 2, name: text.bestSeller }) })
        .getByRole('link', { name: text.viewAll });
      await viewAll.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await viewAll.click();
      await expect(page).toHaveURL(/\/best-deals$/);
      await expect(page.getByRole('heading', { level: 1, name: text.bestDeals })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      for (const path of ['/login', '/register', '/voucher']) {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
      }
    });
  });
}

test('a Burmese shopper keeps Burmese across a reload', async ({ page }) => {
  await page.goto('/all-products');
  await chooseRegion(page);
  // Each language is offered with its flag, the current one pressed.
  const languages = page.getByRole('group', { name: 'Language' });
  const english = languages.getByRole('button', { name: 'English' });
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  await expect(english.locator('img')).toHaveAttribute('src', '/assets/icons/uk_flag.png');
  await expect(languages.getByRole('button', { name: 'မြန်မာ' }).locator('img')).toHaveAttribute(
    'src',
    '/assets/icons/mm_flag.png',
  );
  await switchLanguage(page, 'mm');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.mm.allProducts })).toBeVisible();
  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.en.allProducts })).toBeVisible();
});
