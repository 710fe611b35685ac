import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { newContextLike } from './contexts';
import { expect, test } from './fixtures';

/** The demo owner (the seed makes it; README). */
const OWNER = { username: 'owner', password: 'owner-pass-2024' };

async function signIn(page: Page, account: { username: string; password: string }) {
  await page.goto('/seller/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop staff sign-in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username or phone' }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('an owner adds a staff member, who chooses their own password, and switches them off at once', async ({
  page,
  browser,
}, testInfo) => {
  const id = randomUUID().slice(0, 8);
  const staff = { name: `Ma Hnin ${id}`, username: `hnin-${id}`, password: `teak-monsoon-${id}` };
  const ownPassword = `lotus-harbour-${id}-bell`;

  // The owner: the business pages in the nav, the shop switcher in the header.
  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Shop' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a staff member' }).click();
  const form = page.getByRole('form', { name: 'New staff member' });
  await form.getByLabel('Full name').fill(staff.name);
  await form.getByLabel('Username').fill(staff.username);
  await form.getByLabel('First password').fill(staff.password);
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText(`${staff.name} was added.`)).toBeVisible();

  // The staff member, on a device of their own: the password screen, then the console.
  const context = await newContextLike(browser, testInfo);
  const staffPage = await context.newPage();
  try {
    await signIn(staffPage, staff);
    await expect(
      staffPage.getByRole('heading', { level: 1, name: 'Choose your own password' }),
    ).toBeVisible();
    await staffPage.getByLabel('Password you were given').fill(staff.password);
    await staffPage.getByLabel('New password', { exact: true }).fill(ownPassword);
    await staffPage.getByLabel('New password again').fill(ownPassword);
    await staffPage.getByRole('button', { name: 'Save my password' }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(staffPage.getByText('Live', { exact: true })).toBeVisible();
    // Staff see no business pages and no switcher.
    const staffNav = staffPage.getByRole('navigation', { name: 'Console sections' });
    await expect(staffNav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(staffPage.getByRole('combobox', { name: 'Shop' })).toHaveCount(0);

    // The owner switches the account off; the staff console ends at once and says why.
    await page.reload();
    const card = page.getByRole('listitem').filter({ hasText: staff.username });
    await expect(card).toContainText('Active');
    await card.getByRole('button', { name: 'Switch off' }).click();
    await page
      .getByRole('dialog', { name: `Switch off ${staff.name}?` })
      .getByRole('button', { name: 'Switch off' })
      .click();
    await expect(card).toContainText('Switched off');

    await expect(staffPage).toHaveURL(/\/seller\/login$/, { timeout: 15_000 });
    await expect(staffPage.getByText(/This account has been switched off/)).toBeVisible();
    expect(await staffPage.evaluate(() => localStorage.getItem('sellerAuth'))).toBeNull();
  } finally {
    await context.close();
  }
});
