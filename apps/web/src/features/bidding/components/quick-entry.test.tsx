import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

/** 9:30 AM India time on 23 November 2026; the market opens at 11:00 AM. */
const BEFORE_OPEN = '2026-11-23T04:00:00Z';
const MARKET = { gameId: 1, gameName: 'Kalyan Morning', openTime: '11:00 AM', closeTime: '12:00 PM' };

async function openBidScreen(path: string, wallet = 1000) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(BEFORE_OPEN));
  storeLogin();
  mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: wallet, result: [] }),
  });
  const app = renderApp({ pathname: path, state: MARKET });
  await waitFor(() => expect(screen.getByTestId('slip-wallet')).not.toHaveTextContent('…'));
  return app;
}

const slipNumbers = () =>
  within(screen.getByRole('list', { name: 'Your Bids' }))
    .getAllByRole('listitem')
    .map((line) => line.querySelector('span')?.textContent);

beforeAll(async () => {
  await Promise.all([
    import('../../../app/routes/layouts/header-layout.tsx'),
    import('../../../app/routes/bidding/bid-entry.tsx'),
  ]);
}, 30_000);
afterEach(() => {
  vi.useRealTimers();
});

describe('quick entry (docs/rules.md#quick-entry)', () => {
  it("names the first bad item and adds nothing; then adds every item of '128*20 370*10, 678x15' at once", async () => {
    const { user } = await openBidScreen('/singlepana');
    await user.click(screen.getByText('Quick entry'));
    const field = screen.getByLabelText('Numbers × points');
    await user.type(field, '128*20 370*10, 678*5');
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(await screen.findByText('678*5: Required minimum bid amount is 10')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your Bids' })).not.toBeInTheDocument();
    expect(field).toHaveValue('128*20 370*10, 678*5');

    await user.clear(field);
    await user.type(field, '128*20 370*10, 678x15');
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(slipNumbers()).toEqual(['128', '370', '678']);
    expect(screen.getByTestId('slip-wallet')).toHaveTextContent('955');
    expect(field).toHaveValue('');
  });

  it('checks each number as a line of the screen’s type, and the total against the wallet', async () => {
    const { user } = await openBidScreen('/jodi', 100);
    await user.click(screen.getByText('Quick entry'));
    const field = screen.getByLabelText('Numbers × points');
    await user.type(field, '12*20 7*10');
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(await screen.findByText(/^7\*10: /)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '12*60 57*50');
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(await screen.findByText('Insufficient balance please refill your account')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your Bids' })).not.toBeInTheDocument();
  });

  it('is not offered where a line needs two numbers (Half Sangam)', async () => {
    await openBidScreen('/halfsangam');
    expect(screen.getByLabelText('Open Digit')).toBeInTheDocument();
    expect(screen.queryByText('Quick entry')).not.toBeInTheDocument();
  });
});

describe("the bid screens follow the server's clock (ADR 015)", () => {
  it("date the slip and check the windows by the server's clock when the phone's is a day behind", async () => {
    // The phone says Sunday 22 November 9:30 AM; the server's answers say Monday 23 November 9:30 AM.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T04:00:00Z'));
    storeLogin();
    mockApi({
      [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 1000, result: [] }),
    });
    const { noteServerDate } = await import('../../../lib/server-clock.ts');
    const phone = Date.now();
    noteServerDate(new Date(phone + 24 * 60 * 60_000).toUTCString(), phone - 50, phone + 50);
    renderApp({ pathname: '/single', state: MARKET });
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveValue('23-November-2026'));
  });
});
