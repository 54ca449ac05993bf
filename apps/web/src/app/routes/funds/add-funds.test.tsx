import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { payeeUpiIdUrl } from '../../../features/funds/api/get-payee-upi-id.ts';
import { launchPaymentApp, watchPageLeave } from '../../../features/funds/lib/launch-payment-app.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

vi.mock('../../../features/funds/lib/launch-payment-app.ts', () => ({
  launchPaymentApp: vi.fn(),
  watchPageLeave: vi.fn(),
}));

/** Whether the UPI app "opens" (the page is left) after the launch. */
const pageLeft = (hasLeft: boolean) => vi.mocked(watchPageLeave).mockReturnValue({ stop: () => hasLeft });

const gateway = (upiId: string) => () => ({ status: 200, body: { success: true, data: { upiId } } });

function openAddFunds(
  handlers: Parameters<typeof mockApi>[0] = {},
  path = '/imp9',
  options: Parameters<typeof renderApp>[1] = {},
) {
  storeLogin();
  const calls = mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 2500 }),
    [apiPaths.getSocialData]: () => ok(),
    [apiPaths.gatewayStatus]: () => ok({ getaway_status: '1' }),
    [apiPaths.lastFundRequestDetail]: () => ok({ min_amt: 100, last_request: null }),
    [payeeUpiIdUrl()]: gateway('pana@upi'),
    [apiPaths.fundRequestAdd]: () => ok({ msg: 'Fund request submitted', request_id: 7 }),
    ...handlers,
  });
  return { ...renderApp(path, options), calls };
}

beforeAll(async () => {
  // The lazy chunks of these screens, loaded once: a first test's 1 s waits then measure the screen, not the transform.
  await Promise.all([
    import('../layouts/header-layout.tsx'),
    import('./add-funds.tsx'),
    import('../../../features/funds/components/add-funds-form.tsx'),
    import('react-hot-toast'),
  ]);
}, 30_000);
describe('Add Funds', () => {
  beforeEach(() => {
    vi.mocked(launchPaymentApp).mockReset();
    pageLeft(true);
  });

  it('keeps the button disabled until both an amount and a payment method are chosen', async () => {
    const { user } = openAddFunds();
    const button = await screen.findByRole('button', { name: 'Add Funds' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Amount'), '500');
    expect(button).toBeDisabled();
    await user.click(screen.getByLabelText('GPay'));
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText('Amount'));
    expect(button).toBeDisabled();
  });

  it('offers PhonePe, GPay, Paytm and Others', async () => {
    openAddFunds();
    const methods = await screen.findAllByRole('radio');
    expect(methods.map((radio) => radio.getAttribute('value'))).toEqual(['PhonePe', 'GPay', 'Paytm', 'Others']);
  });

  it("says 'Minimum amount to add is {min}' below min_amt and launches nothing", async () => {
    const { user, calls } = openAddFunds();
    await user.type(await screen.findByLabelText('Amount'), '99');
    await user.click(screen.getByLabelText('Paytm'));
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    expect(await screen.findByText('Minimum amount to add is 100')).toBeInTheDocument();
    expect(launchPaymentApp).not.toHaveBeenCalled();
    expect(callsTo(calls, apiPaths.lastFundRequestDetail)[0]?.body).toMatchObject({
      mobile_no: '9876543210',
      unique_token: 'token-123',
    });
  });

  it("says 'Maximum amount to add is {max}' above max_amt and launches nothing", async () => {
    const { user, calls } = openAddFunds({
      [apiPaths.lastFundRequestDetail]: () => ok({ min_amt: 100, max_amt: 50_000, last_request: null }),
    });
    await user.type(await screen.findByLabelText('Amount'), '50001');
    await user.click(screen.getByLabelText('Paytm'));
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    expect(await screen.findByText('Maximum amount to add is 50000')).toBeInTheDocument();
    expect(launchPaymentApp).not.toHaveBeenCalled();
    expect(callsTo(calls, apiPaths.fundRequestAdd)).toEqual([]);
  });

  it("says 'Please select a payment method' once an amount is in and no method is chosen", async () => {
    const { user } = openAddFunds();
    const amount = await screen.findByLabelText('Amount');
    expect(screen.queryByText('Please select a payment method')).not.toBeInTheDocument();
    await user.type(amount, '500{Enter}');
    expect(await screen.findByText('Please select a payment method')).toBeInTheDocument();
    expect(launchPaymentApp).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Paytm'));
    expect(screen.queryByText('Please select a payment method')).not.toBeInTheDocument();
  });

  it('launches the UPI app and registers the fund request 2000 ms later with the same reference, showing Processing meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-23T10:35:00Z') });
    let launchedAt = 0;
    vi.mocked(launchPaymentApp).mockImplementation(() => {
      launchedAt = Date.now();
    });
    let requestedAt = 0;
    const { user, calls } = openAddFunds(
      {
        [apiPaths.fundRequestAdd]: () => {
          requestedAt = Date.now();
          return ok({ msg: 'Fund request submitted', request_id: 7 });
        },
      },
      '/imp9',
      { advanceTimers: vi.advanceTimersByTime },
    );
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.click(screen.getByLabelText('PhonePe'));
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    await waitFor(() => expect(launchPaymentApp).toHaveBeenCalledTimes(1));
    const link = vi.mocked(launchPaymentApp).mock.calls[0]?.[0] ?? '';
    expect(link).toMatch(/^phonepe:\/\/pay\?pa=pana%40upi&pn=Pana&am=500\.00&cu=INR&tn=Add%20Funds&tr=PANA\d+$/);
    expect(screen.getByRole('button', { name: 'Processing' })).toBeDisabled();
    expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(1));
    expect(requestedAt - launchedAt).toBeGreaterThanOrEqual(2000);
    const reference = new URL(link.replace('phonepe://', 'https://x/')).searchParams.get('tr');
    expect(callsTo(calls, apiPaths.fundRequestAdd)[0]?.body).toMatchObject({
      request_amount: '500',
      payment_method: 'PhonePe',
      txn_ref: reference,
      unique_token: 'token-123',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your request is sent; points are added once the payment is verified',
    );
    expect(screen.getByRole('button', { name: 'Add Funds' })).toBeDisabled();
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });

  it('sends no request and says so when no UPI app opened (a device without one)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pageLeft(false);
    const { user, calls } = openAddFunds({}, '/imp9', { advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.click(screen.getByLabelText('GPay'));
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    await waitFor(() => expect(launchPaymentApp).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(2000);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No UPI app opened on this device, so no request was sent.');
    expect(within(alert).getByRole('link', { name: 'Pay by QR' })).toHaveAttribute('href', '/qrpay');
    expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(0);
    expect(screen.queryByText(/Your request is sent/)).not.toBeInTheDocument();
    // The amount stays, to try again or pay by QR.
    expect(screen.getByLabelText('Amount')).toHaveValue('500');
  });

  it("says 'UPI ID not found for the selected payment method.' when the gateway has no UPI id", async () => {
    const { user } = openAddFunds({ [payeeUpiIdUrl()]: gateway('') });
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.click(screen.getByLabelText('Others'));
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    expect(await screen.findByText('UPI ID not found for the selected payment method.')).toBeInTheDocument();
    expect(launchPaymentApp).not.toHaveBeenCalled();
  });

  it("says 'UPI ID not found for the selected payment method.' when the gateway answers success false", async () => {
    const { user } = openAddFunds({
      [payeeUpiIdUrl()]: () => ({ status: 200, body: { success: false, message: 'UPI ID not found' } }),
    });
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.click(screen.getByLabelText('Paytm'));
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    expect(await screen.findByText('UPI ID not found for the selected payment method.')).toBeInTheDocument();
    expect(launchPaymentApp).not.toHaveBeenCalled();
  });

  it("asks the gateway the status names for the UPI id, with this app's origin as baseUrl", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const external = 'https://pay.example/payment-details?baseUrl=' + encodeURIComponent(window.location.origin);
    const { user, calls } = openAddFunds(
      {
        [apiPaths.gatewayStatus]: () => ok({ getaway_status: '1', gateway_url: 'https://pay.example/' }),
        [external]: gateway('other@upi'),
      },
      '/imp9',
      { advanceTimers: vi.advanceTimersByTime },
    );
    await user.type(await screen.findByLabelText('Amount'), '100');
    await user.click(screen.getByLabelText('Others'));
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    await waitFor(() => expect(launchPaymentApp).toHaveBeenCalledTimes(1));
    expect(vi.mocked(launchPaymentApp).mock.calls[0]?.[0]).toMatch(
      /^upi:\/\/pay\?pa=other%40upi&pn=Pana&am=100\.00&cu=INR&tn=Add%20Funds&tr=PANA\d+$/,
    );
    expect(calls.some((call) => call.path === external)).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(1));
  });

  it("says 'Failed to load payment options. Please try again later.' when the gateway cannot be read", async () => {
    const { user, calls } = openAddFunds({ [payeeUpiIdUrl()]: () => ({ status: 502, body: { success: false } }) });
    expect(await screen.findByText('Failed to load payment options. Please try again later.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '500');
    await user.click(screen.getByLabelText('GPay'));
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Funds' })).toBeEnabled());
    expect(launchPaymentApp).not.toHaveBeenCalled();
    expect(
      calls.filter((call) => call.path.startsWith('/gateway/payment-details?baseUrl=')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("says 'An error occurred while trying to initiate payment.' when the UPI app cannot be opened", async () => {
    vi.mocked(launchPaymentApp).mockImplementation(() => {
      throw new Error('blocked');
    });
    const { user, calls } = openAddFunds();
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.click(screen.getByLabelText('GPay'));
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    expect(await screen.findByText('An error occurred while trying to initiate payment.')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(0);
  });

  it('offers the QR payment instead when the gateway is off', async () => {
    openAddFunds({ [apiPaths.gatewayStatus]: () => ok({ getaway_status: '0' }) }, '/addfund');
    expect(await screen.findByRole('link', { name: 'Pay by QR' })).toHaveAttribute('href', '/qrpay');
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
  });

  describe('when the server matches deposits by their UTR', () => {
    const matching = { [apiPaths.gatewayStatus]: () => ok({ getaway_status: '1', gateway_url: '', utr_matching: true }) };

    /** Pays 500 by GPay in the (mocked) UPI app and comes back to the UTR step. */
    async function payAndReturn(handlers: Parameters<typeof mockApi>[0] = {}) {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const opened = openAddFunds({ ...matching, ...handlers }, '/imp9', { advanceTimers: vi.advanceTimersByTime });
      await opened.user.type(await screen.findByLabelText('Amount'), '500');
      await opened.user.click(screen.getByLabelText('GPay'));
      await opened.user.click(screen.getByRole('button', { name: 'Add Funds' }));
      await waitFor(() => expect(launchPaymentApp).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(2000);
      const utr = await screen.findByLabelText('UTR (UPI reference number)');
      const link = vi.mocked(launchPaymentApp).mock.calls[0]?.[0] ?? '';
      const reference = new URL(link.replace(/^[a-z]+:\/\//, 'https://x/')).searchParams.get('tr');
      return { ...opened, utr, reference };
    }

    it('asks for the UTR after the UPI app and sends nothing before it', async () => {
      const { calls } = await payAndReturn();
      expect(screen.getByText('Paid 500 with GPay? Enter the UTR of the payment to send your request.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
      expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(0);
    });

    it('checks the UTR on the phone: required, then exactly 12 digits', async () => {
      const { user, utr, calls } = await payAndReturn();
      await user.click(screen.getByRole('button', { name: 'Send request' }));
      expect(await screen.findByText('Please enter the 12-digit UTR of your payment')).toBeInTheDocument();
      expect(utr).toHaveAttribute('aria-invalid', 'true');
      for (const wrong of ['12345', '1234567890123', 'T231123123456']) {
        await user.clear(utr);
        await user.type(utr, wrong);
        await user.click(screen.getByRole('button', { name: 'Send request' }));
        expect(await screen.findByText('UTR must be the 12-digit UPI reference number of your payment')).toBeInTheDocument();
      }
      expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(0);
    });

    it("sends the UTR with the payment's reference, then says what happens next", async () => {
      const { user, utr, calls, reference } = await payAndReturn();
      await user.type(utr, '3123 4567 8901');
      await user.click(screen.getByRole('button', { name: 'Send request' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Your request is sent; points are added once the payment is verified',
      );
      expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(1);
      expect(callsTo(calls, apiPaths.fundRequestAdd)[0]?.body).toMatchObject({
        request_amount: '500',
        payment_method: 'GPay',
        txn_ref: reference,
        utr: '312345678901',
      });
      expect(screen.getByLabelText('Amount')).toHaveValue('');
    });

    it('says the points are added when the payment had already arrived', async () => {
      const { user, utr } = await payAndReturn({
        [apiPaths.fundRequestAdd]: () =>
          ok({ msg: 'Payment received. Points added to your wallet.', request_id: 9, deposit_status: 'credited' }),
      });
      await user.type(utr, '312345678901');
      await user.click(screen.getByRole('button', { name: 'Send request' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Payment received. Points added to your wallet.');
    });

    it("shows the server's refusal under the field and keeps the UTR to correct", async () => {
      const { user, utr } = await payAndReturn({
        [apiPaths.fundRequestAdd]: () => fail(400, 'This UTR has already been used'),
      });
      await user.type(utr, '312345678901');
      await user.click(screen.getByRole('button', { name: 'Send request' }));
      expect(await screen.findByText('This UTR has already been used')).toBeInTheDocument();
      expect(utr).toHaveValue('312345678901');
      expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
    });

    it('goes back to the amount with Start again', async () => {
      const { user, calls } = await payAndReturn();
      await user.click(screen.getByRole('button', { name: 'Start again' }));
      expect(await screen.findByLabelText('Amount')).toHaveValue('500');
      expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(0);
    });

    it('still says so when no UPI app opened', async () => {
      pageLeft(false);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { user } = openAddFunds(matching, '/imp9', { advanceTimers: vi.advanceTimersByTime });
      await user.type(await screen.findByLabelText('Amount'), '500');
      await user.click(screen.getByLabelText('GPay'));
      await user.click(screen.getByRole('button', { name: 'Add Funds' }));
      await waitFor(() => expect(launchPaymentApp).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(2000);
      expect(await screen.findByRole('alert')).toHaveTextContent('No UPI app opened on this device, so no request was sent.');
      expect(screen.queryByLabelText('UTR (UPI reference number)')).not.toBeInTheDocument();
    });
  });

  it('links to the deposit rules', async () => {
    openAddFunds();
    expect(await screen.findByRole('link', { name: 'Deposit Rules' })).toHaveAttribute('href', '/depositrule');
  });
});
