import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/*
 * docs/decisions/0035-language-addresses.md: every shop page has an English address and a
 * Burmese one under /my. The address alone says the language (a link opened in a fresh browser,
 * as a friend opens a shared one); the app's own links keep the prefix; the language switch moves
 * to the page's address in the other language and remembers the choice. A first visit with no
 * choice follows the browser's languages.
 */

/** Anything React says when hydration went wrong (in development or minified production form). */
const HYDRATION_TROUBLE =
  /hydrat|did not match|server rendered HTML|Minified React error #4(18|19|21|22|23|25)/i;

function watchHydration(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
  });
  page.on('pageerror', (error) => trouble.push(error.message));
  return trouble;
}

/** The region chooser of a first visit, answered in whichever language it is drawn. */
async function answerRegionChooser(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The first region (the options are named in the page's language).
  await dialog.getByRole('combobox').selectOption({ index: 1 });
  await expect(dialog).toBeHidden();
}

async function storedLanguage(page: Page): Promise<{ stored: unknown; cookie: string | null }> {
  const stored = await page.evaluate(() => localStorage.getItem('lang'));
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lang')?.value ?? null;
  return { stored: stored === null ? null : (JSON.parse(stored) as unknown), cookie };
}

test('a Burmese address opens in Burmese, keeps its prefix, and the switch lands on the English address', async ({
  page,
}) => {
  const trouble = watchHydration(page);
  // A fresh browser (no cookie, no storage) whose languages are English: only the address says
  // Burmese.
  await page.goto('/my/all-products');
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(page.getByRole('heading', { name: 'ကုန်ပစ္စည်းအားလုံးကို ပြသနေသည်' })).toBeVisible();
  await answerRegionChooser(page);
  // Shown in Burmese, but not stored as the shopper's choice.
  expect(await storedLanguage(page)).toEqual({ stored: null, cookie: null });

  // The app's own links keep the prefix: a product opens at its Burmese address, in Burmese.
  const productLink = page.locator('main a[href^="/my/product-detail/"]').first();
  await expect(productLink).toBeVisible();
  const href = await productLink.getAttribute('href');
  const productPath = href!.replace(/^\/my/, '');
  await productLink.click();
  await expect(page).toHaveURL(new RegExp(`/my${productPath}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  // The share links carry the page's Burmese address, so the preview is Burmese too.
  const facebook = page.locator('a[href^="https://www.facebook.com/sharer/"]');
  const origin = new URL(page.url()).origin;
  await expect(facebook).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${origin}/my${productPath}`)}`,
  );

  // English, from the top bar: the same product at its English address, remembered.
  const languages = page.getByRole('group', { name: 'ဘာသာစကား' });
  await languages.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  expect(new URL(page.url()).pathname).toBe(productPath);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
  await expect(facebook).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${origin}${productPath}`)}`,
  );
  expect(await storedLanguage(page)).toEqual({
    stored: { name: 'en', flag: '/assets/icons/uk_flag.png' },
    cookie: 'en',
  });

  // And back: Burmese moves to the Burmese address and is remembered in turn.
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'မြန်မာ' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/my${productPath}$`));
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  expect((await storedLanguage(page)).cookie).toBe('mm');
  expect(trouble).toEqual([]);
});

test.describe('a phone set to Burmese', () => {
  test.use({ locale: 'my-MM' });

  test('a first visit is drawn in Burmese at the English address, with no flip on hydration', async ({
    page,
  }) => {
    const trouble = watchHydration(page);
    const response = await page.goto('/new-arrival');
    expect(response?.headers().vary).toContain('Accept-Language');
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { name: 'ပစ္စည်းအသစ်အားလုံးကို ပြသနေသည်' })).toBeVisible();
    await answerRegionChooser(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    // Not a choice: nothing is stored, so the browser's language keeps deciding.
    expect(await storedLanguage(page)).toEqual({ stored: null, cookie: null });

    // The shopper chooses English: it wins over the phone's language from now on.
    await page
      .getByRole('group', { name: 'ဘာသာစကား' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/new-arrival');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { name: 'Showing All New Arrival Products' }),
    ).toBeVisible();
    // A Burmese address still says Burmese, without changing the stored choice.
    await page.goto('/my/new-arrival');
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    expect((await storedLanguage(page)).cookie).toBe('en');
    expect(trouble).toEqual([]);
  });
});
