import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { payeeUpiIdUrl } from '../../../features/funds/api/get-payee-upi-id.ts';
import { launchPaymentApp, watchPageLeave } from '../../../features/funds/lib/launch-payment-app.ts';
import type * as checkoutModule from '../../../features/funds/lib/razorpay-checkout.ts';
import {
  CheckoutLoadError,
  type CheckoutOptions,
  loadCheckoutScript,
  type RazorpayConstructor,
} from '../../../features/funds/lib/razorpay-checkout.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

vi.mock('../../../features/funds/lib/launch-payment-app.ts', () => ({
  launchPaymentApp: vi.fn(),
  watchPageLeave: vi.fn(),
}));
// The script itself is never fetched in a test: its loader is replaced, the checkout's wrapper is real.
vi.mock('../../../features/funds/lib/razorpay-checkout.ts', async (original) => ({
  ...(await original<typeof checkoutModule>()),
  loadCheckoutScript: vi.fn(),
}));

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** The checkouts opened, newest last: their options (handler and ondismiss included). */
let opened: CheckoutOptions[] = [];
class FakeRazorpay {
  options: CheckoutOptions;
  constructor(options: CheckoutOptions) {
    this.options = options;
  }
  open() {
    opened.push(this.options);
  }
}
const lastCheckout = () => opened.at(-1)!;

const deposit = (status: string, fields: Record<string, unknown> = {}) => ({
  request_id: 41,
  amount: 500,
  method: 'Razorpay',
  deposit_status: status,
  utr: '',
  reason: '',
  credited_by: '',
  insert_date: '23/11/2026 10:00 AM',
  ...fields,
});

function openAddFunds(handlers: Parameters<typeof mockApi>[0] = {}) {
  storeLogin();
  const calls = mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 2500 }),
    [apiPaths.getSocialData]: () => ok(),
    [apiPaths.gatewayStatus]: () =>
      ok({
        getaway_status: '1',
        gateway_url: '',
        utr_matching: true,
        online_gateway: 'razorpay',
        online_gateway_key: 'rzp_test_KEY123',
        online_gateway_script: SCRIPT,
      }),
    [apiPaths.lastFundRequestDetail]: () => ok({ min_amt: 100, max_amt: 0, last_request: null }),
    [payeeUpiIdUrl()]: () => ({ status: 200, body: { success: true, data: { upiId: 'pana@upi' } } }),
    [apiPaths.paymentOrderCreate]: () =>
      ok({
        msg: 'Order created',
        request_id: 41,
        gateway: 'razorpay',
        order_id: 'order_Fake000041',
        amount: 50_000,
        currency: 'INR',
        key_id: 'rzp_test_KEY123',
      }),
    [apiPaths.walletTransactionHistory]: () => ok({ transaction_history: [], deposit_history: [deposit('pending')] }),
    ...handlers,
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return { ...renderApp('/addfund', { advanceTimers: vi.advanceTimersByTime }), calls };
}

async function payOnline(user: ReturnType<typeof renderApp>['user'], amount = '500') {
  await user.type(await screen.findByLabelText('Amount'), amount);
  await user.click(screen.getByRole('button', { name: 'Pay online' }));
}

beforeAll(async () => {
  await Promise.all([
    import('../layouts/header-layout.tsx'),
    import('./add-funds.tsx'),
    import('../../../features/funds/components/add-funds-form.tsx'),
    import('react-hot-toast'),
  ]);
}, 30_000);
beforeEach(() => {
  opened = [];
  vi.mocked(loadCheckoutScript).mockReset().mockResolvedValue(FakeRazorpay as unknown as RazorpayConstructor);
  vi.mocked(launchPaymentApp).mockReset();
  vi.mocked(watchPageLeave).mockReturnValue({ stop: () => true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Add Funds: paying online through the gateway (ADR 011)', () => {
  it('is offered only when the server names an online gateway and its script', async () => {
    openAddFunds({ [apiPaths.gatewayStatus]: () => ok({ getaway_status: '1', online_gateway: '', online_gateway_script: '' }) });
    expect(await screen.findByRole('button', { name: 'Add Funds' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay online' })).not.toBeInTheDocument();
    expect(loadCheckoutScript).not.toHaveBeenCalled();
  });

  it('loads the checkout from the server’s URL, creates the order and opens it with the order, the amount in paise and the mobile', async () => {
    const { user, calls } = openAddFunds();
    expect(await screen.findByRole('button', { name: 'Pay online' })).toBeDisabled();
    // Nothing of the gateway is loaded before the player chooses it.
    expect(loadCheckoutScript).not.toHaveBeenCalled();
    await payOnline(user);
    await waitFor(() => expect(opened).toHaveLength(1));
    // The amount may be meant for Pay online: the UPI methods do not ask for a method before Add Funds.
    expect(screen.queryByText('Please select a payment method')).not.toBeInTheDocument();
    expect(loadCheckoutScript).toHaveBeenCalledWith(SCRIPT);
    expect(callsTo(calls, apiPaths.paymentOrderCreate)).toHaveLength(1);
    expect(callsTo(calls, apiPaths.paymentOrderCreate)[0]?.body).toMatchObject({ request_amount: '500', unique_token: 'token-123' });
    expect(lastCheckout()).toMatchObject({
      key: 'rzp_test_KEY123',
      order_id: 'order_Fake000041',
      amount: 50_000,
      currency: 'INR',
      name: 'Pana',
      description: 'Add 500 points',
      prefill: { contact: '9876543210' },
    });
    // The UPI path was not touched.
    expect(launchPaymentApp).not.toHaveBeenCalled();
    expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(0);
  });

  it('says "payment received, crediting" after the checkout’s handler and watches the request until it is credited', async () => {
    let credited = false;
    const { user, calls } = openAddFunds({
      [apiPaths.walletTransactionHistory]: () =>
        ok({
          transaction_history: [],
          deposit_history: [credited ? deposit('credited', { utr: '433312345678', credited_by: 'gateway' }) : deposit('pending')],
        }),
    });
    await payOnline(user);
    await waitFor(() => expect(opened).toHaveLength(1));
    lastCheckout().handler({ razorpay_payment_id: 'pay_Fake000041', razorpay_order_id: 'order_Fake000041', razorpay_signature: 'ab' });
    expect(await screen.findByText('Payment received, crediting 500 points to your wallet…')).toBeInTheDocument();
    // Paid: the amount is cleared, so a second press cannot pay it again by mistake.
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Pay online' })).toBeDisabled();
    await waitFor(() => expect(callsTo(calls, apiPaths.walletTransactionHistory).length).toBeGreaterThanOrEqual(1));
    const lookups = callsTo(calls, apiPaths.walletTransactionHistory).length;
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(callsTo(calls, apiPaths.walletTransactionHistory).length).toBeGreaterThan(lookups));
    expect(screen.getByText('Payment received, crediting 500 points to your wallet…')).toBeInTheDocument();
    const userInfoReads = callsTo(calls, apiPaths.getUserInfo).length;
    credited = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByText('Payment received. 500 points added to your wallet.')).toBeInTheDocument();
    expect(screen.queryByText('Payment received, crediting 500 points to your wallet…')).not.toBeInTheDocument();
    // The wallet balance is read again, and the watch stops.
    await waitFor(() => expect(callsTo(calls, apiPaths.getUserInfo).length).toBeGreaterThan(userInfoReads));
    const finalLookups = callsTo(calls, apiPaths.walletTransactionHistory).length;
    await vi.advanceTimersByTimeAsync(6000);
    expect(callsTo(calls, apiPaths.walletTransactionHistory).length).toBe(finalLookups);
  });

  it('says so when the deposit is rejected instead', async () => {
    const { user } = openAddFunds({
      [apiPaths.walletTransactionHistory]: () =>
        ok({ transaction_history: [], deposit_history: [deposit('rejected', { reason: 'Payment reversed by the bank' })] }),
    });
    await payOnline(user);
    await waitFor(() => expect(opened).toHaveLength(1));
    lastCheckout().handler({ razorpay_payment_id: 'pay_Fake000041' });
    expect(await screen.findByText('Your deposit was rejected: Payment reversed by the bank.')).toHaveAttribute('role', 'alert');
  });

  it('leaves the request pending when the checkout is closed, and says so', async () => {
    const { user, calls } = openAddFunds();
    await payOnline(user);
    await waitFor(() => expect(opened).toHaveLength(1));
    lastCheckout().modal.ondismiss();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'Payment not completed. Your request #41 stays pending: if money left your account, points are added once the payment is confirmed. Deposit History',
    );
    expect(within(notice).getByRole('link', { name: 'Deposit History' })).toHaveAttribute('href', '/addfundhistory');
    expect(screen.queryByText(/crediting/)).not.toBeInTheDocument();
    // Nothing else is sent: no second order, no claim.
    expect(callsTo(calls, apiPaths.paymentOrderCreate)).toHaveLength(1);
    expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(0);
    // Not paid: the amount stays for another try.
    expect(screen.getByLabelText('Amount')).toHaveValue('500');
    expect(screen.getByRole('button', { name: 'Pay online' })).toBeEnabled();
  });

  it('says the checkout could not be loaded, creates no order, and keeps the UPI path', async () => {
    vi.mocked(loadCheckoutScript).mockRejectedValue(new CheckoutLoadError('offline'));
    const { user, calls } = openAddFunds();
    await payOnline(user);
    expect(
      await screen.findByText('Online payment could not be loaded. Check your connection and try again, or pay with a UPI app below.'),
    ).toHaveAttribute('role', 'alert');
    expect(callsTo(calls, apiPaths.paymentOrderCreate)).toHaveLength(0);
    expect(opened).toHaveLength(0);
    await user.click(screen.getByLabelText('GPay'));
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    await waitFor(() => expect(launchPaymentApp).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByLabelText('UTR (UPI reference number)')).toBeInTheDocument();
  });

  it('checks the amount first: below the minimum nothing is loaded or created', async () => {
    const { user, calls } = openAddFunds();
    await payOnline(user, '99');
    expect(await screen.findByText('Minimum amount to add is 100')).toBeInTheDocument();
    expect(loadCheckoutScript).not.toHaveBeenCalled();
    expect(callsTo(calls, apiPaths.paymentOrderCreate)).toHaveLength(0);
  });

  it("shows the server's refusal of the order and opens no checkout", async () => {
    const { user } = openAddFunds({
      [apiPaths.paymentOrderCreate]: () => fail(502, 'Payment gateway unavailable. Please try again.'),
    });
    await payOnline(user);
    expect(await screen.findByText('Payment gateway unavailable. Please try again.')).toHaveAttribute('role', 'alert');
    expect(opened).toHaveLength(0);
  });
});
