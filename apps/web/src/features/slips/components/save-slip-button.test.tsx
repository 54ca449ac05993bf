import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';

type Handler = NonNullable<Parameters<typeof mockApi>[0]>[string];
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

/** 9:30 AM India time on 23 November 2026: the market opens at 11:00 AM. */
const BEFORE_OPEN = '2026-11-23T04:00:00Z';
const MARKET = { gameId: 1, gameName: 'Kalyan Morning', openTime: '11:00 AM', closeTime: '12:00 PM' };

function openJodi(save: Handler, pathname = '/jodi') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(BEFORE_OPEN));
  storeLogin();
  const calls = mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 1000, result: [] }),
    [apiPaths.savedSlipSave]: save,
  });
  return { ...renderApp({ pathname, state: MARKET }), calls };
}

beforeAll(async () => {
  await Promise.all([
    import('../../../app/routes/layouts/header-layout.tsx'),
    import('../../../app/routes/bidding/bid-entry.tsx'),
  ]);
}, 30_000);
afterEach(() => {
  vi.useRealTimers();
});

describe('"Save slip" on a bid screen', () => {
  it('appears once the slip has lines, asks for a name and saves the lines with their types', async () => {
    const { user, calls } = openJodi((body) =>
      ok({
        msg: 'Slip saved',
        slip: { id: 1, name: body.name, family: 'main', board: null, total: 30, lines: [], created_at: 1 },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('slip-wallet')).toHaveTextContent('1,000'));
    expect(screen.queryByRole('button', { name: 'Save slip' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Jodi'), '17');
    await user.type(screen.getByLabelText('Points'), '30');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));

    await user.click(screen.getByRole('button', { name: 'Save slip' }));
    const dialog = screen.getByRole('dialog', { name: 'Save this slip' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter a name for the slip')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.savedSlipSave)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Slip name'), '  Morning   jodi ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Slip saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save this slip' })).not.toBeInTheDocument());
    const [call] = callsTo(calls, apiPaths.savedSlipSave);
    expect(call?.body).toMatchObject({
      name: 'Morning jodi',
      family: 'main',
      lines: [{ type: 'jodi_digit', digits: '17', closedigits: '', points: 30, session: 'Close' }],
    });
    expect(call?.body).not.toHaveProperty('board');
    // Saving keeps the slip as it was: nothing is placed.
    expect(screen.getByTestId('slip-wallet')).toHaveTextContent('970');
    expect(callsTo(calls, apiPaths.submitBid)).toHaveLength(0);
  });

  it('shows the server’s refusal under the name and keeps the dialog open', async () => {
    const { user } = openJodi(() => fail(400, 'You can keep at most 20 slips; delete one first'));
    await waitFor(() => expect(screen.getByTestId('slip-wallet')).toHaveTextContent('1,000'));
    await user.type(screen.getByLabelText('Jodi'), '17');
    await user.type(screen.getByLabelText('Points'), '30');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(screen.getByRole('button', { name: 'Save slip' }));
    const dialog = screen.getByRole('dialog', { name: 'Save this slip' });
    const name = within(dialog).getByLabelText('Slip name');
    expect(name).toHaveAttribute('maxLength', '40');
    await user.type(name, 'One more');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You can keep at most 20 slips; delete one first')).toBeInTheDocument();
    expect(name).toHaveValue('One more');
  });

  it('saves a board’s lines with the board and its value, from the board screen', async () => {
    const { user, calls } = openJodi(
      (body) =>
        ok({
          msg: 'Slip saved',
          slip: { id: 2, name: body.name, family: 'main', board: null, total: 80, lines: [], created_at: 1 },
        }),
      '/board/main/group-jodi',
    );
    await waitFor(() => expect(screen.getByTestId('slip-wallet')).toHaveTextContent('1,000'));
    await user.type(screen.getByLabelText('Jodi'), '17');
    await user.type(screen.getByLabelText('Points'), '10');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(screen.getByTestId('slip-wallet')).toHaveTextContent('920'));
    await user.click(screen.getByRole('button', { name: 'Save slip' }));
    const dialog = screen.getByRole('dialog', { name: 'Save this slip' });
    await user.type(within(dialog).getByLabelText('Slip name'), 'Group 17');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Slip saved')).toBeInTheDocument();
    const [call] = callsTo(calls, apiPaths.savedSlipSave);
    expect(call?.body).toMatchObject({ name: 'Group 17', family: 'main', board: 'group_jodi', board_value: '17' });
    const lines = call?.body.lines as { type: string; digits: string; points: number; session: string }[];
    expect(lines.map((line) => line.digits).sort()).toEqual(['12', '17', '21', '26', '62', '67', '71', '76']);
    expect(new Set(lines.map((line) => `${line.type} ${line.points} ${line.session}`))).toEqual(
      new Set(['jodi_digit 10 Close']),
    );
  });
});
