import './chart-import-screen.tsx';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type ChartImportReport } from '../../api/chart-import.ts';
import { type Market } from '../../api/markets.ts';
import { adminFail, adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const kalyan = {
  id: 7,
  kind: 'main',
  name: 'Kalyan',
  openTime: '3:45 PM',
  closeTime: '5:45 PM',
  days: '0123456',
  active: true,
  sortOrder: 1,
  offDates: [],
  liabilityCap: null,
} satisfies Market;

const CLEAN = 'date,open,close\n2024-01-01,128,357\n2024-01-02,100,000';
const row = (line: number, date: string, openPana: string, closePana: string, jodi: string) => ({
  line,
  date,
  openPana,
  closePana,
  jodi,
  result: `${openPana}-${jodi}-${closePana}`,
});
const report = (fields: Partial<ChartImportReport>): Omit<ChartImportReport, 'status' | 'msg'> => ({
  dryRun: true,
  marketId: 7,
  market: 'Kalyan',
  add: [],
  conflicts: [],
  invalid: [],
  unchanged: 0,
  added: 0,
  ...fields,
});

function api(role: 'owner' | 'operator' = 'owner') {
  return mockAdminApi({
    'GET /admin/api/me': meAs(role),
    'GET /admin/api/markets': ({ query }) => adminOk({ items: query.kind === 'main' ? [kalyan] : [] }),
    'POST /admin/api/markets/:id/chart-import': ({ body }) => {
      const { csv, dryRun } = body as { csv: string; dryRun: boolean };
      if (csv.includes('321'))
        return adminOk({
          msg: 'Dry run: nothing was written',
          ...report({
            add: [row(2, '2024-01-01', '128', '357', '15')],
            invalid: [{ line: 3, reason: 'Open pana "321" is not a valid pana' }],
            conflicts: [
              {
                line: 4,
                date: '2024-01-05',
                result: '128-15-357',
                existing: '145-06-790',
                existingSource: 'declared',
                reason: 'The chart already holds 145-06-790 for this date; it is never overwritten',
              },
            ],
          }),
        });
      if (!dryRun)
        return adminOk({
          msg: "2 results imported into Kalyan's chart",
          ...report({
            dryRun: false,
            added: 2,
            add: [row(2, '2024-01-01', '128', '357', '15'), row(3, '2024-01-02', '100', '000', '10')],
          }),
        });
      if (csv.includes('boom'))
        return adminFail(
          400,
          'The header names boom; it must name date, open and close (jodi optional), or date and result',
        );
      return adminOk({
        msg: 'Dry run: nothing was written',
        ...report({
          add: [row(2, '2024-01-01', '128', '357', '15'), row(3, '2024-01-02', '100', '000', '10')],
          unchanged: 1,
        }),
      });
    },
  });
}

describe('the chart import screen', { timeout: 40_000 }, () => {
  it('checks the pasted CSV with a dry run, then imports exactly what was checked', async () => {
    const calls = api();
    const { user } = renderApp('/admin/markets/7/import-chart');
    expect(await screen.findByRole('heading', { name: 'Import chart · Kalyan', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Or paste the CSV'), CLEAN.replaceAll('\n', '{Enter}'));
    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    const toAdd = await screen.findByRole('region', { name: 'To add' });
    expect(within(toAdd).getAllByRole('row')).toHaveLength(3);
    expect(toAdd).toHaveTextContent('100-10-000');
    await user.click(screen.getByRole('button', { name: 'Import 2 results' }));
    expect(await screen.findByText(/2 results imported into Kalyan's chart/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the chart' })).toHaveAttribute(
      'href',
      '/result-charts/main/7?year=2024',
    );
    const posts = callsTo(calls, 'POST', '/admin/api/markets/7/chart-import');
    expect(posts.map((c) => c.body)).toEqual([
      { csv: CLEAN, dryRun: true },
      { csv: CLEAN, dryRun: false },
    ]);
  });

  it('lists invalid and conflicting lines and offers no import until the file is clean', async () => {
    api();
    const { user } = renderApp('/admin/markets/7/import-chart');
    await screen.findByRole('heading', { name: 'Import chart · Kalyan', level: 1 });
    await user.type(screen.getByLabelText('Or paste the CSV'), '2024-01-02,321,357');
    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    const invalid = await screen.findByRole('region', { name: 'Invalid lines' });
    expect(invalid).toHaveTextContent('3Open pana "321" is not a valid pana');
    expect(screen.getByRole('region', { name: 'Conflicts' })).toHaveTextContent('145-06-790');
    expect(screen.getByText(/the import takes a clean file only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the whole file", async () => {
    api();
    const { user } = renderApp('/admin/markets/7/import-chart');
    await screen.findByRole('heading', { name: 'Import chart · Kalyan', level: 1 });
    await user.type(screen.getByLabelText('Or paste the CSV'), 'boom');
    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The header names boom');
  });

  it('is the owner’s: an operator is told so, and the markets list offers Import chart to the owner only', async () => {
    api('operator');
    renderApp('/admin/markets/7/import-chart');
    expect(await screen.findByText('Only the owner imports charts.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Or paste the CSV')).not.toBeInTheDocument();
  });

  it('puts Import chart on each main market of the owner’s markets list', async () => {
    api('owner');
    renderApp('/admin/markets');
    expect(await screen.findByRole('link', { name: 'Import chart of Kalyan' })).toHaveAttribute(
      'href',
      '/admin/markets/7/import-chart',
    );
  });
});
