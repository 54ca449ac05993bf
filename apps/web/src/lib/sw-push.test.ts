import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/**
 * public/sw-push.js, the Web Push part of the service worker (ADR 014): run against a stand-in of the
 * worker's global scope, it shows a pushed message as a notification and opens the item's screen on a tap.
 */
const source = readFileSync(join(import.meta.dirname, '../../public/sw-push.js'), 'utf8');

type Handler = (event: Record<string, unknown>) => void;

function worker(windows: Array<{ url: string; focus: () => Promise<unknown>; navigate?: (url: string) => Promise<unknown> }> = []) {
  const handlers: Record<string, Handler> = {};
  const self = {
    location: { origin: 'https://pana.example' },
    addEventListener: (type: string, handler: Handler) => (handlers[type] = handler),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  new Function('self', source)(self);
  const waited: Array<Promise<unknown>> = [];
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    handlers[type]!({ ...event, waitUntil: (p: Promise<unknown>) => waited.push(p) });
    await Promise.all(waited);
  };
  return { self, dispatch };
}

const pushed = (message: unknown) => ({ data: { json: () => message, text: () => JSON.stringify(message) } });

describe('the service worker push handlers', () => {
  it('shows a pushed item with its title, text and screen', async () => {
    const { self, dispatch } = worker();
    await dispatch('push', pushed({ id: 12, kind: 'deposit', title: 'Deposit credited', body: '500 points added to your wallet', route: '/addfundhistory' }));
    expect(self.registration.showNotification).toHaveBeenCalledWith('Deposit credited', {
      body: '500 points added to your wallet',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'pana-12',
      data: { route: '/addfundhistory' },
    });
  });

  it('never takes a route to another site, and names the app when a push has no title', async () => {
    const { self, dispatch } = worker();
    await dispatch('push', pushed({ body: 'x', route: '//evil.example/steal' }));
    expect(self.registration.showNotification).toHaveBeenCalledWith('Pana', expect.objectContaining({ data: { route: '/notifications' } }));
    await dispatch('push', { data: { json: () => JSON.parse('not json'), text: () => 'plain words' } });
    expect(self.registration.showNotification).toHaveBeenLastCalledWith('Pana', expect.objectContaining({ body: 'plain words' }));
  });

  it("on a tap focuses the app's open window on the item's screen, or opens one", async () => {
    const close = vi.fn();
    const navigate = vi.fn(async () => undefined);
    const open = { url: 'https://pana.example/imp', focus: vi.fn(async () => open), navigate };
    const withWindow = worker([open]);
    await withWindow.dispatch('notificationclick', { notification: { close, data: { route: '/withdrawhistory' } } });
    expect(close).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://pana.example/withdrawhistory');
    expect(withWindow.self.clients.openWindow).not.toHaveBeenCalled();

    const none = worker([]);
    await none.dispatch('notificationclick', { notification: { close, data: { route: '/imp3' } } });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith('https://pana.example/imp3');
  });
});
