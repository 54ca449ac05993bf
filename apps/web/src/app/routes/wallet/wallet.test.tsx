import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

const PAYMENT_DETAILS = { google_pay_number: '9000000022', paytm_number: '', phone_pay_number: '' };

function openWallet(options: { bettingStatus?: string; entry?: Parameters<typeof renderApp>[0]; handlers?: Parameters<typeof mockApi>[0] } = {}) {
  storeLogin();
  const calls = mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', mobile_no: '9876543210', betting_status: options.bettingStatus ?? '1', wallet_amt: 2500 }),
    [apiPaths.getSocialData]: () => ok({ mobile_no: '9000000001' }),
    [apiPaths.userPaymentDetails]: () => ok({ payment_details: PAYMENT_DETAILS }),
    [apiPaths.paymentMethodList]: () => ok({ result: [{ type: '2', value: PAYMENT_DETAILS.google_pay_number, name: 'Google Pay' }] }),
    ...options.handlers,
  });
  return { ...renderApp(options.entry ?? '/wallet'), calls };
}


beforeAll(async () => {
  // The lazy chunks of these screens, loaded once: a first test's 1 s waits then measure the screen, not the transform.
  await Promise.all([import('../layouts/header-layout.tsx'), import('./wallet.tsx'), import('../auth/otp-withdraw.tsx'), import('react-hot-toast')]);
}, 30_000);
describe('the wallet screen', () => {
  it('shows the balance and the Add Fund, Withdraw Fund, Transfer and Wallet History buttons', async () => {
    openWallet();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('2,500');
    const actions = within(screen.getByRole('navigation', { name: 'Wallet actions' }));
    expect(actions.getByRole('link', { name: 'Add Fund' })).toHaveAttribute('href', '/imp9');
    expect(actions.getByRole('link', { name: 'Withdraw Fund' })).toHaveAttribute('href', '/imp8');
    expect(actions.getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/imp7');
    expect(actions.getByRole('link', { name: 'Wallet History' })).toHaveAttribute('href', '/transaction');
  });

  it('lists Paytm, GPay and PhonePe with the saved numbers', async () => {
    openWallet();
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['PaytmNot addedAdd', 'GPay9000000022Change', 'PhonePeNot addedAdd']);
  });

  it("asks for the number with 'Phone No is required!' and 'Phone No is not Valid!'", async () => {
    const { user, calls } = openWallet();
    await user.click(await screen.findByRole('button', { name: 'Add Paytm number' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Paytm Number' }));
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    expect(await dialog.findByText('Phone No is required!')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Phone Number'), '5123456789');
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    expect(await dialog.findByText('Phone No is not Valid!')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.resendOtp)).toHaveLength(0);
  });

  it('requests a withdraw code for the number and opens /otpwithdraw with phoneNumber, otp2, the UPI type and the code length', async () => {
    const { user, router, calls } = openWallet({ handlers: { [apiPaths.resendOtp]: () => ok({ otp: '432109', otp_length: 6 }) } });
    await user.click(await screen.findByRole('button', { name: 'Change GPay number' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Google Pay Number' }));
    await user.type(dialog.getByLabelText('Phone Number'), '9123456789');
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otpwithdraw'));
    expect(router.state.location.state).toEqual({ phoneNumber: '9123456789', otp2: '432109', option: '2', otpLength: 6 });
    expect(await screen.findAllByTestId('otp-box')).toHaveLength(6);
    expect(callsTo(calls, apiPaths.resendOtp)[0]?.body).toMatchObject({ mobile: '9123456789', purpose: 'withdraw', unique_token: 'token-123' });
  });

  it('leaves otp2 out when the server does not echo the code (an older server: 4 digits)', async () => {
    const { user, router } = openWallet({ handlers: { [apiPaths.resendOtp]: () => ok({}) } });
    await user.click(await screen.findByRole('button', { name: 'Add PhonePe number' }));
    await user.type(screen.getByLabelText('Phone Number'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otpwithdraw'));
    expect(router.state.location.state).toEqual({ phoneNumber: '9123456789', option: '3', otpLength: 4 });
  });

  it("shows the server's words under the number when the code cannot be sent", async () => {
    const { user, router } = openWallet({ handlers: { [apiPaths.resendOtp]: () => fail(429, 'Please wait before asking for another code') } });
    await user.click(await screen.findByRole('button', { name: 'Add Paytm number' }));
    await user.type(screen.getByLabelText('Phone Number'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please wait before asking for another code')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it("toasts 'UPI Number Added Successfully!' when the OTP screen comes back with upiAdded", async () => {
    const { router } = openWallet({ entry: { pathname: '/wallet', state: { upiAdded: true } } });
    expect(await screen.findByText('UPI Number Added Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('confirms the number with the code, then the wallet shows it with the success toast', async () => {
    let saved = PAYMENT_DETAILS;
    const { user, router, calls } = openWallet({
      handlers: {
        [apiPaths.resendOtp]: () => ok({ otp: '4321' }),
        [apiPaths.addUserUpiDetails]: (body) => {
          saved = { ...saved, paytm_number: String(body.paytm_no) };
          return ok({ msg: 'UPI Number Added Successfully!' });
        },
        [apiPaths.userPaymentDetails]: () => ok({ payment_details: saved }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Paytm number' }));
    await user.type(screen.getByLabelText('Phone Number'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '4321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
    expect(await screen.findByText('UPI Number Added Successfully!')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.addUserUpiDetails)[0]?.body).toMatchObject({ upi_type: '1', paytm_no: '9123456789', otp: '4321' });
    expect(await screen.findByText('9123456789')).toBeInTheDocument();
  });

  it('says nothing about UPI numbers on a plain visit', async () => {
    openWallet();
    await screen.findByTestId('wallet-balance');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByText('UPI Number Added Successfully!')).not.toBeInTheDocument();
  });

  it('sends the player to /imp when betting is disabled', async () => {
    const { router } = openWallet({ bettingStatus: '0' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp'));
  });
});
