import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { withLocaleDigits } from '@storefront/commerce/money';
import sharp from 'sharp';
import { newContextLike, seedShop } from './contexts';
import { expect, switchLanguage, test, type Language } from './fixtures';
import { saveAddress, staffOf } from './shop-orders';
import { registerShopper } from './shoppers';

/*
 * The shop catalog from the console to the shopper and back (docs/product.md#catalog-console),
 * against the real server on a phone, in each language: staff add a product with two options and
 * a photo; a shopper finds it by its Burmese name, reads it in the page's language, buys it; staff
 * sell one option out, and the shopper sees it sold out; staff archive it, and its page is gone.
 * The words on screen are the app's own, read from its locale files.
 */

const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/locales');

type Strings = Record<string, unknown>;
function stringsOf(language: Language): Strings {
  const dir = path.join(LOCALES, language);
  const merged: Strings = {};
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    Object.assign(merged, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Strings);
  }
  return merged;
}

/** A string of the app, with its `{{values}}` filled in. */
function wordsOf(language: Language) {
  const strings = stringsOf(language);
  return (key: string, values: Record<string, string> = {}): string => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], strings);
    if (typeof text !== 'string') throw new Error(`no string ${key} in ${language}`);
    return text.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

/** A photo as a phone would send it: a JPEG of 1600 × 1200, drawn here. */
async function photoFile(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const stripes = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${i * 200}" width="100" height="1200" fill="#1d4e89"/>`,
  ).join('');
  const buffer = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#e8d5b5"/>${stripes}</svg>`,
    ),
  )
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name: 'longyi.jpg', mimeType: 'image/jpeg', buffer };
}

async function signInAsStaff(page: Page, language: Language, t: ReturnType<typeof wordsOf>) {
  const account = staffOf('yangon-mart');
  await page.goto('/seller/login');
  if (language !== 'en') await switchLanguage(page, language);
  await page.getByRole('textbox', { name: t('seller.login.username') }).fill(account.username);
  await page.getByLabel(t('seller.login.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('seller.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/seller$/);
}

for (const language of ['en', 'mm'] as const) {
  test(`staff add a product that a shopper finds, buys, sees sold out and then gone (${language})`, async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'staff run the catalog from a phone');
    test.setTimeout(120_000);
    const t = wordsOf(language);
    // Myanmar digits in the Burmese name: it is found as a Burmese shopper types it.
    const id = String(Date.now() % 1_000_000).padStart(6, '0');
    const nameEn = `Cotton longyi ${id}`;
    const nameMm = `ချည်လုံချည် ${withLocaleDigits(id, 'my')}`;
    // Numbers the console writes, in the page's digits.
    const n = (value: number) => withLocaleDigits(String(value), language === 'mm' ? 'my' : 'en');

    // Staff add the product: a photo, both names, two options, a category, published.
    await signInAsStaff(page, language, t);
    await page.goto('/seller/products');
    await page.getByRole('link', { name: t('seller.products.add') }).click();
    await page.getByLabel(t('seller.product.photos.choose')).setInputFiles(await photoFile());
    await expect(
      page.getByRole('button', {
        name: `${t('seller.product.photos.photo', { index: n(1), total: n(1) })} · ${t('seller.product.photos.cover')}`,
      }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: t('seller.product.names.name') }).fill(nameEn);
    await page.getByRole('textbox', { name: t('seller.product.names.nameMm') }).fill(nameMm);
    const option = (index: number) =>
      page.getByRole('listitem', { name: t('seller.product.options.option', { index: n(index) }) });
    const fillOption = async (index: number, name: string, price: string, stock: string) => {
      const row = option(index);
      await row
        .getByRole('textbox', { name: t('seller.product.options.name'), exact: true })
        .fill(name);
      await row
        .getByRole('textbox', {
          // Kyat is written ကျပ် on Burmese pages (docs/product.md#showing-money).
          name: t('seller.product.options.price', { currency: language === 'mm' ? 'ကျပ်' : 'MMK' }),
          exact: true,
        })
        .fill(price);
      await row
        .getByRole('textbox', { name: t('seller.product.options.weight'), exact: true })
        .fill('400');
      await row
        .getByRole('textbox', { name: t('seller.product.options.stock'), exact: true })
        .fill(stock);
    };
    await fillOption(1, 'Blue', '12000', '5');
    await page.getByRole('button', { name: t('seller.product.options.add') }).click();
    await fillOption(2, 'Red', '15000', '3');
    await page.getByText(t('seller.product.more.summary')).click();
    const category = page.getByRole('combobox', { name: t('seller.product.details.category') });
    await category.selectOption({ index: 3 });
    await page
      .getByRole('radio', { name: new RegExp(`^${t('seller.catalog.status.active')}`) })
      .check();
    await page.getByRole('button', { name: t('seller.product.save.publish') }).click();
    await expect(page.getByText(t('seller.product.save.published'))).toBeVisible();
    await expect(page).toHaveURL(/\/seller\/products\/[0-9a-f-]{36}$/);
    const productUrl = `/product-detail/${page.url().split('/').pop()}`;

    // A shopper finds it by its Burmese name and reads it in the page's language.
    const shopperContext = await newContextLike(browser, testInfo);
    const shopper = await registerShopper(shopperContext.request);
    await saveAddress(shopperContext.request, shopper);
    await seedShop(shopperContext, shopper, language);
    const shop = await shopperContext.newPage();
    await shop.goto('/');
    await shop.getByRole('searchbox', { name: t('header.searchLabel') }).fill(nameMm);
    await shop.getByRole('button', { name: t('header.searchButton'), exact: true }).click();
    const shownName = language === 'mm' ? nameMm : nameEn;
    const card = shop.getByRole('link', { name: shownName }).first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(shop.getByRole('heading', { level: 1, name: shownName })).toBeVisible();
    await expect(shop).toHaveTitle(new RegExp(shownName));

    // It goes in the cart and through the checkout, cash on delivery.
    await shop.getByRole('button', { name: t('detail.addToCart') }).click();
    await shop.goto('/cart');
    await expect(shop.getByRole('heading', { name: shownName })).toBeVisible();
    await shop.getByRole('link', { name: t('cart.proceed') }).click();
    await shop.getByRole('checkbox', { name: t('checkout.services.terms') }).check();
    await shop.getByRole('button', { name: t('checkout.services.proceed') }).click();
    await shop.getByRole('button', { name: t('checkout.toPayment') }).click();
    // The final button reads 'place order' for cash on delivery, 'make payment' for a wallet.
    await shop
      .getByRole('button', {
        name: new RegExp(`^(${t('checkout.placeOrder')}|${t('checkout.makePayment')})$`),
      })
      .click();
    await expect(shop.getByRole('heading', { name: t('checkout.success.title') })).toBeVisible();

    // Staff sell Blue out; the shopper sees it sold out on the product page.
    await page.reload();
    await option(1)
      .getByRole('button', { name: t('seller.product.stock.adjust') })
      .click();
    const adjust = page.getByRole('dialog');
    await adjust.getByRole('radio', { name: t('seller.product.adjust.remove') }).check();
    // One of the five went to the shopper's order.
    await adjust.getByRole('textbox', { name: t('seller.product.adjust.amount') }).fill('4');
    await adjust.getByRole('radio', { name: t('seller.catalog.moveReasons.counted') }).check();
    await adjust.getByRole('button', { name: t('seller.product.adjust.submit') }).click();
    await expect(adjust).toBeHidden();
    await shop.goto(productUrl);
    const optionRow = (name: string) =>
      shop.getByRole('listitem').filter({ has: shop.getByText(name, { exact: true }) });
    await expect(optionRow('Blue').getByText(t('product.outOfStock'))).toBeVisible();
    await expect(shop.getByRole('checkbox', { name: 'Blue' })).toBeDisabled();
    await expect(optionRow('Red').getByText(t('product.outOfStock'))).toHaveCount(0);
    await expect(shop.getByRole('checkbox', { name: 'Red' })).toBeEnabled();

    // Staff archive it: its page is gone from the shop.
    await page
      .getByRole('button', { name: t('seller.product.archive.archive'), exact: true })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('seller.product.archive.confirmArchive') })
      .click();
    await expect(page.getByText(t('seller.product.archive.archived'))).toBeVisible();
    const gone = await shop.goto(productUrl);
    expect(gone?.status()).toBe(404);
    await shopperContext.close();
  });
}
