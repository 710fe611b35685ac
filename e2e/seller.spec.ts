import type { Locator, Page, TestInfo } from '@playwright/test';
import { OrderDetailResponseSchema } from '@storefront/contract/sales';
import { SellerOrderListResponseSchema } from '@storefront/contract/seller';
import { expect, numberInPage, switchLanguage, test, type Language } from './fixtures';
import {
  DEFAULT_SHOP,
  RECEIPT_SIZE,
  oneUnitFrom,
  placeOrder,
  receiptPng,
  saveAddress,
  shopNamed,
  staffOf,
  staffSession,
  type StaffAccount,
} from './shop-orders';
import { newContextLike, seedShop } from './contexts';
import { shopNamesIn } from './shop-names';
import { registerShopper } from './shoppers';

/*
 * The shop staff's console (/seller, docs/decisions/0014-order-life-cycle.md) against the real
 * server: staff in one browser, the shopper in another with storage of its own, each in the
 * test's language. Staff of the default shop (Yangon Mart on localhost) sign in as
 * `yangon-mart-seller` (README).
 */

const YANGON_MART = staffOf('yangon-mart');
const LITTLE_STAR = staffOf('little-star');
const LITTLE_STAR_SHOP = 'Little Star Baby & Kids';

const TEXT = {
  en: {
    console: {
      signInTitle: 'Shop staff sign-in',
      username: 'Username or phone',
      password: 'Password',
      signIn: 'Sign in',
      failed: 'Sign-in failed',
      notStaff: "This sign-in is for shop staff. Shoppers can sign in on the shop's own page.",
      toShopperSignIn: "Go to the shoppers' sign-in",
      orders: 'Orders',
      live: 'Live',
      listTitle: (shop: string) => `Orders · ${shop}`,
      unreadTitle: (count: string, shop: string) => `(${count}) Orders · ${shop}`,
      newBadge: 'New',
      newArrived: (count: string) => `${count} new order arrived`,
      searchLabel: 'Search orders',
      search: 'Search',
      noMatch: 'No orders match',
      searchingFor: (query: string) => `Results for “${query}”`,
      order: (invoice: string) => `Order ${invoice}`,
      back: 'All orders',
      notFound: 'Order not found',
      notFoundText: 'There is no such order in your shop. The link may be wrong.',
      openReceipt: 'Open the receipt full screen',
      receiptAlt: (invoice: string) => `Transfer receipt sent with order ${invoice}`,
      viewer: (invoice: string) => `Receipt of order ${invoice}`,
      zoom: (percent: string) => `${percent}%`,
      zoomIn: 'Zoom in',
      close: 'Close',
      verifyPayment: 'Verify payment',
      markShipped: 'Mark as shipped',
      markDelivered: 'Mark as delivered',
      reject: 'Reject order',
      confirmTitle: (action: string) => `${action}?`,
      rejectTitle: (invoice: string) => `Reject order ${invoice}?`,
      reason: 'Reason for the shopper',
      reasonRequired: 'Please write the reason.',
      done: (status: string) => `The order is now ${status}.`,
      nothingMore: (status: string) => `Nothing more to do: this order is ${status}.`,
      status: {
        Confirmed: 'Confirmed',
        Shipping: 'Shipping',
        Delivered: 'Delivered',
        Rejected: 'Rejected',
      },
    },
    checkout: {
      terms: 'I agree to all the terms and conditions',
      proceed: 'Proceed to Payment',
      toPayment: 'Make payment',
      makePayment: 'Make payment',
      paymentTitle: 'Payment Method',
      accountName: 'Your Account Name',
      accountNumber: 'Your Account Number',
      dropHere: 'Drag & Drop Receipt Here',
      browse: 'Browse Image',
      preview: 'Receipt preview',
      success: 'Order Successful!',
    },
    orders: {
      soldBy: (shop: string) => `Sold By ${shop}`,
      progress: (shop: string) => `Progress of your order from ${shop}`,
      reached: '(reached)',
      stopped: '(will not be reached)',
      history: 'Status history',
      you: 'You',
      status: {
        Pending: 'Pending',
        Confirmed: 'Confirmed',
        Shipping: 'Shipping',
        Delivered: 'Delivered',
        Rejected: 'Rejected',
      },
      rejected: (shop: string, reason: string) => `Rejected by ${shop}: ${reason}`,
      listTitle: 'Order Lists',
      noOrder: 'There is no order',
    },
    reason: 'Out of stock',
  },
  mm: {
    console: {
      signInTitle: 'ဆိုင်ဝန်ထမ်း အကောင့်ဝင်ရန်',
      username: 'အသုံးပြုသူအမည် သို့မဟုတ် ဖုန်းနံပါတ်',
      password: 'စကားဝှက်',
      signIn: 'အကောင့်ဝင်မည်',
      failed: 'အကောင့်ဝင်၍ မရပါ',
      notStaff:
        'ဤအကောင့်ဝင်ခြင်းသည် ဆိုင်ဝန်ထမ်းများအတွက်သာ ဖြစ်ပါသည်။ ဝယ်သူများသည် ဆိုင်၏ ကိုယ်ပိုင်စာမျက်နှာတွင် အကောင့်ဝင်နိုင်ပါသည်။',
      toShopperSignIn: 'ဝယ်သူ အကောင့်ဝင်ရန် စာမျက်နှာသို့',
      orders: 'အော်ဒါများ',
      live: 'တိုက်ရိုက်',
      listTitle: (shop: string) => `အော်ဒါများ · ${shop}`,
      unreadTitle: (count: string, shop: string) => `(${count}) အော်ဒါများ · ${shop}`,
      newBadge: 'အသစ်',
      newArrived: (count: string) => `အော်ဒါအသစ် ${count} ခု ရောက်လာပါပြီ`,
      searchLabel: 'အော်ဒါ ရှာရန်',
      search: 'ရှာမည်',
      noMatch: 'ကိုက်ညီသော အော်ဒါ မရှိပါ',
      searchingFor: (query: string) => `“${query}” အတွက် ရလဒ်များ`,
      order: (invoice: string) => `အော်ဒါ ${invoice}`,
      back: 'အော်ဒါအားလုံး',
      notFound: 'အော်ဒါ မတွေ့ပါ',
      notFoundText: 'ဤအော်ဒါသည် သင့်ဆိုင်တွင် မရှိပါ။ လင့်ခ် မှားနေနိုင်ပါသည်။',
      openReceipt: 'ငွေလွှဲပြေစာကို မျက်နှာပြင်အပြည့် ဖွင့်မည်',
      receiptAlt: (invoice: string) => `အော်ဒါ ${invoice} နှင့် ပို့ထားသော ငွေလွှဲပြေစာ`,
      viewer: (invoice: string) => `အော်ဒါ ${invoice} ၏ ငွေလွှဲပြေစာ`,
      zoom: (percent: string) => `${percent}%`,
      zoomIn: 'ချဲ့မည်',
      close: 'ပိတ်မည်',
      verifyPayment: 'ငွေလွှဲမှု စစ်ဆေးအတည်ပြုမည်',
      markShipped: 'ပို့ဆောင်သူထံ အပ်ပြီဟု မှတ်မည်',
      markDelivered: 'ရောက်ရှိပြီဟု မှတ်မည်',
      reject: 'အော်ဒါ ပယ်ချမည်',
      confirmTitle: (action: string) => `${action}လား။`,
      rejectTitle: (invoice: string) => `အော်ဒါ ${invoice} ကို ပယ်ချမည်လား။`,
      reason: 'ဝယ်သူအတွက် အကြောင်းပြချက်',
      reasonRequired: 'အကြောင်းပြချက် ရေးပေးပါ။',
      done: (status: string) => `အော်ဒါ အခြေအနေကို “${status}” သို့ ပြောင်းပြီးပါပြီ။`,
      nothingMore: (status: string) => `ဤအော်ဒါသည် “${status}” အခြေအနေ ဖြစ်၍ ဆက်လုပ်ရန် မရှိတော့ပါ။`,
      status: {
        Confirmed: 'အတည်ပြုပြီး',
        Shipping: 'ပို့ဆောင်နေဆဲ',
        Delivered: 'ရောက်ရှိပြီး',
        Rejected: 'ပယ်ချပြီး',
      },
    },
    checkout: {
      terms: 'စည်းကမ်းနှင့် သတ်မှတ်ချက်များ အားလုံးကို သဘောတူပါသည်',
      proceed: 'ငွေပေးချေမှုသို့ ဆက်သွားမည်',
      toPayment: 'ငွေပေးချေရန် ဆက်သွားမည်',
      makePayment: 'ငွေပေးချေမည်',
      paymentTitle: 'ငွေပေးချေမှု နည်းလမ်း',
      accountName: 'ငွေလွှဲခဲ့သော သင့်အကောင့်အမည်',
      accountNumber: 'ငွေလွှဲခဲ့သော သင့်အကောင့်နံပါတ်',
      dropHere: 'ငွေလွှဲပြေစာကို ဤနေရာသို့ ဆွဲထည့်ပါ',
      browse: 'ဓာတ်ပုံ ရွေးမည်',
      preview: 'ငွေလွှဲပြေစာ ဓာတ်ပုံ',
      success: 'အော်ဒါ တင်ပြီးပါပြီ!',
    },
    orders: {
      soldBy: (shop: string) => `ရောင်းချသူ ဆိုင်- ${shop}`,
      progress: (shop: string) => `${shop} ဆိုင်မှ သင့်အော်ဒါ၏ အဆင့်များ`,
      reached: '(ဤအဆင့် ပြီးပါပြီ)',
      stopped: '(ဤအဆင့်သို့ ရောက်တော့မည် မဟုတ်ပါ)',
      history: 'အခြေအနေ မှတ်တမ်း',
      you: 'သင်',
      status: {
        Pending: 'စောင့်ဆိုင်းဆဲ',
        Confirmed: 'အတည်ပြုပြီး',
        Shipping: 'ပို့ဆောင်နေဆဲ',
        Delivered: 'ရောက်ရှိပြီး',
        Rejected: 'ပယ်ချပြီး',
      },
      rejected: (shop: string, reason: string) =>
        `${shop} ဆိုင်က ၎င်း၏ ပစ္စည်းများကို ပယ်ချလိုက်ပါသည်။ အကြောင်းပြချက်- ${reason}`,
      listTitle: 'အော်ဒါ စာရင်းများ',
      noOrder: 'အော်ဒါ မရှိသေးပါ',
    },
    reason: 'ပစ္စည်း ပြတ်နေပါသည်။ နောက်အပတ်တွင် ထပ်မံ မှာယူပေးပါ။',
  },
} as const;

type Text = (typeof TEXT)[Language];

/** /seller/login as staff find it: the language chosen with its switch, then the form. */
async function signInToConsole(
  page: Page,
  language: Language,
  account: Pick<StaffAccount, 'username' | 'password'>,
): Promise<void> {
  const text = TEXT[language].console;
  await page.goto('/seller/login');
  if (language !== 'en') await switchLanguage(page, language);
  await expect(page.getByRole('heading', { level: 1, name: text.signInTitle })).toBeVisible();
  await page.getByRole('textbox', { name: text.username }).fill(account.username);
  await page.getByLabel(text.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
}

/** Signed in and listening: the order list is up and its live stream connected. */
async function expectConsoleOpen(page: Page, text: Text['console']): Promise<void> {
  await expect(page).toHaveURL(/\/seller$/);
  await expect(page.getByRole('heading', { level: 1, name: text.orders })).toBeVisible();
  await expect(page.getByText(text.live, { exact: true })).toBeVisible();
}

/** An order of the console's list: a table row on a wide screen, a card on a phone. */
function consoleEntry(page: Page, testInfo: TestInfo, invoiceNo: string): Locator {
  const link = page.getByRole('link', { name: invoiceNo, exact: true });
  return testInfo.project.name === 'phone'
    ? page.getByRole('listitem').filter({ has: link })
    : page.getByRole('row').filter({ has: link });
}

/** A forward move on the order page: its button, the confirmation, the outcome. */
async function moveOrder(
  page: Page,
  text: Text['console'],
  action: string,
  status: string,
): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.confirmTitle(action) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: text.done(status) })).toBeVisible();
}

/**
 * The hue angle (degrees) of a computed colour: Chromium reports Tailwind's colours in lab() or
 * oklch(); plain rgb() is read too.
 */
function hueOf(colour: string): number {
  const degrees = (radians: number) => ((radians * 180) / Math.PI + 360) % 360;
  const lab = /^(?:ok)?lab\(\s*[\d.]+%?\s+(-?[\d.]+)\s+(-?[\d.]+)/.exec(colour);
  if (lab) return degrees(Math.atan2(Number(lab[2]), Number(lab[1])));
  const lch = /^(?:ok)?lch\(\s*[\d.]+%?\s+[\d.]+\s+([\d.]+)/.exec(colour);
  if (lch) return Number(lch[1]);
  const rgb = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  if (!rgb) throw new Error(`unexpected colour ${colour}`);
  const [r, g, b] = rgb.slice(1, 4).map(Number) as [number, number, number];
  return degrees(Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b));
}

/**
 * The shopper's block of this shop on /order-detail: its one status badge (with the colour it
 * is drawn in), its three progress steps and its history.
 */
function shopBlock(page: Page, text: Text['orders'], shopName: string) {
  const block = page.getByRole('region', { name: text.soldBy(shopName) });
  return {
    block,
    badge: block.locator('[data-colour]'),
    steps: page.getByRole('list', { name: text.progress(shopName) }).getByRole('listitem'),
    history: block.getByRole('list', { name: text.history }).getByRole('listitem'),
  };
}

async function badgeHue(badge: Locator): Promise<number> {
  return hueOf(await badge.evaluate((element) => getComputedStyle(element).backgroundColor));
}

for (const language of ['en', 'mm'] as const) {
  const text = TEXT[language];

  test(`a KBZPay order goes from the shopper's checkout to delivered, live in the console (${language})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const shopper = await registerShopper(request);
    await saveAddress(request, shopper);
    const item = await oneUnitFrom(request, DEFAULT_SHOP);
    const { profile } = await staffSession(request, YANGON_MART);
    const shopName =
      language === 'mm' ? profile.shop.nameMm?.trim() || profile.shop.name : profile.shop.name;

    // Staff are signed in and looking at their orders before the shopper pays.
    await signInToConsole(page, language, YANGON_MART);
    await expectConsoleOpen(page, text.console);
    await expect(page).toHaveTitle(text.console.listTitle(shopName));
    await page.evaluate(() => {
      (window as unknown as { stayedOpen: boolean }).stayedOpen = true;
      // Staff are in another window when the order comes in: arrivals count as seen only while
      // the list has the focus, and Playwright's pages always report it.
      document.hasFocus = () => false;
    });

    // The shopper pays with KBZPay and a receipt screenshot, in a browser of their own.
    const shopperContext = await newContextLike(browser, testInfo);
    await seedShop(shopperContext, shopper, language, [item]);
    const shop = await shopperContext.newPage();
    await shop.goto('/checkout');
    // The saved address is chosen once the address book has loaded.
    await expect(shop.getByRole('radio', { name: shopper.name })).toBeChecked();
    await shop.getByRole('checkbox', { name: text.checkout.terms }).check();
    await shop.getByRole('button', { name: text.checkout.proceed }).click();
    await shop.getByRole('button', { name: text.checkout.toPayment }).click();
    await expect(shop.getByRole('heading', { name: text.checkout.paymentTitle })).toBeVisible();
    await shop.locator('label').filter({ hasText: 'KBZPay' }).click();
    await expect(shop.getByRole('radio', { name: 'KBZPay' })).toBeChecked();
    await shop.getByRole('textbox', { name: text.checkout.accountName }).fill(shopper.name);
    await shop.getByRole('textbox', { name: text.checkout.accountNumber }).fill(shopper.phone);
    const receipt = receiptPng();
    if (language === 'en') {
      // Dropped on the zone, as from a file manager.
      const dataTransfer = await shop.evaluateHandle(
        ({ bytes, name, type }) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
          return transfer;
        },
        { bytes: [...receipt.buffer], name: receipt.name, type: receipt.mimeType },
      );
      await shop.getByText(text.checkout.dropHere).dispatchEvent('drop', { dataTransfer });
    } else {
      const chooser = shop.waitForEvent('filechooser');
      await shop.getByRole('button', { name: text.checkout.browse }).click();
      await (await chooser).setFiles(receipt);
    }
    await expect(shop.getByRole('img', { name: text.checkout.preview })).toBeVisible();
    await shop.getByRole('button', { name: text.checkout.makePayment }).click();
    await expect(shop.getByRole('heading', { name: text.checkout.success })).toBeVisible();
    const invoiceNo = (await shop.getByText(/^INV-\d{8}-\w+$/).textContent())!.trim();

    // The order arrives in the console without a reload: a marked row, the count in the title.
    const entry = consoleEntry(page, testInfo, invoiceNo);
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAttribute('data-fresh', 'true');
    await expect(entry.getByText(text.console.newBadge, { exact: true })).toBeVisible();
    const one = await numberInPage(page, 1);
    await expect(
      page.getByRole('status').filter({ hasText: text.console.newArrived(one) }),
    ).toBeVisible();
    await expect(page).toHaveTitle(text.console.unreadTitle(one, shopName));
    // Back in this window, the arrival counts as seen; the row stays marked until opened.
    await page.evaluate(() => {
      Reflect.deleteProperty(document, 'hasFocus');
      window.dispatchEvent(new Event('focus'));
    });
    await expect(page).toHaveTitle(text.console.listTitle(shopName));

    await entry.getByRole('link', { name: invoiceNo, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: text.console.order(invoiceNo) }),
    ).toBeVisible();

    // The receipt is the shopper's picture, read with the staff token, and zooms.
    const thumbnail = page.getByAltText(text.console.receiptAlt(invoiceNo));
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(RECEIPT_SIZE.width);
    await page.getByRole('button', { name: text.console.openReceipt }).click();
    const viewer = page.getByRole('dialog', { name: text.console.viewer(invoiceNo) });
    await expect(viewer).toBeVisible();
    const picture = viewer.getByAltText(text.console.receiptAlt(invoiceNo));
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalHeight))
      .toBe(RECEIPT_SIZE.height);
    // Sized to fit the screen once it has loaded.
    await expect(picture).toHaveAttribute('style', /width/);
    const zoom = viewer.getByRole('status');
    await expect(zoom).toHaveText(text.console.zoom(await numberInPage(page, 100)));
    const fitted = (await picture.boundingBox())!.width;
    expect(fitted).toBeGreaterThan(RECEIPT_SIZE.width);
    await viewer.getByRole('button', { name: text.console.zoomIn }).click();
    await expect(zoom).toHaveText(text.console.zoom(await numberInPage(page, 150)));
    await expect
      .poll(async () => (await picture.boundingBox())!.width)
      .toBeCloseTo(fitted * 1.5, -1);
    await viewer.getByRole('button', { name: text.console.close }).click();
    await expect(viewer).toBeHidden();

    await moveOrder(page, text.console, text.console.verifyPayment, text.console.status.Confirmed);
    await moveOrder(page, text.console, text.console.markShipped, text.console.status.Shipping);
    await moveOrder(page, text.console, text.console.markDelivered, text.console.status.Delivered);
    await expect(
      page.getByText(text.console.nothingMore(text.console.status.Delivered)),
    ).toBeVisible();
    // Back in the list, the row shows where the order is now and is no longer new.
    await page.getByRole('link', { name: text.console.back, exact: true }).click();
    await expect(entry.getByText(text.console.status.Delivered, { exact: true })).toBeVisible();
    await expect(entry).not.toHaveAttribute('data-fresh');
    await expect(entry.getByText(text.console.newBadge, { exact: true })).toHaveCount(0);
    const stayedOpen = await page.evaluate(
      () => (window as unknown as { stayedOpen?: boolean }).stayedOpen,
    );
    expect(stayedOpen, 'the console was never reloaded').toBe(true);

    // The shopper's order page: the shop's block is delivered, every step reached, each recorded.
    await shop.goto(`/order-detail/${invoiceNo}`);
    // The shop's name as the shopper's pages write it, as the console's header does.
    const { badge, steps, history } = shopBlock(shop, text.orders, shopName);
    await expect(badge).toHaveCount(1);
    await expect(badge).toHaveText(text.orders.status.Delivered);
    await expect(badge).toHaveAttribute('data-colour', 'green');
    const hue = await badgeHue(badge);
    expect(hue, 'a green background').toBeGreaterThan(100);
    expect(hue, 'a green background').toBeLessThan(180);
    await expect(steps).toHaveCount(3);
    for (const index of [0, 1, 2])
      await expect(steps.nth(index)).toContainText(text.orders.reached);
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    const walk = ['Pending', 'Confirmed', 'Shipping', 'Delivered'] as const;
    await expect(history).toHaveCount(walk.length);
    for (const [index, status] of walk.entries())
      await expect(history.nth(index)).toContainText(text.orders.status[status]);
    await expect(history.nth(0)).toContainText(text.orders.you);

    const detail = OrderDetailResponseSchema.parse(
      await (
        await request.get(`/v1/pos/sales/invoice/${invoiceNo}`, { headers: shopper.auth })
      ).json(),
    ).data;
    expect(detail.paymentInfo).toMatchObject({ paymentType: 'KBZPay', accountName: shopper.name });
    expect(detail.productInfo.map((block) => block.orderStatus)).toEqual(['Delivered']);
    await shopperContext.close();
  });

  test(`a rejected order shows the shopper the shop's reason (${language})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const shopper = await registerShopper(request);
    const { invoice } = await placeOrder(request, shopper);
    const reason = text.reason;

    await signInToConsole(page, language, YANGON_MART);
    await expectConsoleOpen(page, text.console);
    await consoleEntry(page, testInfo, invoice.invoiceNo)
      .getByRole('link', { name: invoice.invoiceNo, exact: true })
      .click();
    await page.getByRole('button', { name: text.console.reject, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.console.rejectTitle(invoice.invoiceNo) });
    const confirm = dialog.getByRole('button', { name: text.console.reject, exact: true });
    // A rejection needs the reason the shopper will read.
    await confirm.click();
    await expect(dialog.getByText(text.console.reasonRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: text.console.reason }).fill(reason);
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: text.console.done(text.console.status.Rejected) }),
    ).toBeVisible();
    await expect(
      page.getByText(text.console.nothingMore(text.console.status.Rejected)),
    ).toBeVisible();

    const shopperContext = await newContextLike(browser, testInfo);
    await seedShop(shopperContext, shopper, language);
    const shop = await shopperContext.newPage();
    await shop.goto(`/order-detail/${invoice.invoiceNo}`);
    const shopName = (await shopNamesIn(request, language))(
      (await shopNamed(request, DEFAULT_SHOP)).guid,
      DEFAULT_SHOP,
    );
    const { block, badge, steps, history } = shopBlock(shop, text.orders, shopName);
    await expect(badge).toHaveText(text.orders.status.Rejected);
    await expect(badge).toHaveAttribute('data-colour', 'red');
    const hue = await badgeHue(badge);
    expect(hue < 40 || hue > 340, `a red background (hue ${hue})`).toBe(true);
    await expect(block.getByText(text.orders.rejected(shopName, reason))).toBeVisible();
    await expect(steps.nth(0)).toContainText(text.orders.reached);
    for (const index of [1, 2]) await expect(steps.nth(index)).toContainText(text.orders.stopped);
    await expect(history).toHaveCount(2);
    await expect(history.nth(1)).toContainText(text.orders.status.Rejected);
    await expect(history.nth(1)).toContainText(reason);
    await shopperContext.close();
  });

  test(`a shopper's account is refused at the console's sign-in, and stays signed in to the shop (${language})`, async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    // Signed in to the shop in this browser already.
    await seedShop(page.context(), shopper, language);

    await signInToConsole(page, language, shopper);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(text.console.failed);
    await expect(alert).toContainText(text.console.notStaff);
    await expect(alert.getByRole('link', { name: text.console.toShopperSignIn })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page).toHaveURL(/\/seller\/login$/);
    const storage = await page.evaluate(() => ({
      staff: localStorage.getItem('sellerAuth'),
      shopper: localStorage.getItem('authToken'),
    }));
    expect(storage).toEqual({ staff: null, shopper: shopper.token });

    // The link leads back into the shop without a reload (a signed-in shopper's /login goes on
    // to the shop's pages); the console's stylesheet, loaded by now, applies only under the
    // console's mark (features/seller/console.css).
    await alert.getByRole('link', { name: text.console.toShopperSignIn }).click();
    await expect(page).not.toHaveURL(/\/seller/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-seller-console');

    // Not in the console …
    await page.goto('/seller');
    await expect(page).toHaveURL(/\/seller\/login$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text.console.signInTitle }),
    ).toBeVisible();
    // … and still in the shop, with the same session.
    await page.goto('/order-history');
    await expect(
      page.getByRole('heading', { level: 1, name: text.orders.listTitle }),
    ).toBeVisible();
    await expect(page.getByText(text.orders.noOrder)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(shopper.token);
  });

  test(`another shop's staff neither hear of nor find nor open the order (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const shopper = await registerShopper(request);

    // Little Star's staff are listening when a Yangon Mart order, then one of their own, arrive:
    // events of one shop go out in order, so by the time their own has arrived, the other
    // shop's would have too.
    await signInToConsole(page, language, LITTLE_STAR);
    await expectConsoleOpen(page, text.console);
    const { invoice, saleGuid } = await placeOrder(request, shopper);
    const ownOrder = await placeOrder(request, shopper, { shopName: LITTLE_STAR_SHOP });
    await expect(consoleEntry(page, testInfo, ownOrder.invoice.invoiceNo)).toBeVisible();
    const one = await numberInPage(page, 1);
    await expect(
      page.getByRole('status').filter({ hasText: text.console.newArrived(one) }),
    ).toBeVisible();
    await expect(page.getByText(invoice.invoiceNo)).toHaveCount(0);

    // The order's own shop finds it by its invoice number; Little Star's search does not.
    const yangonMart = await staffSession(request, YANGON_MART);
    const byKeyword = `/v1/seller/orders?keyword=${encodeURIComponent(invoice.invoiceNo)}`;
    const found = await request.get(byKeyword, { headers: yangonMart.auth });
    expect(SellerOrderListResponseSchema.parse(await found.json()).data.totalCount).toBe(1);
    await page.getByRole('searchbox', { name: text.console.searchLabel }).fill(invoice.invoiceNo);
    await page.getByRole('button', { name: text.console.search, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${invoice.invoiceNo}$`));
    await expect(page.getByText(text.console.noMatch, { exact: true })).toBeVisible();
    await expect(page.getByText(text.console.searchingFor(invoice.invoiceNo))).toBeVisible();
    await expect(page.getByRole('link', { name: invoice.invoiceNo })).toHaveCount(0);

    // Nor does its address open it.
    await page.goto(`/seller/orders/${saleGuid}`);
    await expect(
      page.getByRole('heading', { level: 1, name: text.console.notFound }),
    ).toBeVisible();
    await expect(page.getByText(text.console.notFoundText)).toBeVisible();
    await expect(page.getByText(invoice.invoiceNo)).toHaveCount(0);
  });
}
