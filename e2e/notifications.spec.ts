import type { Page } from '@playwright/test';
import { appWordsOf } from './app-strings';
import { expect, test, waitForHydration } from './fixtures';
import { placeOrder, regionsOf, staffOf, staffSession } from './shop-orders';
import { registerShopper, type Shopper } from './shoppers';

/**
 * Order notifications in the browser (docs/decisions/0034-notifications.md): the installable
 * app's service worker shows a push message delivered through the DevTools protocol, and the
 * header's bell lists what staff did to the shopper's order, in the shopper's language.
 */

/** The service worker's global scope, as much of it as the specs use. */
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  dispatchEvent: (event: Event) => boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};

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
  const pushes = [
    {
      title: 'Yangon Mart: order confirmed',
      body: 'Your order INV-20261128-AAAA is confirmed.',
      link: '/order-detail/INV-20261128-AAAA',
      tag: 'e2e-1',
    },
    { title: 'Elsewhere', body: 'x', link: '//evil.example/', tag: 'e2e-2' },
  ];
  for (const push of pushes) await deliver(push);
  // DevTools' delivery can be dropped while a busy machine is still starting the worker: a push
  // not shown yet is sent again (its tag makes a second delivery replace the first). What this
  // test checks is what the worker shows for each.
  await expect
    .poll(
      async () => {
        const shown = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const notifications = await registration.getNotifications();
          return notifications.map((n) => ({
            tag: n.tag,
            title: n.title,
            body: n.body,
            link: n.data?.link,
          }));
        });
        for (const push of pushes) {
          if (!shown.some((n) => n.tag === push.tag)) await deliver(push);
        }
        return shown.map(({ title, body, link }) => ({ title, body, link }));
      },
      { timeout: 20_000, intervals: [500, 1_000, 2_000] },
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

test('a tap on a push notification opens its order in the window already open', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await page.goto('/');
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      const live = event.registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    }),
  );
  const workerStarted = context.waitForEvent('serviceworker');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  const registrationId = await registered;
  const worker = context.serviceWorkers()[0] ?? (await workerStarted);
  // The worker claims the open page, so it can send that window to the order.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  const link = '/order-detail/INV-20261128-TAPS';
  const deliverPush = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId,
      data: JSON.stringify({
        title: 'Yangon Mart: order shipped',
        body: 'On its way.',
        link,
        tag: 'tap',
      }),
    });
  await deliverPush();
  // DevTools' delivery can be dropped while a busy machine is still starting the worker: the
  // push is sent again until it shows (one tag, so a second delivery replaces the first). What
  // this test checks is the tap.
  await expect
    .poll(
      async () => {
        const shown = await worker.evaluate(
          async () =>
            (await (self as unknown as WorkerScope).registration.getNotifications()).length,
        );
        if (shown === 0) await deliverPush();
        return shown;
      },
      { timeout: 20_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(1);
  // Chromium's DevTools cannot tap a notification; the worker is handed the click event a tap
  // dispatches, with the notification the push showed.
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [shown] = await scope.registration.getNotifications({ tag: 'tap' });
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown! }));
  });
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  expect(
    await worker.evaluate(
      async () => (await (self as unknown as WorkerScope).registration.getNotifications()).length,
    ),
  ).toBe(0);
});

for (const language of ['en', 'mm'] as const) {
  test(`an open order page shows staff's move at once, without a reload, and the bell rises (${language})`, async ({
    page,
  }) => {
    const words = appWordsOf(language);
    const shopper = await registerShopper(page.request);
    await startSession(page, shopper, language);
    const order = await placeOrder(page.request, shopper, { wallet: false });
    await page.goto(`/order-detail/${order.invoice.invoiceNo}`);
    await waitForHydration(page);
    await expect(page.getByText(words('orders.status.pending')).first()).toBeVisible();
    const bell = page.getByRole('button', { name: /^(Notifications|အသိပေးချက်များ)/ });
    await expect(bell).toHaveAccessibleName(language === 'mm' ? /၁/ : /1 unread/);
    // A mark on the window: a reload would take it away.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    const staff = await staffSession(page.request, staffOf('yangon-mart'));
    const moved = await page.request.post(`/v1/seller/orders/${order.saleGuid}/status`, {
      headers: staff.auth,
      data: { status: 'Confirmed', note: '' },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    await expect(page.getByText(words('orders.status.confirmed')).first()).toBeVisible({
      timeout: 10_000,
    });
    await expect(bell).toHaveAccessibleName(language === 'mm' ? /၂/ : /2 unread/, {
      timeout: 10_000,
    });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });
}

test("the console's bell rises when an order arrives, and opens it", async ({ page }) => {
  const account = staffOf('yangon-mart');
  await page.goto('/seller/login');
  await page.getByRole('textbox', { name: 'Username or phone' }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const before = Number(
    /(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
  );

  const shopper = await registerShopper(page.request);
  const order = await placeOrder(page.request, shopper, { wallet: false });
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`, {
    timeout: 10_000,
  });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const notice = panel.getByRole('link').filter({ hasText: order.invoice.invoiceNo });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/seller/orders/${order.saleGuid}$`));
  await expect(page.getByText(order.invoice.invoiceNo).first()).toBeVisible();

  // The settings page: new-order notices and their channels, and push on this device.
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const email = page.getByRole('checkbox', { name: 'By e-mail' });
  await expect(email).toBeChecked();
  await email.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const stored = await page.request.get('/v1/notifications/preferences', {
    headers: (await staffSession(page.request, account)).auth,
  });
  expect((await stored.json()).data).toMatchObject({ email: false, newOrders: true });
  await email.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
});
