import type { APIRequestContext, Page } from '@playwright/test';
import {
  ProductDetailResponseSchema,
  ProductListResponseSchema,
  type ProductDetail,
} from '@storefront/contract/catalog';
import { ShopListResponseSchema } from '@storefront/contract/shop';
import { availabilityOf, effectivePrice, quantityBounds } from '@storefront/commerce/catalog';
import { formatMoney } from '@storefront/commerce/money';
import { chooseRegion, expect, switchLanguage, test } from './fixtures';

/**
 * The product page against the real API and demo data. Products are picked by what they are
 * (discounted, pre-order, with addons, without brand or description) from the default shop's
 * catalog, never by name, so the tests follow whatever the seed holds.
 */
async function loadCatalog(request: APIRequestContext): Promise<ProductDetail[]> {
  const shops = ShopListResponseSchema.parse(await (await request.get('/v1/pos/shop/list')).json())
    .data.items;
  const shop = shops.find((candidate) => candidate.hostName === 'localhost')!;
  const list = ProductListResponseSchema.parse(
    await (await request.get(`/v1/pos/shop/listShopProduct/${shop.guid}?first=0&max=100`)).json(),
  ).data.items;
  return Promise.all(
    list.map(
      async (card) =>
        ProductDetailResponseSchema.parse(
          await (await request.get(`/v1/pos/product/productvariantdetail/${card.guid}`)).json(),
        ).data,
    ),
  );
}

let catalog: ProductDetail[] = [];

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  catalog = await loadCatalog(request);
  await request.dispose();
});

function pick(description: string, matches: (product: ProductDetail) => boolean): ProductDetail {
  const product = catalog.find(matches);
  if (!product) throw new Error(`The demo data has no product that is ${description}.`);
  return product;
}

/** The option the page preselects: the first one that can be bought (docs/product.md#option-selection). */
const firstBuyable = (product: ProductDetail) =>
  product.variantDetailItems.find((variant) => quantityBounds(variant).max >= 1);

const isSellable = (product: ProductDetail) =>
  availabilityOf(product) !== 'outOfStock' && firstBuyable(product) !== undefined;

const money = (amount: number) => formatMoney(amount, 'MMK', 'en');

async function openProduct(page: Page, product: ProductDetail) {
  await page.goto(`/product-detail/${product.guid}`);
  await chooseRegion(page);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

const headerLink = (page: Page, name: RegExp) =>
  page.getByRole('banner').getByRole('link', { name });

test.describe('product detail', () => {
  test('shows the name, discounted price and options, and totals quantity changes', async ({
    page,
  }) => {
    const product = pick('discounted with two stocked options', (candidate) => {
      const first = firstBuyable(candidate);
      return (
        isSellable(candidate) &&
        first?.priceSell1 != null &&
        quantityBounds(first).max >= 2 &&
        candidate.variantDetailItems.length >= 2
      );
    });
    const first = firstBuyable(product)!;
    await openProduct(page, product);

    const checkbox = page.getByRole('checkbox', { name: first.name, exact: true });
    await expect(checkbox).toBeChecked();
    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${first.name}` });
    await expect(quantity).toHaveValue('1');
    // The old price is struck through beside the discounted one.
    await expect(
      page
        .locator('s')
        .filter({ hasText: money(first.priceSell) })
        .first(),
    ).toBeVisible();
    const total = page.getByText('Total price').locator('..');
    await expect(total).toContainText(money(effectivePrice(first)));

    await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
    await expect(quantity).toHaveValue('2');
    await expect(total).toContainText(money(effectivePrice(first) * 2));
    await expect(page.getByText('2 items selected')).toBeVisible();

    await quantity.fill('0');
    await expect(checkbox).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'No Item Selected' })).toBeDisabled();
    await checkbox.check();
    await expect(quantity).toHaveValue('1');
  });

  test('adds to the cart: the header badge shows 1 and the page knows it', async ({ page }) => {
    const product = pick('sellable', isSellable);
    await openProduct(page, product);
    await expect(headerLink(page, /0 items.*Cart$/)).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await expect(headerLink(page, /1 item.*Cart$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Already in cart' })).toBeDisabled();

    // Back on the page later, the saved quantities come back.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Update the Cart' })).toBeEnabled();
    await expect(
      page.getByRole('spinbutton', { name: `Quantity of ${firstBuyable(product)!.name}` }),
    ).toHaveValue('1');
  });

  test('Buy Now puts the selection in the cart and goes to /cart', async ({ page }) => {
    const product = pick('sellable', isSellable);
    await openProduct(page, product);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(headerLink(page, /1 item.*Cart$/)).toBeVisible();
  });

  test("caps a 'Pre Order' option at its pre-sale limit", async ({ page }) => {
    const product = pick('on pre-order', (candidate) => {
      const first = firstBuyable(candidate);
      return isSellable(candidate) && first !== undefined && availabilityOf(first) === 'preOrder';
    });
    const first = firstBuyable(product)!;
    await openProduct(page, product);
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByText(first.name, { exact: true }) });
    await expect(row.getByText('Pre Order')).toBeVisible();
    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${first.name}` });
    await quantity.fill(String(first.preSaleLimit + 10));
    await expect(quantity).toHaveValue(String(first.preSaleLimit));
    await expect(
      page.getByRole('button', { name: `Increase quantity of ${first.name}` }),
    ).toBeDisabled();
  });

  test('adds an addon to the total', async ({ page }) => {
    const product = pick(
      'with addons',
      (candidate) => isSellable(candidate) && candidate.addons.length > 0,
    );
    const first = firstBuyable(product)!;
    const extra = product.addons[0]!;
    await openProduct(page, product);
    await page.getByRole('checkbox', { name: extra.name, exact: true }).check();
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${extra.name}` })).toHaveValue(
      '1',
    );
    await expect(page.getByText('Total price').locator('..')).toContainText(
      money(effectivePrice(first) + extra.price),
    );
  });

  test("says 'No Brand' and 'No Description Yet' when the product has neither", async ({
    page,
  }) => {
    const product = pick('without brand or description', (c) => !c.brandName && !c.description);
    await openProduct(page, product);
    await expect(page.getByText('No Brand')).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveText('No Description Yet');
  });

  test('adds to the compare list and the compare badge counts it', async ({ page }) => {
    const product = pick('sellable', isSellable);
    await openProduct(page, product);
    await page.getByRole('button', { name: 'Add to compare list' }).click();
    await expect(headerLink(page, /1 item.*Compare$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to compare list' })).toBeDisabled();
    await expect(page.getByText('This product is in your compare list.')).toBeVisible();
  });

  test("copies the page link with 'Successfully Copied!'", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const product = pick('sellable', isSellable);
    await openProduct(page, product);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Successfully Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`,
    );
  });

  test('the gallery steps through its images by thumbnail and arrow', async ({ page }) => {
    const product = pick('with several images', (candidate) => candidate.imageItems.length >= 2);
    const total = product.imageItems.length;
    await openProduct(page, product);
    const gallery = page.getByRole('region', { name: 'Product images' });
    await expect(
      gallery.getByRole('img', { name: `${product.name}, image 1 of ${total}` }),
    ).toBeVisible();
    await expect(gallery.getByText(`1 / ${total}`)).toBeVisible();
    const second = gallery.getByRole('button', { name: `Show image 2 of ${total}` });
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(
      gallery.getByRole('img', { name: `${product.name}, image 2 of ${total}` }),
    ).toBeVisible();
    await expect(gallery.getByText(`2 / ${total}`)).toBeVisible();
    // The arrows wrap around at the ends.
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await expect(gallery.getByText(`${total} / ${total}`)).toBeVisible();
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(gallery.getByText(`1 / ${total}`)).toBeVisible();
  });

  test("fetches the gallery's first picture once: the server's preload is the size the <img> takes", async ({
    page,
  }) => {
    // docs/decisions/0024-photo-sizes.md: the preload's imagesrcset and imagesizes are the
    // gallery's srcset and sizes, so the browser picks the same stored size for both.
    const product = pick('with a picture', (candidate) => candidate.imageItems.length >= 1);
    const cover = `/v1/image/download/${product.imageItems[0]!.image}`;
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === cover) asked.push(`${url.pathname}${url.search}`);
    });
    await page.goto(`/product-detail/${product.guid}`);
    const shown = page
      .getByRole('region', { name: 'Product images' })
      .getByRole('img', { name: new RegExp(`^${product.name}`) })
      .first();
    await expect(shown).toHaveJSProperty('complete', true);
    const taken = await shown.evaluate((img: HTMLImageElement) => {
      const url = new URL(img.currentSrc);
      return {
        url: `${url.pathname}${url.search}`,
        by: (performance.getEntriesByName(url.href)[0] as PerformanceResourceTiming | undefined)
          ?.initiatorType,
      };
    });
    // A stored size chosen for this screen's width and density, asked for once, by the preload.
    expect(taken.url).toMatch(new RegExp(`^${cover}\\?w=\\d+$`));
    expect(asked.filter((url) => url === taken.url)).toEqual([taken.url]);
    expect(taken.by).toBe('link');
  });

  test('shares to Instagram by copying the link, to Viber by link, and shows the shop', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const product = pick('sold by a shop with a website', (c) => Boolean(c.shopLists[0]?.website));
    const shop = product.shopLists[0]!;
    await openProduct(page, product);
    await page.getByRole('button', { name: 'Share on Instagram' }).click();
    await expect(page.getByText(/Instagram sharing is not supported directly/)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByRole('link', { name: 'Share on Viber' })).toHaveAttribute(
      'href',
      `viber://forward?text=${encodeURIComponent(`${product.name} ${page.url()}`)}`,
    );
    // The shop line links to the shop's website in a new tab; the shop box holds its contacts.
    const shopLink = page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${shop.shopName}`) })
      .first();
    await expect(shopLink).toHaveAttribute('href', shop.website!);
    await expect(shopLink).toHaveAttribute('target', '_blank');
    const shopBox = page.getByRole('region', { name: 'Sold by' });
    await expect(shopBox).toContainText(shop.primaryPhone);
    await expect(shopBox).toContainText(shop.address);
  });

  test("an option with neither stock nor pre-sale reads 'Out Of Stock' and cannot be bought", async ({
    page,
  }) => {
    const product = pick('wholly out of stock', (candidate) => !isSellable(candidate));
    await openProduct(page, product);
    const first = product.variantDetailItems[0]!;
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByText(first.name, { exact: true }) });
    await expect(row.getByText('Out Of Stock')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${first.name}` })).toHaveValue(
      '0',
    );
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'No Item Selected' })).toBeDisabled();
  });

  test('asks a logged-out visitor to log in before writing a review', async ({ page }) => {
    const product = pick('reviewed', (candidate) => candidate.shopReviewLists.length > 0);
    await openProduct(page, product);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const reviews = page.getByRole('list', { name: 'Customer reviews' });
    await expect(reviews.getByRole('listitem').first()).toContainText(
      product.shopReviewLists[0]!.review,
    );
    await expect(page.getByText('Login to write review.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login/Register' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('textbox', { name: 'Write a review' })).toBeDisabled();
    // The sign-in link stands where Send would be (docs/architecture.md#first-taps).
    await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  });

  test('says so when the product does not exist', async ({ page }) => {
    await page.goto('/product-detail/00000000-0000-4000-8000-000000000000');
    await chooseRegion(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('works the same in Burmese', async ({ page }) => {
    const product = pick('sellable', isSellable);
    await openProduct(page, product);
    await switchLanguage(page, 'mm');
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText('စုစုပေါင်း ကျသင့်ငွေ')).toBeVisible();
    await page.getByRole('button', { name: 'ဈေးခြင်းထဲ ထည့်မည်' }).click();
    await expect(page.getByText('ဈေးခြင်းထဲ ထည့်ပြီးပါပြီ')).toBeVisible();
    await expect(headerLink(page, /ပစ္စည်း ၁ ခု.*ဈေးခြင်း$/)).toBeVisible();
    await page.getByRole('tab', { name: 'သုံးသပ်ချက်များ' }).click();
    await expect(page.getByText('သုံးသပ်ချက် ရေးရန် အကောင့်ဝင်ပါ။')).toBeVisible();
    await page.getByRole('button', { name: 'ဈေးခြင်းကို ပြင်ဆင်မည်' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});
