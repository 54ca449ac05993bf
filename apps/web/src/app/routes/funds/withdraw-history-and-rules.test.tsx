import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

const request = (fields: Record<string, unknown>) => ({
  request_number: '101',
  google_pay_number: '9000000022',
  phone_pay_number: '',
  paytm_number: '',
  insert_date: '23-November-2026 4:05 PM',
  request_amount: 600,
  request_status: '0',
  payment_receipt: '',
  admin_note: '',
  ...fields,
});

function open(path: string, handlers: Parameters<typeof mockApi>[0]) {
  storeLogin();
  const calls = mockApi({
    [apiPaths.getUserInfo]: () => ok({ betting_status: '1', wallet_amt: 2500 }),
    [apiPaths.getSocialData]: () => ok(),
    ...handlers,
  });
  return { ...renderApp(path), calls };
}


beforeAll(async () => {
  // The lazy chunks of these screens, loaded once: a first test's 1 s waits then measure the screen, not the transform.
  await Promise.all([import('../layouts/header-layout.tsx'), import('./withdraw-history.tsx'), import('./withdraw-rule.tsx'), import('./deposit-rule.tsx'), import('react-hot-toast')]);
}, 30_000);
describe('the withdraw history', () => {
  it('lists each request with its number, method number, date, amount and Pending, Cancelled or Approved', async () => {
    const { calls } = open('/withdrawhistory', {
      [apiPaths.withdrawHistory]: () =>
        ok({
          withdrawdata: [
            request({}),
            request({ request_number: '102', google_pay_number: '', paytm_number: '9000000033', request_status: '1', request_amount: 1500 }),
            request({ request_number: '103', request_status: '2', payment_receipt: 'https://cdn.example.com/r/103.png', admin_note: 'Paid' }),
          ],
        }),
    });
    const cards = within(await screen.findByRole('list', { name: 'Withdraw History' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Request #101');
    expect(cards[0]).toHaveTextContent('Google Pay 9000000022');
    expect(cards[0]).toHaveTextContent('23-November-2026 4:05 PM');
    expect(cards[0]).toHaveTextContent('600');
    expect(cards[0]).toHaveTextContent('Pending');
    expect(cards[1]).toHaveTextContent('Paytm 9000000033');
    expect(cards[1]).toHaveTextContent('1,500');
    expect(cards[1]).toHaveTextContent('Cancelled');
    expect(cards[2]).toHaveTextContent('Approved');
    expect(within(cards[2]!).getByRole('link', { name: 'View payment receipt' })).toHaveAttribute('href', 'https://cdn.example.com/r/103.png');
    expect(within(cards[0]!).queryByRole('link', { name: 'View payment receipt' })).not.toBeInTheDocument();
    // Each request's Help opens a support ticket about it (ADR 030).
    expect(within(cards[1]!).getByRole('link', { name: 'Help with withdrawal request #102' })).toHaveAttribute(
      'href',
      '/help/new?attach=withdrawal:102',
    );
    expect(callsTo(calls, apiPaths.withdrawHistory)[0]?.body).toMatchObject({ mobile_no: '9876543210', unique_token: 'token-123' });
  });

  it('shows a bank payout with its masked account: Processing, Paid with the UTR, Failed with its points returned (ADR 012)', async () => {
    const bank = { google_pay_number: '', payment_method: '5', bank_account: 'XXXXXX9012' };
    open('/withdrawhistory', {
      [apiPaths.withdrawHistory]: () =>
        ok({
          withdrawdata: [
            request({ ...bank, request_number: '201', paid_status: 'pending', payout_utr: '' }),
            request({ ...bank, request_number: '202', request_status: '2', paid_status: 'approved', payout_utr: '' }),
            request({ ...bank, request_number: '203', request_status: '2', paid_status: 'paid', payout_utr: 'UTR12345678' }),
            request({ ...bank, request_number: '204', request_status: '1', paid_status: 'failed', payout_utr: '' }),
            request({ ...bank, request_number: '205', request_status: '1', paid_status: 'rejected', admin_note: 'Wrong account' }),
            // An app number's request on a newer server: as before, from request_status.
            request({ request_number: '206', request_status: '2', payment_method: '2', bank_account: '', paid_status: 'paid' }),
          ],
        }),
    });
    const cards = within(await screen.findByRole('list', { name: 'Withdraw History' })).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('data-status'))).toEqual(['pending', 'processing', 'paid', 'failed', 'cancelled', 'approved']);
    for (const card of cards.slice(0, 5)) expect(card).toHaveTextContent('Paid toBank account XXXXXX9012');
    expect(cards[0]).toHaveTextContent('Pending');
    expect(cards[1]).toHaveTextContent('Processing');
    expect(cards[1]).toHaveTextContent('Approved. The bank transfer is on its way.');
    expect(cards[2]).toHaveTextContent('Paid');
    expect(cards[2]).toHaveTextContent('UTRUTR12345678');
    expect(cards[3]).toHaveTextContent('Failed');
    expect(cards[3]).toHaveTextContent('The bank transfer failed. The points were returned to your wallet.');
    expect(cards[3]).not.toHaveTextContent('UTR');
    expect(cards[4]).toHaveTextContent('Cancelled');
    expect(cards[4]).toHaveTextContent('Wrong account');
    expect(cards[5]).toHaveTextContent('Google Pay 9000000022');
    expect(cards[5]).toHaveTextContent('Approved');
    expect(cards[5]).not.toHaveTextContent('Bank account');
  });

  it('shows NO DATA FOUND without requests', async () => {
    open('/withdrawhistory', { [apiPaths.withdrawHistory]: () => ok({ withdrawdata: [] }) });
    expect(await screen.findByText('NO DATA FOUND')).toBeInTheDocument();
  });
});

describe('the rule screens', () => {
  const rules = {
    [apiPaths.depositWithdrawalRule]: () =>
      ok({ content: [{ withdrawal_rule: 'Withdraw between 10 AM and 11 PM.\nMinimum 500 points.', deposit_rule: 'Minimum deposit 100.\r\n\r\nSend the screenshot.' }] }),
  };

  it('shows the withdrawal rules one paragraph per line', async () => {
    open('/withdrawrule', rules);
    expect(await screen.findByRole('heading', { name: 'Withdraw Rules' })).toBeInTheDocument();
    expect(await screen.findByText('Minimum 500 points.')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(Array.from(article.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['Withdraw between 10 AM and 11 PM.', 'Minimum 500 points.']);
  });

  it('shows the deposit rules one paragraph per line', async () => {
    open('/depositrule', rules);
    expect(await screen.findByText('Send the screenshot.')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(Array.from(article.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['Minimum deposit 100.', 'Send the screenshot.']);
  });
});
