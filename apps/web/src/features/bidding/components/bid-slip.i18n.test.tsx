import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { loadLocale } from '../../../lib/i18n/i18n.ts';
import { type Locale } from '../../../lib/i18n/locale.ts';
import hiBidding from '../../../locales/hi/bidding.json';
import hiGames from '../../../locales/hi/games.json';
import mrBidding from '../../../locales/mr/bidding.json';
import mrGames from '../../../locales/mr/games.json';
import { fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

/** 9:30 AM India time on 23 November 2026; the market opens at 11:00 AM. */
const BEFORE_OPEN = '2026-11-23T04:00:00Z';
const MARKET = { gameId: 1, gameName: 'Kalyan Morning', openTime: '11:00 AM', closeTime: '12:00 PM' };

async function openBidScreen(code: Locale, path: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  await loadLocale(code);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(BEFORE_OPEN));
  storeLogin();
  mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 1000, result: [] }),
    ...handlers,
  });
  const app = renderApp({ pathname: path, state: MARKET });
  await waitFor(() => expect(screen.getByTestId('slip-wallet')).toHaveTextContent('1,000'));
  return app;
}

beforeAll(async () => {
  await Promise.all([
    import('../../../app/routes/layouts/header-layout.tsx'),
    import('../../../app/routes/bidding/bid-entry.tsx'),
  ]);
}, 30_000);

afterEach(async () => {
  await loadLocale('en');
});

describe('the bid slip in Hindi and Marathi (ADR 020)', () => {
  it('names Half Sangam’s fields by the session in Marathi, says a rule’s refusal in Marathi, and keeps the digits ASCII', async () => {
    const { user } = await openBidScreen('mr', '/halfsangam');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kalyan Morning');
    expect(screen.getAllByText(mrGames.halfSangam).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(mrBidding.openDigit)).toBeInTheDocument();
    expect(screen.getByLabelText(mrBidding.closePana)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: mrGames.close }));
    expect(screen.getByLabelText(mrBidding.closeDigit)).toBeInTheDocument();
    expect(screen.getByLabelText(mrBidding.openPana)).toBeInTheDocument();

    await user.type(screen.getByLabelText(mrBidding.closeDigit), '4');
    await user.type(screen.getByLabelText(mrBidding.openPana), '121');
    await user.type(screen.getByLabelText(mrBidding.points), '20');
    await user.click(screen.getByRole('button', { name: mrBidding.proceed }));
    expect(await screen.findByText('नंबर 121 योग्य नाही')).toBeInTheDocument();
    expect(screen.queryByText('Number 121 is not valid')).not.toBeInTheDocument();
  });

  it('places a bid in Hindi: the line, the confirmation and the success toast in Hindi; a switch to English re-renders the screen', async () => {
    const { user } = await openBidScreen('hi', '/singlepana', {
      [apiPaths.submitBid]: () => ok({ msg: 'Bid placed successfully!', wallet_amt: 975 }),
    });
    expect(screen.getByLabelText(hiBidding.pana)).toHaveAttribute('placeholder', 'जैसे 128');
    await user.type(screen.getByLabelText(hiBidding.pana), '128');
    await user.type(screen.getByLabelText(hiBidding.points), '25');
    await user.click(screen.getByRole('button', { name: hiBidding.proceed }));
    const line = within(screen.getByRole('list', { name: hiBidding.yourBids })).getByRole('listitem');
    expect(line).toHaveTextContent(`128${hiGames.open}25`);
    expect(within(line).getByRole('button', { name: 'बोली 128 हटाएँ' })).toBeInTheDocument();

    await act(() => loadLocale('en'));
    expect(screen.getByRole('list', { name: 'Your Bids' })).toBeInTheDocument();
    await act(() => loadLocale('hi'));

    await user.click(screen.getByRole('button', { name: hiBidding.submit }));
    const dialog = within(screen.getByRole('dialog', { name: hiBidding.confirmTitle }));
    expect(dialog.getByText(hiBidding.warning)).toBeInTheDocument();
    expect(dialog.getByText(`Kalyan Morning · ${hiGames.singlePana}`)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: hiBidding.submit }));
    expect(await screen.findByText(hiBidding.placed)).toBeInTheDocument();
  });

  it('shows a refusal the server worded in Hindi as it is, not the generic failure', async () => {
    const { user } = await openBidScreen('hi', '/single', {
      [apiPaths.submitBid]: () => fail(409, 'सिंगल अंक के लिए बोली बंद हो गई है'),
    });
    await user.type(screen.getByLabelText(hiBidding.digit), '4');
    await user.type(screen.getByLabelText(hiBidding.points), '10');
    await user.click(screen.getByRole('button', { name: hiBidding.proceed }));
    await user.click(screen.getByRole('button', { name: hiBidding.submit }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: hiBidding.submit }));
    expect(await screen.findByText('सिंगल अंक के लिए बोली बंद हो गई है')).toBeInTheDocument();
    expect(screen.queryByText(hiBidding.failed)).not.toBeInTheDocument();
  });
});
