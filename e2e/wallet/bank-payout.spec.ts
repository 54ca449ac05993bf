import { type AxeFinding, seriousViolations } from '../support/axe.ts';
import {
  bettingPlayer,
  expect,
  freshMobile,
  installServerClock,
  operatorCall,
  otpFrom,
  playerCall,
  screenshot,
  storeLogin,
  test,
} from '../support/fixtures.ts';

/**
 * Withdrawals to a bank account (ADR 012), in the player app at 390×844 while the server's clock
 * stands at 10:00 AM India time (inside the withdrawal hours): the player adds a bank account with the
 * code sent to their own mobile, withdraws to it (payment_method 5) and sees it pending in Withdraw
 * History; then, as the bank answers the operator's payout file, Processing, Paid with the bank's
 * UTR, and Failed with the points returned. (The console's payout screens are tested with the console.)
 */
const STAKE = 2000;

type HistoryRow = { request_number: string; payment_method: string; bank_account: string; paid_status: string };

test('a player adds a bank account with a code, withdraws to it and follows the payout in Withdraw History', async ({ page, request }) => {
  const player = await bettingPlayer(request, { name: 'Bank Payee', password: 'bank-pass-1', points: STAKE });
  await storeLogin(page, player);
  // Withdrawals are taken from 10:00 AM to 6:00 PM: the page's clock is the server's (10:00 AM), not the wall clock.
  await installServerClock(page, request);

  // A Google Pay number, saved as the wallet's number modal does it.
  const gpay = freshMobile();
  const { otp: gpayCode } = await playerCall<{ otp: string }>(request, '/api-resend-otp', { unique_token: player.token, mobile: gpay, purpose: 'withdraw' });
  await playerCall(request, '/api-add-user-upi-details', { unique_token: player.token, upi_type: 2, google_pay_no: gpay, paytm_no: '', phon_pay_no: '', otp: gpayCode });

  // The wallet: no bank account yet.
  await page.goto('/wallet');
  const entry = page.getByTestId('bank-account');
  await expect(entry).toContainText('Not added');
  await screenshot(page, 'bank-wallet-none');
  // Every new screen and state is audited for serious accessibility problems (axe-core), checked at the end.
  const findings: AxeFinding[] = [...(await seriousViolations(page, '/wallet (no bank account)'))];

  // Withdraw offers Google Pay, and in the bank account's place a way to add one: the wallet's form.
  await page.goto('/withdraw');
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: `Google Pay ${gpay}` })).toBeVisible();
  await screenshot(page, 'bank-withdraw-none');
  findings.push(...(await seriousViolations(page, '/withdraw (no bank account)')));
  await page.getByRole('link', { name: 'Bank account Add bank account' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  const dialog = page.getByRole('dialog', { name: 'Add bank account' });
  await expect(dialog).toBeVisible();

  // The form refuses bad input with the domain's messages before any call.
  await dialog.getByLabel("Account holder's name").fill('Ravi Kumar 2');
  await dialog.getByLabel('Account number', { exact: true }).fill('123456789012');
  await dialog.getByLabel('Confirm account number').fill('123456789021');
  await dialog.getByLabel('IFSC').fill('sbin1001234');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText("Account holder's name must be 2 to 100 letters, spaces or dots")).toBeVisible();
  await expect(dialog.getByText('The account numbers do not match')).toBeVisible();
  await expect(dialog.getByText('IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)')).toBeVisible();
  await expect(dialog.getByLabel('IFSC')).toHaveValue('SBIN1001234');
  await screenshot(page, 'bank-form-errors');
  findings.push(...(await seriousViolations(page, '/wallet (bank account form with errors)')));

  // Corrected, the code goes to the player's own mobile and the OTP screen confirms the account.
  await dialog.getByLabel("Account holder's name").fill('Ravi Kumar');
  await dialog.getByLabel('Confirm account number').fill('1234 5678 9012');
  await dialog.getByLabel('IFSC').fill('sbin0001234');
  await expect(dialog.getByLabel('IFSC')).toHaveValue('SBIN0001234');
  await screenshot(page, 'bank-form');
  const otp = await otpFrom(page, '/api-resend-otp', () => dialog.getByRole('button', { name: 'Send code' }).click());
  await expect(page).toHaveURL(/\/otpbank$/);
  await expect(page.getByText('Bank account XXXXXX9012 (IFSC SBIN0001234)')).toBeVisible();
  await screenshot(page, 'bank-otp');
  findings.push(...(await seriousViolations(page, '/otpbank')));
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByText('Bank account added successfully!')).toBeVisible();
  await expect(entry).toContainText('XXXXXX9012');
  await expect(entry).toContainText('Ravi Kumar · SBIN0001234');
  await screenshot(page, 'bank-wallet-saved');
  findings.push(...(await seriousViolations(page, '/wallet (bank account saved)')));

  // Withdraw to it: payment_method 5.
  await page.goto('/withdraw');
  await page.getByRole('textbox', { name: 'Points' }).fill('600');
  await page.getByRole('radio', { name: 'Bank account XXXXXX9012' }).check();
  await screenshot(page, 'bank-withdraw');
  findings.push(...(await seriousViolations(page, '/withdraw (bank account chosen)')));
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Withdraw request sent successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/imp$/);
  await expect(page.getByRole('link', { name: /Wallet balance 1,400 points/ })).toBeVisible();

  // Withdraw History: pending, to the masked account.
  await page.goto('/withdrawhistory');
  const cards = page.getByRole('list', { name: 'Withdraw History' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-status', 'pending');
  await expect(cards.first()).toContainText('Pending');
  await expect(cards.first()).toContainText('Bank account XXXXXX9012');
  await expect(cards.first()).toContainText('600');
  const history = await playerCall<{ withdrawdata: HistoryRow[] }>(request, '/api-user-withdraw-transaction-history', {
    unique_token: player.token,
    mobile_no: player.mobile,
  });
  expect(history.withdrawdata).toMatchObject([{ payment_method: '5', bank_account: 'XXXXXX9012', paid_status: 'pending' }]);
  const first = history.withdrawdata[0]!.request_number;
  await screenshot(page, 'bank-withdraw-history-pending');

  // The operator clears it for the bank: Processing.
  await operatorCall(request, 'POST', `/admin/api/withdraw-requests/${first}/approve`, { note: '' });
  await page.reload();
  await expect(cards.first()).toHaveAttribute('data-status', 'processing');
  await expect(cards.first()).toContainText('Approved. The bank transfer is on its way.');

  // The bank paid it: Paid, with the bank's UTR.
  await operatorCall(request, 'POST', '/admin/api/payouts/results', { csv: `Request number,UTR,Status\n${first},hdfcn52026112300001,paid\n` });
  await page.reload();
  await expect(cards.first()).toHaveAttribute('data-status', 'paid');
  await expect(cards.first()).toContainText('HDFCN52026112300001');

  // A second payout the bank fails: Failed, the points back in the wallet.
  await page.goto('/withdraw');
  await page.getByRole('textbox', { name: 'Points' }).fill('500');
  await page.getByRole('radio', { name: 'Bank account XXXXXX9012' }).check();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/\/imp$/);
  await expect(page.getByRole('link', { name: /Wallet balance 900 points/ })).toBeVisible();
  const again = await playerCall<{ withdrawdata: HistoryRow[] }>(request, '/api-user-withdraw-transaction-history', {
    unique_token: player.token,
    mobile_no: player.mobile,
  });
  const second = again.withdrawdata.find((row) => row.request_number !== first)!.request_number;
  await operatorCall(request, 'POST', `/admin/api/withdraw-requests/${second}/approve`, { note: '' });
  await operatorCall(request, 'POST', '/admin/api/payouts/results', { csv: `Request number,UTR,Status\n${second},,failed\n` });
  await page.goto('/withdrawhistory');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAttribute('data-status', 'failed');
  await expect(cards.first()).toContainText('The bank transfer failed. The points were returned to your wallet.');
  await expect(cards.nth(1)).toHaveAttribute('data-status', 'paid');
  await expect(page.getByRole('link', { name: /Wallet balance 1,400 points/ })).toBeVisible();
  await screenshot(page, 'bank-withdraw-history-answered');
  findings.push(...(await seriousViolations(page, '/withdrawhistory (paid and failed bank payouts)')));

  // Google Pay's requests read as before: nothing of banks.
  await page.goto('/withdraw');
  await page.getByRole('textbox', { name: 'Points' }).fill('500');
  await page.getByRole('radio', { name: `Google Pay ${gpay}` }).check();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/\/imp$/);
  await page.goto('/withdrawhistory');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toHaveAttribute('data-status', 'pending');
  await expect(cards.first()).toContainText(`Google Pay ${gpay}`);
  await expect(cards.first()).not.toContainText('Bank account');
  expect(findings, 'serious accessibility problems').toEqual([]);
});
