import {
  bettingPlayer,
  expect,
  installServerClock,
  operatorCall,
  screenshot,
  storeLogin,
  test,
} from '../support/fixtures.ts';

/**
 * Quick entry (docs/rules.md#quick-entry) on a main market's Single Pana screen: "128*20 370*10 678*5" names its bad
 * item with the usual message and adds nothing; corrected, every item goes into the slip at once and
 * is placed. The market is this spec's own (open at 11:00 PM), so no other spec's draw sees its bids.
 */
test('quick entry names a bad item, then fills the slip with every item and places it', async ({ page, request }) => {
  const name = `Quick ${Date.now() % 100_000}`;
  await operatorCall(request, 'POST', '/admin/api/markets', {
    kind: 'main',
    name,
    openTime: '11:00 PM',
    closeTime: '11:30 PM',
  });
  const player = await bettingPlayer(request, { name: 'Fast Typist', password: 'secret123', points: 1_000 });
  await storeLogin(page, player);
  // The bid screens date the slip by the phone's clock: the page's runs from the server's (Monday 10:00 AM).
  await installServerClock(page, request);

  await page.goto('/imp');
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(page).toHaveURL(/\/game$/);
  await page.getByRole('link', { name: 'Single Pana', exact: true }).click();
  await expect(page).toHaveURL(/\/singlepana$/);

  await page.getByText('Quick entry', { exact: true }).click();
  const field = page.getByLabel('Numbers × points');
  await field.fill('128*20 370*10 678*5');
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await expect(page.getByText('678*5: Required minimum bid amount is 10')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your Bids' })).toHaveCount(0);

  await field.fill('128*20 370*10, 678*15');
  await page.getByRole('button', { name: 'Add to slip' }).click();
  const lines = page.getByRole('list', { name: 'Your Bids' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(page.getByTestId('slip-wallet')).toHaveText('955');
  await screenshot(page, 'bet-quick-entry');

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Bids' });
  await expect(dialog.getByTestId('total-bids')).toHaveText('3');
  await expect(dialog.getByTestId('total-points')).toHaveText('45');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Bid placed successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wallet balance 955 points, open wallet' })).toBeVisible();
});
