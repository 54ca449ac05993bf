import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../config/paths.ts';
import { getSession } from '../lib/session.ts';
import { fail, mockApi, ok } from '../testing/mock-api.ts';
import { renderApp, storeLogin } from '../testing/render-app.tsx';

const userInfo = (fields: Record<string, unknown> = {}) =>
  ok({
    user_name: 'Demo Player',
    mobile_no: '9876543210',
    betting_status: '1',
    wallet_amt: 10000,
    result: [],
    ...fields,
  });

describe('the router', () => {
  it('shows the login screen at / when no login is stored', async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok({ mobile_no: '9123456789' }) });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Login To Play' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects / to /imp when a login is stored', async () => {
    storeLogin();
    mockApi({ [apiPaths.getUserInfo]: () => userInfo(), [apiPaths.getSocialData]: () => ok() });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp'));
    expect(await screen.findByRole('heading', { name: 'Hello, Demo Player' })).toBeInTheDocument();
  });

  it('sends a visitor without a stored login from a player screen to /login', async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok() });
    const { router } = renderApp('/change');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login To Play' })).toBeInTheDocument();
  });

  it.each(['/star', '/mymodel', '/transfermodel', '/win', '/windata', '/bid'])(
    'sends a visitor from %s (a route whose content the spec does not show) to /login like its siblings',
    async (path) => {
      mockApi({ [apiPaths.getSocialData]: () => ok() });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('heading', { name: 'Login To Play' })).toBeInTheDocument();
    },
  );

  it.each([
    ['/star', '/imp2', 'JACKPOT STARLINE'],
    ['/mymodel', '/wallet', 'Wallet Balance'],
    ['/transfermodel', '/imp7', 'Transfer Points'],
    ['/win', '/imp3', 'WIN HISTORY'],
    ['/windata', '/imp3', 'WIN HISTORY'],
    ['/bid', '/imp4', 'BIDS'],
  ])('takes a player from %s to %s under the header shell', async (path, target, heading) => {
    storeLogin();
    mockApi({ [apiPaths.getUserInfo]: () => userInfo(), [apiPaths.getSocialData]: () => ok() });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it.each(['/imp3', '/imp4', '/imp5', '/imp6', '/impbid', '/impwin'])(
    'sends a player with betting off from %s to /imp',
    async (path) => {
      storeLogin();
      const calls = mockApi({
        [apiPaths.getUserInfo]: () => userInfo({ betting_status: '0' }),
        [apiPaths.getSocialData]: () => ok(),
      });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/imp'));
      expect(calls.filter((call) => call.path.includes('history'))).toEqual([]);
    },
  );

  it('lets a visitor read the privacy policy without logging in', async () => {
    mockApi();
    const { router } = renderApp('/privacypolicy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacypolicy');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows a real not-found page with a link home for unknown addresses', async () => {
    mockApi();
    renderApp('/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('logs the player out and goes to /login when the server answers 401 to the token', async () => {
    storeLogin();
    mockApi({ [apiPaths.getUserInfo]: () => fail(401, 'Session expired'), [apiPaths.getSocialData]: () => ok() });
    const { router } = renderApp('/imp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Login To Play' })).toBeInTheDocument();
  });

  it('scrolls to the top on every route change', async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok() });
    const { router, user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login To Play' });
    window.scrollTo = (await import('vitest')).vi.fn();
    await user.click(screen.getByRole('link', { name: 'Create New Account' }));
    await screen.findByRole('heading', { name: 'Register Now' });
    expect(router.state.location.pathname).toBe('/r');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
