import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

const slot = (fields: Record<string, unknown>) => ({
  game_id: 16,
  game_name: '12:00 PM',
  open_time: '12:00 PM',
  close_time: '12:00 PM',
  open_result: '***-*',
  msg_status: 1,
  web_chart_url: '/result-charts/starline/16',
  ...fields,
});

const SLOTS = [
  slot({ game_id: 14, game_name: '10:00 AM', open_time: '10:00 AM', open_result: '128-1', msg_status: 2 }),
  slot({}),
];

function openStarline(bettingStatus: string, entry: Parameters<typeof renderApp>[0] = '/imp2', slots = SLOTS) {
  storeLogin();
  mockApi({
    [apiPaths.getUserInfo]: () =>
      ok({
        user_name: 'Demo Player',
        betting_status: bettingStatus,
        wallet_amt: 1000,
        web_starline_chart_url: '/result-charts/starline',
      }),
    [apiPaths.starlineGame]: () => ok({ result: slots }),
    [apiPaths.starlineGameRates]: () =>
      ok({
        game_rates: [
          {
            single_digit_val_1: 10,
            single_digit_val_2: 95,
            single_pana_val_1: 10,
            single_pana_val_2: 1500,
            double_pana_val_1: 10,
            double_pana_val_2: 3000,
            tripple_pana_val_1: 10,
            tripple_pana_val_2: 7000,
          },
        ],
      }),
  });
  return renderApp(entry);
}

describe('the Starline screens', () => {
  it('show JACKPOT STARLINE with Bid-History, Win History and Chart when betting is enabled', async () => {
    openStarline('1');
    expect(await screen.findByRole('heading', { name: 'JACKPOT STARLINE', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bid-History' })).toHaveAttribute('href', '/imp5');
    expect(screen.getByRole('link', { name: 'Win History' })).toHaveAttribute('href', '/imp6');
    const chart = screen.getByRole('link', { name: 'Chart' });
    expect(chart).toHaveAttribute('href', '/result-charts/starline');
    expect(chart).toHaveAttribute('target', '_blank');
  });

  it('show only Chart when betting is disabled', async () => {
    openStarline('0');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Chart' })).toHaveAttribute('href', '/result-charts/starline'),
    );
    expect(screen.queryByRole('link', { name: 'Bid-History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Win History' })).not.toBeInTheDocument();
  });

  it('list the rates Single Digit, Single Pana, Double Panna, Tripple Panna as a-b', async () => {
    openStarline('1');
    await screen.findByText('10-7000');
    const rows = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Single Digit', '10-95'],
      ['Single Pana', '10-1500'],
      ['Double Panna', '10-3000'],
      ['Tripple Panna', '10-7000'],
    ]);
  });

  it('show each slot with its result, time and status, and open /stargame from an open slot', async () => {
    const { user, router } = openStarline('1');
    const [closed] = within(await screen.findByRole('list', { name: 'Starline games' })).getAllByRole('listitem');
    expect(closed).toHaveTextContent('10:00 AM');
    expect(closed).toHaveTextContent('128-1');
    expect(closed).toHaveTextContent('Market Closed');
    await user.click(screen.getByRole('button', { name: /12:00 PM/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stargame'));
    // The grid's chunk may arrive after the shell's own links: wait for the grid itself.
    await screen.findByText('Select Game');
    const types = screen.getAllByRole('link');
    expect(types.filter((link) => link.getAttribute('href')?.startsWith('/s')).map((link) => link.textContent)).toEqual(
      ['1Single Digit', '123Single Pana', '112Double Pana', '777Triple Pana'],
    );
  });

  it('list the slots in time order, each time printed once', async () => {
    openStarline('1', '/imp2', [
      slot({ game_id: 20, game_name: '9:00 PM', open_time: '9:00 PM' }),
      slot({ game_id: 15, game_name: '11:00 AM', open_time: '11:00 AM' }),
      slot({ game_id: 30, game_name: 'Night Star', open_time: '10:30 PM' }),
      slot({ game_id: 17, game_name: '1:00 PM', open_time: '1:00 PM' }),
      slot({ game_id: 14, game_name: '10:00 AM', open_time: '10:00 AM' }),
    ]);
    const items = within(await screen.findByRole('list', { name: 'Starline games' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      '10:00 AM',
      '11:00 AM',
      '1:00 PM',
      '9:00 PM',
      'Night Star',
    ]);
    expect(within(items[0]!).getAllByText('10:00 AM')).toHaveLength(1);
    // A slot with a name of its own still shows its time.
    expect(items[4]).toHaveTextContent('Night Star');
    expect(items[4]).toHaveTextContent('10:30 PM');
  });

  it('stay on /imp2 when an open slot is tapped with betting disabled', async () => {
    const { user, router } = openStarline('0');
    await user.click(await screen.findByRole('button', { name: /12:00 PM/ }));
    expect(router.state.location.pathname).toBe('/imp2');
  });

  it('send /stargame without a slot back to /imp2', async () => {
    const { router } = openStarline('1', '/stargame');
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp2'));
  });

  it('send /stargame back to /imp2 when betting is disabled', async () => {
    const { router } = openStarline('0', {
      pathname: '/stargame',
      state: { gameId: 16, gameName: '12:00 PM', openTime: '12:00 PM' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp2'));
    expect(
      await within(await screen.findByRole('main')).findByRole('heading', { name: 'JACKPOT STARLINE' }),
    ).toBeInTheDocument();
  });
});
