import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

const SAVED = { google_pay_number: '9000000022', paytm_number: '', phone_pay_number: '9000000044' };

type Options = {
  open?: string;
  close?: string;
  max?: number;
  details?: Record<string, string>;
  /** The bank account in the payment method list (ADR 012); none by default. */
  bank?: Record<string, string> | null;
  handlers?: Parameters<typeof mockApi>[0];
  path?: string;
};

function openWithdraw({ open = '12:00 AM', close = '11:59 PM', max = 0, details = SAVED, bank = null, handlers = {}, path = '/imp8' }: Options = {}) {
  storeLogin();
  let wallet = 2500;
  const calls = mockApi({
    [apiPaths.getUserInfo]: () =>
      ok({
        user_name: 'Demo Player',
        mobile_no: '9876543210',
        betting_status: '1',
        wallet_amt: wallet,
        min_withdrawal: 500,
        max_withdrawal: max,
        withdraw_open_time: open,
        withdraw_close_time: close,
      }),
    [apiPaths.getSocialData]: () => ok(),
    [apiPaths.getDashboardData]: () => ok({ result: [], betting_status: '1', wallet_amt: wallet }),
    [apiPaths.userPaymentDetails]: () => ok({ payment_details: details }),
    [apiPaths.paymentMethodList]: () => ok({ result: bank ? [bank] : [] }),
    [apiPaths.withdrawFundRequest]: (body) => {
      wallet -= Number(body.request_amount);
      return ok({ msg: 'Withdraw request sent successfully' });
    },
    ...handlers,
  });
  return { ...renderApp(path), calls };
}

async function submit(user: ReturnType<typeof renderApp>['user'], amount: string, method?: string) {
  const points = await screen.findByLabelText('Points');
  await user.clear(points);
  if (amount) await user.type(points, amount);
  if (method) await user.click(await screen.findByLabelText(new RegExp(method)));
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
}


beforeAll(async () => {
  // The lazy chunks of these screens, loaded once: a first test's 1 s waits then measure the screen, not the transform.
  await Promise.all([import('../layouts/header-layout.tsx'), import('./withdraw.tsx'), import('../home/home.tsx'), import('react-hot-toast')]);
}, 30_000);
describe('Withdraw', () => {
  it('shows the balance, the timings and only the methods with a saved number', async () => {
    openWithdraw({ open: '10:00 AM', close: '11:00 PM' });
    expect(await screen.findByTestId('withdraw-timings')).toHaveTextContent('10:00 AM – 11:00 PM');
    const methods = await screen.findAllByRole('radio');
    expect(methods.map((radio) => radio.getAttribute('value'))).toEqual(['2', '4']);
    expect(screen.getByLabelText(/Google Pay/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Paytm/)).not.toBeInTheDocument();
  });

  it('links to the withdraw rules and the withdraw history', async () => {
    openWithdraw({ path: '/withdraw' });
    expect(await screen.findByRole('link', { name: 'Withdraw Rules' })).toHaveAttribute('href', '/withdrawrule');
    expect(screen.getByRole('link', { name: 'Withdraw History' })).toHaveAttribute('href', '/withdrawhistory');
  });

  it("says 'No payment methods available' and sends the player to the wallet to add a number", async () => {
    openWithdraw({ details: { google_pay_number: '', paytm_number: '', phone_pay_number: '' } });
    expect(await screen.findByText('No payment methods available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a number in Wallet' })).toHaveAttribute('href', '/wallet');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it("says 'Amount is required!', 'Wallet Limit Exceeded' and 'Min amt is {min}' and sends nothing", async () => {
    const { user, calls } = openWithdraw();
    await submit(user, '', 'Google Pay');
    expect(await screen.findByText('Amount is required!')).toBeInTheDocument();
    await submit(user, '2501');
    expect(await screen.findByText('Wallet Limit Exceeded')).toBeInTheDocument();
    await submit(user, '499');
    expect(await screen.findByText('Min amt is 500')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.withdrawFundRequest)).toHaveLength(0);
  });

  it("says 'Max amt is {max}' above max_withdrawal and sends nothing", async () => {
    const { user, calls } = openWithdraw({ max: 2000 });
    await submit(user, '2001', 'Google Pay');
    expect(await screen.findByText('Max amt is 2000')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.withdrawFundRequest)).toHaveLength(0);
  });

  it("says 'Please select a payment method' without a method", async () => {
    const { user } = openWithdraw();
    await submit(user, '600');
    expect(await screen.findByText('Please select a payment method')).toBeInTheDocument();
  });

  it("refuses outside the withdraw hours with 'Withdrawals are only allowed during specified hours.'", async () => {
    // 11:30 PM in India, after a 10:00 AM – 11:00 PM window.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T18:00:00Z') });
    const { user, calls } = openWithdraw({ open: '10:00 AM', close: '11:00 PM' });
    await submit(user, '600', 'PhonePe');
    expect(await screen.findByText('Withdrawals are only allowed during specified hours.')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.withdrawFundRequest)).toHaveLength(0);
  });

  it("sends the request inside the hours, says 'Withdraw request sent successfully' and goes to /imp", async () => {
    // 11:00 PM in India: the last minute of the window counts.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T17:30:30Z') });
    const { user, router, calls } = openWithdraw({ open: '10:00 AM', close: '11:00 PM' });
    await submit(user, '600', 'PhonePe');
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp'));
    expect(await screen.findByText('Withdraw request sent successfully')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.withdrawFundRequest)[0]?.body).toMatchObject({
      mobile: '9876543210',
      request_amount: '600',
      payment_method: '4',
      unique_token: 'token-123',
    });
    const header = within(screen.getByRole('banner'));
    await waitFor(() => expect(header.getByRole('link', { name: /1,900/ })).toBeInTheDocument());
  });

  it("shows the server's words when it refuses, else 'An error occurred'", async () => {
    const { user, router } = openWithdraw({ handlers: { [apiPaths.withdrawFundRequest]: () => fail(409, 'Withdraw request already pending') } });
    await submit(user, '600', 'Google Pay');
    expect(await screen.findByText('Withdraw request already pending')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/imp8');
  });

  it('shows the 24 hours after a password reset as the server words them, until when', async () => {
    const message = 'Your password was reset, so transfers and withdrawals are closed until 24-November-2026 10:00 AM (India time).';
    const { user, router } = openWithdraw({ handlers: { [apiPaths.withdrawFundRequest]: () => fail(403, message) } });
    await submit(user, '600', 'Google Pay');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/imp8');
  });

  it("says 'An error occurred' for a refusal without words", async () => {
    const { user } = openWithdraw({ handlers: { [apiPaths.withdrawFundRequest]: () => ({ status: 400, body: { status: false } }) } });
    await submit(user, '600', 'Google Pay');
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it("says 'An unexpected error occurred. Please try again later.' when the request cannot be sent", async () => {
    const { user } = openWithdraw();
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === apiPaths.withdrawFundRequest ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init),
    ));
    await submit(user, '600', 'Google Pay');
    expect(await screen.findByText('An unexpected error occurred. Please try again later.')).toBeInTheDocument();
  });

  it("says 'Failed to retrieve payment details' when the server refuses the saved numbers without words", async () => {
    openWithdraw({ handlers: { [apiPaths.userPaymentDetails]: () => ({ status: 500, body: { status: false } }) } });
    expect(await screen.findByText('Failed to retrieve payment details')).toBeInTheDocument();
  });

  it("says 'An error occurred while fetching payment details' when they cannot be fetched at all", async () => {
    storeLogin();
    mockApi({
      [apiPaths.getUserInfo]: () => ok({ betting_status: '1', wallet_amt: 2500 }),
      [apiPaths.getSocialData]: () => ok(),
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === apiPaths.userPaymentDetails ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init),
    ));
    renderApp('/imp8');
    expect(await screen.findByText('An error occurred while fetching payment details', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});

const BANK = { type: '5', value: 'XXXXXX9012', name: 'Bank account', holder_name: 'Ravi Kumar', ifsc: 'SBIN0001234' };
const NO_NUMBERS = { google_pay_number: '', paytm_number: '', phone_pay_number: '' };

describe('Withdraw to a bank account (ADR 012)', () => {
  it('offers the saved bank account, masked, as method 5 after the numbers and sends payment_method 5', async () => {
    const { user, router, calls } = openWithdraw({ bank: BANK });
    const methods = await screen.findAllByRole('radio');
    expect(methods.map((radio) => radio.getAttribute('value'))).toEqual(['2', '4', '5']);
    expect(screen.getByLabelText(/Bank account/)).toHaveAccessibleName('Bank account XXXXXX9012');
    expect(screen.queryByRole('link', { name: /Add bank account/ })).not.toBeInTheDocument();
    await submit(user, '600', 'Bank account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp'));
    expect(callsTo(calls, apiPaths.withdrawFundRequest)[0]?.body).toMatchObject({ request_amount: '600', payment_method: '5' });
  });

  it('with only a bank account, offers it alone and says nothing of missing numbers', async () => {
    openWithdraw({ details: NO_NUMBERS, bank: BANK });
    const methods = await screen.findAllByRole('radio');
    expect(methods.map((radio) => radio.getAttribute('value'))).toEqual(['5']);
    expect(screen.queryByText('No payment methods available')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it("without one, the bank account's place opens the wallet's Add bank account form", async () => {
    const { user, router } = openWithdraw();
    await user.click(await screen.findByRole('link', { name: 'Bank account Add bank account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
    expect(await screen.findByRole('dialog', { name: 'Add bank account' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it("keeps 'No payment methods available' without numbers or account, and offers both ways to add one", async () => {
    openWithdraw({ details: NO_NUMBERS });
    expect(await screen.findByText('No payment methods available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a number in Wallet' })).toHaveAttribute('href', '/wallet');
    expect(screen.getByRole('link', { name: 'Add bank account' })).toHaveAttribute('href', '/wallet');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('still offers the numbers when the bank account cannot be read, and says so', async () => {
    openWithdraw({ handlers: { [apiPaths.paymentMethodList]: () => fail(500, 'Server error') } });
    expect(await screen.findByText('Could not load your bank account. Please try again later.')).toBeInTheDocument();
    const methods = screen.getAllByRole('radio');
    expect(methods.map((radio) => radio.getAttribute('value'))).toEqual(['2', '4']);
  });
});
