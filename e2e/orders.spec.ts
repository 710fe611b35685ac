import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { groupCartByShop, type ShopCart } from '@storefront/commerce/cart';
import { chooseShipping, priceShopOrder } from '@storefront/commerce/checkout';
import { formatMoney } from '@storefront/commerce/money';
import { saleLinesOf } from '@storefront/commerce/sale-request';
import {
  AddressCreateResponseSchema,
  AddressListResponseSchema,
  type Address,
  type AddressCreateRequest,
} from '@storefront/contract/account';
import {
  ProductDetailResponseSchema,
  ProductListResponseSchema,
} from '@storefront/contract/catalog';
import {
  RegionListResponseSchema,
  TownshipListResponseSchema,
  type Region,
} from '@storefront/contract/region';
import {
  CASH_ON_DELIVERY,
  InvoiceCreateResponseSchema,
  OrderDetailResponseSchema,
  SaleCreateResponseSchema,
  type Invoice,
  type InvoiceCreateRequest,
  type OrderDetail,
  type SaleCreateRequest,
} from '@storefront/contract/sales';
import { ShopListResponseSchema } from '@storefront/contract/shop';
import { cartItemFrom, firstAddon } from './cart-items';
import { expect, test } from './fixtures';
import { shopNamesIn } from './shop-names';
import { registerShopper, type Shopper } from './shoppers';

/*
 * Orders are made the way the checkout makes them: a new shopper registers and logs in through
 * the API, saves an address, and pays cash on delivery for one product from each of two shops,
 * with bodies built from the contract and priced by commerce's own checkout rules.
 */

async function regionsOf(request: APIRequestContext): Promise<Region[]> {
  return RegionListResponseSchema.parse(await (await request.get('/v1/currency/region')).json())
    .data.items;
}

/** The first product of a shop with an option in stock. */
async function productInStock(request: APIRequestContext, shopGuid: string) {
  const page = ProductListResponseSchema.parse(
    await (await request.get(`/v1/pos/shop/listShopProduct/${shopGuid}?first=0&max=24`)).json(),
  ).data;
  for (const card of page.items) {
    const response = await request.get(`/v1/pos/product/productvariantdetail/${card.guid}`);
    const detail = ProductDetailResponseSchema.parse(await response.json()).data;
    const variant = detail.variantDetailItems.find((option) => option.stockQty > 0);
    if (variant && detail.shopLists[0]) return { detail, variant };
  }
  throw new Error(`shop ${shopGuid} has no product in stock`);
}

/** A Myanmar address in a township every shop of the cart can ship to (docs/product.md#shipping-eligibility). */
async function saveShippableAddress(
  request: APIRequestContext,
  shopper: Shopper,
  shops: ShopCart[],
  regions: Region[],
): Promise<Address> {
  const townships = TownshipListResponseSchema.parse(
    await (await request.get('/v1/township/list')).json(),
  ).data.items;
  const township = townships.find((candidate) =>
    shops.every(
      (shop) =>
        chooseShipping(
          shop.shopShippingMethod,
          { regionName: 'Myanmar', townshipGuid: candidate.guid },
          shop.shopTotalWeight,
          null,
          'MMK',
          regions,
        ).selected !== null,
    ),
  );
  if (!township) throw new Error('no township every shop ships to');
  const body: AddressCreateRequest = {
    name: 'Thida Aung',
    address: 'No. 12, Room 3A',
    street: 'Pyay Road',
    townshipGuid: township.guid,
    country: 'Myanmar',
    primaryPhone: '09450000123',
    otherPhones: '',
    email: 'thida@example.com',
    comment: '',
    addressType: 'Customer',
  };
  const created = await request.post('/v1/address_book/create', {
    headers: shopper.auth,
    data: body,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { guid } = AddressCreateResponseSchema.parse(await created.json()).data;
  const book = AddressListResponseSchema.parse(
    await (
      await request.get('/v1/address_book/list_all_address', { headers: shopper.auth })
    ).json(),
  ).data.items;
  return book.find((entry) => entry.guid === guid)!;
}

/** docs/product.md#calls-checkout: one sale per shop, then one cash-on-delivery invoice tying them together. */
async function placeOrder(request: APIRequestContext, shopper: Shopper): Promise<Invoice> {
  const regions = await regionsOf(request);
  const shopList = ShopListResponseSchema.parse(
    await (await request.get('/v1/pos/shop/list')).json(),
  ).data.items;
  const products = await Promise.all(
    shopList.slice(0, 2).map((shop) => productInStock(request, shop.guid)),
  );
  const items = products.map(({ detail, variant }) =>
    cartItemFrom(detail, { variants: [[variant, 1]], addons: firstAddon(detail) }),
  );
  const shops = groupCartByShop(items);
  const address = await saveShippableAddress(request, shopper, shops, regions);

  const saleIds: string[] = [];
  for (const shop of shops) {
    const shipping = chooseShipping(
      shop.shopShippingMethod,
      { regionName: address.regionName, townshipGuid: address.townshipGuid },
      shop.shopTotalWeight,
      null,
      'MMK',
      regions,
    ).selected!;
    const shopItems = items.filter((item) => item.shop.shopGuid === shop.guid);
    const totals = priceShopOrder(shopItems, shipping.fee, 'MMK', regions)!;
    const sale: SaleCreateRequest = {
      totalAmount: totals.total,
      paidAmount: totals.total,
      discountType: '',
      discountAmount: 0,
      status: 'Pending',
      shipment: 'Delivery',
      remark: '',
      validPayment: false,
      courierGuid: null,
      items: saleLinesOf(shop.products),
      contact: address,
      cod: 'true',
      kpay: '',
      wave: '',
      condition: 'InStock',
      orderAs: 'OnlineCustomer',
      shopGuid: shop.guid,
      shippingGuid: shipping.method.guid,
      totalShippingFees: shipping.fee,
      currencyCode: 'MMK',
    };
    const response = await request.post('/v1/pos/sales/?access=website', {
      headers: shopper.auth,
      data: sale,
    });
    expect(response.status(), await response.text()).toBe(200);
    saleIds.push(SaleCreateResponseSchema.parse(await response.json()).data);
  }

  const invoice: InvoiceCreateRequest = {
    paymentType: CASH_ON_DELIVERY,
    accountName: '',
    accountNumber: '',
    currencyCode: 'MMK',
    screenShot: null,
    salesOrderId: saleIds,
  };
  const response = await request.post('/v1/pos/sales/invoice/', {
    headers: shopper.auth,
    data: invoice,
  });
  expect(response.status(), await response.text()).toBe(200);
  return InvoiceCreateResponseSchema.parse(await response.json()).data;
}

async function orderDetailOf(
  request: APIRequestContext,
  shopper: Shopper,
  invoiceNo: string,
): Promise<OrderDetail> {
  const response = await request.get(`/v1/pos/sales/invoice/${invoiceNo}`, {
    headers: shopper.auth,
  });
  return OrderDetailResponseSchema.parse(await response.json()).data;
}

/** Logged in, in Myanmar (MMK), in the given language, before the app first loads. */
async function startSession(page: Page, shopper: Shopper, language: 'en' | 'mm') {
  const regions = await regionsOf(page.request);
  const myanmar = regions.find((region) => region.currencyCode === 'MMK')!;
  await page.addInitScript(
    ([token, region, lang]) => {
      if (sessionStorage.getItem('orders-e2e-started')) return;
      sessionStorage.setItem('orders-e2e-started', '1');
      localStorage.setItem('authToken', token);
      localStorage.setItem('region', region);
      localStorage.setItem('lang', JSON.stringify({ name: lang }));
    },
    [shopper.token, myanmar.guid, language] as const,
  );
}

/** A price as the page prints it (commerce's formatMoney, in the page's language). */
async function formatInPage(page: Page, amount: number, code: string) {
  return formatMoney(amount, code, await page.evaluate(() => document.documentElement.lang));
}

const TEXT = {
  en: {
    title: 'Order Lists',
    detail: 'Order Detail',
    view: (id: string) => `View details of order ${id}`,
    pending: 'Pending',
    info: 'Order Info',
    summary: 'Order Summary',
    grandTotal: 'Grand Total',
    progress: (shop: string) => `Progress of your order from ${shop}`,
    items: 'Items in this order',
    soldBy: (shop: string) => `Sold By ${shop}`,
    back: 'Back to Order Lists',
    print: 'Print Receipt',
    cod: 'Cash on deli',
  },
  mm: {
    title: 'အော်ဒါ စာရင်းများ',
    detail: 'အော်ဒါ အသေးစိတ်',
    view: (id: string) => `အော်ဒါ ${id} ၏ အသေးစိတ်ကို ကြည့်မည်`,
    pending: 'စောင့်ဆိုင်းဆဲ',
    info: 'အော်ဒါ အချက်အလက်',
    summary: 'အော်ဒါ အကျဉ်းချုပ်',
    grandTotal: 'စုစုပေါင်း ကျသင့်ငွေ',
    progress: (shop: string) => `${shop} ဆိုင်မှ သင့်အော်ဒါ၏ အဆင့်များ`,
    items: 'ဤအော်ဒါရှိ ပစ္စည်းများ',
    soldBy: (shop: string) => `ရောင်းချသူ ဆိုင်- ${shop}`,
    back: 'အော်ဒါ စာရင်းသို့ ပြန်သွားမည်',
    print: 'အော်ဒါ ပြေစာ ထုတ်မည်',
    cod: 'ပစ္စည်းရောက် ငွေချေ',
  },
} as const;

/** The order's row: a table row on a wide screen, a card on a phone. */
function orderEntry(page: Page, testInfo: TestInfo, invoiceNo: string) {
  return testInfo.project.name === 'phone'
    ? page.getByRole('article', { name: invoiceNo })
    : page.getByRole('row', { name: new RegExp(invoiceNo) });
}

for (const language of ['en', 'mm'] as const) {
  test(`walks from the order list to the order detail (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    const text = TEXT[language];
    const shopper = await registerShopper(request);
    const invoice = await placeOrder(request, shopper);
    const detail = await orderDetailOf(request, shopper, invoice.invoiceNo);
    await startSession(page, shopper, language);

    await page.goto('/order-history');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const entry = orderEntry(page, testInfo, invoice.invoiceNo);
    await expect(entry).toBeVisible();
    await expect(entry.getByText(text.pending, { exact: true })).toBeVisible();
    await expect(entry).toContainText(
      await formatInPage(page, invoice.totalAmount, invoice.currencyCode),
    );
    if (testInfo.project.name === 'phone') {
      // Cards, not a table squeezed or scrolled sideways.
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    }

    await entry.getByRole('link', { name: text.view(invoice.invoiceNo) }).click();
    await expect(page).toHaveURL(new RegExp(`/order-detail/${invoice.invoiceNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: text.detail })).toBeVisible();

    // A pending order has only been ordered: the shop has not shipped it yet
    // (docs/decisions/0014-order-life-cycle.md).
    const shopName = await shopNamesIn(request, language);
    for (const shop of detail.productInfo) {
      const progress = page.getByRole('list', {
        name: text.progress(shopName(shop.shopGuid, shop.shopName)),
      });
      const steps = progress.getByRole('listitem');
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
      await expect(progress.locator('[aria-current]')).toHaveCount(1);
    }

    const info = page.getByRole('region', { name: text.info });
    await expect(info).toContainText(invoice.invoiceNo);
    await expect(info).toContainText(text.cod);
    await expect(info).toContainText(detail.contact.phone);
    await expect(info).toContainText(
      await formatInPage(page, detail.paymentInfo.grandTotal, detail.paymentInfo.currencyCode),
    );

    const items = page.getByRole('region', { name: text.items });
    for (const shop of detail.productInfo) {
      const block = items.getByRole('region', {
        name: text.soldBy(shopName(shop.shopGuid, shop.shopName)),
      });
      await expect(block).toBeVisible();
      // Burmese pages show a product's Burmese name where the shop gave one.
      for (const item of shop.item) {
        const name =
          language === 'mm' && item.productNameMm ? item.productNameMm : item.productName;
        await expect(block).toContainText(name);
      }
      for (const addon of shop.addons) await expect(block).toContainText(addon.addonName);
    }

    const summary = page.getByRole('region', { name: text.summary });
    await expect(summary).toContainText(
      await formatInPage(page, detail.paymentInfo.subTotal, detail.paymentInfo.currencyCode),
    );
    await expect(summary).toContainText(text.grandTotal);

    await page.getByRole('link', { name: text.back }).click();
    await expect(page).toHaveURL(/\/order-history$/);
    await expect(orderEntry(page, testInfo, invoice.invoiceNo)).toBeVisible();
  });
}

test('prints a receipt without the progress and the item list', async ({ page, request }) => {
  const shopper = await registerShopper(request);
  const invoice = await placeOrder(request, shopper);
  await startSession(page, shopper, 'en');

  await page.goto(`/order-detail/${invoice.invoiceNo}`);
  const progress = page.getByRole('list', { name: /^Progress of your order from / }).first();
  const items = page.getByRole('region', { name: 'Items in this order' });
  const info = page.getByRole('region', { name: 'Order Info' });
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(progress).toBeVisible();
  await expect(items).toBeVisible();

  // Print Receipt asks the browser to print.
  await page.evaluate(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
  await page.getByRole('button', { name: 'Print Receipt' }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(
    1,
  );

  await page.emulateMedia({ media: 'print' });
  await expect(progress).toBeHidden();
  await expect(items).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to Order Lists' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Detail' })).toBeVisible();
  await expect(info).toBeVisible();
  await expect(info).toContainText(invoice.invoiceNo);
  await expect(summary).toBeVisible();

  await page.emulateMedia({ media: 'screen' });
  await expect(progress).toBeVisible();
  await expect(items).toBeVisible();
});

test('says an unknown order is not found', async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await startSession(page, shopper, 'en');
  await page.goto('/order-detail/INV-0000-NOPE');
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Order Lists' })).toHaveAttribute(
    'href',
    '/order-history',
  );
});

test("shows 'There is no order' to a new shopper", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await startSession(page, shopper, 'en');
  await page.goto('/order-history');
  await expect(page.getByText('There is no order')).toBeVisible();
});
