import {
  bettingPlayer,
  chooseOption,
  CONSOLE_WIDTHS,
  consoleLogin,
  consoleNavigate,
  consoleReady,
  consoleScreenshot,
  expect,
  installServerClock,
  playerCall,
  test,
} from '../support/fixtures.ts';

/**
 * Every screen of the operator console at both widths (issue P2): opened from the console's menu
 * as the operator would, waited for, and saved as artifacts/screens/console-<screen>-<width>.png
 * (consoleScreenshot() fails on a horizontal overflow, and at desktop width on a table that hides
 * columns behind a sideways scroll). Runs in the 'screens' project (clock 10:00 AM).
 * A player of its own bids on Milan Night (9:00 PM), a market no other spec settles, so that the
 * exposure and the player's detail have something to show.
 */
const MILAN_NIGHT = 10;

async function playerWithBids(request: Parameters<typeof bettingPlayer>[0], width: string) {
  const player = await bettingPlayer(request, { name: `Screens ${width}`, password: 'screens-pass-1', points: 5000 });
  const bid = (type: string, lines: object[]) =>
    playerCall(request, '/api-submit-bid', {
      unique_token: player.token,
      game_id: String(MILAN_NIGHT),
      new_result: {
        Gamename: 'Milan Night',
        totalbit: '',
        gameid: String(MILAN_NIGHT),
        pana: type,
        gametype: 'Open',
        bid_date: '',
        session: type,
        result: lines,
      },
    });
  await bid('Single Digit', [
    { digits: '3', points: '50', session: 'Open' },
    { digits: '7', points: '20', session: 'Open' },
  ]);
  await bid('Single Pana', [{ digits: '139', points: '10', session: 'Open' }]);
  await bid('Jodi Digit', [{ digits: '37', points: '10' }]);
  return player;
}

for (const [width, viewport] of CONSOLE_WIDTHS) {
  test.describe(`at ${width} width (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('shows every console screen without overflowing', async ({ page, request }) => {
      const player = await playerWithBids(request, width);
      await installServerClock(page, request);
      await consoleLogin(page);
      await expect(page.getByRole('heading', { name: 'Closing soon' })).toBeVisible();
      await consoleScreenshot(page, `console-dashboard-${width}`);

      await consoleNavigate(page, 'Markets');
      await expect(page.getByRole('row').filter({ hasText: 'Sridevi Night' })).toContainText('7:00 PM');
      await consoleScreenshot(page, `console-markets-${width}`);

      await consoleNavigate(page, 'Results');
      await chooseOption(page, 'Market', /^Milan Night/);
      await page.getByLabel('Pana (3 digits)').fill('139');
      await expect(page.getByTestId('result-readout')).toContainText('139-3');
      await consoleScreenshot(page, `console-results-${width}`);

      await consoleNavigate(page, 'Exposure');
      await chooseOption(page, 'Market', /^Milan Night/);
      const outcomes = page.getByRole('region', { name: 'Outcomes by payout' }).getByRole('row');
      // The open pana 139: the Single Pana 139 (1,500) and the Single Digit 3 (50 × 9.5) win most.
      await expect(outcomes.nth(1)).toContainText('139');
      await consoleScreenshot(page, `console-exposure-${width}`);

      await consoleNavigate(page, 'Limits & alerts');
      await expect(page.getByRole('region', { name: 'When to alert' })).toBeVisible();
      await consoleScreenshot(page, `console-limits-${width}`);

      await consoleNavigate(page, 'Deposits & Withdrawals');
      await consoleScreenshot(page, `console-funds-${width}`);

      await consoleNavigate(page, 'Players');
      await page.getByLabel('Mobile or name').fill(player.mobile);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('main').getByRole('link', { name: `Screens ${width}` })).toBeVisible();
      await expect(page.getByText('1 player · page 1 of 1')).toBeVisible();
      await consoleScreenshot(page, `console-players-${width}`);
      await page
        .getByRole('main')
        .getByRole('link', { name: `Screens ${width}` })
        .click();
      await consoleReady(page, `Screens ${width}`);
      await expect(page.getByRole('tab', { name: /^Wallet ledger/ })).toBeVisible();
      await consoleScreenshot(page, `console-player-${width}`);
      await page.getByRole('tab', { name: /^Bids & wins/ }).click();
      await expect(page.getByRole('main').getByText('Milan Night').first()).toBeVisible();
      await consoleScreenshot(page, `console-player-bids-${width}`);

      await consoleNavigate(page, 'Rates & Settings');
      await consoleScreenshot(page, `console-settings-${width}`);

      await consoleNavigate(page, 'Reports');
      await consoleScreenshot(page, `console-reports-${width}`);

      await consoleNavigate(page, 'Audit log');
      await consoleScreenshot(page, `console-audit-${width}`);

      await consoleNavigate(page, 'Admins & 2FA');
      await consoleScreenshot(page, `console-admins-${width}`);

      if (width === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('complementary', { name: 'Console menu' });
        await expect(menu.getByRole('navigation', { name: 'Console' })).toBeVisible();
        // Once it has slid in.
        await expect.poll(() => menu.evaluate((aside) => aside.getBoundingClientRect().left)).toBe(0);
        await consoleScreenshot(page, 'console-menu-phone');
      }
    });
  });
}
