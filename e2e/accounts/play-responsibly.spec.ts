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
 * Play responsibly (ADR 018) in the player app at 390×844: a player sets a daily stake limit of 100,
 * a 150-point bid is refused naming it, then they take a 24-hour cool-off (confirmed once more with its
 * end): a deposit claim is refused while a withdrawal still goes. The market is this spec's own (open
 * at 11:00 PM), so no other spec's draw sees its bids; the player is new, so no other spec sees the break.
 */
test('a daily stake limit refuses a bid above it, and a cool-off refuses a deposit but not a withdrawal', async ({
  page,
  request,
}) => {
  const name = `Limits ${Date.now() % 100_000}`;
  await operatorCall(request, 'POST', '/admin/api/markets', {
    kind: 'main',
    name,
    openTime: '11:00 PM',
    closeTime: '11:30 PM',
  });
  const player = await bettingPlayer(request, { name: 'Careful Player', password: 'careful-1', points: 2_000 });
  // A Google Pay number for the withdrawal, saved as the wallet's number modal does it.
  const gpay = freshMobile();
  const { otp } = await playerCall<{ otp: string }>(request, '/api-resend-otp', {
    unique_token: player.token,
    mobile: gpay,
    purpose: 'withdraw',
  });
  await playerCall(request, '/api-add-user-upi-details', {
    unique_token: player.token,
    upi_type: 2,
    google_pay_no: gpay,
    paytm_no: '',
    phon_pay_no: '',
    otp,
  });
  await storeLogin(page, player);
  // Bids and withdrawals are checked by the server's clock (Monday 10:00 AM); the page's runs from it.
  await installServerClock(page, request);

  // The menu leads to Play Responsibly; a daily stake limit of 100 applies at once.
  await page.goto('/imp');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Play Responsibly' }).click();
  await expect(page).toHaveURL(/\/play-responsibly$/);
  const stakeDay = page.getByLabel('Daily stake limit (points)');
  await stakeDay.fill('100');
  await stakeDay.locator('xpath=ancestor::form').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Limit saved')).toBeVisible();
  await expect(stakeDay).toHaveValue('100');
  await screenshot(page, 'play-responsibly-limits');

  // A 150-point bid passes it: refused with the limit named, nothing debited.
  await page.goto('/imp');
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('link', { name: 'Single Pana', exact: true }).click();
  await expect(page).toHaveURL(/\/singlepana$/);
  await page.getByText('Quick entry', { exact: true }).click();
  await page.getByLabel('Numbers × points').fill('128*150');
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm Bids' }).getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Your daily stake limit of 100 points would be passed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wallet balance 2,000 points, open wallet' })).toBeVisible();

  // A 24-hour cool-off, confirmed once more with its end.
  await page.goto('/play-responsibly');
  await page.getByRole('button', { name: '24 hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your break' });
  await expect(dialog).toContainText(
    'Cool-off for 24 hours: betting, deposits and transfers will be closed until 24-November-2026',
  );
  await screenshot(page, 'play-responsibly-confirm-break');
  await dialog.getByRole('button', { name: 'Yes, start my break' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are taking a break until 24-November-2026' }),
  ).toBeVisible();
  await screenshot(page, 'play-responsibly-on-break');

  // A deposit claim is refused with the break's words …
  await page.goto('/qrpay');
  await page.getByLabel('Amount paid').fill('500');
  await page.getByLabel('UTR (UPI reference number)').fill(freshUtr());
  await page.getByRole('button', { name: 'I have paid' }).click();
  await expect(
    page.getByText(/^You are taking a break until 24-November-2026 .*; you can still withdraw\.$/),
  ).toBeVisible();

  // … and a withdrawal still goes.
  await page.goto('/withdraw');
  await page.getByRole('textbox', { name: 'Points' }).fill('500');
  await page.getByRole('radio', { name: `Google Pay ${gpay}` }).check();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Withdraw request sent successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: /Wallet balance 1,500 points/ })).toBeVisible();
});
