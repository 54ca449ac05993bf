import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

const userInfo = () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 1000 });

function openHistory(path: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-07T06:00:00Z'));
  storeLogin();
  const calls = mockApi({ [apiPaths.getUserInfo]: userInfo, ...handlers });
  return { ...renderApp(path), calls };
}

const item = (fields: Record<string, unknown>) => ({
  pana: 'Single Pana',
  game_name: 'Kalyan Morning',
  session: 'Open',
  digits: '128',
  closedigits: '',
  bid_date: '7-March-2026',
  wining_date: '7-March-2026',
  points: 10,
  amount: 1500,
  ...fields,
});

describe('the history screens', () => {
  it.each([
    ['/imp3', 'WIN HISTORY'],
    ['/imp4', 'BIDS'],
    ['/imp5', 'JACKPOT STARLINE BIDS'],
    ['/imp6', 'JACKPOT STARLINE WINS'],
    ['/impwin', 'GALI DISAWAR WINS'],
    ['/impbid', 'GALI DISAWAR BIDS'],
  ])('%s is titled %s and has From Date and To Date pickers', async (path, title) => {
    openHistory(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('From Date')).toHaveValue('03/07/2026');
    expect(screen.getByLabelText('To Date')).toHaveValue('03/07/2026');
  });

  it.each([
    ['/imp3', apiPaths.winHistory, { date_from: '3/7/2026', date_to: '3/7/2026' }],
    ['/imp4', apiPaths.bidHistory, { bid_from: '3/7/2026', bid_to: '3/7/2026' }],
    ['/imp5', apiPaths.starlineBidHistory, { bid_from: '3/7/2026', bid_to: '3/7/2026' }],
    ['/imp6', apiPaths.starlineWinHistory, { date_from: '3/7/2026', date_to: '3/7/2026' }],
    ['/impwin', apiPaths.galiWinHistory, { date_from: '3/7/2026', date_to: '3/7/2026' }],
    ['/impbid', apiPaths.galiBidHistory, { bid_from: '3/7/2026', bid_to: '3/7/2026' }],
  ])("%s shows today's items on open, without a press of Submit", async (path, apiPath, dates) => {
    const { calls } = openHistory(path, { [apiPath]: () => ok({ bid_data: [item({})], win_data: [item({})] }) });
    expect(await screen.findByRole('listitem')).toHaveTextContent('Kalyan Morning');
    expect(callsTo(calls, apiPath)).toHaveLength(1);
    expect(callsTo(calls, apiPath)[0]?.body).toMatchObject({ ...dates, unique_token: 'token-123' });
  });

  it("sends the dates as M/D/YYYY, reads 'Submitting...' while busy and shows NO DATA FOUND for an empty answer", async () => {
    let answer: ((reply: ReturnType<typeof ok>) => void) | null = null;
    const { user, calls } = openHistory('/imp4', {
      // The first answer (on open) comes at once; the one after Submit waits.
      [apiPaths.bidHistory]: () =>
        callsTo(calls, apiPaths.bidHistory).length === 1
          ? ok({ bid_data: [] })
          : new Promise((resolve) => (answer = resolve)),
    });
    expect(await screen.findByText('NO DATA FOUND')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(callsTo(calls, apiPaths.bidHistory).at(-1)?.body).toMatchObject({
      bid_from: '3/7/2026',
      bid_to: '3/7/2026',
      unique_token: 'token-123',
    });
    answer!(ok({ bid_data: [] }));
    expect(await screen.findByText('NO DATA FOUND')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('shows NO DATA FOUND when the call fails', async () => {
    openHistory('/imp5', { [apiPaths.starlineBidHistory]: () => fail(500, 'Server error') });
    expect(await screen.findByText('NO DATA FOUND')).toBeInTheDocument();
  });

  it('lists main wins (win_data) with game, type, session, number, date and amount', async () => {
    const { calls } = openHistory('/imp3', {
      [apiPaths.winHistory]: () =>
        ok({ win_data: [item({ pana: 'Half Sangam', digits: '5', closedigits: '357', amount: 10000 })] }),
    });
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('Kalyan Morning');
    expect(card).toHaveTextContent('Half Sangam');
    expect(card).toHaveTextContent('Open');
    expect(card).toHaveTextContent('5-357');
    expect(card).toHaveTextContent('7-March-2026');
    expect(card).toHaveTextContent('10,000');
    expect(callsTo(calls, apiPaths.winHistory)[0]?.body).toMatchObject({ date_from: '3/7/2026', date_to: '3/7/2026' });
  });

  it('shows the bid type the player chose for wins of SP Motor, DP Motor and SP DP TP, and the label from an older server', async () => {
    openHistory('/imp3', {
      [apiPaths.winHistory]: () =>
        ok({
          win_data: [
            item({ digits: '123', pana: 'Single Pana', bid_type: 'SP Motor' }),
            item({ digits: '112', pana: 'Double Pana', bid_type: 'DP Motor' }),
            item({ digits: '111', pana: 'Tripple Pana', bid_type: 'SP DP TP' }),
            item({ digits: '128', pana: 'Single Pana' }),
          ],
        }),
    });
    await screen.findByText('SP Motor');
    const types = screen
      .getAllByRole('listitem')
      .map((card) => [
        within(card).getByText(/^\d{3}$/).textContent,
        card.querySelector(':scope > div > span:last-child')?.textContent,
      ]);
    expect(types).toEqual([
      ['123', 'SP Motor'],
      ['112', 'DP Motor'],
      ['111', 'SP DP TP'],
      ['128', 'Single Pana'],
    ]);
  });

  it("loads the Gali win history on open with today's dates", async () => {
    const { calls } = openHistory('/impwin', { [apiPaths.galiWinHistory]: () => ok({ bid_data: [] }) });
    expect(await screen.findByText('NO DATA FOUND')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.galiWinHistory)[0]?.body).toMatchObject({
      date_from: '3/7/2026',
      date_to: '3/7/2026',
    });
  });

  it('colours Gali cards by pana: Left Digit blue, Right Digit green, Jodi Digit yellow, other grey', async () => {
    openHistory('/impbid', {
      [apiPaths.galiBidHistory]: () =>
        ok({
          bid_data: ['Left Digit', 'Right Digit', 'Jodi Digit', 'Something Else'].map((pana) =>
            item({ pana, game_name: 'Gali', digits: '4' }),
          ),
        }),
    });
    await screen.findByText('Left Digit');
    const tones = screen
      .getAllByRole('listitem')
      .map((card) => [within(card).getByText(/Digit|Else/).textContent, card.dataset.tone]);
    expect(tones).toEqual([
      ['Left Digit', 'blue'],
      ['Right Digit', 'green'],
      ['Jodi Digit', 'yellow'],
      ['Something Else', 'grey'],
    ]);
  });

  it('offers every history from the /histories menu', async () => {
    openHistory('/histories');
    const menu = within(await screen.findByRole('navigation', { name: 'History' }));
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Deposit History', '/addfundhistory'],
      ['Wallet History', '/transaction'],
      ['Main Bid-History', '/imp4'],
      ['Main Win-History', '/imp3'],
      ['Starline Bid-History', '/imp5'],
      ['Starline Win-History', '/imp6'],
      ['Gali Bid-History', '/impbid'],
      ['Gali Win-History', '/impwin'],
    ]);
  });
});
