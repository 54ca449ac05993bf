import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

/** 9:30 AM and 11:30 AM India time on 23 November 2026; the market opens at 11:00 AM. */
const BEFORE_OPEN = '2026-11-23T04:00:00Z';
const AFTER_OPEN = '2026-11-23T06:00:00Z';
const MARKET = { gameId: 1, gameName: 'Kalyan Morning', openTime: '11:00 AM', closeTime: '12:00 PM' };
const SLOT = { gameId: 14, gameName: '3:00 PM', openTime: '3:00 PM' };
const GALI = { gameId: 27, gameName: 'Faridabad', openTime: '6:00 PM' };

function open(path: string, state: unknown, { at = BEFORE_OPEN, wallet = 1000 } = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  storeLogin();
  const calls = mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: wallet, result: [] }),
    [apiPaths.submitBid]: () => ok({ msg: 'Bid placed successfully!', wallet_amt: 920 }),
    [apiPaths.starlineSubmitBid]: () => ok({ msg: 'Bid Successfully Placed', wallet_amt: 950 }),
    [apiPaths.galiSubmitBid]: () => ok({ msg: 'Bid placed successfully!', wallet_amt: 980 }),
  });
  return { ...renderApp({ pathname: path, state }), calls };
}

const walletShows = (text: string) => waitFor(() => expect(screen.getByTestId('slip-wallet')).toHaveTextContent(text));
const lines = () => within(screen.getByRole('list', { name: 'Your Bids' })).getAllByRole('listitem');

beforeAll(async () => {
  await Promise.all([
    import('../../../app/routes/layouts/header-layout.tsx'),
    import('../../../app/routes/bidding/board-entry.tsx'),
    import('../../../app/routes/bidding/game.tsx'),
  ]);
}, 30_000);

describe('a board screen', () => {
  it('expands Group Jodi into its eight jodis, each deletable, and places them in one call with the board', async () => {
    const { user, calls } = open('/board/main/group-jodi', MARKET);
    await walletShows('1,000');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Jodi'), '17');
    expect(screen.getByTestId('board-preview')).toHaveTextContent('Group Jodi · 17: 8 bids');
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(lines()).toHaveLength(8);
    await walletShows('920');
    await user.click(screen.getByRole('button', { name: 'Delete bid 26' }));
    expect(lines()).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Kalyan Morning · Group Jodi');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(calls, apiPaths.submitBid)).toHaveLength(1));
    const sent = callsTo(calls, apiPaths.submitBid)[0]?.body.new_result as Record<string, unknown>;
    expect(sent).toMatchObject({
      session: 'Group Jodi',
      board: 'Group Jodi',
      board_value: '17',
      gametype: 'Close',
      totalbit: '70',
    });
    expect(
      (sent.result as { type: string; session: string }[]).every(
        (l) => l.type === 'Jodi Digit' && l.session === 'Close',
      ),
    ).toBe(true);
    expect(await screen.findByText('Bid placed successfully!')).toBeInTheDocument();
  });

  it("says the domain's messages and adds nothing", async () => {
    const { user } = open('/board/main/odd-even', MARKET, { wallet: 40 });
    await walletShows('40');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Please choose Odd or Even')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Odd' }));
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Insufficient balance please refill your account')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your Bids' })).not.toBeInTheDocument();
  });

  it("closes a main market's jodi board after the open time, as Jodi", async () => {
    open('/board/main/red-bracket', MARKET, { at: AFTER_OPEN });
    await walletShows('1,000');
    expect(screen.getByRole('note')).toHaveTextContent('Bidding is closed for Jodi Digit');
    expect(screen.getByLabelText('Points')).toBeDisabled();
  });

  it('lets a Starline player tap digits of Single Digit Bulk with points for each', async () => {
    const { user, calls } = open('/board/starline/single-digit-bulk', SLOT);
    await walletShows('1,000');
    const pad = screen.getByRole('group', { name: 'Digits' });
    expect(within(pad).getAllByRole('button')).toHaveLength(10);
    await user.click(within(pad).getByRole('button', { name: '3' }));
    await user.click(within(pad).getByRole('button', { name: '8' }));
    await user.type(screen.getByLabelText('Points'), '25');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await walletShows('950');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(calls, apiPaths.starlineSubmitBid)).toHaveLength(1));
    expect(callsTo(calls, apiPaths.starlineSubmitBid)[0]?.body.new_result).toMatchObject({
      pana: 'Single Digit Bulk',
      session: 'Open',
      board: 'Single Digit Bulk',
      board_value: '',
    });
  });

  it("offers Gali's Jodi Bulk as a 00-99 grid, all of it at once with Select all", async () => {
    const { user } = open('/board/gali/jodi-bulk', GALI);
    await walletShows('1,000');
    expect(within(screen.getByRole('group', { name: 'Jodis' })).getAllByRole('button')).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText(/100 picked/)).toBeInTheDocument();
  });

  it('takes a typed list on Jodi Bulk, each jodi with its own points, placed as the board', async () => {
    const { user, calls } = open('/board/gali/jodi-bulk', GALI);
    await walletShows('1,000');
    await user.click(screen.getByText('Quick entry'));
    await user.type(screen.getByLabelText('Numbers × points'), '05*20 99*10');
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await walletShows('970');
    expect(lines()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(calls, apiPaths.galiSubmitBid)).toHaveLength(1));
    const sent = callsTo(calls, apiPaths.galiSubmitBid)[0]?.body.new_result as Record<string, unknown>;
    expect(sent).toMatchObject({
      pana: 'Jodi Bulk',
      session: 'Close',
      board: 'Jodi Bulk',
      board_value: '',
      totalbit: '30',
    });
    expect(sent.result).toEqual([
      { type: 'Jodi Digit', digits: '05', closedigits: '', points: '20', session: 'Close' },
      { type: 'Jodi Digit', digits: '99', closedigits: '', points: '10', session: 'Close' },
    ]);
  });

  it("opens a prefilled board slip with the board's lines", async () => {
    const slip = {
      board: 'group_jodi',
      boardValue: '17',
      lines: ['17', '71'].map((digits) => ({
        type: 'jodi_digit',
        digits,
        closedigits: '',
        points: 30,
        session: 'close',
      })),
    };
    open('/board/gali/group-jodi', { ...GALI, slip });
    await walletShows('940');
    expect(lines()).toHaveLength(2);
  });
});

describe('the game grids', () => {
  it("offer the spec's tiles first, then the family's boards", async () => {
    open('/game', MARKET);
    const boards = await screen.findByRole('region', { name: 'Boards' });
    expect(within(boards).getAllByRole('link')).toHaveLength(10);
    expect(within(boards).getByRole('link', { name: /Group Jodi/ })).toHaveAttribute('href', '/board/main/group-jodi');
    expect(within(boards).queryByRole('link', { name: /SP Motor/ })).not.toBeInTheDocument();
    const all = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(all.indexOf('/dpmotor')).toBeLessThan(all.indexOf('/board/main/single-digit-bulk'));
  });

  it("offer Gali's boards below the chooser's three rounds, closed with the market", async () => {
    const { user } = open('/galiallgame', GALI, { at: '2026-11-23T13:00:00Z' });
    const boards = await screen.findByRole('region', { name: 'Boards' });
    expect(
      within(boards)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/board/gali/jodi-bulk',
      '/board/gali/red-bracket',
      '/board/gali/digit-based-jodi',
      '/board/gali/crossing',
      '/board/gali/group-jodi',
    ]);
    // 6:30 PM: the market time has passed.
    await user.click(within(boards).getByRole('link', { name: /Crossing/ }));
    expect(await screen.findByText('Bidding is closed for Jodi Digit')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Boards' })).toBeInTheDocument();
  });
});
