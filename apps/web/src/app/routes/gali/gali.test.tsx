import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

const gali = (fields: Record<string, unknown>) => ({
  game_id: 27,
  game_name: 'Faridabad',
  open_time: '6:00 PM',
  close_time: '6:00 PM',
  open_result: '**',
  result: '**',
  msg_status: 1,
  web_chart_url: '/result-charts/gali/27',
  ...fields,
});

const FARIDABAD = { gameId: 27, gameName: 'Faridabad', openTime: '6:00 PM' };

function openGali(bettingStatus: string, entry: Parameters<typeof renderApp>[0] = '/galiIMP') {
  storeLogin();
  mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: bettingStatus, wallet_amt: 1000 }),
    [apiPaths.galiGame]: () =>
      ok({
        result: [
          gali({
            game_id: 26,
            game_name: 'Disawar',
            open_time: '5:00 AM',
            result: '47',
            open_result: '47',
            msg_status: 2,
          }),
          gali({}),
        ],
      }),
    [apiPaths.galiGameRates]: () =>
      ok({
        game_rates: [
          {
            single_digit_val_1: 10,
            single_digit_val_2: 95,
            single_pana_val_1: 10,
            single_pana_val_2: 96,
            double_pana_val_1: 10,
            double_pana_val_2: 950,
          },
        ],
        web_galidessar_chart_url: '/result-charts/gali',
      }),
  });
  return renderApp(entry);
}

describe('the Gali Disawar screens', () => {
  it('show GALI DISAWAR with Bid-History, Win History, Chart and the rate lines when betting is enabled', async () => {
    openGali('1');
    expect(await screen.findByRole('heading', { name: 'GALI DISAWAR', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bid-History' })).toHaveAttribute('href', '/impbid');
    expect(screen.getByRole('link', { name: 'Win History' })).toHaveAttribute('href', '/impwin');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Chart' })).toHaveAttribute('href', '/result-charts/gali'),
    );
    expect(screen.getByRole('link', { name: 'Chart' })).toHaveAttribute('target', '_blank');
    const rows = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Left Digit', '10-95'],
      ['Right Digit', '10-96'],
      ['Jodi Digit', '10-950'],
    ]);
  });

  it('show only Chart, without rates, when betting is disabled (at /galiimp too)', async () => {
    openGali('0', '/galiimp');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Chart' })).toHaveAttribute('href', '/result-charts/gali'),
    );
    expect(screen.queryByRole('link', { name: 'Bid-History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Win History' })).not.toBeInTheDocument();
    expect(screen.queryByText('Left Digit')).not.toBeInTheDocument();
  });

  it('show a card per market with its result or **, its time and its badge', async () => {
    openGali('1', '/galigame');
    const closed = (await screen.findByText('Disawar')).parentElement;
    expect(closed).toHaveTextContent('47');
    expect(closed).toHaveTextContent('5:00 AM');
    expect(closed).toHaveTextContent('Market Closed');
    const open = screen.getByRole('button', { name: /Faridabad/ });
    expect(open).toHaveTextContent('**');
    expect(open).toHaveTextContent('6:00 PM');
    expect(open).toHaveTextContent('Market Open');
  });

  it('open the chooser from an open market when betting is enabled', async () => {
    const { user, router } = openGali('1', '/galigame');
    await user.click(await screen.findByRole('button', { name: /Faridabad/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/galiallgame'));
    expect(router.state.location.state).toEqual(FARIDABAD);
    expect(await screen.findByRole('heading', { name: 'Faridabad' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => /Digit$/.test(t ?? '')),
    ).toEqual(['4·Left Digit', '·7Right Digit', '47Jodi Digit']);
  });

  it('go to /galiimp from an open market when betting is disabled', async () => {
    const { user, router } = openGali('0', '/galigame');
    await user.click(await screen.findByRole('button', { name: /Faridabad/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/galiimp'));
  });

  it('open a bid screen from the chooser before the market time, passing the pana name', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T06:00:00Z'));
    const { user, router } = openGali('1', { pathname: '/galiallgame', state: FARIDABAD });
    await user.click(await screen.findByRole('button', { name: /Right Digit/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rightdigit'));
    expect(router.state.location.state).toEqual({ ...FARIDABAD, pana: 'Right Digit' });
  });

  it("say 'Bidding is closed for {pana name}' after the market time", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T13:00:00Z'));
    const { user, router } = openGali('1', { pathname: '/galiallgame', state: FARIDABAD });
    await user.click(await screen.findByRole('button', { name: /Jodi Digit/ }));
    expect(await screen.findByText('Bidding is closed for Jodi Digit')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/galiallgame');
  });

  it('send the chooser without a market to /galiIMP', async () => {
    const { router } = openGali('1', '/galiallgame');
    await waitFor(() => expect(router.state.location.pathname).toBe('/galiIMP'));
    expect(
      await within(await screen.findByRole('main')).findByRole('heading', { name: 'GALI DISAWAR' }),
    ).toBeInTheDocument();
  });
});
