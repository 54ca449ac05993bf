import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

async function fillAndRegister(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Username'), 'Ravi');
  await user.type(screen.getByLabelText('Phone Number'), '9123456789');
  await user.type(screen.getByLabelText('Password'), 'pass1234');
  await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

async function openRegister() {
  const app = renderApp('/r');
  await screen.findByRole('heading', { name: 'Register Now' });
  return app;
}

describe('the register screen', () => {
  it("shows 'Username is required', 'Phone No is required!' and 'Password is required!' for an empty form", async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok() });
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Phone No is required!')).toBeInTheDocument();
    expect(screen.getByText('Password is required!')).toBeInTheDocument();
  });

  it('does not move on without "I am 18 or older", saying so under the box', async () => {
    const calls = mockApi({ [apiPaths.getSocialData]: () => ok(), [apiPaths.checkMobile]: () => ok({ otp: '4321' }) });
    const { user, router } = await openRegister();
    await user.type(screen.getByLabelText('Username'), 'Ravi');
    await user.type(screen.getByLabelText('Phone Number'), '9123456789');
    await user.type(screen.getByLabelText('Password'), 'pass1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please confirm that you are 18 or older')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.checkMobile)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/r');
  });

  it("shows 'Password must be at least 8 characters!' for a shorter password and sends nothing", async () => {
    const calls = mockApi({ [apiPaths.getSocialData]: () => ok() });
    const { user, router } = await openRegister();
    await user.type(screen.getByLabelText('Username'), 'Ravi');
    await user.type(screen.getByLabelText('Phone Number'), '9123456789');
    await user.type(screen.getByLabelText('Password'), 'seven77');
    await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password must be at least 8 characters!')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.checkMobile)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/r');
  });

  it("shows 'Phone No is not valid!' for a short number", async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok() });
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Phone Number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Phone No is not valid!')).toBeInTheDocument();
  });

  it('keeps the draft for this tab and opens /otpregister, with as many boxes as the code has digits, when the number is new', async () => {
    const calls = mockApi({ [apiPaths.getSocialData]: () => ok(), [apiPaths.checkMobile]: () => ok({ otp: '432109', otp_length: 6 }) });
    const { user, router } = await openRegister();
    await fillAndRegister(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/otpregister'));
    expect(callsTo(calls, apiPaths.checkMobile)[0]?.body).toMatchObject({ mobile: '9123456789' });
    expect(JSON.parse(window.sessionStorage.getItem('registerDraft') ?? '{}')).toEqual({
      name: 'Ravi',
      password: 'pass1234',
      mobile: '9123456789',
      otp: '432109',
      otpLength: 6,
    });
    // The code the server echoes in development is not typed in for the player.
    expect(await screen.findByLabelText('OTP')).toHaveValue('');
    expect(screen.getAllByTestId('otp-box')).toHaveLength(6);
    expect(screen.getByText(/Enter the 6-digit code sent to/)).toBeInTheDocument();
  });

  it("shows 'User Already Registered' when the number is taken", async () => {
    mockApi({
      [apiPaths.getSocialData]: () => ok(),
      [apiPaths.checkMobile]: () => fail(409, 'User Already Registered'),
    });
    const { user, router } = await openRegister();
    await fillAndRegister(user);
    expect(await screen.findByText('User Already Registered')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/r');
  });

  it("shows 'Error registering: {message}' for any other failure", async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok(), [apiPaths.checkMobile]: () => fail(429, 'Too many requests') });
    const { user } = await openRegister();
    await fillAndRegister(user);
    expect(await screen.findByText('Error registering: Too many requests')).toBeInTheDocument();
  });

  it("reads 'Registering...' while the number is checked, and links to Contact Admin and /login", async () => {
    mockApi({
      [apiPaths.getSocialData]: () => ok({ mobile_no: '9000000001' }),
      [apiPaths.checkMobile]: () => new Promise(() => undefined),
    });
    const { user } = await openRegister();
    expect(screen.getByRole('link', { name: 'Already have an account' })).toHaveAttribute('href', '/login');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Contact Admin' })).toHaveAttribute('href', 'https://wa.me/919000000001'),
    );
    await fillAndRegister(user);
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
  });
});
