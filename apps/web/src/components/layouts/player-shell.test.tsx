import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../config/paths.ts';
import { getSession } from '../../lib/session.ts';
import { callsTo, mockApi, ok } from '../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../testing/render-app.tsx';

function userInfo(bettingStatus: unknown, walletAmt = 12345) {
  return ok({ user_name: 'Demo Player', mobile_no: '9876543210', betting_status: bettingStatus, wallet_amt: walletAmt });
}

async function openMenu(bettingStatus: unknown, username = 'Demo Player') {
  storeLogin({ username, token: 'token-123', mobile: '9876543210' });
  const calls = mockApi({
    [apiPaths.getUserInfo]: () => userInfo(bettingStatus),
    [apiPaths.getSocialData]: () => ok(),
    [apiPaths.logout]: () => ok(),
  });
  const app = renderApp('/imp');
  await screen.findByRole('heading', { name: `Hello, ${username}` });
  await waitFor(() => expect(callsTo(calls, apiPaths.getUserInfo)).toHaveLength(1));
  await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
  return { ...app, calls, menu };
}

const menuLabels = (menu: ReturnType<typeof within>) =>
  menu.getAllByRole('link').map((link: HTMLElement) => [link.textContent, link.getAttribute('href')]);

describe('the header and the menu', () => {
  it('lists every betting entry and shows the wallet when betting_status is "1"', async () => {
    const { menu } = await openMenu('1');
    expect(menuLabels(menu)).toEqual([
      ['Home', '/imp'],
      ['Add Funds', '/addfund'],
      ['Wallet', '/wallet'],
      ['Win History', '/imp3'],
      ['Bid History', '/imp4'],
      ['How To Play', '/htp'],
      ['Game Rates', '/gameRates'],
      ['Charts', '/charts'],
      ['Change Password', '/change'],
      ['Privacy Policy', '/privacypolicy'],
      ['Play Responsibly', '/play-responsibly'],
      ['Help', '/help'],
    ]);
    expect(menu.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    const wallet = screen.getByRole('link', { name: /Wallet balance 12,345 points/ });
    expect(wallet).toHaveAttribute('href', '/wallet');
  });

  it('hides the betting entries and the wallet when betting_status is "0"', async () => {
    const { menu } = await openMenu('0');
    expect(menuLabels(menu)).toEqual([
      ['Home', '/imp'],
      ['Charts', '/charts'],
      ['Change Password', '/change'],
      ['Privacy Policy', '/privacypolicy'],
      ['Play Responsibly', '/play-responsibly'],
      ['Help', '/help'],
    ]);
    expect(screen.queryByRole('link', { name: /Wallet balance/ })).not.toBeInTheDocument();
  });

  it('treats a numeric betting_status 1 like "1"', async () => {
    const { menu } = await openMenu(1);
    expect(menu.getByRole('link', { name: 'Add Funds' })).toBeInTheDocument();
  });

  it('shows the username cut to 10 characters and ... , and the mobile number', async () => {
    const { menu } = await openMenu('0', 'Rameshkumar Patil');
    expect(menu.getByTestId('sidebar-username')).toHaveTextContent(/^Rameshkuma\.\.\.$/);
    expect(menu.getByText('9876543210')).toBeInTheDocument();
  });

  it('logs out: tells the server, forgets the login and opens /login', async () => {
    const { menu, user, calls, router } = await openMenu('1');
    await user.click(menu.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo(calls, apiPaths.logout)[0]?.body).toMatchObject({ unique_token: 'token-123' });
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('userCredentials')).toBeNull();
  });

  it('closes with Escape', async () => {
    const { user } = await openMenu('1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
