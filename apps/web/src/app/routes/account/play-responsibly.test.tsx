// The screens the tests open, loaded up front so that their lazy routes appear at once.
import './play-responsibly.tsx';
import './confirm-age.tsx';
import { playLimitsAnswer } from '@pana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

type Answer = z.input<typeof playLimitsAnswer>;
type Limit = Answer['limits'][number];

const NAMES: Record<Limit['key'], string> = {
  deposit_day: 'Daily deposit limit',
  deposit_week: 'Weekly deposit limit',
  stake_day: 'Daily stake limit',
  stake_week: 'Weekly stake limit',
  loss_day: 'Daily loss limit',
  loss_week: 'Weekly loss limit',
};

function answer(changes: Partial<Record<Limit['key'], Partial<Limit>>> = {}, rest: Partial<Answer> = {}): Answer {
  const limits = (Object.keys(NAMES) as Limit['key'][]).map((key) => ({
    key,
    name: NAMES[key],
    amount: null,
    pending: null,
    used: 0,
    ...changes[key],
  }));
  // Every answer the screen reads is one the contract allows.
  return playLimitsAnswer.parse({
    status: true,
    msg: 'OK',
    limits,
    break: null,
    help_line: '9000000001',
    age_confirmed: true,
    ...rest,
  });
}

function playApi(
  first: Answer,
  handlers: Record<string, (body: Record<string, unknown>) => ReturnType<typeof ok>> = {},
) {
  return mockApi({
    [apiPaths.getUserInfo]: () =>
      ok({ user_name: 'Demo Player', mobile_no: '9876543210', betting_status: '1', wallet_amt: 500 }),
    [apiPaths.getDashboardData]: () => ok({ result: [], betting_status: '1', wallet_amt: 500 }),
    [apiPaths.getSocialData]: () => ok(),
    [apiPaths.playLimits]: () => ok(first),
    ...handlers,
  });
}

describe('Play Responsibly', () => {
  it('is in the menu and shows every limit with what was counted, a raise waiting with its time, and the help line', async () => {
    storeLogin();
    playApi(
      answer(
        {
          stake_day: {
            amount: 5_000,
            used: 1_200,
            pending: { amount: 10_000, at: 1, when: '24-November-2026 10:00 AM' },
          },
          loss_week: { used: -300 },
        },
        { help_line: 'iCall 9152987821' },
      ),
    );
    const { user, router } = renderApp('/imp');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Play Responsibly' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/play-responsibly'));

    expect(await screen.findByLabelText('Daily stake limit (points)')).toHaveValue('5000');
    expect(screen.getByLabelText('Weekly stake limit (points)')).toHaveValue('');
    expect(screen.getByText('1,200 used today')).toBeInTheDocument();
    expect(screen.getByTestId('pending-stake_day')).toHaveTextContent('10,000 from 24-November-2026 10:00 AM');
    expect(screen.getByText('Net loss this week: -300')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'iCall 9152987821' })).toHaveAttribute('href', 'tel:+919152987821');
  });

  it('saves a limit and says when a raise applies; a refusal is shown as the server words it', async () => {
    storeLogin();
    const calls = playApi(answer({ stake_day: { amount: 5_000 } }), {
      [apiPaths.playLimitSet]: (body) =>
        body.key === 'deposit_day'
          ? fail(400, 'Please enter a limit in whole points (at least 1), or leave it empty for no limit')
          : ok({
              ...answer({
                stake_day: { amount: 5_000, pending: { amount: 8_000, at: 1, when: '24-November-2026 10:00 AM' } },
              }),
              msg: 'Saved. A higher limit or no limit takes effect in 24 hours.',
            }),
    });
    const { user } = renderApp('/play-responsibly');
    const field = await screen.findByLabelText('Daily stake limit (points)');
    await user.clear(field);
    await user.type(field, '8,000');
    expect(field).toHaveValue('8000');
    await user.click(within(field.closest('form') as HTMLElement).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. A higher limit or no limit takes effect in 24 hours.')).toBeInTheDocument();
    expect(await screen.findByTestId('pending-stake_day')).toHaveTextContent('8,000 from 24-November-2026 10:00 AM');
    expect(callsTo(calls, apiPaths.playLimitSet)[0]?.body).toMatchObject({
      key: 'stake_day',
      amount: '8000',
      unique_token: 'token-123',
    });

    const deposit = screen.getByLabelText('Daily deposit limit (points)');
    await user.type(deposit, '0');
    await user.click(within(deposit.closest('form') as HTMLElement).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Please enter a limit in whole points (at least 1), or leave it empty for no limit'),
    ).toBeInTheDocument();
  });

  it('asks once more with the end date before a break, starts it on Yes, and shows it', async () => {
    storeLogin();
    const calls = playApi(answer(), {
      [apiPaths.playBreak]: () =>
        ok({
          ...answer({}, { break: { kind: 'self_exclusion', period: '6m', ends_at: 1, until: '23-May-2027 10:00 AM' } }),
          msg: 'Your break has started',
        }),
    });
    const { user } = renderApp('/play-responsibly');
    await user.click(await screen.findByRole('button', { name: '6 months' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your break' });
    expect(dialog).toHaveTextContent(
      /Self-exclusion for 6 months: betting, deposits and transfers will be closed until \d{1,2}-[A-Za-z]+-\d{4} \d{1,2}:\d{2} [AP]M\. It cannot be ended early\./,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, apiPaths.playBreak)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '6 months' }));
    await user.click(screen.getByRole('button', { name: 'Yes, start my break' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have excluded yourself until 23-May-2027 10:00 AM.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, apiPaths.playBreak)[0]?.body).toMatchObject({ period: '6m', confirmed: true });
  });

  it('keeps the dialog open and shows the refusal when the server refuses the break', async () => {
    storeLogin();
    playApi(answer(), {
      [apiPaths.playBreak]: () =>
        fail(400, 'You are already on a break until 30-November-2026 10:00 AM. A new break must end later.'),
    });
    const { user } = renderApp('/play-responsibly');
    await user.click(await screen.findByRole('button', { name: '24 hours' }));
    await user.click(screen.getByRole('button', { name: 'Yes, start my break' }));
    expect(
      await screen.findByText(
        'You are already on a break until 30-November-2026 10:00 AM. A new break must end later.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm your break' })).toBeInTheDocument();
  });
});

describe('the 18+ question after login', () => {
  it('opens for a player of an older app, needs the tick, records it and goes home', async () => {
    const calls = playApi(answer(), {
      [apiPaths.userLogin]: () =>
        ok({ user_name: 'Asha', unique_token: 'token-9', mobile: '9123456781', age_confirmed: false }),
      [apiPaths.confirmAge]: () => ok({ msg: 'Thank you' }),
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Phone Number'), '9123456781');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-age'));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please confirm that you are 18 or older')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.confirmAge)).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp'));
    expect(callsTo(calls, apiPaths.confirmAge)[0]?.body).toMatchObject({ confirmed: true, unique_token: 'token-9' });
  });
});
