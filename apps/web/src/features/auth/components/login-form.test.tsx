import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { getSession } from '../../../lib/session.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const loggedIn = ok({ user_name: 'Demo Player', unique_token: 'tok-9', mobile: '9876543210' });
const userInfo = ok({ user_name: 'Demo Player', mobile_no: '9876543210', betting_status: '0', wallet_amt: 0 });

async function openLogin() {
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Login To Play' });
  return app;
}

describe('the login screen', () => {
  it("shows 'Phone No is required!' and 'Password is required!' for an empty form", async () => {
    const calls = mockApi({ [apiPaths.getSocialData]: () => ok() });
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Phone No is required!')).toBeInTheDocument();
    expect(screen.getByText('Password is required!')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.userLogin)).toHaveLength(0);
  });

  it("shows 'Phone No is not valid!' for a number that is not 10 digits starting 6-9", async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok() });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Phone Number'), '5876543210');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Phone No is not valid!')).toBeInTheDocument();
  });

  it("shows 'User Not Registered' whatever the login failure", async () => {
    mockApi({
      [apiPaths.getSocialData]: () => ok(),
      [apiPaths.userLogin]: () => fail(401, 'Invalid username and password'),
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('User Not Registered')).toBeInTheDocument();
    expect(screen.queryByText('Invalid username and password')).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('says "No connection. Check your internet and try again." when the login gets no answer, and that the network is gone', async () => {
    mockApi({
      [apiPaths.getSocialData]: () => ok(),
      [apiPaths.userLogin]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('No connection. Check your internet and try again.')).toBeInTheDocument();
    expect(screen.queryByText('User Not Registered')).not.toBeInTheDocument();
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('You are offline. Check your internet connection.');
  });

  it('shows the offline banner while the browser has no network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockApi({ [apiPaths.getSocialData]: () => ok() });
    await openLogin();
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('You are offline. Check your internet connection.');
  });

  it('stores the login and opens /imp on success, sending mobile, password and a device id', async () => {
    const calls = mockApi({
      [apiPaths.getSocialData]: () => ok(),
      [apiPaths.userLogin]: () => loggedIn,
      [apiPaths.getUserInfo]: () => userInfo,
    });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp'));
    expect(JSON.parse(window.localStorage.getItem('userCredentials') ?? '{}')).toEqual({
      username: 'Demo Player',
      token: 'tok-9',
      mobile: '9876543210',
    });
    const body = callsTo(calls, apiPaths.userLogin)[0]?.body;
    expect(body).toMatchObject({ mobile: '9876543210', password: 'demo1234', env_type: 'Prod' });
    expect(body?.device_id).toEqual(expect.any(String));
  });

  it("reads 'Submitting...' while busy and sends one request for a double tap", async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const calls = mockApi({
      [apiPaths.getSocialData]: () => ok(),
      [apiPaths.userLogin]: () => new Promise((resolve) => (answer = resolve)),
      [apiPaths.getUserInfo]: () => userInfo,
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.dblClick(submit);
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await waitFor(() => expect(callsTo(calls, apiPaths.userLogin)).toHaveLength(1));
    answer(loggedIn);
    await waitFor(() => expect(getSession()?.token).toBe('tok-9'));
    expect(callsTo(calls, apiPaths.userLogin)).toHaveLength(1);
  });

  it('shows and hides the password with the toggle', async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok() });
    const { user } = await openLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("links to /forgotpass and /r, and Contact Admin opens WhatsApp with the admin's number and +91", async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok({ mobile_no: '9123456789' }) });
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const { user, queryClient } = await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgotpass');
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute('href', '/r');
    await waitFor(() => expect(queryClient.getQueryData(['social-data'])).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Contact Admin' }));
    expect(open).toHaveBeenCalledWith('https://wa.me/919123456789', '_blank');
  });

  it("alerts 'Unable to initiate contact. Please try again.' when the chat cannot open", async () => {
    mockApi({ [apiPaths.getSocialData]: () => fail(500, 'down') });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Contact Admin' }));
    expect(alert).toHaveBeenCalledWith('Unable to initiate contact. Please try again.');
  });
});
