/* global self */
// The web app's service worker (docs/decisions/0034-notifications.md): it shows the push
// notifications the server sends and opens their page when one is tapped. It caches nothing
// and handles no fetch: every page and price always comes from the network.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Only a path of this site is opened: a push message never sends anyone elsewhere. */
function sameSiteLink(link) {
  // '//host' and '/\\host' would leave the site.
  return typeof link === 'string' && /^\/(?![/\\])/.test(link) ? link : '/';
}

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(String(message.title || 'Storefront'), {
      body: String(message.body || ''),
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { link: sameSiteLink(message.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    sameSiteLink(event.notification.data && event.notification.data.link),
    self.location.origin,
  ).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      // An open window of the app goes to the page rather than a second one opening beside it.
      const open = windows.find((client) => 'navigate' in client);
      if (open) {
        const moved = await open.navigate(url).catch(() => null);
        if (moved) return moved.focus().catch(() => moved);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
