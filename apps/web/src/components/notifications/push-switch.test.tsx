import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../config/paths.ts';
import { keyBytes } from '../../lib/push.ts';
import { callsTo, mockApi, ok } from '../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../testing/render-app.tsx';

/** The sidebar's push notifications switch (ADR 014) against a stand-in browser: permission, pushManager, the server. */

const SERVER_KEY = 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4';

function browser(permission: NotificationPermission) {
  let subscription: { endpoint: string; options: { applicationServerKey: ArrayBuffer }; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    subscription = {
      endpoint: 'https://push.example/device-1',
      options: { applicationServerKey: options.applicationServerKey.buffer as ArrayBuffer },
      toJSON: () => ({ endpoint: 'https://push.example/device-1', keys: { p256dh: 'P256', auth: 'AUTH' } }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    };
    return subscription;
  });
  const registration = { pushManager: { getSubscription: vi.fn(async () => subscription), subscribe } };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: permission === 'denied' ? 'denied' : 'default', requestPermission: vi.fn(async () => permission) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  return { subscribe, registration };
}

function api() {
  return mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', mobile_no: '9876543210', betting_status: '1', wallet_amt: 500 }),
    [apiPaths.getDashboardData]: () => ok({ result: [], betting_status: '1', wallet_amt: 500 }),
    [apiPaths.getSocialData]: () => ok(),
    [apiPaths.notificationsUnread]: () => ok({ unread: 0, popup: null }),
    [apiPaths.pushKey]: () => ok({ public_key: SERVER_KEY }),
    [apiPaths.pushSubscribe]: () => ok({ msg: 'Push notifications are on for this device' }),
    [apiPaths.pushUnsubscribe]: () => ok({ msg: 'Push notifications are off for this device' }),
  });
}

async function openMenu() {
  storeLogin();
  const app = renderApp('/imp');
  await app.user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
  const toggle = await menu.findByRole('switch', { name: 'Push notifications' });
  await waitFor(() => expect(toggle).toBeEnabled());
  return { ...app, menu, toggle };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the push notifications switch', () => {
  it("turns on with the browser's permission and the server's key, and off again", async () => {
    const { subscribe } = browser('granted');
    const calls = api();
    const { user, menu, toggle } = await openMenu();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(menu.getByRole('status')).toHaveTextContent('Push notifications are on for this device');
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(SERVER_KEY) });
    expect(keyBytes(SERVER_KEY)).toHaveLength(65);
    expect(callsTo(calls, apiPaths.pushSubscribe).map((c) => [c.body.endpoint, c.body.keys])).toEqual([['https://push.example/device-1', { p256dh: 'P256', auth: 'AUTH' }]]);

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(callsTo(calls, apiPaths.pushUnsubscribe).map((c) => c.body.endpoint)).toEqual(['https://push.example/device-1']);
    expect(menu.getByRole('status')).toHaveTextContent('Push notifications are off for this device');
  });

  it('says so when the browser refuses, and tells the server nothing', async () => {
    browser('denied');
    const calls = api();
    const { user, menu, toggle } = await openMenu();
    expect(menu.getByRole('status')).toHaveTextContent('Notifications are blocked for this site');
    await user.click(toggle);
    await waitFor(() => expect(menu.getByRole('status')).toHaveTextContent('Notifications are blocked for this site. Allow them in your browser settings, then try again.'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(callsTo(calls, apiPaths.pushSubscribe)).toEqual([]);
  });

  it('is unavailable where the browser has no push', async () => {
    api();
    const { menu, toggle } = await (async () => {
      storeLogin();
      const app = renderApp('/imp');
      await app.user.click(await screen.findByRole('button', { name: 'Open menu' }));
      const m = within(screen.getByRole('dialog', { name: 'Menu' }));
      return { ...app, menu: m, toggle: await m.findByRole('switch', { name: 'Push notifications' }) };
    })();
    await waitFor(() => expect(menu.getByRole('status')).toHaveTextContent('This browser cannot receive push notifications.'));
    expect(toggle).toBeDisabled();
  });
});
