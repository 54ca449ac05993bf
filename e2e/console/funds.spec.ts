import { headerWallet, pts } from '../betting/plan.ts';
import {
  bettingPlayer,
  CONSOLE_WIDTHS,
  consoleLogin,
  consoleNavigate,
  consoleScreenshot,
  expect,
  installServerClock,
  playerCall,
  screenshot,
  storeLogin,
  test,
} from '../support/fixtures.ts';

/**
 * Deposits and withdrawals end to end (issue P2): a player asks for a deposit and a withdrawal
 * through the player API; the operator logs into the console through its login screen and, in
 * Deposits & Withdrawals, approves the deposit and rejects the withdrawal with a reason; the
 * player's own screens then show the outcome. Runs in the 'screens' project while the server's
 * clock is at 10:00 AM (withdrawals are accepted 10:00 AM–6:00 PM), once at each console width.
 */
const STAKE = 1000;
const DEPOSIT = 300;
const WITHDRAWAL = 500;
const REASON = 'The UPI number did not answer the verification call';

for (const [width, viewport] of CONSOLE_WIDTHS) {
  test.describe(`at ${width} width (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('the operator approves a deposit and rejects a withdrawal, and the player sees both', async ({
      page,
      request,
    }) => {
      // The player: betting on, 1,000 points, a deposit claim and a 500-point withdrawal to a saved number.
      const player = await bettingPlayer(request, { name: `Funds ${width}`, password: 'funds-pass-1', points: STAKE });
      const token = { unique_token: player.token };
      const txnRef = `E2E${player.mobile}${width.charAt(0).toUpperCase()}`;
      const { request_id: depositId } = await playerCall<{ request_id: number }>(request, '/api-fund-request-add', {
        ...token,
        request_amount: String(DEPOSIT),
        payment_method: 'GPay',
        txn_ref: txnRef,
      });
      const { otp } = await playerCall<{ otp: string }>(request, '/api-resend-otp', {
        ...token,
        purpose: 'withdraw',
        mobile: player.mobile,
      });
      await playerCall(request, '/api-add-user-upi-details', {
        ...token,
        upi_type: 2,
        google_pay_no: player.mobile,
        otp,
      });
      await playerCall(request, '/api-user-withdraw-fund-request', {
        ...token,
        request_amount: String(WITHDRAWAL),
        payment_method: 2,
      });
      const { withdrawdata } = await playerCall<{ withdrawdata: { request_number: string; request_status: string }[] }>(
        request,
        '/api-user-withdraw-transaction-history',
        token,
      );
      expect(withdrawdata).toHaveLength(1);
      const withdrawalId = withdrawdata[0]!.request_number;
      expect(withdrawdata[0]!.request_status).toBe('0');

      // The operator, through the console's own login screen.
      await installServerClock(page, request);
      await consoleLogin(page);
      const pendingDeposits = page.getByRole('link', { name: /^Pending deposits/ });
      await expect(pendingDeposits).toBeVisible();
      await consoleNavigate(page, 'Deposits & Withdrawals');
      await expect(page.getByRole('tablist', { name: 'Queue' }).getByRole('tab', { name: 'Deposits' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tablist', { name: 'Status' }).getByRole('tab', { name: 'Pending' })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      // Approve the deposit: the dialog repeats who, how much and the reference.
      const depositRow = page.getByRole('row').filter({ hasText: player.mobile });
      await expect(depositRow).toHaveCount(1);
      await expect(depositRow).toContainText(pts(DEPOSIT));
      await expect(depositRow).toContainText('GPay');
      await expect(depositRow).toContainText(txnRef);
      await consoleScreenshot(page, `console-funds-deposits-${width}`);
      await depositRow.getByRole('button', { name: `Approve #${depositId}` }).click();
      const approve = page.getByRole('dialog', { name: `Approve deposit #${depositId}?` });
      await expect(approve).toContainText(`${player.username} · ${player.mobile}`);
      await expect(approve).toContainText(txnRef);
      await expect(approve).toContainText(`${pts(DEPOSIT)} points are credited to the player's wallet.`);
      await consoleScreenshot(page, `console-funds-approve-${width}`);
      await approve.getByLabel('Note (optional)').fill('Payment seen in the bank statement');
      await approve.getByRole('button', { name: 'Approve deposit' }).click();
      await expect(approve).toBeHidden();
      await expect(depositRow).toHaveCount(0);

      // The approved list has it, with the note.
      await page.getByRole('tablist', { name: 'Status' }).getByRole('tab', { name: 'Approved' }).click();
      await expect(page.getByRole('row').filter({ hasText: player.mobile })).toContainText(
        'Payment seen in the bank statement',
      );

      // Reject the withdrawal: a reason is required and shown to the player.
      await page.getByRole('tablist', { name: 'Queue' }).getByRole('tab', { name: 'Withdrawals' }).click();
      await page.getByRole('tablist', { name: 'Status' }).getByRole('tab', { name: 'Pending' }).click();
      await expect(page).toHaveURL(/queue=withdrawals&status=pending$/);
      const withdrawalRow = page.getByRole('row').filter({ hasText: player.mobile });
      await expect(withdrawalRow).toHaveCount(1);
      await expect(withdrawalRow).toContainText(pts(WITHDRAWAL));
      await expect(withdrawalRow).toContainText('Google Pay');
      await consoleScreenshot(page, `console-funds-withdrawals-${width}`);
      await withdrawalRow.getByRole('button', { name: `Reject #${withdrawalId}` }).click();
      const reject = page.getByRole('dialog', { name: `Reject withdrawal #${withdrawalId}?` });
      await expect(reject).toContainText(`The ${pts(WITHDRAWAL)} points held for this withdrawal go back`);
      await reject.getByRole('button', { name: 'Reject withdrawal' }).click();
      await expect(reject.getByText('Please give the reason for the rejection')).toBeVisible();
      await reject.getByLabel('Reason (shown to the player)').fill(REASON);
      await consoleScreenshot(page, `console-funds-reject-${width}`);
      await reject.getByRole('button', { name: 'Reject withdrawal' }).click();
      await expect(reject).toBeHidden();
      await expect(withdrawalRow).toHaveCount(0);
      await page.getByRole('tablist', { name: 'Status' }).getByRole('tab', { name: 'Rejected' }).click();
      await expect(page.getByRole('row').filter({ hasText: player.mobile })).toContainText(REASON);

      // The player's screens (in a page of their own, at the same width).
      const playerPage = await page.context().newPage();
      await storeLogin(playerPage, player);
      await installServerClock(playerPage, request);
      await playerPage.goto('/imp');
      await expect(headerWallet(playerPage, STAKE + DEPOSIT)).toBeVisible();

      await playerPage.goto('/addfundhistory');
      await expect(playerPage.getByRole('heading', { name: 'Deposit History', level: 1 })).toBeVisible();
      const deposits = playerPage.getByRole('list', { name: 'Deposit History' }).getByRole('listitem');
      await expect(deposits).toHaveCount(1);
      await expect(deposits).toContainText(`Deposit #${depositId} by GPay, UPI ref ${txnRef}`);
      await expect(deposits).toContainText(`+${pts(DEPOSIT)}`);
      await expect(deposits).toContainText('Approved');
      await screenshot(playerPage, `console-funds-player-deposits-${width}`);

      await playerPage.goto('/withdrawhistory');
      await expect(playerPage.getByRole('heading', { name: 'Withdraw History', level: 1 })).toBeVisible();
      const withdrawals = playerPage.getByRole('list', { name: 'Withdraw History' }).getByRole('listitem');
      await expect(withdrawals).toHaveCount(1);
      await expect(withdrawals).toHaveAttribute('data-status', 'cancelled');
      await expect(withdrawals).toContainText(`Request #${withdrawalId}`);
      await expect(withdrawals).toContainText('Cancelled');
      await expect(withdrawals).toContainText(pts(WITHDRAWAL));
      await expect(withdrawals).toContainText(REASON);
      await screenshot(playerPage, `console-funds-player-withdrawals-${width}`);
      const after = await playerCall<{ withdrawdata: { request_status: string }[] }>(
        request,
        '/api-user-withdraw-transaction-history',
        token,
      );
      expect(after.withdrawdata.map((w) => w.request_status)).toEqual(['1']);
      await playerPage.close();
    });
  });
}
