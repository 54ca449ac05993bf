import {
  bettingPlayer,
  expect,
  freshMobile,
  installServerClock,
  operatorCall,
  playerCall,
  screenshot,
  storeLogin,
  test,
} from '../support/fixtures.ts';
import { freshUtr } from '../support/payments.ts';

/**
 * Issue "Wallet, deposits, withdrawals and transfers", in the browser at 390×844 while the server's
 * clock stands at 10:00 AM India time (inside the withdrawal hours 10:00 AM – 6:00 PM).
 */
test.describe('the wallet', () => {
  test('a deposit asked for on the QR screen, approved by the operator, raises the balance and shows in the deposit history', async ({
    page,
    request,
  }) => {
    const player = await bettingPlayer(request, { name: 'Depositor', password: 'pass1234', points: 1000 });
    await storeLogin(page, player);
    await page.goto('/qrpay');
    await expect(page.getByText('pana.demo@upi')).toBeVisible();
    await screenshot(page, 'wallet-qrpay');
    await page.getByLabel('Amount paid').fill('700');
    // The e2e server matches deposits by their UTR (PAYMENT_HOOKS=upi): the QR payment asks for it.
    await page.getByLabel('UTR (UPI reference number)').fill(freshUtr());
    await page.getByRole('button', { name: 'I have paid' }).click();
    await expect(page.getByText('Your request is sent; points are added once the payment is verified')).toBeVisible();

    const { items } = await operatorCall<{ items: Array<{ id: number; mobile: string }> }>(
      request,
      'GET',
      '/admin/api/fund-requests?status=pending',
    );
    const mine = items.find((i) => i.mobile === player.mobile);
    expect(mine).toBeDefined();
    await operatorCall(request, 'POST', `/admin/api/fund-requests/${mine!.id}/approve`, { note: 'paid' });

    await page.goto('/addfundhistory');
    await expect(page.getByText('700').first()).toBeVisible();
    await screenshot(page, 'wallet-deposit-history');
    await expect(page.getByRole('link', { name: /Wallet balance 1,700 points/ })).toBeVisible();
  });

  test('a withdrawal holds the points at once and shows pending in the withdraw history', async ({ page, request }) => {
    const player = await bettingPlayer(request, { name: 'Withdrawer', password: 'pass1234', points: 2000 });
    const number = freshMobile();
    const { otp } = await playerCall<{ otp: string }>(request, '/api-resend-otp', {
      unique_token: player.token,
      mobile: number,
      purpose: 'withdraw',
    });
    await playerCall(request, '/api-add-user-upi-details', {
      unique_token: player.token,
      upi_type: 2,
      google_pay_no: number,
      paytm_no: '',
      phon_pay_no: '',
      otp,
    });
    await storeLogin(page, player);
    // Withdrawals are taken from 10:00 AM to 6:00 PM: the page's clock is the server's (10:00 AM), not the wall clock.
    await installServerClock(page, request);
    await page.goto('/withdraw');
    await page.getByRole('textbox', { name: 'Points' }).fill('600');
    await page.getByText('Google Pay').first().click();
    await screenshot(page, 'wallet-withdraw');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Withdraw request sent successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/imp$/);
    await expect(page.getByRole('link', { name: /Wallet balance 1,400 points/ })).toBeVisible();
    await page.goto('/withdrawhistory');
    await expect(page.getByText('Pending')).toBeVisible();
    await expect(page.getByText('600').first()).toBeVisible();
    await screenshot(page, 'wallet-withdraw-history');
  });

  test('transfers points to a second player: both balances change', async ({ page, request }) => {
    const sender = await bettingPlayer(request, { name: 'Sender', password: 'pass1234', points: 1000 });
    const receiver = await bettingPlayer(request, { name: 'Receiver', password: 'pass1234', points: 50 });
    await storeLogin(page, sender);
    await page.goto('/imp7');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill(receiver.mobile);
    await page.getByRole('textbox', { name: 'Points' }).fill('250');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Receiver');
    await screenshot(page, 'wallet-transfer-confirm');
    await dialog.getByRole('button', { name: 'Transfer' }).click();
    await expect(page.getByText('Points transferred successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: /Wallet balance 750 points/ })).toBeVisible();
    const other = await playerCall<{ wallet_amt: number }>(request, '/api-user-wallet-balance', {
      unique_token: receiver.token,
    });
    expect(other.wallet_amt).toBe(300);
  });

  test('after a password reset, Transfer Points says until when transfers are closed (ADR 022)', async ({ page, request }) => {
    const sender = await bettingPlayer(request, { name: 'Reset Sender', password: 'pass1234', points: 1000 });
    const receiver = await bettingPlayer(request, { name: 'Reset Receiver', password: 'pass1234', points: 50 });
    const { otp } = await playerCall<{ otp: string }>(request, '/api-forget-check-mobile', { mobile: sender.mobile });
    await playerCall(request, '/api-forgot-password', { mobile: sender.mobile, new_pass: 'reset-pass-1', otp });
    const login = await playerCall<{ unique_token: string; user_name: string }>(request, '/api-user-login', {
      mobile: sender.mobile,
      password: 'reset-pass-1',
      device_id: 'e2e',
    });
    await storeLogin(page, { username: login.user_name, token: login.unique_token, mobile: sender.mobile });
    await page.goto('/imp7');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill(receiver.mobile);
    await page.getByRole('textbox', { name: 'Points' }).fill('250');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Transfer' }).click();
    await expect(
      page.getByText(/^Your password was reset, so transfers and withdrawals are closed until 24-November-2026 \d{1,2}:\d{2} AM \(India time\)\.$/),
    ).toBeVisible();
    await screenshot(page, 'wallet-transfer-after-reset');
    await expect(page.getByRole('link', { name: /Wallet balance 1,000 points/ })).toBeVisible();
  });
});
