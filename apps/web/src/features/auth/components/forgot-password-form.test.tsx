import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

async function openForgot() {
  const app = renderApp('/forgotpass');
  await screen.findByRole('heading', { name: 'Forgot Password' });
  return app;
}

describe('the forgot password screen', () => {
  it("shows 'Phone number is required!' and 'Phone number is not valid!'", async () => {
    mockApi();
    const { user } = await openForgot();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Phone number is required!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone Number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Phone number is not valid!')).toBeInTheDocument();
  });

  it("shows the server's message under the phone field", async () => {
    mockApi({ [apiPaths.forgetCheckMobile]: () => fail(404, 'Mobile number is not registered') });
    const { user } = await openForgot();
    await user.type(screen.getByLabelText('Phone Number'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Mobile number is not registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows 'Failed to send OTP' when the server gives no message", async () => {
    mockApi({ [apiPaths.forgetCheckMobile]: () => ({ status: 502, body: {} }) });
    const { user } = await openForgot();
    await user.type(screen.getByLabelText('Phone Number'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
  });

  it("reads 'Sending...' while busy, then opens /otpforgotpass with the number and the returned otp", async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const calls = mockApi({ [apiPaths.forgetCheckMobile]: () => new Promise((resolve) => (answer = resolve)) });
    const { user, router } = await openForgot();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/Remember your password\?/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone Number'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer(ok({ otp: '567812', otp_length: 6 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otpforgotpass'));
    expect(router.state.location.state).toEqual({ phoneNumber: '9123456789', validationOtp: '567812', otpLength: 6 });
    expect(await screen.findAllByTestId('otp-box')).toHaveLength(6);
    expect(callsTo(calls, apiPaths.forgetCheckMobile)[0]?.body).toMatchObject({ mobile: '9123456789' });
  });
});
