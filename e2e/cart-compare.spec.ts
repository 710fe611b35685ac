import type { APIRequestContext, Page } from '@playwright/test';
import {
  removeVariant,
  summarizeCart,
  summarizeCartIn,
  type CartItem,
} from '@storefront/commerce/cart';
import { formatMoney } from '@storefront/commerce/money';
import {
  ProductDetailResponseSchema,
  ProductListResponseSchema,
  type ProductDetail,
} from '@storefront/contract/catalog';
import { RegionListResponseSchema } from '@storefront/contract/region';
import { ShopListResponseSchema, type ShopListItem } from '@storefront/contract/shop';
import { cartItemFrom, firstAddon } from './cart-items';
import { shopNamesIn } from './shop-names';
import { chooseRegion, expect, numberInPage, openAs, switchLanguage, test } from './fixtures';

/*
 * The product page is built elsewhere, so the cart is filled the way it would fill it: real
 * product details from the API, turned into cart items by commerce's buildCartItem, and put
 * under the docs/product.md#storage-keys key `cartItems`.
 */

async function listShops(request: APIRequestContext): Promise<ShopListItem[]> {
  return ShopListResponseSchema.parse(await (await request.get('/v1/pos/shop/list')).json()).data
    .items;
}

async function productDetail(request: APIRequestContext, guid: string): Promise<ProductDetail> {
  const response = await request.get(`/v1/pos/product/productvariantdetail/${guid}`);
  return ProductDetailResponseSchema.parse(await response.json()).data;
}

/** The first product of a shop with at least two options (so one can be removed) and an addon. */
async function productWithOptions(
  request: APIRequestContext,
  shopGuid: string,
): Promise<ProductDetail> {
  const page = ProductListResponseSchema.parse(
    await (await request.get(`/v1/pos/shop/listShopProduct/${shopGuid}?first=0&max=24`)).json(),
  ).data;
  let fallback: ProductDetail | null = null;
  for (const card of page.items) {
    const detail = await productDetail(request, card.guid);
    if (detail.variantDetailItems.length < 2) continue;
    if (detail.addons.length > 0) return detail;
    fallback ??= detail;
  }
  if (!fallback) throw new Error(`shop ${shopGuid} has no product with two options`);
  return fallback;
}

/** Two options (quantities 1 and 2) and the first addon, as the product page would add them. */
function twoOptionsOf(detail: ProductDetail): CartItem {
  const variants = detail.variantDetailItems
    .slice(0, 2)
    .map((variant, index): [typeof variant, number] => [variant, index + 1]);
  return cartItemFrom(detail, { variants, addons: firstAddon(detail) });
}

/**
 * One product from each of the first two shops that have one with two options: shops opened by
 * other specs (the business console's) may sell a single option only.
 */
async function cartFromTwoShops(request: APIRequestContext): Promise<CartItem[]> {
  const details: ProductDetail[] = [];
  for (const shop of await listShops(request)) {
    if (details.length === 2) break;
    if (!shop.isTakingOrders) continue;
    try {
      details.push(await productWithOptions(request, shop.guid));
    } catch {
      // No product with two options here: the next shop.
    }
  }
  if (details.length < 2) throw new Error('fewer than two shops sell a product with two options');
  return details.map(twoOptionsOf);
}

/** Stores the cart, then loads /cart so the app starts from it. */
async function openCartWith(page: Page, items: CartItem[]): Promise<void> {
  await page.evaluate((json) => localStorage.setItem('cartItems', json), JSON.stringify(items));
  await page.goto('/cart');
}

/** A price as the page prints it (commerce's formatMoney, in the page's language). */
async function formatInPage(page: Page, amount: number, code: string) {
  return formatMoney(amount, code, await page.evaluate(() => document.documentElement.lang));
}

const summaryOf = (page: Page, name = 'Cart Summary') => page.getByRole('region', { name });

test.describe('cart', () => {
  test('groups by shop, recomputes after a removal, and empties on remove all', async ({
    page,
    request,
  }) => {
    const items = await cartFromTwoShops(request);
    const regions = RegionListResponseSchema.parse(
      await (await request.get('/v1/currency/region')).json(),
    ).data.items;
    const thb = regions.find((region) => region.currencyCode === 'THB')!;

    await page.goto('/');
    await chooseRegion(page, thb.name);
    await openCartWith(page, items);

    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    // One block per shop, each holding its own product.
    for (const item of items) {
      const block = page.getByRole('region', { name: item.shop.shopName });
      await expect(block).toBeVisible();
      await expect(block.getByRole('heading', { name: item.name })).toBeVisible();
      await expect(block.getByRole('link', { name: `Edit Product: ${item.name}` })).toHaveAttribute(
        'href',
        `/product-detail/${item.guid}`,
      );
    }
    expect(items[0]!.shop.shopGuid).not.toBe(items[1]!.shop.shopGuid);

    // Amounts in the region's currency (THB), with the MMK approximation under the total.
    const before = summarizeCartIn(items, 'THB', regions)!;
    const summary = summaryOf(page);
    await expect(summary).toContainText(formatMoney(before.total, 'THB', 'en'));
    await expect(summary).toContainText(formatMoney(before.tax, 'THB', 'en'));
    await expect(summary).toContainText(formatMoney(summarizeCart(items).total, 'MMK', 'en'));

    // Removing the first shop's second option recomputes the summary.
    const first = items[0]!;
    const removed = first.variants[1]!;
    await page
      .getByRole('region', { name: first.shop.shopName })
      .getByRole('button', { name: `Remove ${first.name} (${removed.variantName})`, exact: true })
      .click();
    const after = summarizeCartIn(
      removeVariant(items, first.guid, removed.variantGuid),
      'THB',
      regions,
    )!;
    await expect(summary).toContainText(formatMoney(after.total, 'THB', 'en'));
    await expect(summary.getByText(String(after.itemCount), { exact: true })).toBeVisible();
    await expect(
      page.getByText(`${first.name} (${removed.variantName}) was removed`),
    ).toBeVisible();

    // Remove all asks first, then leaves the empty cart with Proceed disabled.
    await page.getByRole('button', { name: 'Remove All' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove everything from your cart?' });
    await dialog.getByRole('button', { name: 'Yes, remove all' }).click();
    await expect(page.getByText('There is no item in your cart')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('leads on to checkout, and its Best Seller strip to /best-deals', async ({
    page,
    request,
  }) => {
    const items = await cartFromTwoShops(request);
    await page.goto('/');
    await chooseRegion(page);
    await openCartWith(page, items);

    const proceed = page.getByRole('link', { name: 'Proceed to Checkout' });
    await expect(proceed).toHaveAttribute('href', '/checkout');

    const strip = page.locator('section', {
      has: page.getByRole('heading', { name: 'Best Seller' }),
    });
    // Below the cart, the strip asks for its products as it comes near the screen.
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.getByRole('article').first()).toBeVisible();
    await strip.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/best-deals$/);
  });

  test('works in Burmese', async ({ page, request }) => {
    const items = await cartFromTwoShops(request);
    await page.goto('/');
    await chooseRegion(page);
    await switchLanguage(page, 'mm');
    await openCartWith(page, items);

    await expect(page.getByRole('heading', { level: 1, name: 'ဈေးခြင်း' })).toBeVisible();
    const shopName = await shopNamesIn(request, 'mm');
    for (const item of items) {
      await expect(
        page.getByRole('region', { name: shopName(item.shop.shopGuid, item.shop.shopName) }),
      ).toBeVisible();
    }
    const summary = summaryOf(page, 'ဈေးခြင်း အကျဉ်းချုပ်');
    await expect(summary).toContainText('အခွန် (၅%)');
    await expect(summary).toContainText(
      await formatInPage(page, summarizeCart(items).total, 'MMK'),
    );

    const first = items[0]!;
    const removed = first.variants[0]!;
    await page
      .getByRole('region', { name: shopName(first.shop.shopGuid, first.shop.shopName) })
      .getByRole('button', {
        name: `${first.name} (${removed.variantName}) ကို ဖယ်ရှားမည်`,
        exact: true,
      })
      .click();
    const after = summarizeCart(removeVariant(items, first.guid, removed.variantGuid));
    await expect(summary).toContainText(await formatInPage(page, after.total, 'MMK'));

    await page.getByRole('button', { name: 'အားလုံး ဖယ်ရှားမည်' }).click();
    await page
      .getByRole('dialog', { name: 'ဈေးခြင်းထဲမှ ပစ္စည်းအားလုံးကို ဖယ်ရှားမလား။' })
      .getByRole('button', { name: 'ဟုတ်ကဲ့၊ အားလုံး ဖယ်ရှားမည်' })
      .click();
    await expect(page.getByText('သင့်ဈေးခြင်းထဲတွင် ပစ္စည်း မရှိသေးပါ')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ငွေရှင်းရန် ဆက်သွားမည်' })).toBeDisabled();
  });
});

test.describe('compare', () => {
  test('adds up to 3 from the product list, then compares and removes', async ({ page }) => {
    await page.goto('/product-list-for-comparison');
    await chooseRegion(page);
    await expect(page.getByText(/^Showing 1 to 12 of \d+$/)).toBeVisible();

    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({
        has: page.getByRole('article'),
      });
    await expect(cards).toHaveCount(12);
    const names: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const card = cards.nth(index);
      names.push((await card.getByRole('heading').textContent())!.trim());
      await card.getByRole('button', { name: /^Add to Compare/ }).click();
      await expect(card.getByRole('button', { name: /^Remove from Compare/ })).toBeVisible();
    }
    // docs/product.md#compare-limit: a fourth cannot be added.
    await expect(cards.nth(3).getByRole('button', { name: /^Add to Compare/ })).toBeDisabled();
    await expect(page.getByText('3 of 3 chosen for comparison')).toBeVisible();

    await page.getByRole('link', { name: 'Compare Now' }).click();
    await expect(page).toHaveURL(/\/compare$/);
    const table = page.getByRole('table');
    for (const name of names) {
      await expect(table.getByRole('columnheader', { name })).toBeVisible();
      await expect(table.getByRole('link', { name: `View Product: ${name}` })).toBeVisible();
    }
    await expect(table.getByRole('rowheader', { name: 'Customer Rating' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Item' })).toHaveCount(0);

    await table.getByRole('button', { name: `Remove ${names[1]} from the comparison` }).click();
    await expect(table.getByRole('columnheader', { name: names[1] })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add Item' })).toHaveAttribute(
      'href',
      '/product-list-for-comparison',
    );

    const strip = page.locator('section', {
      has: page.getByRole('heading', { name: 'New Arrival' }),
    });
    await expect(strip.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/best-deals',
    );
  });

  test('keeps the compare table inside its own scroll box on a phone', async ({ page }) => {
    await page.goto('/product-list-for-comparison');
    await chooseRegion(page);
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({
        has: page.getByRole('article'),
      });
    for (let index = 0; index < 3; index += 1) {
      await cards
        .nth(index)
        .getByRole('button', { name: /^Add to Compare/ })
        .click();
    }
    await page.goto('/compare');
    await expect(page.getByRole('table')).toBeVisible();
    // A phone's layout viewport grows to fit content that sticks out, so compare the page's
    // width with the window the project asked for rather than with the (grown) client width.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('works in Burmese, page 2 included, down to the empty table', async ({ page, request }) => {
    const shops = await listShops(request);
    const shop = shops.find((candidate) => candidate.hostName === 'localhost')!;
    const total = ProductListResponseSchema.parse(
      await (await request.get(`/v1/pos/shop/listShopProduct/${shop.guid}?first=0&max=12`)).json(),
    ).data.totalRecords;

    await openAs(page, 'mm', '/product-list-for-comparison');
    await expect(
      page.getByRole('heading', { level: 1, name: 'နှိုင်းယှဉ်ရန် ပစ္စည်းများ ရွေးချယ်ပါ' }),
    ).toBeVisible();
    const label = async (first: number, last: number) =>
      `စုစုပေါင်း ${await numberInPage(page, total)} ခုအနက် ${await numberInPage(page, first)} မှ ${await numberInPage(page, last)} အထိ ပြသထားသည်`;
    await expect(page.getByText(await label(1, 12), { exact: true })).toBeVisible();

    // Page 2 has its own cards, and the compare buttons work there too.
    await page
      .getByRole('navigation', { name: 'စာမျက်နှာများ' })
      .getByRole('link', { name: 'နောက်စာမျက်နှာ' })
      .click();
    await expect(page).toHaveURL(/\/product-list-for-comparison\?page=2$/);
    await expect(
      page.getByText(await label(13, Math.min(24, total)), { exact: true }),
    ).toBeVisible();
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') });
    const names: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const card = cards.nth(index);
      names.push((await card.getByRole('heading').textContent())!.trim());
      await card.getByRole('button', { name: /^နှိုင်းယှဉ်ရန် ထည့်မည်/ }).click();
      await expect(card.getByRole('button', { name: /^နှိုင်းယှဉ်စာရင်းမှ ဖယ်မည်/ })).toBeVisible();
    }
    await expect(page.getByText('နှိုင်းယှဉ်ရန် ၃ ခုအနက် ၂ ခု ရွေးထားသည်')).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: /ပစ္စည်း ၂ ခု.*နှိုင်းယှဉ်ရန်$/ }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'ယခု နှိုင်းယှဉ်မည်' }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ပစ္စည်းများ နှိုင်းယှဉ်ရန်' })).toBeVisible();
    const table = page.getByRole('table');
    for (const name of names) {
      await expect(table.getByRole('columnheader', { name })).toBeVisible();
    }
    for (const row of ['အမှတ်တံဆိပ်', 'ဈေးနှုန်း', 'ဝယ်သူများ၏ အဆင့်သတ်မှတ်ချက်']) {
      await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
    }
    // Fewer than 3: room for one more.
    await expect(page.getByRole('link', { name: 'ပစ္စည်း ထည့်မည်' })).toHaveAttribute(
      'href',
      '/product-list-for-comparison',
    );
    await expect(
      page.locator('section', { has: page.getByRole('heading', { name: 'ပစ္စည်းအသစ်များ' }) }),
    ).toContainText('အားလုံးကြည့်ရန်');

    for (const name of names) {
      await table.getByRole('button', { name: `${name} ကို နှိုင်းယှဉ်စာရင်းမှ ဖယ်ရှားမည်` }).click();
    }
    await expect(page.getByText('နှိုင်းယှဉ်ရန် ပစ္စည်း မရွေးရသေးပါ')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
