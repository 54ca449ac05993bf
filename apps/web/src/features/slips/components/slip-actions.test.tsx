import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

/** 9:30 AM India time on 23 November 2026: the market opens at 11:00 AM. */
const BEFORE_OPEN = '2026-11-23T04:00:00Z';
/** 11:30 AM: the open session is over, the close takes bids until 12:00 PM. */
const AFTER_OPEN = '2026-11-23T06:00:00Z';
const MARKET = { gameId: 1, gameName: 'Kalyan Morning', openTime: '11:00 AM', closeTime: '12:00 PM' };
const FARIDABAD = { gameId: 27, gameName: 'Faridabad', openTime: '6:00 PM' };

const line = (type: string, digits: string, points: number, session: 'Open' | 'Close' = 'Open') => ({
  type,
  digits,
  closedigits: '',
  points,
  session,
});
/** The last slip, placed on another market of the family. */
const lastSlip = (lines: ReturnType<typeof line>[], board: Record<string, string> | null = null) => ({
  family: 'main',
  game_id: 9,
  game_name: 'Milan Day',
  bid_date: '22-November-2026',
  board,
  total: lines.reduce((sum, l) => sum + l.points, 0),
  lines,
});
const savedSlip = (id: number, name: string, lines: ReturnType<typeof line>[]) => ({
  id,
  name,
  family: 'main',
  board: null,
  total: lines.reduce((sum, l) => sum + l.points, 0),
  lines,
  created_at: 1_764_000_000_000,
});

function open(
  entry: { pathname: string; state: unknown },
  handlers: Parameters<typeof mockApi>[0],
  at = BEFORE_OPEN,
  wallet = 1000,
) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  storeLogin();
  const calls = mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: wallet, result: [] }),
    ...handlers,
  });
  return { ...renderApp(entry), calls };
}

const slipNumbers = () =>
  within(screen.getByRole('list', { name: 'Your Bids' }))
    .getAllByRole('listitem')
    .map((item) => [...item.querySelectorAll('span')].map((span) => span.textContent).join('|'));

beforeAll(async () => {
  await Promise.all([
    import('../../../app/routes/layouts/header-layout.tsx'),
    import('../../../app/routes/bidding/game.tsx'),
    import('../../../app/routes/starline/star-game.tsx'),
    import('../../../app/routes/bidding/bid-entry.tsx'),
  ]);
}, 30_000);
afterEach(() => {
  vi.useRealTimers();
});

describe('"Repeat last slip" on a game grid', () => {
  it('says so when the player has no slip on the family, and stays on the grid', async () => {
    const { user, router, calls } = open(
      { pathname: '/game', state: MARKET },
      { [apiPaths.lastSlip]: () => ok({ msg: 'No data found', slip: null }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Repeat last slip' }));
    expect(await screen.findByText('No previous slip on this market')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game');
    expect(callsTo(calls, apiPaths.lastSlip)[0]?.body).toMatchObject({ family: 'main' });
  });

  it('opens the slip’s screen for THIS market with its lines, the wallet lowered by them; nothing is placed', async () => {
    const { user, router, calls } = open(
      { pathname: '/game', state: MARKET },
      {
        [apiPaths.lastSlip]: () =>
          ok({ msg: 'OK', slip: lastSlip([line('Single Pana', '128', 20), line('Single Pana', '370', 10, 'Close')]) }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Repeat last slip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/singlepana'));
    expect(router.state.location.state).toMatchObject({ ...MARKET, pana: 'Single Pana' });
    await waitFor(() => expect(slipNumbers()).toEqual(['128|Open|20', '370|Close|10']));
    expect(screen.getByRole('heading', { name: 'Kalyan Morning' })).toBeInTheDocument();
    expect(screen.getByTestId('slip-wallet')).toHaveTextContent('970');
    expect(callsTo(calls, apiPaths.submitBid)).toHaveLength(0);
  });

  it('leaves out the lines of a session that has closed since, and says why', async () => {
    const { user, router } = open(
      { pathname: '/game', state: MARKET },
      {
        [apiPaths.lastSlip]: () =>
          ok({ msg: 'OK', slip: lastSlip([line('Single Pana', '128', 20), line('Single Pana', '370', 10, 'Close')]) }),
      },
      AFTER_OPEN,
    );
    await user.click(await screen.findByRole('button', { name: 'Repeat last slip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/singlepana'));
    await waitFor(() => expect(slipNumbers()).toEqual(['370|Close|10']));
    expect(await screen.findByText('Bidding is closed for Single Pana')).toBeInTheDocument();
  });

  it('shows the server’s words when the call fails', async () => {
    const { user, router } = open(
      { pathname: '/game', state: MARKET },
      { [apiPaths.lastSlip]: () => fail(400, 'Please choose a market family (main, starline or gali)') },
    );
    await user.click(await screen.findByRole('button', { name: 'Repeat last slip' }));
    expect(await screen.findByText('Please choose a market family (main, starline or gali)')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game');
  });

  it('is on a Starline slot’s grid too, asking for the Starline family', async () => {
    const SLOT = { gameId: 14, gameName: '3:00 PM', openTime: '3:00 PM' };
    const { user, router, calls } = open(
      { pathname: '/stargame', state: SLOT },
      {
        [apiPaths.lastSlip]: () =>
          ok({ msg: 'OK', slip: { ...lastSlip([line('Single Digit', '4', 10)]), family: 'starline' } }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Repeat last slip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/starsingle'));
    expect(callsTo(calls, apiPaths.lastSlip)[0]?.body).toMatchObject({ family: 'starline' });
    await waitFor(() => expect(slipNumbers()).toEqual(['4||10']));
    expect(screen.getByTestId('slip-wallet')).toHaveTextContent('990');
  });

  it('is on the Gali chooser too, asking for the Gali family', async () => {
    const { user, router, calls } = open(
      { pathname: '/galiallgame', state: FARIDABAD },
      {
        [apiPaths.lastSlip]: () =>
          ok({ msg: 'OK', slip: { ...lastSlip([line('Right Digit', '7', 10, 'Close')]), family: 'gali' } }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Repeat last slip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rightdigit'));
    expect(callsTo(calls, apiPaths.lastSlip)[0]?.body).toMatchObject({ family: 'gali' });
    await waitFor(() => expect(slipNumbers()).toEqual(['7||10']));
    expect(router.state.location.state).toMatchObject({ ...FARIDABAD, pana: 'Right Digit' });
  });
});

describe('saved slips on a game grid', () => {
  it('lists the family’s slips with name, types, bids and total; a tap replays one', async () => {
    const { user, router, calls } = open(
      { pathname: '/game', state: MARKET },
      {
        [apiPaths.savedSlips]: () =>
          ok({
            slips: [
              savedSlip(2, 'Evening panas', [line('Single Pana', '128', 20), line('Single Pana', '370', 10)]),
              savedSlip(1, 'Lucky 5', [line('Single Digit', '5', 50)]),
            ],
            limit: 20,
          }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Saved slips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved slips' });
    const first = await within(dialog).findByRole('button', { name: /^Play slip\s*Evening panas/ });
    expect(first).toHaveTextContent('Play slip Evening panasSingle Pana2 bids · 30 points');
    expect(within(dialog).getByRole('button', { name: /^Play slip\s*Lucky 5/ })).toHaveTextContent(
      'Single Digit1 bid · 50 points',
    );
    expect(within(dialog).getByText('2 of 20 slips')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.savedSlips)[0]?.body).toMatchObject({ family: 'main' });
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/singlepana'));
    await waitFor(() => expect(slipNumbers()).toEqual(['128|Open|20', '370|Open|10']));
    expect(screen.queryByRole('dialog', { name: 'Saved slips' })).not.toBeInTheDocument();
  });

  it('deletes a slip only after its confirmation, then lists the rest', async () => {
    let slips = [savedSlip(2, 'Evening panas', [line('Single Pana', '128', 20)])];
    const { user, calls } = open(
      { pathname: '/game', state: MARKET },
      {
        [apiPaths.savedSlips]: () => ok({ slips, limit: 20 }),
        [apiPaths.savedSlipDelete]: (body) => {
          slips = slips.filter((slip) => slip.id !== body.id);
          return ok({ msg: 'Slip deleted', id: body.id });
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Saved slips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved slips' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete slip Evening panas' }));
    expect(within(dialog).getByText('Delete the slip “Evening panas”?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, apiPaths.savedSlipDelete)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete slip Evening panas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Slip deleted')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.savedSlipDelete)[0]?.body).toMatchObject({ id: 2 });
    expect(
      await within(dialog).findByText('No saved slips on this market. Save a slip from its bid screen.'),
    ).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let failing = true;
    const { user } = open(
      { pathname: '/game', state: MARKET },
      { [apiPaths.savedSlips]: () => (failing ? fail(500, 'Internal error') : ok({ slips: [], limit: 20 })) },
    );
    await user.click(await screen.findByRole('button', { name: 'Saved slips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved slips' });
    expect(await within(dialog).findByText('Could not load your slips. Please try again.')).toBeInTheDocument();
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByText('No saved slips on this market. Save a slip from its bid screen.'),
    ).toBeInTheDocument();
  });
});
