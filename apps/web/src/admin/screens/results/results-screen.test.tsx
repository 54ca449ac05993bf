// The screens the tests open, loaded up front so that their lazy routes appear at once.
import './results-screen.tsx';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type Market } from '../../api/markets.ts';
import { type DeclaredResult } from '../../api/results.ts';
import { adminFail, adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const DATE = '2026-11-20';
const kalyan = {
  id: 7,
  kind: 'main',
  name: 'Kalyan',
  openTime: '3:45 PM',
  closeTime: '5:45 PM',
  days: '0123456',
  active: true,
  sortOrder: 1,
  offDates: [],
  liabilityCap: null,
} satisfies Market;
const disawar = {
  id: 21,
  kind: 'gali',
  name: 'Disawar',
  openTime: '5:00 AM',
  closeTime: null,
  days: '0123456',
  active: true,
  sortOrder: 1,
  offDates: [],
  liabilityCap: null,
} satisfies Market;

const declared = (fields: Partial<DeclaredResult> = {}): DeclaredResult => ({
  marketId: 7,
  market: 'Kalyan',
  kind: 'main',
  date: DATE,
  result: '128-1',
  openPana: '128',
  openAnk: 1,
  closePana: null,
  closeAnk: null,
  jodi: null,
  openDeclaredAt: 1_795_000_000_000,
  closeDeclaredAt: null,
  source: 'declared',
  ...fields,
});

function api(role: 'operator' | 'viewer' = 'operator', results: DeclaredResult[] = []) {
  return mockAdminApi({
    'GET /admin/api/me': meAs(role),
    'GET /admin/api/markets': ({ query }) =>
      adminOk({ items: query.kind === 'gali' ? [disawar] : query.kind === 'main' ? [kalyan] : [] }),
    'GET /admin/api/results': ({ query }) =>
      adminOk({ date: query.date, results: query.kind === 'main' ? results : [] }),
    'POST /admin/api/results/preview': ({ body }) =>
      adminOk({ settledBids: 340, winners: 12, winningPlayers: 9, payout: 123450, result: `${String(body?.pana)}-1` }),
    'POST /admin/api/results': () =>
      adminOk({
        msg: 'Result declared: 128-1',
        settledBids: 340,
        winners: 12,
        winningPlayers: 9,
        payout: 123450,
        result: '128-1',
      }),
    'POST /admin/api/results/revert': () =>
      adminOk({
        reverted: [{ session: 'close', result: '5-357', reversedBids: 4, reversedPayout: 9500, reopenedBids: 80 }],
        negativeBalances: [{ userId: 3, mobile: '9000000003', name: 'Ravi', balance: -250 }],
      }),
  });
}

const readout = () => screen.getByTestId('result-readout');

describe('the results screen', { timeout: 40_000 }, () => {
  it('computes the ank and the jodi live from the pana as the operator types it', async () => {
    api('operator', [declared()]);
    const { user } = renderApp(`/admin/results?kind=main&marketId=7&date=${DATE}&session=close`);
    const entry = await screen.findByLabelText('Pana (3 digits)');
    await screen.findByRole('option', { name: /Kalyan/ });
    expect(readout()).toHaveTextContent('Open declared128-1');

    await user.type(entry, '35');
    expect(screen.queryByText(/is not valid/)).not.toBeInTheDocument();
    await user.type(entry, '7');
    expect(readout()).toHaveTextContent('5-357');
    expect(readout()).toHaveTextContent('Close ank5');
    expect(readout()).toHaveTextContent('Jodi15');
    expect(readout()).toHaveTextContent('Full result128-15-357');

    await user.selectOptions(screen.getByLabelText('Session'), 'open');
    await user.clear(entry);
    await user.type(entry, '550');
    expect(readout()).toHaveTextContent('550-0');
    expect(readout()).toHaveTextContent('Open ank0');
  });

  it('reads a Gali jodi into its left and right digit', async () => {
    api();
    const { user } = renderApp(`/admin/results?kind=gali&marketId=21&date=${DATE}`);
    const entry = await screen.findByLabelText('Jodi (2 digits)');
    await user.type(entry, '47');
    expect(readout()).toHaveTextContent('Left digit4');
    expect(readout()).toHaveTextContent('Right digit7');
    expect(screen.queryByLabelText('Session')).not.toBeInTheDocument();
  });

  it("refuses a number that is not a pana with 'Number {x} is not valid' and asks for no preview", async () => {
    const calls = api();
    const { user } = renderApp(`/admin/results?kind=main&marketId=7&date=${DATE}&session=open`);
    const entry = await screen.findByLabelText('Pana (3 digits)');
    await user.type(entry, '321');
    expect(screen.getByText('Number 321 is not valid')).toBeInTheDocument();
    expect(entry).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(callsTo(calls, 'POST', '/admin/api/results/preview')).toHaveLength(0);

    await user.clear(entry);
    await user.type(entry, '12');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Number 12 is not valid')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/results/preview')).toHaveLength(0);
  });

  it('previews the winners and payout, then declares the same draw after a confirmation naming the result and the payout', async () => {
    const calls = api();
    const { user } = renderApp(`/admin/results?kind=main&marketId=7&date=${DATE}&session=open`);
    await screen.findByRole('option', { name: /Kalyan/ });
    await user.type(screen.getByLabelText('Pana (3 digits)'), '128');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Winning bids12');
    expect(preview).toHaveTextContent('Payout1,23,450 points');
    const expected = { kind: 'main', marketId: 7, date: DATE, session: 'open', pana: '128' };
    expect(callsTo(calls, 'POST', '/admin/api/results/preview')[0]?.body).toEqual(expected);
    expect(callsTo(calls, 'POST', '/admin/api/results')).toHaveLength(0);

    await user.click(within(preview).getByRole('button', { name: 'Confirm and declare' }));
    const dialog = screen.getByRole('dialog', { name: 'Declare 128-1 for Kalyan Open?' });
    expect(dialog).toHaveTextContent('Payout 1,23,450 points to 12 winning bids (9 players)');
    await user.click(within(dialog).getByRole('button', { name: 'Declare result' }));

    expect(await screen.findByText(/Result declared: 128-1/)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/results')[0]?.body).toEqual(expected);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a new preview when the pana changes after one', async () => {
    const calls = api();
    const { user } = renderApp(`/admin/results?kind=main&marketId=7&date=${DATE}&session=open`);
    const entry = await screen.findByLabelText('Pana (3 digits)');
    await user.type(entry, '128');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Preview' });
    await user.clear(entry);
    await user.type(entry, '137');
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and declare' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/results')).toHaveLength(0);
  });

  it("shows the server's refusal of a declaration", async () => {
    mockAdminApi({
      'GET /admin/api/me': meAs('operator'),
      'GET /admin/api/markets': () => adminOk({ items: [kalyan] }),
      'GET /admin/api/results': () => adminOk({ results: [] }),
      'POST /admin/api/results/preview': () => adminFail(409, 'The open result of Kalyan is already declared'),
    });
    const { user } = renderApp(`/admin/results?kind=main&marketId=7&date=${DATE}&session=open`);
    await user.type(await screen.findByLabelText('Pana (3 digits)'), '128');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The open result of Kalyan is already declared');
  });

  it('requires a reason to revert a result, then shows who went below zero', async () => {
    const calls = api('operator', [
      declared({ result: '128-15-357', closePana: '357', closeAnk: 5, jodi: '15', closeDeclaredAt: 1_795_000_100_000 }),
    ]);
    const { user } = renderApp(`/admin/results?kind=main&date=${DATE}`);
    expect(await screen.findByText('128-15-357')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revert Kalyan' }));
    const dialog = screen.getByRole('dialog', { name: `Revert Kalyan ${DATE}?` });
    expect(within(dialog).getByLabelText('Close result (357)')).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Revert result' }));
    expect(within(dialog).getByText('Please give the reason for the revert')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/results/revert')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason (recorded in the audit log)'), '  wrong close pana typed ');
    await user.click(within(dialog).getByRole('button', { name: 'Revert result' }));

    const outcome = await screen.findByRole('status', { name: 'Revert outcome' });
    expect(callsTo(calls, 'POST', '/admin/api/results/revert')[0]?.body).toEqual({
      kind: 'main',
      marketId: 7,
      date: DATE,
      session: 'close',
      reason: 'wrong close pana typed',
    });
    expect(outcome).toHaveTextContent('1 player went below zero');
    expect(within(outcome).getByRole('row', { name: /Ravi/ })).toHaveTextContent('9000000003-250');
  });

  it('lays out the declared results so that Revert stays in view: text that may wrap, cards on a phone', async () => {
    api('operator', [
      declared({ result: '128-15-357', closePana: '357', closeAnk: 5, jodi: '15', closeDeclaredAt: 1_795_000_100_000 }),
    ]);
    renderApp(`/admin/results?kind=main&date=${DATE}`);
    const row = (await screen.findByRole('button', { name: 'Revert Kalyan' })).closest('tr')!;
    // The table sits in half the screen: the market and the time wrap rather than push Revert out of view.
    expect(row.closest('table')).toHaveClass('stack');
    const [market, result, time, actions] = Array.from(row.querySelectorAll('td'));
    expect(market).toHaveClass('wrapText');
    expect(time).toHaveClass('wrapText');
    expect(result).toHaveAttribute('data-label', 'Result');
    expect(time).toHaveAttribute('data-label', 'Declared');
    expect(actions).toHaveClass('cellActions');
  });

  it('lets a viewer preview results but shows no declare or revert button', async () => {
    const calls = api('viewer', [declared()]);
    const { user } = renderApp(`/admin/results?kind=main&marketId=7&date=${DATE}&session=close`);
    expect(await screen.findByText('128-1*-***')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revert/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Pana (3 digits)'), '357');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Your role can preview results but not declare them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and declare' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/results/preview')).toHaveLength(1);
  });
});
