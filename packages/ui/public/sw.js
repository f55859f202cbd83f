// Direto's service worker: alerts that reach the owner's phone with the app closed (Web Push).
// It shows each push message as a notification and opens the order when the notification is
// clicked. It has no fetch handler on purpose: nothing is cached, every page and API answer
// comes from the network as without it.

self.addEventListener('install', () => {
  // A new version takes over at once: there is no cache to migrate.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The message the server sent ({ title, body, url, tag }); a message that is not ours still shows something. */
function readMessage(event) {
  try {
    const message = event.data ? event.data.json() : null;
    if (message && typeof message.title === 'string') return message;
  } catch {
    // not JSON: fall through
  }
  return { title: 'Direto', body: event.data ? event.data.text() : '', url: '/', tag: 'direto' };
}

self.addEventListener('push', (event) => {
  const message = readMessage(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      // A second order while the first is still shown vibrates and rings again.
      renotify: true,
      lang: 'pt-BR',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: message.url },
    }),
  );
});

/** Only a path of this site is opened, never another site. */
function targetUrl(notification) {
  const url = new URL((notification.data && notification.data.url) || '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = targetUrl(event.notification);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // An open tab of the app comes to the front and shows the order; without one, a new one opens.
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        if (focused.url === url) return;
        try {
          await focused.navigate(url);
          return;
        } catch {
          // a tab this worker does not control cannot be navigated: open a new one
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
