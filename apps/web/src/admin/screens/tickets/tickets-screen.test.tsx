import './tickets-screen.tsx';
import './ticket-screen.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type Ticket, type TicketDetail } from '../../api/tickets.ts';
import { adminFail, adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const HASH = '9f2c4b7a1e0d3c5b8a6f4e2d1c0b9a8f7e6d5c4b3a291807f6e5d4c3b2a19080';

const ticket = (fields: Partial<Ticket> = {}): Ticket => ({
  id: 7,
  mobile: '9876543210',
  name: 'Ravi',
  category: 'result_dispute',
  status: 'open',
  subject: 'My bid on 128 lost',
  attachment: { kind: 'bid', id: 41, label: 'Kalyan · 23-11-2026 · Single Pana 128 · 50 points' },
  assignedTo: null,
  messages: 1,
  lastFrom: 'player',
  createdAt: 1_795_400_000_000,
  updatedAt: 1_795_400_000_000,
  waitingSince: 1_795_400_000_000,
  ageMs: 3 * 3_600_000 + 20 * 60_000,
  closedAt: null,
  ...fields,
});

const detail = (fields: Partial<Ticket> = {}): TicketDetail => ({
  ticket: ticket(fields),
  player: { mobile: '9876543210', name: 'Ravi', balance: 950, blocked: false },
  messages: [
    {
      id: 1,
      from: 'player',
      author: null,
      body: 'My bid on 128 lost <script>x</script>',
      createdAt: 1_795_400_000_000,
    },
    { id: 2, from: 'note', author: 'admin', body: 'Checked the chain', createdAt: 1_795_400_100_000 },
  ],
  evidence: {
    kind: 'bid',
    marketId: 3,
    submissionRequestId: null,
    bid: {
      id: 41,
      market: 'Kalyan',
      family: 'main',
      draw_date: '2026-11-23',
      session: 'open',
      bid_type: 'Single Pana',
      digits: '128',
      closedigits: '',
      points: 50,
      placed_at: '2026-11-23T04:30:00.000Z',
    },
    submission: { id: 9, lines: 1, total_points: 50, board: '', placed_at: '2026-11-23T04:30:00.000Z' },
    result: {
      declared: '370-0',
      chain: [
        {
          seq: 12,
          action: 'declare',
          session: 'open',
          digits: '370-0',
          hash: HASH,
          at: '2026-11-23T06:00:00.000Z',
          url: '/results-log?before=13',
        },
      ],
      reverted: false,
    },
    settlement: { status: 'lost', payout: 0, settled_at: '2026-11-23T06:00:00.000Z' },
    ledger: [
      {
        id: 77,
        kind: 'bid',
        amount: -50,
        balance_after: 950,
        note: 'Bid: Kalyan',
        created_at: '2026-11-23T04:30:00.000Z',
      },
    ],
  },
  assignees: [
    { id: 1, username: 'admin' },
    { id: 2, username: 'asha' },
  ],
  actions: [],
});

describe('support tickets in the console', { timeout: 40_000 }, () => {
  it('lists the queue with the age of each ticket and filters it by status, category and assignment', async () => {
    const calls = mockAdminApi({
      'GET /admin/api/me': meAs('viewer'),
      'GET /admin/api/tickets': () =>
        adminOk({
          items: [
            ticket(),
            ticket({ id: 6, status: 'answered', lastFrom: 'operator', assignedTo: { id: 2, username: 'asha' } }),
          ],
          total: 2,
          page: 1,
          openCount: 1,
        }),
    });
    const { user } = renderApp('/admin/tickets');
    const row = (await screen.findByRole('link', { name: 'Ticket #7' })).closest('tr')!;
    expect(row).toHaveTextContent('3 h 20 min');
    expect(row).toHaveTextContent('Result or win dispute');
    expect(row).toHaveTextContent('Open');
    expect(row).toHaveTextContent('Bid Kalyan · 23-11-2026 · Single Pana 128 · 50 points');
    expect(within(row).getByRole('link', { name: 'Ticket #7' })).toHaveAttribute('href', '/admin/tickets/7');
    expect(screen.getByText(/^1 open\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ticket #6' }).closest('tr')).toHaveTextContent('asha');

    await user.click(screen.getByRole('tab', { name: 'Open' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'deposit_not_credited');
    await user.selectOptions(screen.getByLabelText('Assigned'), 'me');
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/admin/api/tickets').at(-1)?.query).toEqual({
        status: 'open',
        category: 'deposit_not_credited',
        assigned: 'me',
      }),
    );
  });

  it('shows a viewer the ticket, its chain entry and hash and the thread as text, with no action', async () => {
    mockAdminApi({ 'GET /admin/api/me': meAs('viewer'), 'GET /admin/api/tickets/:id': () => adminOk(detail()) });
    renderApp('/admin/tickets/7');
    expect(await screen.findByRole('heading', { name: 'Ticket #7', level: 1 })).toBeInTheDocument();
    const chain = screen.getByRole('list', { name: 'Result chain entries' });
    expect(chain).toHaveTextContent('Chain entry #12');
    expect(within(chain).getByLabelText('Hash of chain entry #12')).toHaveTextContent(HASH);
    const thread = screen.getByRole('list', { name: 'Thread' });
    expect(thread).toHaveTextContent('My bid on 128 lost <script>x</script>');
    expect(thread.querySelector('script')).toBeNull();
    expect(thread).toHaveTextContent('Internal note · admin');
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Wallet adjustment from this ticket' })).toBeNull();
  });

  it('lets an operator reply, note, assign, adjust the wallet with the ticket as reason and close', async () => {
    const calls = mockAdminApi({
      'GET /admin/api/me': meAs('operator'),
      'GET /admin/api/tickets/:id': () => adminOk(detail()),
      'POST /admin/api/tickets/:id/reply': () => adminOk({ ticket: ticket({ status: 'answered' }) }),
      'POST /admin/api/tickets/:id/note': () => adminOk({ ticket: ticket() }),
      'POST /admin/api/tickets/:id/assign': () => adminOk({ ticket: ticket() }),
      'POST /admin/api/tickets/:id/adjust': () => adminFail(400, 'Not enough balance'),
      'POST /admin/api/tickets/:id/close': () => adminOk({ ticket: ticket({ status: 'closed' }) }),
    });
    const { user } = renderApp('/admin/tickets/7');
    const compose = await screen.findByRole('form', { name: 'Answer or note' });
    await user.click(within(compose).getByRole('button', { name: 'Send reply' }));
    expect(await within(compose).findByRole('alert')).toHaveTextContent('Please enter the message');
    expect(callsTo(calls, 'POST', '/admin/api/tickets/7/reply')).toHaveLength(0);
    await user.type(within(compose).getByLabelText('Message'), 'The result was 370: your bid lost.');
    await user.click(within(compose).getByRole('button', { name: 'Send reply' }));
    expect(await within(compose).findByRole('status')).toHaveTextContent('Answer sent to the player.');
    expect(callsTo(calls, 'POST', '/admin/api/tickets/7/reply')[0]?.body).toEqual({
      body: 'The result was 370: your bid lost.',
    });
    await user.type(within(compose).getByLabelText('Message'), 'Player told');
    await user.click(within(compose).getByRole('button', { name: 'Add internal note' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/admin/api/tickets/7/note')[0]?.body).toEqual({ body: 'Player told' }),
    );

    await user.selectOptions(screen.getByLabelText('Assigned to'), 'asha');
    await waitFor(() => expect(callsTo(calls, 'POST', '/admin/api/tickets/7/assign')[0]?.body).toEqual({ adminId: 2 }));

    const adjustment = screen.getByRole('form', { name: 'Wallet adjustment from this ticket' });
    await user.type(within(adjustment).getByLabelText('Amount (points)'), '-5000');
    await user.type(within(adjustment).getByLabelText('Reason'), 'Refund of a duplicate');
    await user.click(within(adjustment).getByRole('button', { name: 'Adjust wallet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Take 5,000 points?' });
    expect(confirm).toHaveTextContent('Ticket #7: Refund of a duplicate');
    await user.click(within(confirm).getByRole('button', { name: 'Adjust wallet' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Not enough balance');
    expect(callsTo(calls, 'POST', '/admin/api/tickets/7/adjust')[0]?.body).toEqual({
      amount: -5000,
      note: 'Refund of a duplicate',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    const closing = await screen.findByRole('dialog', { name: 'Close ticket #7?' });
    await user.click(within(closing).getByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/admin/api/tickets/7/close')[0]?.body).toEqual({}));
  });

  it("links an unmatched payment to the ticket's pending deposit", async () => {
    const payment = {
      id: 31,
      source: 'upi',
      utr: '412345678901',
      amount: '500.00',
      payerVpa: 'ravi@okaxis',
      receivedAt: 1_795_400_000_000,
      status: 'unmatched' as const,
      reason: 'No claim',
      fundRequestId: null,
    };
    const deposit: TicketDetail = {
      ...detail({
        category: 'deposit_not_credited',
        attachment: { kind: 'deposit', id: 5, label: 'Deposit #5 · 500 points' },
      }),
      evidence: {
        kind: 'deposit',
        request: {
          id: 5,
          amount: 500,
          method: 'GPay',
          utr: '412345678900',
          status: 'pending',
          reason: '',
          created_at: '2026-11-23T04:00:00.000Z',
          decided_at: null,
        },
        payment: null,
        ledger: [],
        payments: [],
        candidates: [payment],
        creditedBy: null,
      },
    };
    const calls = mockAdminApi({
      'GET /admin/api/me': meAs('owner'),
      'GET /admin/api/tickets/:id': () => adminOk(deposit),
      'POST /admin/api/tickets/:id/link-payment': () => adminOk({ ticket: ticket(), amount: 500, balance: 1450 }),
    });
    const { user } = renderApp('/admin/tickets/7');
    await user.click(await screen.findByRole('button', { name: 'Link payment #31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link payment #31 to this deposit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Link and credit' }));
    expect(await screen.findByText('Payment #31 linked: 500 points credited; balance now 1,450.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/tickets/7/link-payment')[0]?.body).toEqual({ paymentId: 31 });
  });
});
