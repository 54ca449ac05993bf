import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

/**
 * Withdraw's "Cash out with your agent" section (ADR 029): shown to a player with an agent only; an
 * amount and Send request, then the pending request with Cancel; the server's refusal in its words.
 */
function openWithdraw(status: () => ReturnType<typeof ok>, handlers: Parameters<typeof mockApi>[0] = {}) {
  storeLogin();
  const calls = mockApi({
    [apiPaths.getUserInfo]: () =>
      ok({
        user_name: 'Demo Player',
        mobile_no: '9876543210',
        betting_status: '1',
        wallet_amt: 2500,
        min_withdrawal: 500,
        max_withdrawal: 0,
        withdraw_open_time: '12:00 AM',
        withdraw_close_time: '11:59 PM',
      }),
    [apiPaths.getSocialData]: () => ok(),
    [apiPaths.getDashboardData]: () => ok({ result: [], betting_status: '1', wallet_amt: 2500 }),
    [apiPaths.userPaymentDetails]: () =>
      ok({ payment_details: { google_pay_number: '9000000022', paytm_number: '', phone_pay_number: '' } }),
    [apiPaths.paymentMethodList]: () => ok({ result: [] }),
    [apiPaths.agentCashoutStatus]: status,
    ...handlers,
  });
  return { ...renderApp('/withdraw'), calls };
}

const NONE = () => ok({ msg: 'OK', has_agent: true, cashout_request: null });

beforeAll(async () => {
  await Promise.all([import('../layouts/header-layout.tsx'), import('./withdraw.tsx'), import('react-hot-toast')]);
}, 30_000);

describe('Cash out with your agent', () => {
  it("is not shown to the house's players", async () => {
    const { calls } = openWithdraw(() => ok({ msg: 'OK', has_agent: false, cashout_request: null }));
    await screen.findByLabelText('Points');
    await waitFor(() => expect(callsTo(calls, apiPaths.agentCashoutStatus)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Cash out with your agent' })).not.toBeInTheDocument();
  });

  it('sends a request and then shows it with Cancel, which withdraws it', async () => {
    const { user, calls } = openWithdraw(NONE, {
      [apiPaths.agentCashoutRequest]: (body) =>
        ok({
          msg: `Your request to cash out ${String(body.amount)} points was sent to your agent`,
          has_agent: true,
          cashout_request: { id: 7, amount: Number(body.amount), created_at: 1 },
        }),
      [apiPaths.agentCashoutCancel]: () =>
        ok({ msg: 'Your cash-out request was cancelled', has_agent: true, cashout_request: null }),
    });
    const section = (await screen.findByRole('heading', { name: 'Cash out with your agent' })).closest(
      'section',
    ) as HTMLElement;
    const send = within(section).getByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();
    await user.type(within(section).getByLabelText('Points to cash out'), '1,200');
    await user.click(send);
    expect(await within(section).findByRole('status')).toHaveTextContent('Asked your agent to cash out 1,200 points');
    expect(await screen.findByText('Your request to cash out 1200 points was sent to your agent')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.agentCashoutRequest)[0]?.body).toMatchObject({ amount: 1200 });
    await user.click(within(section).getByRole('button', { name: 'Cancel request' }));
    expect(await within(section).findByLabelText('Points to cash out')).toHaveValue('');
    expect(callsTo(calls, apiPaths.agentCashoutCancel)).toHaveLength(1);
  });

  it("shows the server's refusal in its own words and keeps the amount", async () => {
    const { user } = openWithdraw(NONE, {
      [apiPaths.agentCashoutRequest]: () => fail(400, 'You have only 2500 points in your wallet'),
    });
    const section = (await screen.findByRole('heading', { name: 'Cash out with your agent' })).closest(
      'section',
    ) as HTMLElement;
    await user.type(within(section).getByLabelText('Points to cash out'), '9000');
    await user.click(within(section).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('You have only 2500 points in your wallet')).toBeInTheDocument();
    expect(within(section).getByLabelText('Points to cash out')).toHaveValue('9000');
  });

  it('shows the pending request the server answers', async () => {
    openWithdraw(() => ok({ msg: 'OK', has_agent: true, cashout_request: { id: 3, amount: 800, created_at: 1 } }));
    expect(await screen.findByText('Asked your agent to cash out 800 points')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeEnabled();
  });
});
