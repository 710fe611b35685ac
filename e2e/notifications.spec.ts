import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { placeOrder, regionsOf, staffOf, staffSession } from './shop-orders';
import { registerShopper, type Shopper } from './shoppers';

/**
 * Order notifications in the browser (docs/decisions/0034-notifications.md): the installable
 * app's service worker shows a push message delivered through the DevTools protocol, and the
 * header's bell lists what staff did to the shopper's order, in the shopper's language.
 */

async function startSession(page: Page, shopper: Shopper, language: 'en' | 'mm') {
  const regions = await regionsOf(page.request);
  const myanmar = regions.find((region) => region.currencyCode === 'MMK')!;
  await page.addInitScript(
    ([token, region, lang]) => {
      if (sessionStorage.getItem('notifications-e2e-started')) return;
      sessionStorage.setItem('notifications-e2e-started', '1');
      localStorage.setItem('authToken', token);
      localStorage.setItem('region', region);
      localStorage.setItem('lang', JSON.stringify({ name: lang }));
    },
    [shopper.token, myanmar.guid, language] as const,
  );
}

test('the service worker registers and shows a push message, opening only pages of the shop', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await page.goto('/');
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
    const response = await fetch(href);
    return { type: response.headers.get('content-type'), body: await response.json() };
  });
  expect(manifest.type).toContain('application/manifest+json');
  expect(manifest.body).toMatchObject({ display: 'standalone', start_url: '/' });

  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      const live = event.registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    }),
  );
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  const registrationId = await registered;
  const deliver = (message: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId,
      data: JSON.stringify(message),
    });
  await deliver({
    title: 'Yangon Mart: order confirmed',
    body: 'Your order INV-20261128-AAAA is confirmed.',
    link: '/order-detail/INV-20261128-AAAA',
    tag: 'e2e-1',
  });
  await deliver({ title: 'Elsewhere', body: 'x', link: '//evil.example/', tag: 'e2e-2' });
  await expect
    .poll(async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const shown = await registration.getNotifications();
        return shown.map((n) => ({ title: n.title, body: n.body, link: n.data?.link }));
      }),
    )
    .toEqual(
      expect.arrayContaining([
        {
          title: 'Yangon Mart: order confirmed',
          body: 'Your order INV-20261128-AAAA is confirmed.',
          link: '/order-detail/INV-20261128-AAAA',
        },
        { title: 'Elsewhere', body: 'x', link: '/' },
      ]),
    );
  // Nothing is cached: every page and price comes from the network.
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0);
});

for (const language of ['en', 'mm'] as const) {
  test(`the bell lists staff's moves of the order in ${language} and opens the order`, async ({
    page,
  }) => {
    const shopper = await registerShopper(page.request);
    await startSession(page, shopper, language);
    await page.goto('/');
    // Opening the bell once remembers the shopper's language, as the web app sends it.
    const bell = page.getByRole('button', { name: /^(Notifications|အသိပေးချက်များ)/ });
    await expect(bell).toBeVisible();
    const order = await placeOrder(page.request, shopper, { wallet: false });
    const staff = await staffSession(page.request, staffOf('yangon-mart'));
    const moved = await page.request.post(`/v1/seller/orders/${order.saleGuid}/status`, {
      headers: staff.auth,
      data: { status: 'Confirmed', note: '' },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    await page.reload();
    await expect(bell).toHaveAccessibleName(language === 'mm' ? /၂/ : /2 unread/);
    await bell.click();
    const panel = page.getByRole('region', { name: /^(Notifications|အသိပေးချက်များ)$/ });
    const confirmed = panel.getByRole('link').first();
    await expect(confirmed).toContainText(order.invoice.invoiceNo);
    await expect(confirmed).toContainText(language === 'mm' ? 'အတည်ပြု' : 'confirmed');
    await confirmed.click();
    await expect(page).toHaveURL(new RegExp(`/order-detail/${order.invoice.invoiceNo}$`));
  });
}
