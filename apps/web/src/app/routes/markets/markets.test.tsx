import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { loadLocale } from '../../../lib/i18n/i18n.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

const RATES = {
  single_digit_val_1: 10,
  single_digit_val_2: 95,
  jodi_digit_val_1: 10,
  jodi_digit_val_2: 950,
  single_pana_val_1: 10,
  single_pana_val_2: 1500,
  double_pana_val_1: 10,
  double_pana_val_2: 3000,
  tripple_pana_val_1: 10,
  tripple_pana_val_2: 7000,
  half_sangam_val_1: 10,
  half_sangam_val_2: 10000,
  full_sangam_val_1: 10,
  full_sangam_val_2: 100000,
};

describe('the game rates screen', () => {
  // A deliberate exception to the older apps, which label the full sangam row Jodi Digit (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps).
  it('lists each pair as a-b and labels the full sangam row Full Sangam', async () => {
    storeLogin();
    mockApi({
      [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 1000 }),
      [apiPaths.gameRates]: () => ok({ game_rates: [RATES] }),
    });
    renderApp('/gameRates');
    await screen.findByText('10-100000');
    const rows = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Single Digit', '10-95'],
      ['Jodi Digit', '10-950'],
      ['Single Pana', '10-1500'],
      ['Double Pana', '10-3000'],
      ['Triple Pana', '10-7000'],
      ['Half Sangam', '10-10000'],
      ['Full Sangam', '10-100000'],
    ]);
  });
});

describe('the charts screen', () => {
  it('shows a visitor one row per game with View Charts opening web_chart_url in a new tab', async () => {
    const calls = mockApi({
      [apiPaths.getDashboardData]: () =>
        ok({
          result: [
            {
              game_id: 1,
              game_name: 'Kalyan Morning',
              open_time: '11:00 AM',
              close_time: '12:00 PM',
              msg_status: 1,
              web_chart_url: '/result-charts/main/1',
            },
            {
              game_id: 2,
              game_name: 'Sridevi',
              open_time: '11:35 AM',
              close_time: '12:35 PM',
              msg_status: 2,
              web_chart_url: '/result-charts/main/2',
            },
          ],
        }),
    });
    const { router } = renderApp('/charts');
    expect(await screen.findByRole('heading', { name: 'Charts', level: 1 })).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/result-charts/main/1',
      '/result-charts/main/2',
    ]);
    const first = within(rows[0]!);
    expect(first.getByText('Kalyan Morning')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View Charts: Kalyan Morning' })).toHaveAttribute('target', '_blank');
    expect(first.getByRole('link')).toHaveTextContent('View Charts');
    expect(router.state.location.pathname).toBe('/charts');
    await waitFor(() => expect(calls[0]?.body.unique_token).toBeNull());
  });

  afterEach(() => locale.set('en'));

  it.each(['hi', 'mr'] as const)('asks for the chart pages in the language (%s)', async (code) => {
    await loadLocale(code);
    mockApi({
      [apiPaths.getDashboardData]: () =>
        ok({
          result: [
            {
              game_id: 1,
              game_name: 'Kalyan Morning',
              open_time: '11:00 AM',
              close_time: '12:00 PM',
              msg_status: 1,
              web_chart_url: '/result-charts/main/1',
            },
          ],
        }),
    });
    renderApp('/charts');
    const row = within((await screen.findAllByRole('listitem'))[0]!);
    expect(row.getByRole('link')).toHaveAttribute('href', `/result-charts/main/1?lang=${code}`);
    expect(row.getByRole('link')).not.toHaveTextContent('View Charts');
  });
});
