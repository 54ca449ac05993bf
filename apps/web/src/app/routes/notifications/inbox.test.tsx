// The screen the tests open, loaded up front so that its lazy route appears at once.
import './inbox.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { loadLocale } from '../../../lib/i18n/i18n.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { type ApiCall, callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

type Item = { id: number; kind: string; title: string; body: string; route: string; created_at: string; read: boolean };

const item = (id: number, fields: Partial<Item> = {}): Item => ({
  id,
  kind: 'notice',
  title: `Notice ${id}`,
  body: `Text ${id}`,
  route: '/notifications',
  created_at: '2026-11-25T10:00:00.000Z',
  read: false,
  ...fields,
});

/** A player API with an inbox of `items` (newest first, 20 a page) that marks items read as the server does. */
function inboxApi(
  initial: Item[],
  popup: Item | null = null,
): { calls: ApiCall[]; items: Item[]; setPopup: (item: Item | null) => void } {
  const items = initial.map((i) => ({ ...i }));
  let shownPopup = popup;
  const unread = () => items.filter((i) => !i.read).length;
  const calls = mockApi({
    [apiPaths.getUserInfo]: () =>
      ok({ user_name: 'Demo Player', mobile_no: '9876543210', betting_status: '1', wallet_amt: 500 }),
    [apiPaths.getDashboardData]: () => ok({ result: [], betting_status: '1', wallet_amt: 500 }),
    [apiPaths.getSocialData]: () => ok(),
    [apiPaths.notificationsUnread]: () => ok({ unread: unread(), popup: shownPopup }),
    [apiPaths.notifications]: (body) => {
      const before = typeof body.before_id === 'number' ? body.before_id : Infinity;
      const rest = items.filter((i) => i.id < before);
      const page = rest.slice(0, 20);
      return ok({ items: page, unread: unread(), next_before_id: rest.length > 20 ? page.at(-1)!.id : null });
    },
    [apiPaths.notificationsRead]: (body) => {
      if (body.all === true) items.forEach((i) => (i.read = true));
      else {
        const found = items.find((i) => i.id === body.id);
        if (!found) return fail(404, 'Notification not found');
        found.read = true;
        if (shownPopup?.id === body.id) shownPopup = null;
      }
      return ok({ unread: unread() });
    },
  });
  return { calls, items, setPopup: (item) => (shownPopup = item) };
}

describe('the notifications bell and inbox', () => {
  it('shows the unread count on the bell, lists the items, marks one read on a tap and opens its screen', async () => {
    storeLogin();
    const { calls } = inboxApi([
      item(3, {
        title: 'Deposit credited',
        body: '500 points added to your wallet',
        kind: 'deposit',
        route: '/addfundhistory',
      }),
      item(2),
      item(1, { read: true }),
    ]);
    const { user, router } = renderApp('/imp');
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    expect(await screen.findByText('Deposit credited')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notifications');
    expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /Deposit credited/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addfundhistory'));
    expect(callsTo(calls, apiPaths.notificationsRead).map((c) => c.body.id)).toEqual([3]);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all read, pages to older items, and says so when the inbox is empty', async () => {
    storeLogin();
    const { calls } = inboxApi(Array.from({ length: 25 }, (_, i) => item(25 - i)));
    const { user } = renderApp('/notifications');
    expect(await screen.findByText('Notice 25')).toBeInTheDocument();
    expect(screen.queryByText('Notice 5')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Notice 1')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.notifications).at(-1)?.body.before_id).toBe(6);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0));
    expect(callsTo(calls, apiPaths.notificationsRead).map((c) => c.body.all)).toEqual([true]);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('shows an empty inbox', async () => {
    storeLogin();
    inboxApi([]);
    renderApp('/notifications');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('shows a popup notice once and marks it read when closed', async () => {
    storeLogin();
    const popup = item(7, { title: 'Holiday', body: 'Markets are closed on Friday' });
    const { calls } = inboxApi([popup], popup);
    const { user } = renderApp('/imp');
    const dialog = await screen.findByRole('dialog', { name: 'Holiday' });
    expect(within(dialog).getByText('Markets are closed on Friday')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Holiday' })).not.toBeInTheDocument());
    expect(callsTo(calls, apiPaths.notificationsRead).map((c) => c.body.id)).toEqual([7]);
  });

  it('keeps a popup notice sent during the session for the next opening of the app', async () => {
    storeLogin();
    const { calls, setPopup } = inboxApi([item(1)]);
    const { queryClient } = renderApp('/imp');
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    setPopup(item(8, { title: 'Tonight' }));
    await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    await waitFor(() => expect(callsTo(calls, apiPaths.notificationsUnread).length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('dialog', { name: 'Tonight' })).not.toBeInTheDocument();
  });
});

describe("the bell's refresh", () => {
  it('asks every minute, every five while the live stream is healthy', async () => {
    const { unreadRefetchMs } = await import('../../../lib/api/notifications.ts');
    const { setLiveHealthy } = await import('../../../lib/live-status.ts');
    expect(unreadRefetchMs()).toBe(60_000);
    setLiveHealthy(true);
    expect(unreadRefetchMs()).toBe(300_000);
    setLiveHealthy(false);
    expect(unreadRefetchMs()).toBe(60_000);
  });
});

describe('the inbox in Hindi and Marathi (ADR 020)', () => {
  afterEach(() => locale.set('en'));

  it('names the bell, the buttons and the time in the language (month translated, time and digits as they are)', async () => {
    storeLogin();
    await loadLocale('hi');
    inboxApi([item(2, { created_at: '2026-11-25T10:00:00.000Z' }), item(1, { read: true })]);
    renderApp('/notifications');
    expect(await screen.findByRole('link', { name: 'सूचनाएँ, 1 नहीं पढ़ी' })).toBeInTheDocument();
    expect(await screen.findAllByText('25 नवंबर, 3:30 PM')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'सब पढ़ा हुआ मार्क करें' })).toBeInTheDocument();
  });

  it('says so in Marathi when the inbox is empty', async () => {
    storeLogin();
    await loadLocale('mr');
    inboxApi([]);
    renderApp('/notifications');
    expect(await screen.findByText('अजून कोणतीही सूचना नाही')).toBeInTheDocument();
  });
});
