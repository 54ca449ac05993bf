import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

const row = (fields: Record<string, unknown>) => ({
  transaction_id: '1',
  transaction_type: '1',
  transaction_note: 'Deposit via UPI',
  amount: 500,
  insert_date: '23-November-2026 4:05 PM',
  amount_status: '1',
  ...fields,
});

const HISTORY = [
  row({}),
  row({ transaction_id: '2', transaction_type: '2', transaction_note: 'Bid placed Kalyan Single Digit', amount: 20 }),
  row({ transaction_id: '3', transaction_note: 'Deposit via QR', amount: 1000, amount_status: '0' }),
  row({ transaction_id: '4', transaction_note: 'Win Kalyan Single Digit', amount: 180 }),
  row({ transaction_id: '5', transaction_type: '2', transaction_note: 'Withdraw request', amount: 300, amount_status: '0' }),
];

function openHistory(path: string, reply: ReturnType<typeof ok> = ok({ transaction_history: HISTORY })) {
  storeLogin();
  mockApi({
    [apiPaths.getUserInfo]: () => ok({ betting_status: '1', wallet_amt: 2500 }),
    [apiPaths.getSocialData]: () => ok(),
    [apiPaths.walletTransactionHistory]: () => reply,
  });
  return renderApp(path);
}


beforeAll(async () => {
  // The lazy chunks of these screens, loaded once: a first test's 1 s waits then measure the screen, not the transform.
  await Promise.all([import('../layouts/header-layout.tsx'), import('./wallet-history.tsx'), import('./deposit-history.tsx'), import('react-hot-toast')]);
}, 30_000);
describe('the wallet history', () => {
  it('lists every transaction: credits green with +, debits red with −, and Approved or Pending', async () => {
    openHistory('/transaction');
    const list = within(await screen.findByRole('list', { name: 'Wallet History' }));
    const cards = list.getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(cards[0]).toHaveClass('credit');
    expect(cards[0]).toHaveTextContent('Deposit via UPI');
    expect(cards[0]).toHaveTextContent('+500');
    expect(cards[0]).toHaveTextContent('23-November-2026 4:05 PM');
    expect(cards[0]).toHaveTextContent('Approved');
    expect(cards[1]).toHaveClass('debit');
    expect(cards[1]).toHaveTextContent('−20');
    expect(cards[2]).toHaveTextContent('Pending');
    expect(cards[4]).toHaveClass('debit');
    expect(cards[4]).toHaveTextContent('Pending');
  });

  it('shows NO DATA FOUND when there are no transactions', async () => {
    openHistory('/transaction', ok({ transaction_history: [] }));
    expect(await screen.findByText('NO DATA FOUND')).toBeInTheDocument();
  });

  it('shows NO DATA FOUND when the history cannot be read', async () => {
    openHistory('/transaction', fail(500, 'Something went wrong'));
    expect(await screen.findByText('NO DATA FOUND')).toBeInTheDocument();
  });
});

describe('the deposit history', () => {
  it('lists approved deposits only, with amount, date and note', async () => {
    openHistory('/addfundhistory');
    const list = within(await screen.findByRole('list', { name: 'Deposit History' }));
    const cards = list.getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Deposit via UPI');
    expect(cards[0]).toHaveTextContent('+500');
    expect(cards[0]).toHaveTextContent('23-November-2026 4:05 PM');
  });

  describe('with the deposit requests of a newer server (deposit_history)', () => {
    const deposit = (fields: Record<string, unknown>) => ({
      request_id: 41,
      amount: 500,
      method: 'GPay',
      deposit_status: 'pending',
      utr: '',
      reason: '',
      credited_by: '',
      insert_date: '23-November-2026 4:05 PM',
      ...fields,
    });
    const DEPOSITS = [
      deposit({ request_id: 43, amount: 700, method: 'QR', utr: '312345678903' }),
      deposit({ request_id: 42, amount: 300, deposit_status: 'rejected', reason: 'No payment received', utr: '312345678902' }),
      deposit({ request_id: 41, deposit_status: 'credited', utr: '312345678901', credited_by: 'automatic' }),
    ];
    const LEDGER = [row({ transaction_note: 'Deposit #41 matched automatically, UTR 312345678901' }), HISTORY[1]];

    it('shows each request with its state: pending, approved with its UTR, rejected with the reason', async () => {
      openHistory('/addfundhistory', ok({ transaction_history: LEDGER, deposit_history: DEPOSITS }));
      const list = within(await screen.findByRole('list', { name: 'Deposit History' }));
      const cards = list.getAllByRole('listitem');
      expect(cards.map((card) => card.getAttribute('data-status'))).toEqual(['pending', 'rejected', 'credited']);

      expect(cards[0]).toHaveTextContent('Deposit #43 by QR');
      expect(cards[0]).toHaveTextContent('+700');
      expect(cards[0]).toHaveTextContent('Pending');
      expect(cards[0]).toHaveTextContent('UTR312345678903');

      expect(cards[1]).toHaveTextContent('Deposit #42 by GPay');
      expect(cards[1]).toHaveTextContent('Rejected');
      expect(cards[1]).toHaveTextContent('ReasonNo payment received');

      // A credited deposit keeps the note of its wallet entry, as the history always showed it.
      expect(cards[2]).toHaveTextContent('Deposit #41 matched automatically, UTR 312345678901');
      expect(cards[2]).toHaveTextContent('+500');
      expect(cards[2]).toHaveTextContent('23-November-2026 4:05 PM');
      expect(cards[2]).toHaveTextContent('Approved');
      expect(within(cards[2]!).getByText('312345678901')).toBeInTheDocument();
      expect(cards[2]).not.toHaveTextContent('Reason');
    });

    it('shows no UTR line for a request without one and no reason unless rejected', async () => {
      openHistory(
        '/addfundhistory',
        ok({ transaction_history: [], deposit_history: [deposit({ deposit_status: 'credited', reason: 'ignored' })] }),
      );
      const card = within(await screen.findByRole('list', { name: 'Deposit History' })).getByRole('listitem');
      expect(card).toHaveTextContent('Deposit #41 by GPay');
      expect(card).toHaveTextContent('Approved');
      expect(card).not.toHaveTextContent('UTR');
      expect(card).not.toHaveTextContent('Reason');
    });

    it('shows NO DATA FOUND when the player has no deposit request', async () => {
      openHistory('/addfundhistory', ok({ transaction_history: HISTORY, deposit_history: [] }));
      expect(await screen.findByText('NO DATA FOUND')).toBeInTheDocument();
    });
  });

  it('also answers the History menu link /AddFundHistory and shows NO DATA FOUND without deposits', async () => {
    openHistory('/AddFundHistory', ok({ transaction_history: [HISTORY[1], HISTORY[3]] }));
    expect(await screen.findByText('NO DATA FOUND')).toBeInTheDocument();
  });
});
