import { ProductListResponseSchema } from '@storefront/contract/catalog';
import { ShopListResponseSchema } from '@storefront/contract/shop';
import { chooseRegion, expect, test } from './fixtures';

test.describe('the running storefront', () => {
  test('home shows the shop and its newest products from the API', async ({ page, request }) => {
    const shops = ShopListResponseSchema.parse(
      await (await request.get('/v1/pos/shop/list')).json(),
    ).data.items;
    const defaultShop = shops.find((s) => s.hostName === 'localhost')!;
    const newest = ProductListResponseSchema.parse(
      await (
        await request.get(
          `/v1/pos/shop/listShopProductNewArrival/${defaultShop.guid}?first=0&max=10`,
        )
      ).json(),
    ).data.items;
    expect(newest.length).toBe(10);

    await page.goto('/');
    await chooseRegion(page);
    await expect(
      page.getByRole('banner').getByRole('link', { name: defaultShop.name }),
    ).toBeVisible();
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'New Arrival' }),
    });
    await expect(section.getByRole('link', { name: newest[0]!.name }).first()).toBeVisible();
    await expect(section.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/new-arrival',
    );
  });

  test('the region choice persists across reloads', async ({ page }) => {
    await page.goto('/');
    await chooseRegion(page, 'Thailand');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'New Arrival' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Please Select Your Region' })).toHaveCount(0);
  });

  test('a shop is served on its own host', async ({ page, request, baseURL }) => {
    const shops = ShopListResponseSchema.parse(
      await (await request.get('/v1/pos/shop/list')).json(),
    ).data.items;
    const other = shops.find((s) => s.hostName !== 'localhost')!;
    const url = new URL(baseURL!);
    await page.goto(`http://${other.hostName}:${url.port}/`);
    await chooseRegion(page);
    await expect(page.getByRole('banner').getByRole('link', { name: other.name })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Shop' })).toHaveValue(other.guid);
  });

  test('deep links load the app, unknown API paths answer JSON', async ({ page, request }) => {
    await page.goto('/new-arrival');
    await chooseRegion(page);
    await expect(
      page.getByRole('heading', { name: 'Showing All New Arrival Products' }),
    ).toBeVisible();
    const api = await request.get('/v1/no/such/thing');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ success: false });
  });

  test('Burmese sets the page language for fonts and number formats', async ({ page }) => {
    await page.goto('/');
    await chooseRegion(page);
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: /မြန်မာ/ })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { name: 'ပစ္စည်းအသစ်များ' })).toBeVisible();
  });
});
