import type { Page } from '@playwright/test';
import { formatDate } from '@storefront/commerce/dates';
import { UserBriefResponseSchema } from '@storefront/contract/account';
import { ProductListResponseSchema } from '@storefront/contract/catalog';
import { PromoListResponseSchema } from '@storefront/contract/promos';
import { RegionListResponseSchema, TownshipListResponseSchema } from '@storefront/contract/region';
import { ShopListResponseSchema } from '@storefront/contract/shop';
import { chooseRegion, expect, test } from './fixtures';
import { registerShopper } from './shoppers';

/**
 * The logged-in account screens against the real API: a fresh shopper, registered and logged in
 * through the API, edits the profile, keeps an address book, reviews a product and copies a
 * coupon, in English and in Burmese.
 */
type Language = 'en' | 'mm';

const TEXT = {
  en: {
    dashboard: 'Dashboard',
    hello: (name: string) => `Hello, ${name}`,
    accountSetting: 'Account Setting',
    edit: 'Edit',
    fullName: 'Full Name',
    saveChanges: 'Save Changes',
    profileSaved: 'Your profile has been saved.',
    addressBook: 'Address Book',
    addAddress: 'Add New Address',
    addTitle: 'Add New Address',
    editAddress: 'Edit Address',
    name: 'Name',
    email: 'Email',
    primaryPhone: 'Primary Phone',
    otherPhone: 'Other Phone',
    country: 'Country',
    township: 'Township',
    street: 'Street',
    address: 'Address',
    comment: 'Comment',
    saveAddress: 'Save Address',
    addressSaved: 'Address saved.',
    addressUpdated: 'Address updated.',
    editNamed: (name: string) => `Edit the address of ${name}`,
    deleteNamed: (name: string) => `Delete the address of ${name}`,
    deleteTitle: 'Delete this address?',
    confirmDelete: 'Yes, delete',
    noAddress: 'No Address Yet',
    reviewsTab: 'Reviews',
    writeReview: 'Write a review',
    send: 'Send',
    reviewThanks: 'Thank you for your review.',
    promoTitle: 'Showing All Promotion Coupons',
    copyCode: (code: string) => `Copy code ${code}`,
    copied: 'Successfully Copied!',
    logOut: 'Log Out',
    accountMenu: 'Account menu',
    loginRegister: 'Login / Register',
  },
  mm: {
    dashboard: 'ကျွန်ုပ်၏ အကောင့်',
    hello: (name: string) => `မင်္ဂလာပါ ${name}`,
    accountSetting: 'အကောင့် ဆက်တင်',
    edit: 'ပြင်ဆင်မည်',
    fullName: 'အမည် အပြည့်အစုံ',
    saveChanges: 'ပြောင်းလဲမှုများ သိမ်းမည်',
    profileSaved: 'သင့်ကိုယ်ရေးအချက်အလက်များကို သိမ်းပြီးပါပြီ။',
    addressBook: 'သိမ်းထားသော လိပ်စာများ',
    addAddress: 'လိပ်စာအသစ် ထည့်မည်',
    addTitle: 'လိပ်စာအသစ် ထည့်ရန်',
    editAddress: 'လိပ်စာ ပြင်ဆင်ရန်',
    name: 'အမည်',
    email: 'အီးမေးလ်',
    primaryPhone: 'အဓိက ဖုန်းနံပါတ်',
    otherPhone: 'အခြား ဖုန်းနံပါတ်',
    country: 'နိုင်ငံ',
    township: 'မြို့နယ်',
    street: 'လမ်း',
    address: 'လိပ်စာ',
    comment: 'မှတ်ချက်',
    saveAddress: 'လိပ်စာ သိမ်းမည်',
    addressSaved: 'လိပ်စာကို သိမ်းပြီးပါပြီ။',
    addressUpdated: 'လိပ်စာကို ပြင်ဆင်ပြီးပါပြီ။',
    editNamed: (name: string) => `${name} ၏ လိပ်စာကို ပြင်ဆင်မည်`,
    deleteNamed: (name: string) => `${name} ၏ လိပ်စာကို ဖျက်မည်`,
    deleteTitle: 'ဤလိပ်စာကို ဖျက်မလား။',
    confirmDelete: 'ဟုတ်ကဲ့၊ ဖျက်မည်',
    noAddress: 'လိပ်စာ မရှိသေးပါ',
    reviewsTab: 'သုံးသပ်ချက်များ',
    writeReview: 'သုံးသပ်ချက် ရေးရန်',
    send: 'ပို့မည်',
    reviewThanks: 'သုံးသပ်ချက် ရေးပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။',
    promoTitle: 'ပရိုမိုးရှင်း ကူပွန်အားလုံးကို ပြသနေသည်',
    copyCode: (code: string) => `ကုဒ် ${code} ကို ကူးယူမည်`,
    copied: 'ကူးယူပြီးပါပြီ!',
    logOut: 'အကောင့်မှ ထွက်မည်',
    accountMenu: 'အကောင့် မီနူး',
    loginRegister: 'အကောင့်ဝင်ရန် / အကောင့်ဖွင့်ရန်',
  },
} satisfies Record<Language, Record<string, unknown>>;

/** The token goes in once: a later Log Out must not be undone by the next page load. */
async function logIn(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-logged-in')) return;
    sessionStorage.setItem('e2e-logged-in', '1');
    localStorage.setItem('authToken', value);
  }, token);
}

async function chooseLanguage(page: Page, language: Language) {
  if (language === 'en') return;
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: /မြန်မာ/ })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
}

for (const language of ['en', 'mm'] as const) {
  const text = TEXT[language];

  test(`a shopper manages the account, reviews a product and copies a coupon (${language})`, async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const shopper = await registerShopper(request, {
      name: `Thiri ${Date.now().toString().slice(-8)}`,
      withEmail: false,
    });
    const { auth } = shopper;
    const regions = RegionListResponseSchema.parse(
      await (await request.get('/v1/currency/region')).json(),
    ).data.items;
    const myanmar = regions.find((region) => region.name === 'Myanmar')!;
    const township = TownshipListResponseSchema.parse(
      await (await request.get('/v1/township/list')).json(),
    ).data.items[0]!;

    await logIn(page, shopper.token);
    await page.goto('/dashboard');
    await chooseRegion(page);
    await chooseLanguage(page, language);

    // The dashboard greets the new shopper, whose profile is read-only until Edit.
    await expect(page.getByRole('heading', { level: 1, name: text.dashboard })).toBeVisible();
    await expect(page.getByText(text.hello(shopper.name))).toBeVisible();
    const settings = page.getByRole('region', { name: text.accountSetting });
    const fullName = settings.getByRole('textbox', { name: text.fullName });
    await expect(fullName).toHaveValue(shopper.name);
    await expect(fullName).toBeDisabled();
    await expect(settings.getByRole('button', { name: text.saveChanges })).toBeDisabled();

    const newName = `${shopper.name} Aung`;
    await settings.getByRole('button', { name: text.edit }).click();
    await fullName.fill(newName);
    await settings.getByRole('button', { name: text.saveChanges }).click();
    await expect(page.getByText(text.profileSaved)).toBeVisible();
    await expect(fullName).toBeDisabled();
    await expect(page.getByText(text.hello(newName))).toBeVisible();
    const brief = UserBriefResponseSchema.parse(
      await (await request.get('/v1/user/brief', { headers: auth })).json(),
    ).data;
    expect(brief.name).toBe(newName);

    // Add a Myanmar address (the township is required there), edit it, then delete it.
    const book = page.getByRole('region', { name: text.addressBook });
    await expect(book.getByText(text.noAddress)).toBeVisible();
    await book.getByRole('button', { name: text.addAddress }).click();
    let dialog = page.getByRole('dialog', { name: text.addTitle });
    const recipient = `Daw Khin ${shopper.phone.slice(-4)}`;
    await dialog.getByRole('textbox', { name: text.name, exact: true }).fill(recipient);
    await dialog.getByRole('textbox', { name: text.email }).fill('khin@example.com');
    await dialog.getByRole('textbox', { name: text.primaryPhone }).fill(shopper.phone);
    await dialog.getByRole('textbox', { name: text.otherPhone }).fill('09420987650');
    await dialog.getByRole('combobox', { name: text.country }).selectOption(myanmar.guid);
    await dialog.getByRole('combobox', { name: text.township }).selectOption(township.guid);
    await dialog.getByRole('textbox', { name: text.street, exact: true }).fill('Hledan Road');
    await dialog.getByRole('textbox', { name: text.address, exact: true }).fill('No. 35, Room 4B');
    await dialog.getByRole('textbox', { name: text.comment }).fill('Blue gate');
    await dialog.getByRole('button', { name: text.saveAddress }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text.addressSaved)).toBeVisible();
    const card = book.getByRole('article').filter({ hasText: recipient });
    await expect(card).toContainText('Hledan Road');

    await book.getByRole('button', { name: text.editNamed(recipient) }).click();
    dialog = page.getByRole('dialog', { name: text.editAddress });
    const street = dialog.getByRole('textbox', { name: text.street, exact: true });
    await expect(street).toHaveValue('Hledan Road');
    await expect(dialog.getByRole('combobox', { name: text.township })).toHaveValue(township.guid);
    await street.fill('Insein Road');
    await dialog.getByRole('button', { name: text.saveChanges }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text.addressUpdated)).toBeVisible();
    await expect(card).toContainText('Insein Road');

    await book.getByRole('button', { name: text.deleteNamed(recipient) }).click();
    await page
      .getByRole('dialog', { name: text.deleteTitle })
      .getByRole('button', { name: text.confirmDelete })
      .click();
    await expect(book.getByText(text.noAddress)).toBeVisible();

    // A review on a product of the shop, signed with the new name and today's date.
    const shops = ShopListResponseSchema.parse(
      await (await request.get('/v1/pos/shop/list')).json(),
    ).data.items;
    const shop = shops.find((candidate) => candidate.hostName === 'localhost')!;
    const product = ProductListResponseSchema.parse(
      await (await request.get(`/v1/pos/shop/listShopProduct/${shop.guid}?first=0&max=1`)).json(),
    ).data.items[0]!;
    await page.goto(`/product-detail/${product.guid}`);
    await page.getByRole('tab', { name: text.reviewsTab }).click();
    const field = page.getByRole('textbox', { name: text.writeReview });
    const send = page.getByRole('button', { name: text.send });
    await expect(send).toBeDisabled();
    const words = `${language === 'mm' ? 'အထည်ကောင်းပါတယ်' : 'Lovely fabric'} ${shopper.phone}`;
    await field.fill(words);
    await send.click();
    await expect(page.getByText(text.reviewThanks)).toBeVisible();
    const review = page.getByRole('list').getByRole('listitem').filter({ hasText: words });
    await expect(review).toContainText(newName);
    // As the page writes it, with commerce's formatter (Burmese month names in every browser).
    const today = formatDate(new Date(), language === 'mm' ? 'my' : 'en', { utc: true });
    await expect(review).toContainText(today);
    await expect(field).toHaveValue('');

    // The coupons, one copied to the clipboard.
    const promos = PromoListResponseSchema.parse(
      await (await request.get('/v1/promo_code/?first=0&max=100', { headers: auth })).json(),
    ).data.items;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/promo-list');
    await expect(page.getByRole('heading', { level: 1, name: text.promoTitle })).toBeVisible();
    const coupon = promos[0]!;
    await page.getByRole('button', { name: text.copyCode(coupon.code) }).click();
    await expect(page.getByText(text.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(coupon.code);

    // Log Out from the dashboard ends the session and goes home.
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: text.accountMenu })
      .getByRole('button', { name: text.logOut })
      .click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
}

test('a shopper changes the password on /dashboard, logs out and logs in with the new one', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, {
    name: `Khin ${Date.now().toString().slice(-8)}`,
  });
  const newPassword = `${shopper.password}-renewed`;
  const briefStatus = async (token: string) =>
    (
      await request.get('/v1/user/brief', { headers: { authorization: `Bearer ${token}` } })
    ).status();

  await logIn(page, shopper.token);
  await page.goto('/dashboard');
  await chooseRegion(page);
  const section = page.getByRole('region', { name: 'Change Password' });
  await section.getByLabel('Current password', { exact: true }).fill(shopper.password);
  await section.getByLabel('New password', { exact: true }).fill(newPassword);
  await section.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The token the page had is ended; the one it holds now is new and works, across a reload.
  expect(await briefStatus(shopper.token)).toBe(401);
  const renewed = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(renewed).toBeTruthy();
  expect(renewed).not.toBe(shopper.token);
  expect(await briefStatus(renewed!)).toBe(200);
  await page.reload();
  await expect(page.getByText(`Hello, ${shopper.name}`)).toBeVisible();

  // Log Out ends that token on the server too, not only in this browser.
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('button', { name: 'Log Out' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => briefStatus(renewed!)).toBe(401);

  await page.getByRole('banner').getByRole('link', { name: 'Login / Register' }).click();
  const logInWith = async (password: string) => {
    await page.getByRole('textbox', { name: 'Mobile number or e-mail' }).fill(shopper.username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  };
  await logInWith(shopper.password);
  await expect(page.getByRole('alert')).toContainText('Login Failed!');
  await logInWith(newPassword);
  await expect(page.getByRole('banner').getByRole('link', { name: shopper.name })).toBeVisible();
});
