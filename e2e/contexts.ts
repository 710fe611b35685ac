import type { Browser, BrowserContext, TestInfo } from '@playwright/test';
import type { CartItem } from '@storefront/commerce/cart';
import type { Language } from './fixtures';
import { regionsOf } from './shop-orders';
import type { Shopper } from './shoppers';

/**
 * A second browser with storage of its own, shaped like the project's device (phone or
 * desktop): the shopper's, beside the staff's `page`.
 */
export function newContextLike(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
    testInfo.project.use;
  return browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
}

/**
 * The shop as the shopper left it in this browser: signed in, Myanmar (MMK) chosen, the
 * language set and, when given, a cart, all before the app first loads.
 */
export async function seedShop(
  context: BrowserContext,
  shopper: Shopper,
  language: Language,
  cart: CartItem[] = [],
): Promise<void> {
  const myanmar = (await regionsOf(context.request)).find(
    (region) => region.currencyCode === 'MMK',
  )!;
  await context.addInitScript(
    ([token, region, lang, items]) => {
      if (sessionStorage.getItem('seller-e2e-started')) return;
      sessionStorage.setItem('seller-e2e-started', '1');
      localStorage.setItem('authToken', token);
      localStorage.setItem('region', region);
      localStorage.setItem('lang', JSON.stringify({ name: lang, flag: '' }));
      localStorage.setItem('cartItems', items);
    },
    [shopper.token, myanmar.guid, language, JSON.stringify(cart)] as const,
  );
}
