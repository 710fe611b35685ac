import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { formatMoney, TAX_RATE, withLocaleDigits } from '@storefront/commerce/money';
import { ORDER_CSV_COLUMNS } from '@storefront/contract/admin-reports';
import { appWordsOf, type Words } from './app-strings';
import { newContextLike, seedShop } from './contexts';
import { expect, switchLanguage, test, type Language } from './fixtures';
import { receiptPng, saveAddress, TOWNSHIP } from './shop-orders';
import { registerShopper } from './shoppers';

/*
 * The business from end to end, on a phone, in each language: the demo owner opens a shop, sets
 * its delivery fees, a wallet account and a coupon, and adds a staff member; the staff member
 * chooses their own password and puts a product on sale; a shopper on the new shop's own address
 * buys it with the coupon and a KBZPay receipt; the owner reads the sale in the shop's report
 * and downloads it. Every word clicked is the app's own, read from its locale files.
 */

/** The demo owner (the seed makes it; README). */
const OWNER = { username: 'owner', password: 'owner-pass-2024' };

/** Today and a day `days` later as Myanmar calendar days (YYYY-MM-DD), as the console counts them. */
function myanmarDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** The figures of a text as plain ASCII digits, Myanmar digits included. */
function asciiDigits(text: string): string {
  return text.replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - 0x1040));
}

/** A money figure read off the page ("12,345 MMK", "၁၂,၃၄၅ ကျပ်", "4.50 USD") as a number. */
function amountIn(text: string): number {
  const match = /[\d,]+(?:\.\d+)?/.exec(asciiDigits(text));
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[0].replaceAll(',', ''));
}

async function signIn(
  page: Page,
  language: Language,
  t: Words,
  account: { username: string; password: string },
) {
  await page.goto('/seller/login');
  if (language !== 'en') await switchLanguage(page, language);
  await expect(
    page.getByRole('heading', { level: 1, name: t('seller.login.title') }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: t('seller.login.username') }).fill(account.username);
  await page.getByLabel(t('seller.login.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('seller.login.submit'), exact: true }).click();
}

/** The fields of one CSV line (RFC 4180: quoted fields may hold commas and doubled quotes). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** The value beside a label in a summary (`<dt>` label, `<dd>` value). */
function rowValue(scope: Locator, label: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

for (const language of ['en', 'mm'] as const) {
  test(`an owner opens a shop, its staff stock it, a shopper buys with a coupon, the report shows the sale (${language})`, async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the business is run from a phone');
    test.setTimeout(240_000);
    const t = appWordsOf(language);
    const digits = (value: number | string) =>
      withLocaleDigits(String(value), language === 'mm' ? 'my' : 'en');
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const shop = {
      nameEn: `Bagan Lacquer ${id}`,
      nameMm: `ပုဂံ ယွန်းထည် ${id}`,
      slug: `lacquer-${id}`,
      phone: '09450012345',
      address: 'No. 5, Bogyoke Aung San Road, Pabedan, Yangon',
    };
    const shopLabel = language === 'mm' ? shop.nameMm : shop.nameEn;
    const host = `${shop.slug}.localhost`;
    const port = new URL(testInfo.project.use.baseURL!).port;
    const coupon = `LACQUER${id.toUpperCase()}`.slice(0, 30);
    const wallet = { name: `Daw Khin Lay ${id}`, number: `0925${String(Date.now()).slice(-7)}` };
    const staff = {
      name: `Ko Zaw ${id}`,
      username: `zaw-${id}`,
      password: `bamboo-river-${id}`,
      own: `golden-rock-${id}-bell`,
    };
    const product = { nameEn: `Lacquer bowl ${id}`, nameMm: `ယွန်းပန်းကန် ${id}` };
    const productShown = language === 'mm' ? product.nameMm : product.nameEn;

    // 1. The owner signs in and opens the shop.
    await signIn(page, language, t, OWNER);
    await expect(
      page.getByRole('heading', { level: 1, name: t('seller.orders.title') }),
    ).toBeVisible();
    await page.goto('/seller/shops/new');
    await expect(
      page.getByRole('heading', { level: 1, name: t('owner.shops.newTitle') }),
    ).toBeVisible();
    await page
      .getByRole('textbox', { name: t('owner.shops.form.name'), exact: true })
      .fill(shop.nameEn);
    await page.getByRole('textbox', { name: t('owner.shops.form.nameMm') }).fill(shop.nameMm);
    await page.getByRole('textbox', { name: t('owner.shops.form.slug') }).fill(shop.slug);
    await page.getByRole('textbox', { name: t('owner.shops.form.primaryPhone') }).fill(shop.phone);
    await page
      .getByRole('textbox', { name: t('owner.shops.form.address'), exact: true })
      .fill(shop.address);
    await page.getByRole('button', { name: t('owner.shops.form.create') }).click();
    await expect(page.getByText(t('owner.shops.form.created', { host }))).toBeVisible();

    // 2. Delivery fees: one method to the shopper's township, 0 g to 30 kg.
    await page.goto('/seller/shipping');
    await expect(
      page.getByRole('heading', { level: 1, name: t('owner.shipping.title') }),
    ).toBeVisible();
    // The page's own shop picker, not the console header's switcher (both are named Shop).
    await page
      .getByRole('main')
      .getByRole('combobox', { name: t('owner.shipping.shop'), exact: true })
      .selectOption({ label: shopLabel });
    await expect(page.getByText(t('owner.shipping.empty'))).toBeVisible();
    await page.getByRole('button', { name: t('owner.shipping.addMethod') }).click();
    const method = page.getByRole('listitem', {
      name: t('owner.shipping.methodNumbered', { count: digits(1) }),
    });
    await method
      .getByRole('textbox', { name: t('owner.shipping.name'), exact: true })
      .fill('Yangon courier');
    const methodCard = page.getByRole('listitem', { name: 'Yangon courier' });
    await methodCard.getByRole('checkbox', { name: new RegExp(TOWNSHIP) }).check();
    await expect(
      methodCard.getByText(t('owner.shipping.townshipsChosen_one', { count: digits(1) })),
    ).toBeVisible();
    const band = methodCard.getByRole('listitem', {
      name: t('owner.shipping.bandNumbered', { count: digits(1) }),
    });
    await expect(band.getByRole('textbox', { name: t('owner.shipping.fromGrams') })).toHaveValue(
      '0',
    );
    await band.getByRole('textbox', { name: t('owner.shipping.toGrams') }).fill('30000');
    await band.getByRole('textbox', { name: t('owner.shipping.fee') }).fill('3000');
    await page.getByRole('button', { name: t('owner.shipping.save') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t('owner.shipping.saved') }),
    ).toBeVisible();

    // 3. A KBZPay account to take the transfers.
    await page.goto('/seller/payments');
    await expect(
      page.getByRole('heading', { level: 1, name: t('owner.payments.title') }),
    ).toBeVisible();
    const kbz = page.getByRole('listitem', { name: 'KBZPay' });
    await kbz
      .getByRole('button', { name: new RegExp(`^${t('owner.payments.addAccount')}`) })
      .click();
    await kbz
      .getByRole('textbox', { name: t('owner.payments.accountName') })
      .last()
      .fill(wallet.name);
    await kbz
      .getByRole('textbox', { name: new RegExp(t('owner.payments.accountNumber')) })
      .last()
      .fill(wallet.number);
    await page.getByRole('button', { name: t('owner.payments.save') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t('owner.payments.saved') }),
    ).toBeVisible();

    // 4. A coupon for the new shop: 10 % off for a week from today.
    await page.goto('/seller/coupons');
    await expect(
      page.getByRole('heading', { level: 1, name: t('owner.coupons.title') }),
    ).toBeVisible();
    await page.getByRole('button', { name: t('owner.coupons.new') }).click();
    const couponForm = page.getByRole('form', { name: t('owner.coupons.form.newTitle') });
    await couponForm.getByRole('textbox', { name: t('owner.coupons.form.code') }).fill(coupon);
    await couponForm.getByRole('radio', { name: t('owner.coupons.form.percentage') }).check();
    await couponForm.getByRole('textbox', { name: t('owner.coupons.form.value') }).fill('10');
    await couponForm
      .getByRole('combobox', { name: t('owner.coupons.form.shop') })
      .selectOption({ label: shopLabel });
    await couponForm.getByLabel(t('owner.coupons.form.startDate')).fill(myanmarDay(0));
    await couponForm.getByLabel(t('owner.coupons.form.endDate')).fill(myanmarDay(7));
    await couponForm
      .getByRole('textbox', { name: t('owner.coupons.form.description') })
      .fill('10% off lacquerware');
    await couponForm
      .getByRole('textbox', { name: t('owner.coupons.form.descriptionMm') })
      .fill('ယွန်းထည် ၁၀% လျှော့');
    await couponForm.getByRole('button', { name: t('owner.coupons.form.save') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t('owner.coupons.form.saved') }),
    ).toBeVisible();
    const couponCard = page
      .getByRole('region', { name: t('owner.coupons.listTitle') })
      .getByRole('listitem')
      .filter({ hasText: coupon });
    await expect(couponCard).toContainText(t('owner.coupons.status.active'));
    await expect(couponCard).toContainText(t('owner.coupons.percentOff', { value: digits(10) }));
    await expect(couponCard).toContainText(shopLabel);

    // 5. A staff member for the new shop.
    await page.goto('/seller/staff');
    await expect(
      page.getByRole('heading', { level: 1, name: t('owner.staff.title') }),
    ).toBeVisible();
    await page.getByRole('button', { name: t('owner.staff.add.open') }).click();
    const staffForm = page.getByRole('form', { name: t('owner.staff.add.title') });
    await staffForm
      .getByRole('combobox', { name: t('owner.staff.add.shop') })
      .selectOption({ label: shopLabel });
    await staffForm.getByLabel(t('owner.staff.add.name')).fill(staff.name);
    await staffForm.getByLabel(t('owner.staff.add.username'), { exact: true }).fill(staff.username);
    await staffForm.getByLabel(t('owner.staff.add.password')).fill(staff.password);
    await staffForm.getByRole('button', { name: t('owner.staff.add.submit') }).click();
    await expect(
      page.getByText(t('owner.staff.add.done', { name: staff.name, username: staff.username })),
    ).toBeVisible();

    // 6. The staff member, on their own phone: their own password, then the product.
    const staffContext = await newContextLike(browser, testInfo);
    const staffPage = await staffContext.newPage();
    let productGuid: string | undefined;
    try {
      await signIn(staffPage, language, t, staff);
      await expect(
        staffPage.getByRole('heading', { level: 1, name: t('owner.frame.password.title') }),
      ).toBeVisible();
      await staffPage.getByLabel(t('owner.frame.password.current')).fill(staff.password);
      await staffPage.getByLabel(t('owner.frame.password.next'), { exact: true }).fill(staff.own);
      await staffPage.getByLabel(t('owner.frame.password.again')).fill(staff.own);
      await staffPage.getByRole('button', { name: t('owner.frame.password.submit') }).click();
      await expect(
        staffPage.getByRole('heading', { level: 1, name: t('seller.orders.title') }),
      ).toBeVisible();

      await staffPage.goto('/seller/products/new');
      await staffPage
        .getByRole('textbox', { name: t('seller.product.names.name') })
        .fill(product.nameEn);
      await staffPage
        .getByRole('textbox', { name: t('seller.product.names.nameMm') })
        .fill(product.nameMm);
      const option = staffPage.getByRole('listitem', {
        name: t('seller.product.options.option', { index: digits(1) }),
      });
      await option
        .getByRole('textbox', { name: t('seller.product.options.name'), exact: true })
        .fill('Red');
      await option
        .getByRole('textbox', {
          // Kyat is written ကျပ် on Burmese pages (docs/product.md#showing-money).
          name: t('seller.product.options.price', { currency: language === 'mm' ? 'ကျပ်' : 'MMK' }),
          exact: true,
        })
        .fill('20000');
      await option
        .getByRole('textbox', { name: t('seller.product.options.weight'), exact: true })
        .fill('400');
      await option
        .getByRole('textbox', { name: t('seller.product.options.stock'), exact: true })
        // Plenty: other specs that buy from the first shops in the list may pick this one.
        .fill('1000');
      await staffPage.getByText(t('seller.product.more.summary')).click();
      await staffPage
        .getByRole('combobox', { name: t('seller.product.details.category') })
        .selectOption({ index: 3 });
      await staffPage
        .getByRole('radio', { name: new RegExp(`^${t('seller.catalog.status.active')}`) })
        .check();
      await staffPage.getByRole('button', { name: t('seller.product.save.publish') }).click();
      await expect(staffPage.getByText(t('seller.product.save.published'))).toBeVisible();
      await expect(staffPage).toHaveURL(/\/seller\/products\/[0-9a-f-]{36}$/);
      productGuid = staffPage.url().split('/').pop()!;
    } finally {
      await staffContext.close();
    }

    // 7. A shopper on the shop's own address buys it with the coupon and a KBZPay receipt.
    const shopperContext = await newContextLike(browser, testInfo);
    try {
      const shopper = await registerShopper(shopperContext.request);
      await saveAddress(shopperContext.request, shopper);
      await seedShop(shopperContext, shopper, language);
      const shopPage = await shopperContext.newPage();
      const origin = `http://${host}:${port}`;
      await shopPage.goto(`${origin}/product-detail/${productGuid!}`);
      await expect(shopPage.getByRole('heading', { level: 1, name: productShown })).toBeVisible();
      // The shop's own address shows the new shop, by its name in the page's language.
      await expect(
        shopPage.getByRole('link', { name: new RegExp(`^${escapeRegExp(shopLabel)}`) }).first(),
      ).toBeVisible();
      await shopPage.getByRole('button', { name: t('detail.addToCart') }).click();
      await shopPage.goto(`${origin}/cart`);
      // The cart's line (the shop's other products may follow, the new one among them).
      await expect(shopPage.getByRole('heading', { name: productShown }).first()).toBeVisible();
      await shopPage.getByRole('link', { name: t('cart.proceed') }).click();
      await expect(shopPage.getByRole('radio', { name: shopper.name })).toBeChecked();
      await shopPage.getByRole('checkbox', { name: t('checkout.services.terms') }).check();
      await shopPage.getByRole('button', { name: t('checkout.services.proceed') }).click();

      await shopPage.getByRole('textbox', { name: t('checkout.coupon.label') }).fill(coupon);
      await shopPage.getByRole('button', { name: t('checkout.coupon.apply') }).click();
      await expect(shopPage.getByRole('status').filter({ hasText: coupon })).toBeVisible();
      const orderSummary = shopPage.getByRole('region', { name: t('checkout.summary.title') });
      // The goods, the coupon's 10 %, the shop's fee for the band and the tax, as the page prints
      // money (Myanmar digits in Burmese).
      const money = (amount: number) => formatMoney(amount, 'MMK', language === 'mm' ? 'my' : 'en');
      const price = 20_000;
      const discount = price / 10;
      const fee = 3_000;
      const tax = Math.round((price - discount) * TAX_RATE * 100) / 100;
      const total = price - discount + fee + tax;
      await expect(
        shopPage
          .getByRole('combobox', { name: t('checkout.shipping.method') })
          .locator('option:checked'),
      ).toHaveText(new RegExp(`^Yangon courier`));
      await expect(
        shopPage.getByRole('status').filter({
          hasText: t('checkout.coupon.applied', { code: coupon, amount: money(discount) }),
        }),
      ).toBeVisible();
      await expect(rowValue(orderSummary, t('checkout.summary.subTotal'))).toHaveText(money(price));
      await expect(rowValue(orderSummary, t('checkout.coupon.discount'))).toHaveText(
        `− ${money(discount)}`,
      );
      await expect(rowValue(orderSummary, t('checkout.summary.shippingFees'))).toHaveText(
        money(fee),
      );
      await expect(rowValue(orderSummary, t('checkout.summary.total'))).toHaveText(money(total));
      // The shipping step's button leads on to payment; the wallet's pays.
      await shopPage.getByRole('button', { name: t('checkout.toPayment') }).click();

      await expect(
        shopPage.getByRole('heading', { name: t('checkout.payment.title') }),
      ).toBeVisible();
      await shopPage.locator('label').filter({ hasText: 'KBZPay' }).click();
      await expect(shopPage.getByRole('radio', { name: 'KBZPay' })).toBeChecked();
      await expect(shopPage.getByText(wallet.name)).toBeVisible();
      await shopPage
        .getByRole('textbox', { name: t('checkout.payment.accountName') })
        .fill(shopper.name);
      await shopPage
        .getByRole('textbox', { name: t('checkout.payment.accountNumber') })
        .fill(shopper.phone);
      const chooser = shopPage.waitForEvent('filechooser');
      await shopPage.getByRole('button', { name: t('checkout.payment.browse') }).click();
      await (await chooser).setFiles(receiptPng());
      await expect(
        shopPage.getByRole('img', { name: t('checkout.payment.receiptPreview') }),
      ).toBeVisible();
      await shopPage.getByRole('button', { name: t('checkout.makePayment') }).click();

      await expect(
        shopPage.getByRole('heading', { name: t('checkout.success.title') }),
      ).toBeVisible();
      const receipt = shopPage.getByRole('region', { name: t('checkout.summary.receiptTitle') });
      await expect(rowValue(receipt, t('checkout.summary.grandTotal'))).toHaveText(money(total));
      const invoiceNo = asciiDigits(
        (await shopPage
          .locator('p', { hasText: t('checkout.success.orderId') })
          .locator('span')
          .textContent()) ?? '',
      ).trim();
      expect(invoiceNo).not.toBe('');

      // 8. The owner reads the sale in the new shop's report and downloads it.
      await page.goto('/seller/reports');
      await expect(
        page.getByRole('heading', { level: 1, name: t('owner.reports.title') }),
      ).toBeVisible();
      await page
        .getByRole('main')
        .getByRole('combobox', { name: t('owner.reports.shop') })
        .selectOption({ label: shopLabel });
      const figures = page.locator('dl').first();
      await expect(rowValue(figures, t('owner.reports.orders'))).toHaveText(digits(1));
      await expect
        .poll(async () =>
          amountIn((await rowValue(figures, t('owner.reports.revenue')).textContent()) ?? ''),
        )
        .toBe(total);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t('owner.reports.download') }).click();
      const file = fs.readFileSync((await (await downloading).path())!, 'utf8');
      // A byte-order mark first, so a spreadsheet reads the Burmese names as UTF-8.
      expect(file.charCodeAt(0)).toBe(0xfeff);
      const [header, ...lines] = file.slice(1).split('\r\n').filter(Boolean);
      expect(csvFields(header!)).toEqual([...ORDER_CSV_COLUMNS]);
      const rows = lines.map((line) =>
        Object.fromEntries(csvFields(line).map((value, i) => [ORDER_CSV_COLUMNS[i], value])),
      );
      const sale = rows.filter((row) => row.invoice_no === invoiceNo);
      expect(sale, file).toHaveLength(1);
      expect(sale[0]).toMatchObject({
        shop: shop.nameEn,
        payment_method: 'KBZPay',
        township: TOWNSHIP,
        product: product.nameEn,
        option: 'Red',
        quantity: '1',
        currency: 'MMK',
      });
      expect(Number(sale[0]!.unit_price)).toBe(price);
      expect(Number(sale[0]!.shipping_fee)).toBe(fee);
      expect(Number(sale[0]!.order_total)).toBe(total);
    } finally {
      await shopperContext.close();
    }
  });
}
