import {
  bettingPlayer,
  consoleLogin,
  consoleNavigate,
  consoleReady,
  consoleScreenshot,
  DESKTOP,
  expect,
  installServerClock,
  operatorCall,
  screenshot,
  storeLogin,
  test,
} from '../support/fixtures.ts';

/**
 * The liability cap per outcome (ADR 017): the operator sets a cap on a market of this
 * spec's own (open at 11:00 PM, so no other spec's draw sees it) in the market form; a player's Single
 * Digit bid whose payout would pass it is refused with the message, the wallet untouched; a bid within
 * it is placed. Global limits and alert thresholds are not changed here (other specs run alongside).
 */
test('an operator caps an outcome on a market and a bid past the cap is refused', async ({
  page,
  browser,
  request,
}) => {
  const name = `Capped ${Date.now() % 100_000}`;
  await operatorCall(request, 'POST', '/admin/api/markets', {
    kind: 'main',
    name,
    openTime: '11:00 PM',
    closeTime: '11:30 PM',
  });

  await page.setViewportSize(DESKTOP);
  await consoleLogin(page);
  await consoleNavigate(page, 'Markets');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('dialog', { name: `Edit ${name}` });
  // Single Digit pays 95 for 10: a cap of 950 is 100 points on one digit of a session.
  await form.getByLabel('Liability cap per outcome').fill('950');
  await screenshot(page, 'console-market-cap-desktop');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  await consoleNavigate(page, 'Limits & alerts');
  await expect(
    page.getByRole('region', { name: 'Points per line' }).getByText('Jodi Digit', { exact: true }),
  ).toBeVisible();
  await consoleScreenshot(page, 'console-limits-desktop');

  const phone = await browser.newPage();
  const player = await bettingPlayer(request, { name: 'Big Stake', password: 'secret123', points: 1_000 });
  await storeLogin(phone, player);
  await installServerClock(phone, request);
  await phone.goto('/imp');
  await phone.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(phone).toHaveURL(/\/game$/);
  await phone.getByRole('link', { name: 'Single Digit', exact: true }).click();
  await expect(phone).toHaveURL(/\/single$/);

  const bid = async (points: number) => {
    await phone.getByRole('radio', { name: 'Open', exact: true }).check();
    await phone.getByRole('group', { name: 'Pick a digit' }).getByRole('button', { name: '5', exact: true }).click();
    await phone.getByLabel('Points', { exact: true }).fill(String(points));
    await phone.getByRole('button', { name: 'Proceed' }).click();
    await phone.getByRole('button', { name: 'Submit', exact: true }).click();
    await phone
      .getByRole('dialog', { name: 'Confirm Bids' })
      .getByRole('button', { name: 'Submit', exact: true })
      .click();
  };
  await bid(110);
  await expect(phone.getByText('Limit reached for 5, try fewer points')).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Wallet balance 1,000 points, open wallet' })).toBeVisible();
  await screenshot(phone, 'bet-limit-reached');

  // The refused slip stays as it was: take its line out and bid within the cap.
  await phone.getByRole('button', { name: 'Delete bid 5' }).click();
  await bid(100);
  await expect(phone.getByText('Bid placed successfully!')).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Wallet balance 900 points, open wallet' })).toBeVisible();
  await phone.close();

  // The console lists the market with its cap.
  await consoleNavigate(page, 'Markets');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('dialog', { name: `Edit ${name}` }).getByLabel('Liability cap per outcome')).toHaveValue(
    '950',
  );
  await consoleReady(page, 'Markets');
});
