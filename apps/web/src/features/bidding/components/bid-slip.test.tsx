import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

/** 9:30 AM and 11:30 AM India time on 23 November 2026; the market opens at 11:00 AM. */
const BEFORE_OPEN = '2026-11-23T04:00:00Z';
const AFTER_OPEN = '2026-11-23T06:00:00Z';

const MARKET = { gameId: 1, gameName: 'Kalyan Morning', openTime: '11:00 AM', closeTime: '12:00 PM' };
const SLOT = { gameId: 14, gameName: '3:00 PM', openTime: '3:00 PM' };
const GALI = { gameId: 27, gameName: 'Faridabad', openTime: '6:00 PM', pana: 'Left Digit' };

type Options = {
  at?: string;
  wallet?: number;
  betting?: string;
  state?: unknown;
  handlers?: Parameters<typeof mockApi>[0];
};

async function openBidScreen(
  path: string,
  { at = BEFORE_OPEN, wallet = 1000, betting = '1', state = MARKET, handlers = {} }: Options = {},
) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  storeLogin();
  const calls = mockApi({
    [apiPaths.getUserInfo]: () =>
      ok({ user_name: 'Demo Player', betting_status: betting, wallet_amt: wallet, result: [] }),
    ...handlers,
  });
  const app = renderApp({ pathname: path, state });
  return { ...app, calls };
}

async function ready(wallet = '1,000') {
  await waitFor(() => expect(screen.getByTestId('slip-wallet')).toHaveTextContent(wallet));
}

const wallet = () => screen.getByTestId('slip-wallet');

beforeAll(async () => {
  // The lazy chunks of these screens, loaded once: a first test's 1 s waits then measure the screen, not the transform.
  await Promise.all([
    import('../../../app/routes/layouts/header-layout.tsx'),
    import('../../../app/routes/bidding/bid-entry.tsx'),
  ]);
}, 30_000);

describe('the bid slip', () => {
  it('adds a line with Proceed and lowers the wallet; deleting it gives the points back and hides Submit', async () => {
    const { user } = await openBidScreen('/singlepana');
    await ready();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Pana'), '128');
    await user.type(screen.getByLabelText('Points'), '50');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(wallet()).toHaveTextContent('950');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pana')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Delete bid 128' }));
    expect(wallet()).toHaveTextContent('1,000');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('shows the digit error before the points error, then the points errors, as red toasts', async () => {
    const { user } = await openBidScreen('/singlepana');
    await ready();
    const proceed = () => user.click(screen.getByRole('button', { name: 'Proceed' }));
    await proceed();
    expect(await screen.findByText('Please enter the number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pana'), '112');
    await proceed();
    expect(await screen.findByText('Number 112 is not valid')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Pana'));
    await user.type(screen.getByLabelText('Pana'), '128');
    await proceed();
    expect(await screen.findByText('Please enter point')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Points'), '5');
    await proceed();
    expect(await screen.findByText('Required minimum bid amount is 10')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Points'), '000');
    await proceed();
    expect(await screen.findByText('Insufficient balance please refill your account')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your Bids' })).not.toBeInTheDocument();
  });

  it('offers the digits 0-9 on the single-digit screen', async () => {
    const { user } = await openBidScreen('/single');
    await ready();
    const pad = screen.getByRole('group', { name: 'Pick a digit' });
    expect(
      within(pad)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    await user.click(within(pad).getByRole('button', { name: '7' }));
    expect(screen.getByLabelText('Digit')).toHaveValue('7');
  });

  it('preselects Open before the open time and allows both sessions', async () => {
    await openBidScreen('/single');
    await ready();
    expect(screen.getByRole('radio', { name: 'Open' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Open' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Close' })).toBeEnabled();
  });

  it('disables Open and forces Close once the open time has passed', async () => {
    const { user, calls } = await openBidScreen('/single', {
      at: AFTER_OPEN,
      handlers: { [apiPaths.submitBid]: () => ok({ msg: 'Bid placed successfully!', wallet_amt: 990 }) },
    });
    await ready();
    expect(screen.getByRole('radio', { name: 'Open' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Close' })).toBeChecked();
    await user.type(screen.getByLabelText('Digit'), '5');
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(calls, apiPaths.submitBid)).toHaveLength(1));
    const sent = callsTo(calls, apiPaths.submitBid)[0]?.body.new_result as Record<string, unknown>;
    expect(sent.gametype).toBe('Close');
    expect(sent.result).toEqual([{ digits: '5', closedigits: '', points: '10', session: 'Close' }]);
  });

  it.each([
    ['/jodi', 'Jodi Digit'],
    ['/halfsangam', 'Half Sangam'],
    ['/fullsangam', 'Full Sangam'],
  ])('shows %s closed after the open time: "Bidding is closed for %s", every input disabled', async (path, name) => {
    await openBidScreen(path, { at: AFTER_OPEN });
    await ready();
    expect(screen.getByRole('note')).toHaveTextContent(`Bidding is closed for ${name}`);
    // The spec's toast too, as the screen opens, not only after a Proceed.
    await waitFor(() => expect(screen.getAllByText(`Bidding is closed for ${name}`)).toHaveLength(2));
    const main = screen.getByRole('main');
    const fields = within(main)
      .getAllByRole('textbox')
      .filter((field) => field.getAttribute('readonly') === null);
    expect(fields.length).toBeGreaterThan(1);
    for (const field of fields) expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    expect(wallet()).toHaveTextContent('1,000');
  });

  it('keeps Jodi open to input before the open time', async () => {
    await openBidScreen('/jodi');
    await ready();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Jodi')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  });

  it('accepts Jodi before the open time, without a session choice', async () => {
    const { user } = await openBidScreen('/jodi');
    await ready();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Jodi'), '07');
    await user.type(screen.getByLabelText('Points'), '20');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(screen.getByRole('button', { name: 'Delete bid 07' })).toBeInTheDocument();
    expect(wallet()).toHaveTextContent('980');
  });

  it('takes a digit and a pana for Half Sangam (the pana in closedigits)', async () => {
    const { user } = await openBidScreen('/halfsangam');
    await ready();
    await user.type(screen.getByLabelText('Open Digit'), '5');
    await user.type(screen.getByLabelText('Close Pana'), '357');
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(screen.getByRole('button', { name: 'Delete bid 5-357' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Close' }));
    expect(screen.getByLabelText('Close Digit')).toBeInTheDocument();
    expect(screen.getByLabelText('Open Pana')).toBeInTheDocument();
  });

  it('shows the lines SP Motor expands into and takes points for each', async () => {
    const { user } = await openBidScreen('/spmotor');
    await ready();
    await user.type(screen.getByLabelText('Digits'), '1230');
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    const lines = within(screen.getByRole('list', { name: 'Your Bids' })).getAllByRole('listitem');
    expect(lines.map((line) => line.querySelector('span')?.textContent)).toEqual(['123', '120', '130', '230']);
    expect(wallet()).toHaveTextContent('960');
  });

  it("expands DP Motor into its double panas and says 'Please enter a valid Pana (at least 2 digits)' for one digit", async () => {
    const { user } = await openBidScreen('/dpmotor');
    await ready();
    await user.type(screen.getByLabelText('Digits'), '1');
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Please enter a valid Pana (at least 2 digits)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Digits'), '23');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    const lines = within(screen.getByRole('list', { name: 'Your Bids' })).getAllByRole('listitem');
    expect(lines.map((line) => line.querySelector('span')?.textContent)).toEqual([
      '112',
      '113',
      '122',
      '133',
      '223',
      '233',
    ]);
  });

  it('sends SP DP TP as three calls labelled Single Pana, Double Pana and Triple Pana', async () => {
    const { user, calls } = await openBidScreen('/spdptp', {
      wallet: 10000,
      handlers: { [apiPaths.submitBid]: () => ok({ msg: 'Bid placed successfully!', wallet_amt: 9780 }) },
    });
    await ready('10,000');
    await user.click(within(screen.getByRole('group', { name: 'Pick a digit' })).getByRole('button', { name: '1' }));
    await user.click(screen.getByRole('checkbox', { name: 'SP' }));
    await user.click(screen.getByRole('checkbox', { name: 'DP' }));
    await user.click(screen.getByRole('checkbox', { name: 'TP' }));
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(wallet()).toHaveTextContent('9,780');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByTestId('total-bids')).toHaveTextContent('22');
    expect(dialog.getByTestId('total-points')).toHaveTextContent('220');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bid placed successfully!')).toBeInTheDocument();
    const sent = callsTo(calls, apiPaths.submitBid).map((call) => call.body.new_result as Record<string, unknown>);
    // Each call names the type the player chose, so that the histories show SP DP TP.
    expect(sent.map((r) => [r.session, r.pana, (r.result as unknown[]).length, r.totalbit, r.bid_type])).toEqual([
      ['Single Pana', 'Single Pana', 12, '120', 'SP DP TP'],
      ['Double Pana', 'Double Pana', 9, '90', 'SP DP TP'],
      ['Triple Pana', 'Triple Pana', 1, '10', 'SP DP TP'],
    ]);
    expect(new Set(sent.map((r) => r.request_id)).size).toBe(3);
  });

  it('confirms with total bids, total points and the warning, then places the bids once and clears the slip', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    const { user, calls } = await openBidScreen('/singlepana', {
      handlers: { [apiPaths.submitBid]: () => new Promise((resolve) => (answer = resolve)) },
    });
    await ready();
    for (const pana of ['128', '137']) {
      await user.type(screen.getByLabelText('Pana'), pana);
      await user.type(screen.getByLabelText('Points'), '25');
      await user.click(screen.getByRole('button', { name: 'Proceed' }));
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Confirm Bids' }));
    expect(dialog.getByTestId('total-bids')).toHaveTextContent('2');
    expect(dialog.getByTestId('total-points')).toHaveTextContent('50');
    expect(dialog.getByText('Once you place a bid, it cannot be cancelled in any situation.')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Please Wait' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Submitting...' }));
    expect(callsTo(calls, apiPaths.submitBid)).toHaveLength(1);

    answer(ok({ msg: 'Bid placed successfully!', wallet_amt: 950 }));
    expect(await screen.findByText('Bid placed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('list', { name: 'Your Bids' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    const body = callsTo(calls, apiPaths.submitBid)[0]?.body as Record<string, any>;
    expect(body.unique_token).toBe('token-123');
    expect(body.game_id).toBe(1);
    expect(body.new_result).toMatchObject({
      unique_token: 'token-123',
      Gamename: 'Kalyan Morning',
      totalbit: '50',
      gameid: 1,
      pana: 'Single Pana',
      session: 'Single Pana',
      gametype: 'Open',
      bid_date: '23-November-2026',
      result: [
        { digits: '128', closedigits: '', points: '25', session: 'Open' },
        { digits: '137', closedigits: '', points: '25', session: 'Open' },
      ],
    });
    expect(body.new_result.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("says 'Failed to place bid. Please try again.' and keeps the lines; a retry after no answer reuses the request id", async () => {
    let attempt = 0;
    const { user, calls } = await openBidScreen('/singlepana', {
      handlers: {
        [apiPaths.submitBid]: () =>
          ++attempt === 1 ? fail(503, 'Service Unavailable') : ok({ msg: 'Bid placed successfully!', wallet_amt: 990 }),
      },
    });
    await ready();
    await user.type(screen.getByLabelText('Pana'), '128');
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to place bid. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete bid 128' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bid placed successfully!')).toBeInTheDocument();
    const ids = callsTo(calls, apiPaths.submitBid).map(
      (call) => (call.body.new_result as Record<string, unknown>).request_id,
    );
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('keeps the slip and the shell when no answer comes; the retry reuses the request id, a new slip after success gets a new one', async () => {
    let isOffline = false;
    const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    const { user, calls } = await openBidScreen('/singlepana', {
      handlers: {
        [apiPaths.submitBid]: () => (isOffline ? noAnswer() : ok({ msg: 'Bid placed successfully!', wallet_amt: 990 })),
        [apiPaths.getUserInfo]: () =>
          isOffline ? noAnswer() : ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 1000, result: [] }),
      },
    });
    await ready();
    isOffline = true;
    const placeSlip = async () => {
      await user.type(screen.getByLabelText('Pana'), '128');
      await user.type(screen.getByLabelText('Points'), '10');
      await user.click(screen.getByRole('button', { name: 'Proceed' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    };
    await placeSlip();
    expect(await screen.findByText('Failed to place bid. Please try again.')).toBeInTheDocument();
    // Not guessed: the line stays, the shell stays, and the app says the network is gone.
    expect(screen.getByRole('button', { name: 'Delete bid 128' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent('Offline — last updated 9:30 AM');

    isOffline = false;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bid placed successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete bid 128' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();

    await placeSlip(); // the same bid again, on purpose: a new request
    await waitFor(() => expect(callsTo(calls, apiPaths.submitBid)).toHaveLength(3));
    const ids = callsTo(calls, apiPaths.submitBid).map(
      (call) => (call.body.new_result as Record<string, unknown>).request_id,
    );
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('sends a changed slip with a new request id after a failure without answer', async () => {
    let attempt = 0;
    const { user, calls } = await openBidScreen('/singlepana', {
      handlers: {
        [apiPaths.submitBid]: () =>
          ++attempt === 1
            ? Promise.reject(new TypeError('Failed to fetch'))
            : ok({ msg: 'Bid placed successfully!', wallet_amt: 970 }),
      },
    });
    await ready();
    await user.type(screen.getByLabelText('Pana'), '128');
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to place bid. Please try again.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pana'), '137');
    await user.type(screen.getByLabelText('Points'), '20');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bid placed successfully!')).toBeInTheDocument();
    const ids = callsTo(calls, apiPaths.submitBid).map(
      (call) => (call.body.new_result as Record<string, unknown>).request_id,
    );
    expect(ids).toHaveLength(2);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it("shows the server's own words when it refuses with a spec message", async () => {
    const { user } = await openBidScreen('/single', {
      handlers: { [apiPaths.submitBid]: () => fail(409, 'Bidding is closed for Single Digit') },
    });
    await ready();
    await user.type(screen.getByLabelText('Digit'), '4');
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bidding is closed for Single Digit')).toBeInTheDocument();
  });

  it("places Starline bids with session Open and says 'Bid Successfully Placed'", async () => {
    const { user, calls } = await openBidScreen('/StarSingle', {
      state: SLOT,
      handlers: { [apiPaths.starlineSubmitBid]: () => ok({ msg: 'Bid Successfully Placed', wallet_amt: 990 }) },
    });
    await ready();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Digit'), '3');
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Once you place a bid, it cannot be cancelled in any situation.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bid Successfully Placed')).toBeInTheDocument();
    const sent = callsTo(calls, apiPaths.starlineSubmitBid)[0]?.body as Record<string, any>;
    expect(sent.game_id).toBe(14);
    expect(sent.new_result).toMatchObject({
      pana: 'Single Digit',
      session: 'Open',
      result: [{ digits: '3', points: '10', session: 'Open' }],
    });
  });

  it("only logs a Starline failure, but shows 'Insufficient balance, please refill your account' from the server", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let reply = fail(500, 'Internal Server Error');
    const { user } = await openBidScreen('/ssinglepana', {
      state: SLOT,
      handlers: { [apiPaths.starlineSubmitBid]: () => reply },
    });
    await ready();
    await user.type(screen.getByLabelText('Pana'), '128');
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Failed to place bid. Please try again.')).not.toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();

    reply = fail(400, 'Insufficient balance, please refill your account');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Insufficient balance, please refill your account')).toBeInTheDocument();
  });

  it('places Gali bids with session Close and the Gali warning', async () => {
    const { user, calls } = await openBidScreen('/leftdigit', {
      state: GALI,
      handlers: { [apiPaths.galiSubmitBid]: () => ok({ msg: 'Bid placed successfully!', wallet_amt: 990 }) },
    });
    await ready();
    await user.type(screen.getByLabelText('Digit'), '4');
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Once you placed a bid, it will not be cancelled in any situation.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bid placed successfully!')).toBeInTheDocument();
    const sent = callsTo(calls, apiPaths.galiSubmitBid)[0]?.body.new_result as Record<string, unknown>;
    expect(sent).toMatchObject({
      pana: 'Left Digit',
      session: 'Close',
      result: [{ digits: '4', closedigits: '', points: '10', session: 'Close' }],
    });
  });

  it('goes back to the family home without a market, or when betting is disabled', async () => {
    const first = await openBidScreen('/single', { state: null });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/imp'));
    first.unmount();
    const second = await openBidScreen('/leftdigit', { state: GALI, betting: '0' });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/galiIMP'));
  });
});
