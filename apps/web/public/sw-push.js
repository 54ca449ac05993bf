/*
 * Web Push in the service worker (ADR 014): imported by the Workbox service worker (/sw.js,
 * vite/pwa.ts importScripts). A push carries {id, kind, title, body, route} (packages/contract
 * pushMessage), encrypted for this device; it is shown as a notification even when the app is closed,
 * and a tap opens the screen it names in an open window of the app, or a new one.
 */
/* global self */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Pana';
  const route = typeof message.route === 'string' && /^\/[A-Za-z0-9/_-]*$/.test(message.route) ? message.route : '/notifications';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: typeof message.id === 'number' ? `pana-${message.id}` : undefined,
      data: { route },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const route = (event.notification.data && event.notification.data.route) || '/notifications';
  const url = new URL(route, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.focus().then((focused) => (focused && 'navigate' in focused ? focused.navigate(url) : focused));
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
