import { bettingPlayer, expect, operatorCall, screenshot, storeLogin, test } from '../support/fixtures.ts';

/**
 * Live updates (ADR 013): the home screen of a logged-in player hears of a declared result and of a
 * credit over the event stream, without a reload and long before its dashboard poll (60 s while the
 * stream is healthy) would bring them. The server's clock stands at Monday 10:00 AM India time; the
 * market is this spec's own (opened 9:00 AM), so no other spec's market gets a result.
 */

const DATE = '2026-11-23';
const STAKE = 1_000;
const CREDIT = 250;

test('the home card shows a result declared through the console API, and the header a credit, without a reload', async ({
  page,
  request,
}) => {
  const name = `Live ${Date.now() % 100_000}`;
  const { id: marketId } = await operatorCall<{ id: number }>(request, 'POST', '/admin/api/markets', {
    kind: 'main',
    name,
    openTime: '9:00 AM',
    closeTime: '11:30 PM',
  });
  const player = await bettingPlayer(request, { name: 'Live Home', password: 'secret123', points: STAKE });
  await storeLogin(page, player);

  // When the stream opened, and whether a dashboard poll has been answered since: the first poll answered
  // while the stream is healthy sets the next one 60 s away, after which only an event brings news sooner.
  let streamOpen = false;
  let pollAfterStream: () => void = () => {};
  const polledAfterStream = new Promise<void>((resolve) => (pollAfterStream = resolve));
  page.on('response', (r) => {
    if (r.url().includes('/api/events?ticket=') && r.status() === 200) streamOpen = true;
    else if (streamOpen && r.url().endsWith('/api-get-dashboard-data')) pollAfterStream();
  });
  await page.goto('/imp');
  const card = page.getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(card).toContainText('***-*');
  // Once the stream is open, the poll moves to 60 s: either a poll answered since then (the next is 60 s
  // away), or none within 6 s (the 5 s poll scheduled before the stream was put off to 60 s). On a loaded
  // machine the stream may open only after the first poll, and then no poll comes for a minute.
  await expect.poll(() => streamOpen, { timeout: 30_000 }).toBe(true);
  await Promise.race([polledAfterStream, page.waitForTimeout(6_000)]);
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

  await operatorCall(request, 'POST', '/admin/api/results', {
    kind: 'main',
    marketId,
    date: DATE,
    session: 'open',
    pana: '128',
  });
  await expect(card).toContainText('128-1', { timeout: 20_000 });

  await operatorCall(request, 'POST', '/admin/api/wallet/adjust', {
    mobile: player.mobile,
    amount: CREDIT,
    note: 'live updates e2e',
  });
  await expect(
    page.getByRole('link', { name: `Wallet balance ${(STAKE + CREDIT).toLocaleString('en-IN')} points, open wallet` }),
  ).toBeVisible({
    timeout: 20_000,
  });
  expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
  await screenshot(page, 'home-live-result');
});
