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
import { freshUtr, notifyUpiCredit } from '../support/payments.ts';

/**
 * Automatic deposits (ADR 011) in the browser at 390×844 on a server with the UPI hook on
 * (start-server.mjs PAYMENT_HOOKS=upi): the player pays, enters the payment's UTR, the signed
 * notification arrives and the wallet rises without an operator; a payment nobody claims waits in
 * the console's Unmatched payments queue until an operator dismisses it with a reason; a stranger's
 * claim of a waiting payment is not credited but listed beside it until an operator refuses it (ADR 011).
 */
const STAKE = 1000;
const DEPOSIT = 500;

test('a deposit with its UTR is credited by the signed payment notification, without an operator', async ({
  page,
  request,
  consoleErrors,
}) => {
  const player = await bettingPlayer(request, { name: 'Auto Deposit', password: 'auto-pass-1', points: STAKE });
  const utr = freshUtr();
  await storeLogin(page, player);

  // Add Funds: amount and method, then the UPI app. Headless Chromium has no UPI app, so the screen
  // offers the QR payment, where the player reports the payment with its UTR.
  await page.goto('/addfund');
  await page.getByLabel('Amount').fill(String(DEPOSIT));
  await page.getByText('GPay', { exact: true }).click();
  await page.getByRole('button', { name: 'Add Funds' }).click();
  const noApp = page
    .getByRole('alert')
    .filter({ hasText: 'No UPI app opened on this device, so no request was sent.' });
  await expect(noApp).toBeVisible();
  // Chromium keeps this tab's input behind its (headless, unseen) "open this app?" prompt for the
  // upi:// link from now on, so the player follows the QR link in a new tab of the same browser.
  const qrLink = noApp.getByRole('link', { name: 'Pay by QR' });
  await expect(qrLink).toHaveAttribute('href', '/qrpay');
  const addFundsTab = page;
  page = await addFundsTab.context().newPage();
  await page.goto((await qrLink.getAttribute('href'))!);
  await expect(page.getByRole('heading', { name: 'QR Payment', level: 1 })).toBeVisible();

  await page.getByLabel('Amount paid').fill(String(DEPOSIT));
  const utrField = page.getByLabel('UTR (UPI reference number)');
  await utrField.fill(utr.slice(0, 11));
  await page.getByRole('button', { name: 'I have paid' }).click();
  await expect(page.getByText('UTR must be the 12-digit UPI reference number of your payment')).toBeVisible();
  await utrField.fill(utr);
  await screenshot(page, 'automatic-deposit-qrpay-utr');
  await page.getByRole('button', { name: 'I have paid' }).click();
  await expect(page.getByText('Your request is sent; points are added once the payment is verified')).toBeVisible();
  await expect(utrField).toHaveValue('');
  await expect(headerWallet(page, STAKE)).toBeVisible();

  // The same UTR cannot be claimed twice: the server's refusal shows under the field.
  await page.getByLabel('Amount paid').fill(String(DEPOSIT + 1));
  await utrField.fill(utr);
  await page.getByRole('button', { name: 'I have paid' }).click();
  await expect(page.getByText('This UTR has already been used')).toBeVisible();

  await page.goto('/addfundhistory');
  const pending = page.getByRole('list', { name: 'Deposit History' }).getByRole('listitem');
  await expect(pending).toHaveCount(1);
  await expect(pending).toHaveAttribute('data-status', 'pending');
  await expect(pending).toContainText('Pending');
  await expect(pending).toContainText(utr);

  // The signed notification of the payment arrives: the wallet the app shows rises on its own.
  await page.goto('/imp');
  await expect(headerWallet(page, STAKE)).toBeVisible();
  expect(await notifyUpiCredit(request, { utr, amount: `${DEPOSIT}.00` })).toBe('credited');
  await expect(headerWallet(page, STAKE + DEPOSIT)).toBeVisible({ timeout: 15_000 });
  // The same notification again credits nothing more.
  expect(await notifyUpiCredit(request, { utr, amount: `${DEPOSIT}.00` })).toBe('replay');

  await page.goto('/addfundhistory');
  const credited = page.getByRole('list', { name: 'Deposit History' }).getByRole('listitem');
  await expect(credited).toHaveCount(1);
  await expect(credited).toHaveAttribute('data-status', 'credited');
  await expect(credited).toContainText('Approved');
  await expect(credited).toContainText(`+${pts(DEPOSIT)}`);
  await expect(credited).toContainText(`UTR${utr}`);
  await expect(credited).toContainText('matched automatically');
  await screenshot(page, 'automatic-deposit-history');
  await expect(headerWallet(page, STAKE + DEPOSIT)).toBeVisible();

  // Chromium's own word that no app takes the upi:// link is the point of the QR path, not a fault.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !/scheme does not have a registered handler/.test(error)),
  );
});

for (const [width, viewport] of CONSOLE_WIDTHS) {
  test(`a payment nobody claims waits in Unmatched payments until an operator dismisses it with a reason (${width})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const utr = freshUtr();
    const reason = `Refunded to the payer (${width})`;
    expect(await notifyUpiCredit(request, { utr, amount: '250.00', payerVpa: `stranger.${width}@okicici` })).toBe(
      'unmatched',
    );

    await installServerClock(page, request);
    await consoleLogin(page);
    await consoleNavigate(page, 'Unmatched payments');
    const row = page.getByRole('row').filter({ hasText: utr });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('250.00');
    await expect(row).toContainText(`stranger.${width}@okicici`);
    await expect(row).toContainText('No pending request claims this payment');
    await consoleScreenshot(page, `console-unmatched-payments-${width}`);

    const dismiss = row.getByRole('button', { name: /^Dismiss payment #\d+$/ });
    const id = (await dismiss.getAttribute('aria-label'))!.replace(/^Dismiss payment #/, '');
    await dismiss.click();
    const dialog = page.getByRole('dialog', { name: `Dismiss payment #${id}?` });
    await dialog.getByRole('button', { name: 'Dismiss payment' }).click();
    await expect(dialog.getByText('Please give the reason for the dismissal')).toBeVisible();
    await dialog.getByLabel('Reason (kept in the audit log)').fill(reason);
    await consoleScreenshot(page, `console-unmatched-dismiss-${width}`);
    await dialog.getByRole('button', { name: 'Dismiss payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    await page.getByRole('tablist', { name: 'Status' }).getByRole('tab', { name: 'Dismissed' }).click();
    await expect(page.getByRole('row').filter({ hasText: utr })).toContainText(reason);
  });
}

for (const [width, viewport] of CONSOLE_WIDTHS) {
  test(`a stranger's claim of a waiting payment is not credited: it waits beside the payment until an operator refuses it (${width})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const stranger = await bettingPlayer(request, { name: `Stranger ${width}`, password: 'stranger-pass-1', points: 100 });
    const utr = freshUtr();
    const payer = `real.payer.${width}@okhdfcbank`;
    expect(await notifyUpiCredit(request, { utr, amount: '700.00', payerVpa: payer })).toBe('unmatched');
    // The stranger types the payment's UTR: told the request waits, as for any UTR, and not credited.
    const claim = await playerCall<{ msg: string; deposit_status: string; request_id: number }>(request, '/api-fund-request-add', {
      unique_token: stranger.token,
      request_amount: '700',
      payment_method: 'GPay',
      utr,
    });
    expect(claim).toMatchObject({
      msg: 'Your request is sent; points are added once the payment is verified',
      deposit_status: 'pending',
    });

    await installServerClock(page, request);
    await consoleLogin(page);
    await consoleNavigate(page, 'Unmatched payments');
    const row = page.getByRole('row').filter({ hasText: utr });
    await expect(row).toContainText(payer);
    await expect(row).toContainText(`The payer ${payer} is not a UPI id of the claimant`);
    const claims = row.getByRole('list', { name: /^Claims of payment #\d+$/ });
    await expect(claims).toContainText(`Request #${claim.request_id} of Stranger ${width}`);
    await expect(claims).toContainText(stranger.mobile);
    await expect(claims).toContainText('Payer not known as this player');
    await consoleScreenshot(page, `console-unmatched-claim-${width}`);

    await row.getByRole('button', { name: `Refuse request #${claim.request_id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject deposit #${claim.request_id}?` });
    await expect(dialog).toContainText(utr);
    await dialog.getByLabel('Reason (shown to the player)').fill('This payment was not made by you');
    await dialog.getByRole('button', { name: 'Reject deposit' }).click();
    await expect(dialog).toBeHidden();
    await expect(claims).toHaveCount(0);
    await expect(row).toHaveCount(1);

    const history = await playerCall<{ deposit_history: Array<{ request_id: number; deposit_status: string; reason: string }> }>(
      request,
      '/api-wallet-transaction-history',
      { unique_token: stranger.token },
    );
    expect(history.deposit_history).toEqual([
      expect.objectContaining({ request_id: claim.request_id, deposit_status: 'rejected', reason: 'This payment was not made by you' }),
    ]);
  });
}
