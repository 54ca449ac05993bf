import { seriousViolations, settled } from '../support/axe.ts';
import { expect, operatorCall, screenshot, test } from '../support/fixtures.ts';

/**
 * The results log (ADR 019): an operator declares a result on this spec's own market (open
 * 9:00 AM; the server's clock reads Monday 10:00 AM India time), a visitor without a login opens
 * /results-log from the charts, finds the declaration at the top, and Verify recomputes the whole
 * chain in the browser with Web Crypto. axe finds no serious violation on the page.
 */
const DATE = '2026-11-23';

test('a declared result appears on the public results log, and Verify recomputes the chain', async ({
  page,
  request,
}) => {
  const name = `Chain ${Date.now() % 100_000}`;
  const { id: marketId } = await operatorCall<{ id: number }>(request, 'POST', '/admin/api/markets', {
    kind: 'main',
    name,
    openTime: '9:00 AM',
    closeTime: '11:30 PM',
  });
  await operatorCall(request, 'POST', '/admin/api/results', {
    kind: 'main',
    marketId,
    date: DATE,
    session: 'open',
    pana: '370',
  });

  await page.goto('/charts');
  await page.getByRole('link', { name: 'Results Log: verify every result' }).click();
  await expect(page).toHaveURL(/\/results-log$/);
  await expect(page.getByRole('heading', { name: 'Results Log', level: 1 })).toBeVisible();
  const entry = page.getByRole('list', { name: 'Results Log' }).getByRole('listitem').filter({ hasText: name });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Declared');
  await expect(entry).toContainText('23 Nov 2026 · Open');
  await expect(entry).toContainText('370-0');

  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Verified: \d+ entries, nothing changed$/ })).toBeVisible({
    timeout: 60_000,
  });
  await screenshot(page, 'results-log');
  // axe-core: no serious or critical violation, the verified status included (the bar of ADR 006).
  await settled(page);
  expect(await seriousViolations(page, '/results-log')).toEqual([]);
});
