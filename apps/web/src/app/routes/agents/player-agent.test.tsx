import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { payeeUpiIdUrl } from '../../../features/funds/api/get-payee-upi-id.ts';
import { launchPaymentApp, watchPageLeave } from '../../../features/funds/lib/launch-payment-app.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

vi.mock('../../../features/funds/lib/launch-payment-app.ts', () => ({
  launchPaymentApp: vi.fn(),
  watchPageLeave: vi.fn(),
}));

/**
 * The player's side of agents (ADR 029) in the app: the register screen's invite code, pre-filled and
 * kept from the agent's link `/r?code=…`; Contact Admin naming the player's agent; Add Funds paying the
 * agent's UPI id.
 */
beforeAll(async () => {
  // The lazy chunks of these screens, loaded once, so a first test's waits measure the screen.
  await Promise.all([import('../auth/register.tsx'), import('../funds/add-funds.tsx'), import('../home/home.tsx')]);
}, 30_000);

afterEach(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
});

async function fillRegister(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Username'), 'Ravi');
  await user.type(screen.getByLabelText('Phone Number'), '9123456789');
  await user.type(screen.getByLabelText('Password'), 'pass1234');
  await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
}

describe("the register screen's invite code", () => {
  it('is optional and empty without a link; the older body is sent without it', async () => {
    const calls = mockApi({
      [apiPaths.getSocialData]: () => ok(),
      [apiPaths.checkMobile]: () => ok({ otp: '432109', otp_length: 6 }),
    });
    const { user, router } = renderApp('/r');
    expect(await screen.findByLabelText('Invite code (optional)')).toHaveValue('');
    await fillRegister(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otpregister'));
    expect(callsTo(calls, apiPaths.checkMobile)[0]?.body).not.toHaveProperty('invite_code');
  });

  it("starts as the link's ?code=, is kept for the tab, and goes to both calls of the registration", async () => {
    const calls = mockApi({
      [apiPaths.getSocialData]: () => ok(),
      [apiPaths.checkMobile]: () => ok({ otp: '432109', otp_length: 6 }),
      [apiPaths.userRegistration]: () => ok({ user_name: 'Ravi', unique_token: 'token-new', mobile: '9123456789' }),
      [apiPaths.getUserInfo]: () => ok({ user_name: 'Ravi', betting_status: '0' }),
      [apiPaths.getDashboardData]: () => ok({ result: [] }),
    });
    const { user, router } = renderApp('/r?code=kx7p2q');
    expect(await screen.findByLabelText('Invite code (optional)')).toHaveValue('KX7P2Q');
    // Kept: the login screen and back, without the link.
    await router.navigate('/login');
    await router.navigate('/r');
    expect(await screen.findByLabelText('Invite code (optional)')).toHaveValue('KX7P2Q');
    await fillRegister(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otpregister'));
    expect(callsTo(calls, apiPaths.checkMobile)[0]?.body).toMatchObject({
      mobile: '9123456789',
      invite_code: 'KX7P2Q',
    });
    await user.type(await screen.findByLabelText('OTP'), '432109');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(callsTo(calls, apiPaths.userRegistration)).toHaveLength(1));
    expect(callsTo(calls, apiPaths.userRegistration)[0]?.body).toMatchObject({
      mobile: '9123456789',
      otp: '432109',
      invite_code: 'KX7P2Q',
    });
    // Registered: the code is not kept any longer.
    await waitFor(() => expect(window.sessionStorage.getItem('inviteCode')).toBeNull());
  });

  it("shows the server's refusal of the code under its field and stays", async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok(), [apiPaths.checkMobile]: () => fail(400, 'Invalid invite code') });
    const { user, router } = renderApp('/r?code=ZZZZZZ');
    await screen.findByLabelText('Invite code (optional)');
    await fillRegister(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Invalid invite code')).toBeInTheDocument();
    expect(screen.getByLabelText('Invite code (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/r');
  });

  it('takes at most 16 characters, inside the register form', async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok() });
    renderApp('/r?code=KX7P2Q');
    const field = await screen.findByLabelText('Invite code (optional)');
    expect(field).toHaveAttribute('maxlength', '16');
    expect(field.closest('form')).toBe(screen.getByRole('button', { name: 'Register' }).closest('form'));
  });
});

function openHome(info: Record<string, unknown>) {
  storeLogin();
  mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 100, ...info }),
    [apiPaths.getSocialData]: () => ok({ mobile_no: '9000000001' }),
    [apiPaths.getDashboardData]: () => ok({ result: [], betting_status: '1', wallet_amt: 100 }),
  });
  return renderApp('/imp');
}

describe('Contact Admin for a player of an agent', () => {
  it("names the agent above the WhatsApp and Call buttons, which reach the agent's numbers", async () => {
    const { user } = openHome({ whatsapp_no: '9822222222', mobile_1: '9811111111', contact_name: 'Ravi Traders' });
    await user.click(await screen.findByRole('button', { name: 'Contact' }));
    const popup = within(screen.getByRole('dialog', { name: 'Contact' }));
    expect(await popup.findByTestId('contact-name')).toHaveTextContent('Your agentRavi Traders');
    expect(
      popup.getByText('Reach your agent for help with your account, deposits or withdrawals.'),
    ).toBeInTheDocument();
    expect(popup.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919822222222');
    expect(popup.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919811111111');
  });

  it('names nobody for a house player', async () => {
    const { user } = openHome({ whatsapp_no: '9000000002', mobile_1: '9000000003' });
    await user.click(await screen.findByRole('button', { name: 'Contact' }));
    const popup = within(screen.getByRole('dialog', { name: 'Contact' }));
    expect(await popup.findByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(popup.queryByTestId('contact-name')).not.toBeInTheDocument();
    expect(popup.getByText('Reach the admin for help with your account, deposits or withdrawals.')).toBeInTheDocument();
  });
});

describe('Add Funds for a player of an agent', () => {
  beforeEach(() => {
    vi.mocked(launchPaymentApp).mockReset();
    vi.mocked(watchPageLeave).mockReturnValue({ stop: () => true });
  });

  it("pays the agent's UPI id through the UPI app, without asking the gateway, and says the agent adds the points", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeLogin();
    const calls = mockApi({
      [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 100 }),
      [apiPaths.getSocialData]: () => ok(),
      [apiPaths.gatewayStatus]: () =>
        ok({ getaway_status: '0', utr_matching: false, agent_upi_id: 'ravi@okaxis', agent_name: 'Ravi Traders' }),
      [apiPaths.lastFundRequestDetail]: () => ok({ min_amt: 100, last_request: null }),
      [payeeUpiIdUrl()]: () => ({ status: 200, body: { success: true, data: { upiId: 'house@upi' } } }),
      [apiPaths.fundRequestAdd]: () => ok({ msg: 'Fund request submitted', request_id: 9 }),
    });
    const { user } = renderApp('/addfund', { advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByTestId('agent-payee')).toHaveTextContent(
      'You pay your agent Ravi Traders at ravi@okaxis.',
    );
    await user.type(screen.getByLabelText('Amount'), '500');
    await user.click(screen.getByLabelText('GPay'));
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    await waitFor(() => expect(launchPaymentApp).toHaveBeenCalledTimes(1));
    expect(vi.mocked(launchPaymentApp).mock.calls[0]?.[0]).toMatch(/pa=ravi%40okaxis&pn=Ravi%20Traders&am=500\.00/);
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your request is sent to your agent; points are added once they approve it',
    );
    expect(callsTo(calls, payeeUpiIdUrl())).toHaveLength(0);
  });
});
