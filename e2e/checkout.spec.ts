import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { groupCartByShop, type CartItem } from '@storefront/commerce/cart';
import { chooseShipping, priceShopOrder, sumCheckoutTotals } from '@storefront/commerce/checkout';
import { formatMoney } from '@storefront/commerce/money';
import {
  AddressCreateResponseSchema,
  type AddressCreateRequest,
} from '@storefront/contract/account';
import { LoginResponseSchema } from '@storefront/contract/auth';
import {
  ProductDetailResponseSchema,
  ProductListResponseSchema,
  type ProductDetail,
} from '@storefront/contract/catalog';
import {
  RegionListResponseSchema,
  TownshipListResponseSchema,
  type Region,
  type Township,
} from '@storefront/contract/region';
import { OrderDetailResponseSchema, OrderListResponseSchema } from '@storefront/contract/sales';
import { ShopListResponseSchema, type ShopListItem } from '@storefront/contract/shop';
import { cartItemFrom, firstAddon } from './cart-items';
import { expect, test } from './fixtures';
import { registerShopper, type Shopper } from './shoppers';

/** What these tests need of a shopper; the demo customer is one too. */
type CheckoutShopper = Pick<Shopper, 'token' | 'name' | 'email'>;

/*
 * The four-step checkout against the real API: a new shopper (registered and logged in through
 * the API, token put under `authToken`) with a cart built from real product details the way
 * the product page builds it. Expected amounts come from commerce's own checkout rules.
 */

/** The demo shop that ships to downtown Yangon only (seed: canShipEverywhere false). */
const DOWNTOWN_ONLY_SHOP = 'Shwe Lahpet Grocery';

async function regionsOf(request: APIRequestContext): Promise<Region[]> {
  return RegionListResponseSchema.parse(await (await request.get('/v1/currency/region')).json())
    .data.items;
}

async function township(request: APIRequestContext, name: string): Promise<Township> {
  const townships = TownshipListResponseSchema.parse(
    await (await request.get('/v1/township/list')).json(),
  ).data.items;
  const found = townships.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no township ${name}`);
  return found;
}

async function saveAddress(
  request: APIRequestContext,
  shopper: CheckoutShopper,
  name: string,
  townshipName: string,
): Promise<string> {
  const place = await township(request, townshipName);
  const body: AddressCreateRequest = {
    name,
    address: 'No. 12, Room 3A',
    street: 'Baho Road',
    townshipGuid: place.guid,
    country: 'Myanmar',
    primaryPhone: '09450123456',
    otherPhones: '',
    email: shopper.email,
    comment: '',
    addressType: 'Customer',
  };
  const response = await request.post('/v1/address_book/create', {
    data: body,
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return AddressCreateResponseSchema.parse(await response.json()).data.guid;
}

/** One unit of the first well-stocked option, and the first addon, as the product page adds them. */
function oneWellStockedUnit(detail: ProductDetail): CartItem {
  const variant = detail.variantDetailItems.find((candidate) => candidate.stockQty >= 5)!;
  return cartItemFrom(detail, { variants: [[variant, 1]], addons: firstAddon(detail) });
}

async function shopNamed(request: APIRequestContext, name: string): Promise<ShopListItem> {
  const shops = ShopListResponseSchema.parse(await (await request.get('/v1/pos/shop/list')).json())
    .data.items;
  const shop = shops.find((candidate) => candidate.name === name) ?? shops[0];
  if (!shop) throw new Error('no shops');
  return shop;
}

/** A product of the shop with an option that has stock to spare. */
async function productOf(request: APIRequestContext, shopGuid: string): Promise<ProductDetail> {
  const page = ProductListResponseSchema.parse(
    await (await request.get(`/v1/pos/shop/listShopProduct/${shopGuid}?first=0&max=24`)).json(),
  ).data;
  for (const card of page.items) {
    const response = await request.get(`/v1/pos/product/productvariantdetail/${card.guid}`);
    const detail = ProductDetailResponseSchema.parse(await response.json()).data;
    if (detail.variantDetailItems.some((variant) => variant.stockQty >= 5)) return detail;
  }
  throw new Error(`shop ${shopGuid} has nothing in stock`);
}

async function cartFrom(request: APIRequestContext, shopNames: string[]): Promise<CartItem[]> {
  const items: CartItem[] = [];
  for (const name of shopNames)
    items.push(oneWellStockedUnit(await productOf(request, (await shopNamed(request, name)).guid)));
  return items;
}

/** What the checkout should charge for these items sent to this township (MMK). */
function expectedTotal(items: CartItem[], townshipGuid: string, regions: Region[]): number {
  const shops = groupCartByShop(items).map((shop) => {
    const choice = chooseShipping(
      shop.shopShippingMethod,
      { regionName: 'Myanmar', townshipGuid },
      shop.shopTotalWeight,
      null,
      'MMK',
      regions,
    );
    if (!choice.selected) throw new Error(`${shop.shopName} cannot ship there`);
    const shopItems = items.filter((item) => item.shop.shopGuid === shop.guid);
    return priceShopOrder(shopItems, choice.selected.fee, 'MMK', regions)!;
  });
  return sumCheckoutTotals(shops).total;
}

/** Opens /checkout as the shopper, with Myanmar chosen, the cart stored and the language set. */
async function openCheckout(
  page: Page,
  shopper: CheckoutShopper,
  items: CartItem[],
  regions: Region[],
  language: 'en' | 'mm' = 'en',
): Promise<void> {
  const myanmar = regions.find((region) => region.currencyCode === 'MMK')!;
  await page.goto('/cart');
  await page.evaluate(
    ([token, cart, region, lang]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('cartItems', cart);
      localStorage.setItem('region', region);
      localStorage.setItem('lang', lang);
    },
    [
      shopper.token,
      JSON.stringify(items),
      myanmar.guid,
      JSON.stringify({ name: language, flag: '' }),
    ] as const,
  );
  await page.goto('/checkout');
}

/** A small real PNG (a 40 × 60 gradient), written where the test can hand it to the browser. */
function writeReceiptPng(): string {
  const width = 40;
  const height = 60;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = [0];
    for (let x = 0; x < width; x += 1) row.push(x * 6, y * 4, 150);
    rows.push(Buffer.from(row));
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'receipt-')), 'kbzpay-receipt.png');
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
  return file;
}

async function latestOrder(request: APIRequestContext, shopper: CheckoutShopper) {
  const headers = { authorization: `Bearer ${shopper.token}` };
  const list = OrderListResponseSchema.parse(
    await (await request.get('/v1/pos/sales/invoice/list?first=0&max=10', { headers })).json(),
  ).data;
  expect(list.totalCount).toBe(1);
  const invoiceNo = list.items[0]!.invoiceNo;
  const detail = await request.get(`/v1/pos/sales/invoice/${invoiceNo}`, { headers });
  return OrderDetailResponseSchema.parse(await detail.json()).data;
}

const summary = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('checkout', () => {
  test('cash on delivery for two shops, with a new address made on the way (English)', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    const regions = await regionsOf(request);
    const items = await cartFrom(request, ['Yangon Mart', DOWNTOWN_ONLY_SHOP]);
    const kamayut = await township(request, 'Kamayut');
    await openCheckout(page, shopper, items, regions);

    // Step 1: no address yet, so one is made in the second tab.
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('No Address Yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Create a new address' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(shopper.name);
    await page.getByRole('textbox', { name: 'Address' }).fill('No. 35, Room 4B');
    await page.getByRole('textbox', { name: 'Street' }).fill('Hledan Road');
    await page.getByRole('combobox', { name: 'Township' }).selectOption({ label: 'Kamayut' });
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByRole('tab', { name: 'Select old address' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('radio', { name: shopper.name })).toBeChecked();

    const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
    await expect(proceed).toBeDisabled();
    await page.getByRole('checkbox', { name: 'I agree to all the terms and conditions' }).check();
    await proceed.click();

    // Step 2: a method per shop is chosen already; the total is commerce's.
    const total = expectedTotal(items, kamayut.guid, regions);
    for (const item of items) {
      const block = page.getByRole('region', { name: item.shop.shopName });
      await expect(block.getByRole('combobox', { name: 'Shipping method' })).not.toHaveValue('');
    }
    await expect(summary(page, 'Order Summary')).toContainText(formatMoney(total, 'MMK', 'en'));
    await page.getByRole('button', { name: 'Make payment' }).click();

    // Step 3: cash on delivery is the default.
    await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Cash on deli' })).toBeChecked();
    await expect(page.getByText("We'll send to the selected address")).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Front Door' })).toBeChecked();
    await page.getByRole('button', { name: 'Make payment' }).click();

    // Step 4.
    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
    await expect(page.getByText('Thanks You For Your Purchase')).toBeVisible();
    await expect(summary(page, 'Order Summery')).toContainText(formatMoney(total, 'MMK', 'en'));
    for (const item of items)
      await expect(page.getByRole('region', { name: item.shop.shopName })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cartItems'))).toBe('[]');

    const order = await latestOrder(request, shopper);
    expect(order.paymentInfo.paymentType).toBe('Cash on deli');
    expect(order.paymentInfo.grandTotal).toBeCloseTo(total, 2);
    expect(order.contact.deliveryType).toBe('Front Door');
    expect(order.productInfo.map((shop) => shop.shopName).sort()).toEqual(
      items.map((item) => item.shop.shopName).sort(),
    );
    await expect(page.getByRole('link', { name: 'Back To Main Page' })).toHaveAttribute(
      'href',
      '/',
    );
    await page.getByRole('link', { name: 'View Order History' }).click();
    await expect(page).toHaveURL(/\/order-history$/);
  });

  test('pays by wallet transfer with a receipt screenshot (Burmese)', async ({ page, request }) => {
    const shopper = await registerShopper(request);
    const regions = await regionsOf(request);
    await saveAddress(request, shopper, 'ဒေါ်နီနီ', 'Kamayut');
    const items = await cartFrom(request, ['Yangon Mart']);
    const receipt = writeReceiptPng();
    await openCheckout(page, shopper, items, regions, 'mm');

    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { name: 'ပို့ဆောင်ရန် အချက်အလက်' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'ဒေါ်နီနီ' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'စည်းကမ်းနှင့် သတ်မှတ်ချက်များ အားလုံးကို သဘောတူပါသည်' }).check();
    await page.getByRole('button', { name: 'ငွေပေးချေမှုသို့ ဆက်သွားမည်' }).click();
    await page.getByRole('button', { name: 'ငွေပေးချေရန် ဆက်သွားမည်' }).click();

    await expect(page.getByRole('heading', { name: 'ငွေပေးချေမှု နည်းလမ်း' })).toBeVisible();
    // The tiles are labels around visually hidden radios, tapped like buttons.
    await page.locator('label').filter({ hasText: 'KBZPay' }).click();
    await expect(page.getByRole('radio', { name: 'KBZPay' })).toBeChecked();
    // The seller's accounts to transfer to.
    await expect(page.getByText('Kyaw Min Htet')).toBeVisible();
    await page.getByRole('textbox', { name: 'ငွေလွှဲခဲ့သော သင့်အကောင့်အမည်' }).fill('Hnin Wai');
    await page.getByRole('textbox', { name: 'ငွေလွှဲခဲ့သော သင့်အကောင့်နံပါတ်' }).fill('09450123456');
    await expect(page.getByText('ငွေလွှဲပြေစာကို ဤနေရာသို့ ဆွဲထည့်ပါ')).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'ဓာတ်ပုံ ရွေးမည်' }).click();
    await (await chooser).setFiles(receipt);
    await expect(page.getByRole('img', { name: 'ငွေလွှဲပြေစာ ဓာတ်ပုံ' })).toBeVisible();
    await page.getByRole('radio', { name: 'ကိုယ်တိုင် လက်ခံယူမည်' }).check();
    await page.getByRole('button', { name: 'ငွေပေးချေမည်' }).click();

    await expect(page.getByRole('heading', { name: 'အော်ဒါ တင်ပြီးပါပြီ!' })).toBeVisible();
    await expect(page.getByText('ဝယ်ယူအားပေးမှုအတွက် ကျေးဇူးတင်ပါသည်')).toBeVisible();
    const order = await latestOrder(request, shopper);
    expect(order.paymentInfo).toMatchObject({
      paymentType: 'KBZPay',
      accountName: 'Hnin Wai',
      accountNumber: '09450123456',
    });
    expect(order.contact.deliveryType).toBe('On Hand');
  });

  test('stops at the docs/product.md#checkout-shipping modal when a shop cannot ship to the township', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    const regions = await regionsOf(request);
    // Newest first: the Hlaingthaya office is preselected.
    await saveAddress(request, shopper, 'Home', 'Kamayut');
    await saveAddress(request, shopper, 'Office', 'Hlaingthaya');
    const items = await cartFrom(request, ['Yangon Mart', DOWNTOWN_ONLY_SHOP]);
    await openCheckout(page, shopper, items, regions);

    await expect(page.getByRole('radio', { name: 'Office' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'I agree to all the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      `Some items you selected from ${DOWNTOWN_ONLY_SHOP} isn't available for shipping. Please change your shipping address or remove the product.`,
    );
    await expect(
      page.getByRole('region', { name: DOWNTOWN_ONLY_SHOP }).getByText('Unavailable for shipping.'),
    ).toBeAttached();
    await expect(page.getByRole('button', { name: 'Make payment' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Go to change address' }).click();
    await page.getByRole('radio', { name: 'Home' }).check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Make payment' })).toBeEnabled();

    await page.getByRole('button', { name: 'Change Address' }).click();
    await page.getByRole('radio', { name: 'Office' }).check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Go to remove' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("sends an empty checkout to the cart with 'Session Expired!'", async ({ page, request }) => {
    // Nothing is bought, so the demo customer will do.
    const login = await request.post('/v1/user/', {
      data: { username: 'demo', password: 'demo-pass-2024' },
    });
    const token = LoginResponseSchema.parse(await login.json()).data.access_token;
    const demo: CheckoutShopper = { token, name: 'Aung Aung', email: 'demo@example.com' };
    await openCheckout(page, demo, [], await regionsOf(request));
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Session Expired!')).toBeVisible();
  });
});
