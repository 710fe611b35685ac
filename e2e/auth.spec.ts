import type { APIRequestContext, Page } from '@playwright/test';
import type { CartItem } from '@storefront/commerce/cart';
import { RegisterResponseSchema } from '@storefront/contract/auth';
import {
  ProductDetailResponseSchema,
  ProductListResponseSchema,
} from '@storefront/contract/catalog';
import { ShopListResponseSchema } from '@storefront/contract/shop';
import { cartItemFrom } from './cart-items';
import { chooseRegion, expect, test } from './fixtures';

/*
 * Register, log in, the name in the header, Logout, a failed login, and the round trip through
 * /login from every protected route (docs/product.md#protected-routes, docs/product.md#protected-routes, docs/product.md#login, docs/product.md#error-messages), in English and in Burmese.
 */

type Words = {
  burmese: boolean;
  loginRegister: string;
  logout: string;
  createAccount: string;
  registerTitle: string;
  fullName: string;
  username: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
  registerButton: string;
  registered: string;
  loginTitle: string;
  identifier: string;
  loginButton: string;
  loginFailed: string;
  needLogin: string;
};

const ENGLISH: Words = {
  burmese: false,
  loginRegister: 'Login / Register',
  logout: 'Logout',
  createAccount: 'Create an account',
  registerTitle: 'Create Account',
  fullName: 'Full name',
  username: 'Username',
  email: 'E-mail (Optional)',
  mobile: 'Mobile number',
  password: 'Password',
  confirmPassword: 'Confirm password',
  registerButton: 'Create Account',
  registered: 'Your account has been created. Please log in.',
  loginTitle: 'Login',
  identifier: 'Mobile number or e-mail',
  loginButton: 'Login',
  loginFailed: 'Login Failed!',
  needLogin: 'You need to login first!',
};

const BURMESE: Words = {
  burmese: true,
  loginRegister: 'အကောင့်ဝင်ရန် / အကောင့်ဖွင့်ရန်',
  logout: 'အကောင့်မှ ထွက်မည်',
  createAccount: 'အကောင့်အသစ် ဖွင့်ရန်',
  registerTitle: 'အကောင့်ဖွင့်ရန်',
  fullName: 'အမည်အပြည့်အစုံ',
  username: 'အသုံးပြုသူအမည်',
  email: 'အီးမေးလ် (မဖြည့်လည်း ရပါသည်)',
  mobile: 'ဖုန်းနံပါတ်',
  password: 'စကားဝှက်',
  confirmPassword: 'စကားဝှက် အတည်ပြုရန်',
  registerButton: 'အကောင့်ဖွင့်မည်',
  registered: 'အကောင့်ဖွင့်ပြီးပါပြီ။ ကျေးဇူးပြု၍ အကောင့်ဝင်ပါ။',
  loginTitle: 'အကောင့်ဝင်ရန်',
  identifier: 'ဖုန်းနံပါတ် သို့မဟုတ် အီးမေးလ်',
  loginButton: 'အကောင့်ဝင်မည်',
  loginFailed: 'အကောင့်ဝင်ခြင်း မအောင်မြင်ပါ။',
  needLogin: 'ဦးစွာ အကောင့်ဝင်ရန် လိုအပ်ပါသည်။',
};

const PROTECTED_ROUTES = [
  '/checkout',
  '/promo-list',
  '/dashboard',
  '/order-history',
  '/order-detail/INV-E2E-0001',
];

let serial = 0;

/** A shopper no run has registered before: username and mobile number from the clock. */
function freshShopper(name: string) {
  serial += 1;
  const digits = `${Date.now()}${serial}`.slice(-8);
  return {
    name,
    username: `e2e_${digits}_${serial}`,
    mobile: `097${digits}`,
    password: `pass-${digits}-word`,
  };
}
type Shopper = ReturnType<typeof freshShopper>;

/** Latin digits written with Burmese ones, as a Burmese keyboard types them. */
const inBurmeseDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x1040 + Number(digit)));

/** A shopper made through the API itself, for the tests that are about logging in. */
async function registerByApi(request: APIRequestContext, name: string): Promise<Shopper> {
  const shopper = freshShopper(name);
  const response = await request.post('/v1/person/create', {
    data: {
      name: shopper.name,
      role: 'Customer',
      username: shopper.username,
      password: shopper.password,
      selfRegister: true,
      contact: { primaryPhone: shopper.mobile, email: '', addressType: 'Customer' },
    },
  });
  expect(response.status()).toBe(200);
  RegisterResponseSchema.parse(await response.json());
  return shopper;
}

/** Home, the region answered, and the language chosen in the top bar. */
async function openHome(page: Page, words: Words): Promise<void> {
  await page.goto('/');
  await chooseRegion(page);
  if (words.burmese) {
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: /မြန်မာ/ })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  }
}

async function logInWithForm(page: Page, words: Words, identifier: string, password: string) {
  await page.getByRole('textbox', { name: words.identifier }).fill(identifier);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.loginButton, exact: true }).click();
}

/** One product of the default shop as a cart line, so /checkout has something to check out. */
async function oneCartItem(request: APIRequestContext): Promise<CartItem> {
  const shops = ShopListResponseSchema.parse(await (await request.get('/v1/pos/shop/list')).json())
    .data.items;
  const shop = shops.find((s) => s.hostName === 'localhost') ?? shops[0]!;
  const [card] = ProductListResponseSchema.parse(
    await (
      await request.get(`/v1/pos/shop/listShopProductNewArrival/${shop.guid}?first=0&max=1`)
    ).json(),
  ).data.items;
  const detail = ProductDetailResponseSchema.parse(
    await (await request.get(`/v1/pos/product/productvariantdetail/${card!.guid}`)).json(),
  ).data;
  return cartItemFrom(detail, { variants: [[detail.variantDetailItems[0]!, 1]] });
}

for (const words of [ENGLISH, BURMESE]) {
  const language = words.burmese ? 'Burmese' : 'English';

  test.describe(`accounts in ${language}`, () => {
    test('register a new shopper, log in, see the name in the header, log out', async ({
      page,
    }) => {
      const shopper = freshShopper(words.burmese ? 'အေးအေးခင်' : 'Aye Aye Khin');
      await openHome(page, words);

      await page.getByRole('banner').getByRole('link', { name: words.loginRegister }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await page.getByRole('link', { name: words.createAccount }).click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(
        page.getByRole('heading', { level: 1, name: words.registerTitle }),
      ).toBeVisible();

      await page.getByRole('textbox', { name: words.fullName }).fill(shopper.name);
      await page.getByRole('textbox', { name: words.username }).fill(shopper.username);
      await page
        .getByRole('textbox', { name: words.email })
        .fill(`${shopper.username}@example.com`);
      // A Burmese keyboard types Burmese digits; the store takes them as the same number.
      await page
        .getByRole('textbox', { name: words.mobile })
        .fill(words.burmese ? inBurmeseDigits(shopper.mobile) : shopper.mobile);
      await page.getByLabel(words.password, { exact: true }).fill(shopper.password);
      await page.getByLabel(words.confirmPassword, { exact: true }).fill(shopper.password);
      await page.getByRole('button', { name: words.registerButton, exact: true }).click();

      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText(words.registered)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: words.loginTitle })).toBeVisible();
      await logInWithForm(page, words, shopper.mobile, shopper.password);

      // docs/product.md#login: success goes to home, and the header names the shopper, linking
      // to the dashboard; a Burmese page's links keep its /my address (decision 0035).
      const prefix = words.burmese ? '/my' : '';
      const home = words.burmese ? /\/my$/ : /\/$/;
      await expect(page).toHaveURL(home);
      const account = page.getByRole('banner').getByRole('link', { name: shopper.name });
      await expect(account).toHaveAttribute('href', `${prefix}/dashboard`);
      await expect(account).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

      await page.getByRole('banner').getByRole('button', { name: words.logout }).click();
      await expect(page).toHaveURL(home);
      await expect(
        page.getByRole('banner').getByRole('link', { name: words.loginRegister }),
      ).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('button', { name: words.logout }),
      ).toHaveCount(0);
      expect(
        await page.evaluate(() => [
          localStorage.getItem('authToken'),
          localStorage.getItem('userData'),
        ]),
      ).toEqual([null, null]);
    });

    test("a wrong password shows 'Login Failed!' above the form and clears it", async ({
      page,
      request,
    }) => {
      const shopper = await registerByApi(request, 'Ko Zaw');
      await openHome(page, words);
      await page.getByRole('banner').getByRole('link', { name: words.loginRegister }).click();
      await logInWithForm(page, words, shopper.username, 'not-the-password');

      const alert = page.getByRole('alert');
      await expect(alert).toContainText(words.loginFailed);
      await expect(page.getByRole('textbox', { name: words.identifier })).toHaveValue('');
      await expect(page.getByLabel(words.password, { exact: true })).toHaveValue('');
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

      // The same form then works with the right password.
      await logInWithForm(page, words, shopper.username, shopper.password);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Ko Zaw' })).toBeVisible();
    });

    for (const path of PROTECTED_ROUTES) {
      test(`${path} sends a visitor to /login and back after logging in`, async ({
        page,
        request,
      }) => {
        const shopper = await registerByApi(request, 'Ma Hnin');
        await openHome(page, words);
        if (path === '/checkout') {
          // With an empty cart checkout rightly moves on to /cart (docs/product.md#checkout-steps): give it a product.
          const cart = JSON.stringify([await oneCartItem(request)]);
          await page.evaluate((json) => localStorage.setItem('cartItems', json), cart);
        }

        await page.goto(path);
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByText(words.needLogin)).toBeVisible();
        await logInWithForm(page, words, shopper.mobile, shopper.password);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('banner').getByRole('link', { name: 'Ma Hnin' })).toBeVisible();

        // Logout on a protected page goes to /, not back to /login.
        await page.getByRole('banner').getByRole('button', { name: words.logout }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(
          page.getByRole('banner').getByRole('link', { name: words.loginRegister }),
        ).toBeVisible();
      });
    }
  });
}
