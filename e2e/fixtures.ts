import { expect, test as base, type Page } from '@playwright/test';
import { formatNumber } from '@storefront/commerce/money';
import { splitLanguageAddress } from '@storefront/contract/language-address';

/**
 * Pages start as a first-time visitor: empty storage, then the region chooser answered, as a
 * shopper would on first arrival. `chooseRegion` picks Myanmar (MMK) by default.
 */
export async function chooseRegion(page: Page, name = 'Myanmar'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Please Select Your Region' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').selectOption({ label: name });
  await expect(dialog).toBeHidden();
}

export type Language = 'en' | 'mm';

/**
 * Switches the page to a language the way a shopper does, with the top bar's buttons. The
 * buttons carry each language's own name, so they are found the same way from either side.
 *
 * On a shop page the switch stores the choice and moves to the page's Burmese address (`/my/…`,
 * docs/decisions/0035-language-addresses.md). The specs then go on at the page's usual address,
 * which the stored choice draws in Burmese too, so their addresses read the same in both
 * languages; `language-addresses.spec.ts` walks the `/my` addresses themselves.
 */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  const group = page.getByRole('group', { name: /^(Language|ဘာသာစကား)$/ });
  await group.getByRole('button', { name: language === 'mm' ? 'မြန်မာ' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'mm' ? 'my' : 'en');
  const url = new URL(page.url());
  const { language: addressed, path } = splitLanguageAddress(`${url.pathname}${url.search}`);
  if (addressed === 'mm') {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  }
}

/** Opens `path` as a first-time visitor: the region chooser answered, then the language set. */
export async function openAs(page: Page, language: Language, path: string): Promise<void> {
  await page.goto(path);
  await chooseRegion(page);
  if (language !== 'en') await switchLanguage(page, language);
}

/**
 * A whole number as the page prints it: with commerce's `formatNumber` in the page's language
 * (Burmese with Myanmar digits, whatever locales the browser's own Intl carries).
 */
export async function numberInPage(page: Page, value: number): Promise<string> {
  const language = await page.evaluate(() => document.documentElement.lang);
  return formatNumber(value, language);
}

/**
 * Waits until the server-rendered page has been hydrated (the app marks <html data-hydrated>):
 * a tap before that would be lost, as it would for a shopper on a slow phone.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Every load (`goto`, `reload`) waits for hydration, unless JavaScript is off or the test asks
 * for the page as soon as it starts arriving (`waitUntil: 'commit'`) to watch it load.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        if (args[1]?.waitUntil !== 'commit') await waitForHydration(page);
        return response;
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});
export { expect };
