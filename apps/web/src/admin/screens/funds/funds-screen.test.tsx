// The screens the tests open, loaded up front so that their lazy routes appear at once.
import './funds-screen.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type DepositRequest, type WithdrawRequest } from '../../api/funds.ts';
import { adminFail, adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const deposit = {
  id: 41,
  mobile: '9876543210',
  name: 'Demo Player',
  amount: 25000,
  method: 'UPI',
  txnRef: 'UTR123456789',
  status: 'pending',
  createdAt: 1_795_000_000_000,
  decidedAt: null,
  note: '',
} satisfies DepositRequest;
const paidWithdrawal = {
  id: 9,
  mobile: '9000000001',
  name: 'Asha',
  amount: 1500,
  method: 'PhonePe',
  paymentNumber: '9000000001',
  status: 'approved',
  createdAt: 1_795_000_000_000,
  decidedAt: 1_795_000_500_000,
  note: 'paid',
  receipt: 'https://receipts.example/9.png',
} satisfies WithdrawRequest;

function api(role: 'operator' | 'viewer' = 'operator') {
  return mockAdminApi({
    'GET /admin/api/me': meAs(role),
    'GET /admin/api/fund-requests': ({ query }) => adminOk({ items: query.status === 'pending' ? [deposit] : [] }),
    'GET /admin/api/withdraw-requests': ({ query }) =>
      adminOk({ items: query.status === 'approved' ? [paidWithdrawal] : [] }),
    'POST /admin/api/fund-requests/:id/approve': () => adminOk(),
    'POST /admin/api/fund-requests/:id/reject': () => adminOk(),
  });
}

describe('the deposits and withdrawals screen', { timeout: 40_000 }, () => {
  it('approves a pending deposit with an optional note after a confirmation', async () => {
    const calls = api();
    const { user } = renderApp('/admin/funds');
    const row = (await screen.findByText('UTR123456789')).closest('tr')!;
    expect(row).toHaveTextContent('25,000');
    await user.click(within(row).getByRole('button', { name: 'Approve #41' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve deposit #41?' });
    expect(dialog).toHaveTextContent('25,000 points are credited');
    expect(callsTo(calls, 'POST', '/admin/api/fund-requests/41/approve')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve deposit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/admin/api/fund-requests/41/approve')[0]?.body).toEqual({});
    // The queue is asked again after the decision.
    expect(callsTo(calls, 'GET', '/admin/api/fund-requests').length).toBeGreaterThan(1);
  });

  it('counts the requests of the queue in its caption, one request in the singular', async () => {
    api();
    renderApp('/admin/funds');
    const table = (await screen.findByText('UTR123456789')).closest('table')!;
    expect(table.querySelector('caption')).toHaveTextContent(/^1 pending deposit · total 25,000$/);
  });

  it('requires a reason to reject a deposit and sends it as the note', async () => {
    const calls = api();
    const { user } = renderApp('/admin/funds?queue=deposits&status=pending');
    await user.click(await screen.findByRole('button', { name: 'Reject #41' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject deposit #41?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    expect(within(dialog).getByText('Please give the reason for the rejection')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/fund-requests/41/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason (shown to the player)'), 'No payment received');
    await user.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    await screen.findByRole('button', { name: 'Reject #41' });
    expect(callsTo(calls, 'POST', '/admin/api/fund-requests/41/reject')[0]?.body).toEqual({
      note: 'No payment received',
    });
  });

  it("keeps the dialog open with the server's message when a decision is refused", async () => {
    mockAdminApi({
      'GET /admin/api/me': meAs('operator'),
      'GET /admin/api/fund-requests': () => adminOk({ items: [deposit] }),
      'POST /admin/api/fund-requests/:id/approve': () => adminFail(409, 'This request was already decided'),
    });
    const { user } = renderApp('/admin/funds');
    await user.click(await screen.findByRole('button', { name: 'Approve #41' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve deposit #41?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve deposit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request was already decided');
  });

  it('links the payment receipt of an approved withdrawal', async () => {
    api();
    const { user } = renderApp('/admin/funds');
    await screen.findByText('UTR123456789');
    await user.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    const link = await screen.findByRole('link', { name: 'View receipt' });
    expect(link).toHaveAttribute('href', 'https://receipts.example/9.png');
    expect(link.closest('tr')).toHaveTextContent('9000000001');
  });

  it('shows whether each approved bank payout waits for the bank, was paid with its UTR, or failed', async () => {
    const bank = (id: number, fields: Partial<WithdrawRequest>): WithdrawRequest => ({
      ...paidWithdrawal,
      id,
      method: 'Bank account',
      paymentNumber: 'XXXXXX9012',
      note: '',
      receipt: '',
      methodCode: 5,
      bankHolderName: 'Asha Rani',
      bankAccountNumber: '123456789012',
      bankIfsc: 'SBIN0001234',
      payoutStatus: null,
      payoutUtr: null,
      ...fields,
    });
    mockAdminApi({
      'GET /admin/api/me': meAs('operator'),
      'GET /admin/api/withdraw-requests': () =>
        adminOk({
          items: [
            bank(61, {}),
            bank(62, { payoutStatus: 'paid', payoutUtr: 'UTIB123456789012' }),
            bank(63, { payoutStatus: 'failed' }),
            paidWithdrawal,
          ],
        }),
    });
    renderApp('/admin/funds?queue=withdrawals&status=approved');
    const rowOf = async (id: number) => (await screen.findByText(String(id), { selector: 'td' })).closest('tr')!;
    const waiting = await rowOf(61);
    expect(waiting).toHaveTextContent('Waiting for the bank');
    expect(within(waiting).getByRole('link', { name: 'Bulk payouts' })).toHaveAttribute('href', '/admin/payouts');
    expect(await rowOf(62)).toHaveTextContent('Paid by the bankUTR UTIB123456789012');
    expect(await rowOf(63)).toHaveTextContent('Bank payout failedPoints returned');
    expect(await rowOf(9)).toHaveTextContent('View receipt');
  });

  it('says that approving a bank withdrawal clears it for the payout file, without a receipt', async () => {
    const pendingBank = {
      ...paidWithdrawal,
      id: 71,
      status: 'pending' as const,
      decidedAt: null,
      note: '',
      receipt: '',
      method: 'Bank account',
      paymentNumber: 'XXXXXX9012',
      methodCode: 5,
      bankHolderName: 'Asha Rani',
      bankAccountNumber: '123456789012',
      bankIfsc: 'SBIN0001234',
    } satisfies WithdrawRequest;
    const calls = mockAdminApi({
      'GET /admin/api/me': meAs('operator'),
      'GET /admin/api/withdraw-requests': ({ query }) => adminOk({ items: query.status === 'pending' ? [pendingBank] : [] }),
      'POST /admin/api/withdraw-requests/:id/approve': () => adminOk({ id: 71, requestStatus: 'approved', walletBalance: null }),
    });
    const { user } = renderApp('/admin/funds?queue=withdrawals&status=pending');
    await user.click(await screen.findByRole('button', { name: 'Approve #71' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal #71?' });
    expect(dialog).toHaveTextContent('Asha Rani · XXXXXX9012 · SBIN0001234');
    expect(dialog).toHaveTextContent("Approving clears it for a bank payout: it waits in Bulk payouts for the bank's payout file.");
    expect(dialog).not.toHaveTextContent('Pay the player first');
    expect(within(dialog).queryByLabelText('Payment receipt link (optional)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve withdrawal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/admin/api/withdraw-requests/71/approve')).toHaveLength(1);
  });

  it('shows how each approved deposit was credited, and the UTR its player entered', async () => {
    const approved = (id: number, creditedBy: 'automatic' | 'gateway' | 'operator') => ({
      ...deposit,
      id,
      status: 'approved' as const,
      decidedAt: 1_795_000_500_000,
      utr: creditedBy === 'automatic' ? '312345678901' : null,
      creditedBy,
    });
    mockAdminApi({
      'GET /admin/api/me': meAs('operator'),
      'GET /admin/api/fund-requests': ({ query }) =>
        adminOk({ items: query.status === 'approved' ? [approved(51, 'automatic'), approved(52, 'gateway'), approved(53, 'operator')] : [] }),
    });
    renderApp('/admin/funds?queue=deposits&status=approved');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getByText(/^Credited /).textContent)).toEqual([
      'Credited automatically',
      'Credited by the gateway',
      'Credited by an operator',
    ]);
    expect(rows[0]).toHaveTextContent('UTR 312345678901');
  });

  it('shows the queue to a viewer without approve or reject buttons', async () => {
    api('viewer');
    renderApp('/admin/funds');
    expect(await screen.findByText('UTR123456789')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
  });

  it('says so when a queue is empty', async () => {
    api();
    const { user } = renderApp('/admin/funds');
    await screen.findByText('UTR123456789');
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByText('No rejected deposits.')).toBeInTheDocument();
  });
});
