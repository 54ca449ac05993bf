// The screens the tests open, loaded up front so that their lazy routes appear at once.
import '../dashboard/dashboard-screen.tsx';
import '../markets/markets-screen.tsx';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { adminFail, adminMe, adminOk, callsTo, mockAdminApi } from '../../testing/mock-admin-api.ts';

const dashboard = () =>
  adminOk({
    date: '2026-11-22',
    activePlayers: 0,
    registrations: 0,
    bids: {},
    payouts: 0,
    pendingDeposits: { count: 0, amount: 0 },
    pendingWithdrawals: { count: 0, amount: 0 },
    closingSoon: [],
    awaitingResults: [],
  });

describe('the console login', { timeout: 40_000 }, () => {
  it('sends a visitor without an operator session from a console page to the console login', async () => {
    mockAdminApi({ 'GET /admin/api/me': () => adminFail(401, 'Please log in') });
    const { router } = renderApp('/admin/markets');
    expect(await screen.findByRole('heading', { name: 'Operator console' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('logs in with username and password and returns to the page first asked for', async () => {
    let isLoggedIn = false;
    const calls = mockAdminApi({
      'GET /admin/api/me': () => (isLoggedIn ? adminMe('operator') : adminFail(401, 'Please log in')),
      'POST /admin/api/login': () => {
        isLoggedIn = true;
        return adminOk({ token: 't', role: 'operator' });
      },
      'GET /admin/api/markets': () => adminOk({ items: [] }),
    });
    const { router, user } = renderApp('/admin/markets');
    await screen.findByRole('heading', { name: 'Operator console' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter the username')).toBeInTheDocument();
    expect(screen.getByText('Please enter the password')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/login')).toHaveLength(0);

    await user.type(screen.getByLabelText('Username'), ' admin ');
    await user.type(screen.getByLabelText('Password'), 'admin12345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Markets', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/markets');
    const [login] = callsTo(calls, 'POST', '/admin/api/login');
    expect(login?.body).toEqual({ username: 'admin', password: 'admin12345' });
    expect(screen.getByText('operator-one')).toBeInTheDocument();
  });

  it('asks for the 6-digit code when the account has two-factor sign-in and sends it with the login', async () => {
    let isLoggedIn = false;
    const calls = mockAdminApi({
      'GET /admin/api/me': () => (isLoggedIn ? adminMe('owner') : adminFail(401, 'Please log in')),
      'POST /admin/api/login': ({ body }) => {
        if (!body?.totp) return adminFail(401, 'Enter the code from your authenticator app', { totpRequired: true });
        if (body.totp !== '123456') return adminFail(401, 'The code is not valid', { totpRequired: true });
        isLoggedIn = true;
        return adminOk({ token: 't', role: 'owner' });
      },
      'GET /admin/api/dashboard': dashboard,
    });
    const { user } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText('Username'), 'owner');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    expect(screen.queryByLabelText('Authenticator code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const code = await screen.findByLabelText('Authenticator code');
    expect(screen.getByRole('status')).toHaveTextContent('enter the 6-digit code from your authenticator app');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/login')).toHaveLength(1);

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/login').at(-1)?.body).toEqual({
      username: 'owner',
      password: 'secret-password',
      totp: '123456',
    });
  });

  it("shows the server's message when logins are rate limited", async () => {
    mockAdminApi({
      'GET /admin/api/me': () => adminFail(401, 'Please log in'),
      'POST /admin/api/login': () => adminFail(429, 'Too many login attempts. Please try again after 15 minutes.'),
    });
    const { user } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Please try again after 15 minutes.',
    );
    expect(screen.queryByLabelText('Authenticator code')).not.toBeInTheDocument();
  });

  it('goes back to the console login when the session ends during work (401)', async () => {
    let isSessionOpen = true;
    mockAdminApi({
      'GET /admin/api/me': () => (isSessionOpen ? adminMe('operator') : adminFail(401, 'Please log in')),
      'GET /admin/api/dashboard': dashboard,
      'GET /admin/api/markets': () => {
        isSessionOpen = false;
        return adminFail(401, 'Please log in');
      },
    });
    const { router, user } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await user.click(screen.getByRole('link', { name: 'Markets' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { name: 'Operator console' })).toBeInTheDocument();
  });

  it('logs out and forgets the session', async () => {
    let isSessionOpen = true;
    const calls = mockAdminApi({
      'GET /admin/api/me': () => (isSessionOpen ? adminMe('viewer') : adminFail(401, 'Please log in')),
      'GET /admin/api/dashboard': dashboard,
      'POST /admin/api/logout': () => {
        isSessionOpen = false;
        return adminOk();
      },
    });
    const { router, user } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(callsTo(calls, 'POST', '/admin/api/logout')[0]?.body).toEqual({});
  });
});
