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
    expect(within(cards[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(callsTo(calls, apiPaths.withdrawHistory)[0]?.body).toMatchObject({ mobile_no: '9876543210', unique_token: 'token-123' });
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
