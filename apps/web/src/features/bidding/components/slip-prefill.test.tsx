import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

/** 9:30 AM and 11:30 AM India time on 23 November 2026; the market opens at 11:00 AM. */
const BEFORE_OPEN = '2026-11-23T04:00:00Z';
const AFTER_OPEN = '2026-11-23T06:00:00Z';
const MARKET = { gameId: 1, gameName: 'Kalyan Morning', openTime: '11:00 AM', closeTime: '12:00 PM' };

function open(path: string, state: unknown, { at = BEFORE_OPEN, wallet = 1000 } = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  storeLogin();
  const calls = mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: wallet, result: [] }),
    [apiPaths.submitBid]: () => ok({ msg: 'Bid placed successfully!', wallet_amt: wallet - 30 }),
  });
  return { ...renderApp({ pathname: path, state }), calls };
}

const line = (digits: string, points: number, session: 'open' | 'close') => ({
  type: 'single_digit',
  digits,
  closedigits: '',
  points,
  session,
});

beforeAll(async () => {
  await Promise.all([
    import('../../../app/routes/layouts/header-layout.tsx'),
    import('../../../app/routes/bidding/bid-entry.tsx'),
  ]);
}, 30_000);

describe('a prefilled slip on a bid-entry screen', () => {
  it('puts the lines in the slip, lowers the wallet and places them with the usual call', async () => {
    const slip = { board: null, boardValue: '', lines: [line('1', 10, 'open'), line('2', 20, 'close')] };
    const { user, calls } = open('/single', { ...MARKET, slip });
    await waitFor(() => expect(screen.getByTestId('slip-wallet')).toHaveTextContent('970'));
    const list = screen.getByRole('list', { name: 'Your Bids' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(calls, apiPaths.submitBid)).toHaveLength(1));
    const sent = callsTo(calls, apiPaths.submitBid)[0]?.body.new_result as Record<string, unknown>;
    expect(sent.result).toEqual([
      { digits: '1', closedigits: '', points: '10', session: 'Open' },
      { digits: '2', closedigits: '', points: '20', session: 'Close' },
    ]);
    expect(sent.board).toBeUndefined();
  });

  it("leaves out a closed session's lines and what the wallet does not cover, saying why once", async () => {
    const slip = {
      board: null,
      boardValue: '',
      lines: [line('1', 10, 'open'), line('2', 10, 'open'), line('3', 20, 'close'), line('4', 20, 'close')],
    };
    open('/single', { ...MARKET, slip }, { at: AFTER_OPEN, wallet: 30 });
    expect(await screen.findByText('Bidding is closed for Single Digit')).toBeInTheDocument();
    expect(await screen.findByText('Insufficient balance please refill your account')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('slip-wallet')).toHaveTextContent('10'));
    expect(within(screen.getByRole('list', { name: 'Your Bids' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('ignores a slip that is not one: the screen opens as usual', async () => {
    open('/single', { ...MARKET, slip: { board: null, lines: [{ digits: 5 }] } });
    await waitFor(() => expect(screen.getByTestId('slip-wallet')).toHaveTextContent('1,000'));
    expect(screen.queryByRole('list', { name: 'Your Bids' })).not.toBeInTheDocument();
  });
});
