import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

/** The bank account (ADR 012) on the wallet screen: the entry, the form, the code and the OTP screen. */

const NO_NUMBERS = { google_pay_number: '', paytm_number: '', phone_pay_number: '' };
const SAVED_BANK = { type: '5', value: 'XXXXXX9012', name: 'Bank account', holder_name: 'Ravi Kumar', ifsc: 'SBIN0001234' };

type Options = { bank?: typeof SAVED_BANK | null; entry?: Parameters<typeof renderApp>[0]; handlers?: Parameters<typeof mockApi>[0] };

function openWallet({ bank = null, entry = '/wallet', handlers = {} }: Options = {}) {
  storeLogin();
  const calls = mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', mobile_no: '9876543210', betting_status: '1', wallet_amt: 2500 }),
    [apiPaths.getSocialData]: () => ok({ mobile_no: '9000000001' }),
    [apiPaths.userPaymentDetails]: () => ok({ payment_details: NO_NUMBERS }),
    [apiPaths.paymentMethodList]: () => ok({ result: bank ? [{ type: '2', value: '9000000022', name: 'Google Pay' }, bank] : [] }),
    ...handlers,
  });
  return { ...renderApp(entry), calls };
}

type User = ReturnType<typeof renderApp>['user'];

async function openForm(user: User, name = 'Add bank account') {
  await user.click(await screen.findByRole('button', { name }));
  return within(screen.getByRole('dialog'));
}

async function fill(user: User, form: ReturnType<typeof within>, values: { name?: string; number?: string; confirm?: string; ifsc?: string }) {
  const fields = [
    ["Account holder's name", values.name],
    ['Account number', values.number],
    ['Confirm account number', values.confirm],
    ['IFSC', values.ifsc],
  ] as const;
  for (const [label, value] of fields) {
    const input = form.getByLabelText(label, { exact: true });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const GOOD = { name: 'Ravi Kumar', number: '1234 5678 9012', confirm: '123456789012', ifsc: 'sbin0001234' };

beforeAll(async () => {
  // The lazy chunks of these screens, loaded once: a first test's 1 s waits then measure the screen, not the transform.
  await Promise.all([import('../layouts/header-layout.tsx'), import('./wallet.tsx'), import('./otp-bank.tsx'), import('react-hot-toast')]);
}, 30_000);

describe('the bank account on the wallet screen', () => {
  it("offers 'Add bank account' when none is saved", async () => {
    openWallet();
    const entry = await screen.findByTestId('bank-account');
    expect(entry).toHaveTextContent('Not addedAdd bank account');
    expect(screen.getByRole('heading', { name: 'Bank account' })).toBeInTheDocument();
  });

  it('shows the saved account masked, with its holder and IFSC, and Change', async () => {
    openWallet({ bank: SAVED_BANK });
    const entry = await screen.findByTestId('bank-account');
    await waitFor(() => expect(entry).toHaveTextContent('XXXXXX9012'));
    expect(entry).toHaveTextContent('Ravi Kumar · SBIN0001234');
    expect(within(entry).getByRole('button', { name: 'Change bank account' })).toHaveTextContent('Change');
  });

  it('says so when the account cannot be read', async () => {
    openWallet({ handlers: { [apiPaths.paymentMethodList]: () => fail(500, 'Server error') } });
    expect(await screen.findByText('Could not load your bank account. Please try again later.')).toBeInTheDocument();
  });

  it('labels every field, with a numeric keyboard for the account number', async () => {
    const { user } = openWallet();
    const form = await openForm(user);
    expect(screen.getByRole('dialog', { name: 'Add bank account' })).toBeInTheDocument();
    for (const label of ['Account number', 'Confirm account number']) {
      expect(form.getByLabelText(label, { exact: true })).toHaveAttribute('inputmode', 'numeric');
    }
    expect(form.getByLabelText("Account holder's name")).toHaveAttribute('autocomplete', 'name');
    expect(form.getByText('The OTP is sent to your registered mobile number +91 98765 43210.')).toBeInTheDocument();
  });

  it("says each field's problem with the domain's messages and sends nothing", async () => {
    const { user, calls } = openWallet();
    const form = await openForm(user);
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByText("Please enter the account holder's name")).toBeInTheDocument();
    expect(form.getByText('Please enter the account number')).toBeInTheDocument();
    expect(form.getByText('Please enter the IFSC')).toBeInTheDocument();
    expect(form.getByLabelText('Account number', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await fill(user, form, { name: 'Ravi 2', number: '12345678', confirm: '12345678', ifsc: 'SBIN1001234' });
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByText("Account holder's name must be 2 to 100 letters, spaces or dots")).toBeInTheDocument();
    expect(form.getByText('Account number must be 9 to 18 digits')).toBeInTheDocument();
    expect(form.getByText('IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)')).toBeInTheDocument();

    await fill(user, form, { ...GOOD, confirm: '123456789013' });
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByText('The account numbers do not match')).toBeInTheDocument();
    expect(form.queryByText('Account number must be 9 to 18 digits')).not.toBeInTheDocument();
    expect(callsTo(calls, apiPaths.resendOtp)).toHaveLength(0);
    expect(callsTo(calls, apiPaths.addUserBankDetails)).toHaveLength(0);
  });

  it('upper-cases the IFSC as it is typed', async () => {
    const { user } = openWallet();
    const form = await openForm(user);
    await user.type(form.getByLabelText('IFSC'), 'hdfc 0abc123');
    expect(form.getByLabelText('IFSC')).toHaveValue('HDFC0ABC123');
  });

  it('sends a code to the own mobile, confirms it on /otpbank, saves the account and comes back with the toast', async () => {
    let bank: typeof SAVED_BANK | null = null;
    const { user, router, calls } = openWallet({
      handlers: {
        [apiPaths.resendOtp]: () => ok({ otp: '432109', otp_length: 6 }),
        [apiPaths.addUserBankDetails]: (body) => {
          bank = { ...SAVED_BANK, value: `XXXXXX${String(body.account_number).slice(-4)}` };
          return ok({ msg: 'Bank account added successfully!', bank_account: bank.value });
        },
        [apiPaths.paymentMethodList]: () => ok({ result: bank ? [bank] : [] }),
      },
    });
    const form = await openForm(user);
    await fill(user, form, GOOD);
    await user.click(form.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otpbank'));
    expect(callsTo(calls, apiPaths.resendOtp)[0]?.body).toMatchObject({ mobile: '9876543210', purpose: 'withdraw', unique_token: 'token-123' });
    expect(await screen.findByText('Bank account XXXXXX9012 (IFSC SBIN0001234)')).toBeInTheDocument();

    expect(screen.getAllByTestId('otp-box')).toHaveLength(6);
    await user.type(screen.getByLabelText('OTP'), '432109');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
    expect(callsTo(calls, apiPaths.addUserBankDetails)[0]?.body).toMatchObject({
      holder_name: 'Ravi Kumar',
      account_number: '123456789012',
      confirm_account_number: '123456789012',
      ifsc: 'SBIN0001234',
      otp: '432109',
      unique_token: 'token-123',
    });
    expect(await screen.findByText('Bank account added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('bank-account')).toHaveTextContent('XXXXXX9012'));
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('replaces a saved account the same way, saying which one it replaces', async () => {
    const { user, router, calls } = openWallet({ bank: SAVED_BANK, handlers: { [apiPaths.resendOtp]: () => ok({}) } });
    const form = await openForm(user, 'Change bank account');
    expect(screen.getByRole('dialog', { name: 'Change bank account' })).toBeInTheDocument();
    expect(form.getByText('This account replaces XXXXXX9012.')).toBeInTheDocument();
    await fill(user, form, { name: 'R. Kumar', number: '9876543210', confirm: '9876543210', ifsc: 'HDFC0ABC123' });
    await user.click(form.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otpbank'));
    expect(router.state.location.state).toEqual({
      mobile: '9876543210',
      holderName: 'R. Kumar',
      accountNumber: '9876543210',
      ifsc: 'HDFC0ABC123',
      otpLength: 4,
    });
    expect(callsTo(calls, apiPaths.resendOtp)).toHaveLength(1);
  });

  it("toasts the server's words when the code cannot be sent, and stays on the form", async () => {
    const { user, router } = openWallet({ handlers: { [apiPaths.resendOtp]: () => fail(429, 'Please wait before asking for another code') } });
    const form = await openForm(user);
    await fill(user, form, GOOD);
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please wait before asking for another code')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet');
    expect(form.getByLabelText('Account number', { exact: true })).toHaveValue('1234 5678 9012');
  });

  it("says 'Enter Valid OTP' for a wrong code and saves nothing", async () => {
    const { user, router } = openWallet({
      entry: { pathname: '/otpbank', state: { mobile: '9876543210', holderName: 'Ravi Kumar', accountNumber: '123456789012', ifsc: 'SBIN0001234' } },
      handlers: { [apiPaths.addUserBankDetails]: () => fail(400, 'Enter Valid OTP') },
    });
    await user.type(await screen.findByLabelText('OTP'), '1111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter Valid OTP')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/otpbank');
  });

  it("goes back to the form with the server's words when it refuses a field", async () => {
    const { user, router } = openWallet({
      entry: { pathname: '/otpbank', state: { mobile: '9876543210', holderName: 'Ravi Kumar', accountNumber: '123456789012', ifsc: 'SBIN0001234' } },
      handlers: { [apiPaths.addUserBankDetails]: () => fail(400, 'IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)') },
    });
    await user.type(await screen.findByLabelText('OTP'), '1111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
    expect(await screen.findByText('IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Add bank account' })).toBeInTheDocument();
  });

  it('asks to start over when /otpbank is opened without an account', async () => {
    openWallet({ entry: '/otpbank' });
    expect(await screen.findByText('Invalid navigation. Please start over.')).toBeInTheDocument();
  });
});
