import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { loadLocale, shownMessage } from '../../../lib/i18n/i18n.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { getSession } from '../../../lib/session.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';
import { authMessages } from '../texts.ts';

const forgotEntry = { pathname: '/otpforgotpass', state: { phoneNumber: '9123456789', validationOtp: '1111' } };

function saveDraft() {
  window.sessionStorage.setItem(
    'registerDraft',
    JSON.stringify({ name: 'Ravi', password: 'pass1234', mobile: '9123456789', otp: '2468' }),
  );
}

async function tick(seconds: number) {
  for (let i = 0; i < seconds; i += 1) {
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
  }
}

describe('the OTP screen', () => {
  it('takes as many digits as the server said the code has (otp_length 6), and only those', async () => {
    const calls = mockApi({ [apiPaths.verifyOtp]: () => ok() });
    const { user, router } = renderApp({ ...forgotEntry, state: { ...forgotEntry.state, otpLength: 6 } });
    const input = await screen.findByLabelText('OTP');
    expect(screen.getAllByTestId('otp-box')).toHaveLength(6);
    expect(screen.getByText(/Enter the 6-digit code sent to/)).toBeInTheDocument();
    await user.type(input, '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.verifyOtp)).toHaveLength(0);
    await user.type(input, '5678901');
    expect(input).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
    expect(callsTo(calls, apiPaths.verifyOtp)[0]?.body).toMatchObject({ otp: '123456', purpose: 'forgot' });
  });

  it('follows the length a resend names', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ [apiPaths.resendOtp]: () => ok({ otp: '987654', otp_length: 6 }) });
    const { user } = renderApp(forgotEntry, { advanceTimers: vi.advanceTimersByTime });
    await screen.findByText('Resend OTP in 0:30');
    expect(screen.getAllByTestId('otp-box')).toHaveLength(4);
    await tick(30);
    await user.click(screen.getByRole('button', { name: 'RESEND' }));
    await waitFor(() => expect(screen.getAllByTestId('otp-box')).toHaveLength(6));
  });

  it("shows the server's words when a code was tried too often (429), with when to try again", async () => {
    mockApi({ [apiPaths.verifyOtp]: () => fail(429, 'Too many wrong OTP attempts. Please try again after 60 minutes.') });
    const { user, router } = renderApp(forgotEntry);
    await user.type(await screen.findByLabelText('OTP'), '0000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many wrong OTP attempts. Please try again after 60 minutes.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/otpforgotpass');
  });

  it('accepts digits only, at most 4 when the server names no length (an older server)', async () => {
    mockApi();
    const { user } = renderApp(forgotEntry);
    const input = await screen.findByLabelText('OTP');
    await user.type(input, 'a1b2-c3 d4e5');
    expect(input).toHaveValue('1234');
    expect(screen.getAllByTestId('otp-box').map((box) => box.textContent)).toEqual(['1', '2', '3', '4']);
  });

  it('counts 30 seconds down, then offers RESEND, which sends a new code and restarts the count', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({ [apiPaths.resendOtp]: () => ok({ otp: '9999' }) });
    const { user } = renderApp(forgotEntry, { advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText('Resend OTP in 0:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'RESEND' })).not.toBeInTheDocument();
    await tick(29);
    expect(screen.getByText('Resend OTP in 0:01')).toBeInTheDocument();
    await tick(1);
    await user.click(screen.getByRole('button', { name: 'RESEND' }));
    expect(await screen.findByText('Resend OTP in 0:30')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.resendOtp)[0]?.body).toMatchObject({ mobile: '9123456789', purpose: 'forgot' });
    expect(screen.getByLabelText('OTP')).toHaveValue('');
  });

  it("shows 'Failed to resend OTP. Please try again.' when a resend fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ [apiPaths.resendOtp]: () => fail(429, 'Too early') });
    const { user } = renderApp(forgotEntry, { advanceTimers: vi.advanceTimersByTime });
    await screen.findByText('Resend OTP in 0:30');
    await tick(30);
    await user.click(screen.getByRole('button', { name: 'RESEND' }));
    expect(await screen.findByText('Failed to resend OTP. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RESEND' })).toBeInTheDocument();
  });

  it("forgot password: a refused code shows 'Invalid OTP. Please try again.'", async () => {
    mockApi({ [apiPaths.verifyOtp]: () => fail(400, 'Invalid OTP. Please try again.') });
    const { user, router } = renderApp(forgotEntry);
    await user.type(await screen.findByLabelText('OTP'), '0000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/otpforgotpass');
  });

  it('clears the boxes after a wrong code and takes the next one from an empty start', async () => {
    const calls = mockApi({
      [apiPaths.verifyOtp]: (body) => (body.otp === '1111' ? ok() : fail(400, 'Invalid OTP. Please try again.')),
    });
    const { user, router } = renderApp(forgotEntry);
    const input = await screen.findByLabelText('OTP');
    await user.type(input, '0000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue(''));
    expect(screen.getAllByTestId('otp-box').map((box) => box.textContent)).toEqual(['', '', '', '']);
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('1111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
    expect(callsTo(calls, apiPaths.verifyOtp).map((call) => call.body.otp)).toEqual(['0000', '1111']);
  });

  it('forgot password: a good code is checked by the server and opens /change-password with the number', async () => {
    const calls = mockApi({ [apiPaths.verifyOtp]: () => ok() });
    const { user, router } = renderApp(forgotEntry);
    await user.type(await screen.findByLabelText('OTP'), '1111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
    expect(router.state.location.state).toEqual({ phoneNumber: '9123456789' });
    expect(callsTo(calls, apiPaths.verifyOtp)[0]?.body).toMatchObject({
      mobile: '9123456789',
      otp: '1111',
      purpose: 'forgot',
    });
  });

  it("shows 'An error occurred. Please try again.' when the check fails for another reason", async () => {
    mockApi({ [apiPaths.verifyOtp]: () => fail(500, 'boom') });
    const { user } = renderApp(forgotEntry);
    await user.type(await screen.findByLabelText('OTP'), '1111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });

  it("shows 'Invalid navigation. Please start over.' on each OTP screen opened without its hand-over", async () => {
    mockApi();
    for (const path of ['/otpforgotpass', '/otpregister', '/otpwithdraw']) {
      const { unmount } = renderApp(path);
      expect(await screen.findByText('Invalid navigation. Please start over.')).toBeInTheDocument();
      unmount();
    }
  });

  it("register: a refused code shows 'Enter Valid OTP'", async () => {
    saveDraft();
    mockApi({ [apiPaths.userRegistration]: () => fail(400, 'Enter Valid OTP') });
    const { user } = renderApp('/otpregister');
    await user.type(await screen.findByLabelText('OTP'), '1357');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter Valid OTP')).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('register: a good code registers the player, stores the login and opens /imp', async () => {
    saveDraft();
    const calls = mockApi({
      [apiPaths.userRegistration]: () => ok({ user_name: 'Ravi', unique_token: 'new-token', mobile: '9123456789' }),
      [apiPaths.getUserInfo]: () => ok({ user_name: 'Ravi', betting_status: '0' }),
      [apiPaths.getSocialData]: () => ok(),
    });
    const { user, router } = renderApp('/otpregister');
    expect(await screen.findByText('+91 91234 56789')).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP'), '2468');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp'));
    expect(getSession()).toEqual({ username: 'Ravi', token: 'new-token', mobile: '9123456789' });
    expect(window.sessionStorage.getItem('registerDraft')).toBeNull();
    expect(callsTo(calls, apiPaths.userRegistration)[0]?.body).toMatchObject({
      name: 'Ravi',
      email: 'user@example.com',
      password: 'pass1234',
      mobile: '9123456789',
      security_pin: '1234',
      otp: '2468',
      device_id: expect.any(String),
      adult: true,
    });
  });

  it('withdraw account: a good code saves the payout number and returns to /wallet with upiAdded', async () => {
    storeLogin();
    const calls = mockApi({ [apiPaths.addUserUpiDetails]: () => ok({ msg: 'UPI Number Added Successfully!' }) });
    const { user, router } = renderApp({
      pathname: '/otpwithdraw',
      state: { phoneNumber: '9123456789', otp2: '7777', option: '2' },
    });
    await user.type(await screen.findByLabelText('OTP'), '7777');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
    expect(router.state.location.state).toEqual({ upiAdded: true });
    expect(callsTo(calls, apiPaths.addUserUpiDetails)[0]?.body).toMatchObject({
      upi_type: '2',
      paytm_no: '',
      google_pay_no: '9123456789',
      phon_pay_no: '',
      otp: '7777',
      unique_token: 'token-123',
    });
  });

  it("withdraw account: a refused code shows 'Enter Valid OTP'", async () => {
    storeLogin();
    mockApi({ [apiPaths.addUserUpiDetails]: () => fail(400, 'Enter Valid OTP') });
    const { user } = renderApp({ pathname: '/otpwithdraw', state: { phoneNumber: '9123456789', option: 'PhonePe' } });
    await user.type(await screen.findByLabelText('OTP'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter Valid OTP')).toBeInTheDocument();
  });
});

describe('the OTP screen in Hindi and Marathi', () => {
  afterEach(() => locale.set('en'));

  it('words the lead around the number, and an OTP screen opened without its hand-over, in the language', async () => {
    mockApi();
    await loadLocale('hi');
    const { unmount } = renderApp(forgotEntry);
    const number = await screen.findByText('+91 91234 56789');
    expect(number.parentElement).toHaveTextContent('+91 91234 56789 पर भेजा गया 4 अंकों का कोड डालें');
    unmount();

    await loadLocale('mr');
    renderApp('/otpregister');
    expect(await screen.findByText('काहीतरी चुकले. कृपया सुरुवातीपासून करा.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पुन्हा सुरू करा' })).toHaveAttribute('href', '/r');
    expect(document.body).not.toHaveTextContent(/Start over|Invalid navigation|digit code/);
  });

  it('names the resend button as the screen shows it when a code has expired, and says when to try again after too many wrong codes', async () => {
    for (const code of ['hi', 'mr'] as const) {
      await loadLocale(code);
      const { resend } = authMessages.get();
      for (const english of ['OTP expired. Please tap RESEND for a new code.']) {
        expect(shownMessage(english)).toContain(`‘${resend}’`);
        expect(shownMessage(english)).not.toContain('RESEND');
      }
      const tooMany = shownMessage('Too many wrong OTP attempts. Please try again after 60 minutes.');
      expect(tooMany).toMatch(/[\u0900-\u097F]/);
      expect(tooMany).toContain('60');
      expect(tooMany).not.toContain('Please');
    }
  });
});
