import {
  consoleLogin,
  consoleNavigate,
  consoleReady,
  consoleScreenshot,
  DESKTOP,
  expect,
  operatorCall,
  screenshot,
  test,
} from '../support/fixtures.ts';

/**
 * Chart import (ADR 031): the owner (the demo operator is the owner) imports a main market's past
 * results from a CSV file. A market of this spec's own (11:40–11:50 PM, so no other spec's draw or
 * result touches it): the dry run lists the week to add and the invalid line; the file without that
 * line imports; the chart shows the week, marked as imported.
 */
test('an owner imports a chart after its dry run and sees it in the chart', async ({ page, request, context }) => {
  const name = `Chart ${Date.now() % 100_000}`;
  await operatorCall(request, 'POST', '/admin/api/markets', {
    kind: 'main',
    name,
    openTime: '11:40 PM',
    closeTime: '11:50 PM',
  });
  const week = [
    '2025-03-03,128,357,15',
    '04/03/2025,100,000,10',
    '05-03-2025,237,668,20',
    '2025-03-06,145,790,06',
    '2025-03-07,199,300,93',
    '2025-03-08,111,222,36',
    '2025-03-09,380,459,18',
  ];
  const withMistake = ['Date,Open Pana,Close Pana,Jodi', ...week, '2025-03-10,321,357,65'].join('\n');

  await page.setViewportSize(DESKTOP);
  await consoleLogin(page);
  await consoleNavigate(page, 'Markets');
  await page.getByRole('link', { name: `Import chart of ${name}` }).click();
  await consoleReady(page, `Import chart · ${name}`);

  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'chart.csv', mimeType: 'text/csv', buffer: Buffer.from(withMistake) });
  await expect(page.getByLabel('Or paste the CSV')).toHaveValue(withMistake);
  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  const invalid = page.getByRole('region', { name: 'Invalid lines' });
  await expect(invalid.getByRole('row', { name: /9 Open pana "321" is not a valid pana/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'To add' }).getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  await consoleScreenshot(page, 'console-chart-import-dry-run');

  // The line taken out of the text, checked again: clean, and the import is offered.
  await page.getByLabel('Or paste the CSV').fill(['Date,Open Pana,Close Pana,Jodi', ...week].join('\n'));
  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(page.getByRole('region', { name: 'Invalid lines' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 7 results' }).click();
  await expect(page.getByRole('status').filter({ hasText: `7 results imported into ${name}'s chart` })).toBeVisible();
  await consoleScreenshot(page, 'console-chart-import-done');

  const [chart] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Open the chart' }).click(),
  ]);
  await chart.waitForLoadState();
  await expect(chart.getByRole('heading', { name: `${name} chart`, level: 1 })).toBeVisible();
  await expect(chart.getByText('Results of 2025, India time')).toBeVisible();
  const jodis = chart.locator('td.jodi.imported');
  await expect(jodis).toHaveText(['15', '10', '20', '06', '93', '36', '18']);
  await expect(chart.getByText('Imported from an earlier chart').first()).toBeVisible();
  await screenshot(chart, 'chart-imported-year');

  // A second run of the same file adds nothing.
  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(page.getByText('Nothing to import: every row is already in the chart.')).toBeVisible();
});
