// The screens the tests open, loaded up front so that their lazy routes appear at once.
import './unmatched-payments-screen.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type DepositRequest } from '../../api/funds.ts';
import { type Payment } from '../../api/payments.ts';
import { adminFail, adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const payment = {
  id: 7,
  source: 'upi',
  eventKey: 'upi:evt-7',
  utr: '312345678901',
  orderId: null,
  paymentId: null,
  amountPaise: 50_000,
  amount: '500.00',
  payerVpa: 'asha@okaxis',
  receivedAt: 1_795_000_000_000,
  text: 'Rs 500.00 credited',
  status: 'unmatched',
  reason: 'No pending request claims this payment',
  fundRequestId: null,
  mobile: null,
  note: '',
  decidedAt: null,
  createdAt: 1_795_000_000_000,
  claims: [],
} satisfies Payment;

const request = (fields: Partial<DepositRequest>): DepositRequest => ({
  id: 41,
  mobile: '9876543210',
  name: 'Asha',
  amount: 500,
  method: 'GPay',
  txnRef: 'PANA1',
  status: 'pending',
  createdAt: 1_794_999_000_000,
  decidedAt: null,
  note: '',
  utr: '312345678900',
  gatewayOrderId: null,
  creditedBy: null,
  ...fields,
});
const PENDING = [request({}), request({ id: 42, mobile: '9000000001', name: 'Ravi', amount: 700, utr: null })];

function api(role: 'operator' | 'viewer' = 'operator') {
  let queue: Payment[] = [payment];
  const calls = mockAdminApi({
    'GET /admin/api/me': meAs(role),
    'GET /admin/api/unmatched-payments': ({ query }) =>
      adminOk({ items: (query.status ?? 'unmatched') === 'unmatched' ? queue : [] }),
    'GET /admin/api/fund-requests': () => adminOk({ items: PENDING }),
    'POST /admin/api/unmatched-payments/:id/link': ({ body }) => {
      queue = [];
      return adminOk({ id: 7, requestId: body?.requestId, amount: 500, walletBalance: 1500 });
    },
    'POST /admin/api/unmatched-payments/:id/dismiss': () => {
      queue = [];
      return adminOk({ id: 7 });
    },
  });
  return calls;
}

describe('the unmatched payments screen', { timeout: 40_000 }, () => {
  it('lists each payment with its amount, UTR, payer, time and why it did not match', async () => {
    api();
    renderApp('/admin/unmatched-payments');
    expect(await screen.findByRole('heading', { name: 'Unmatched payments', level: 1 })).toBeInTheDocument();
    const row = (await screen.findByText('312345678901')).closest('tr')!;
    expect(row).toHaveTextContent('500.00');
    expect(row).toHaveTextContent('asha@okaxis');
    expect(row).toHaveTextContent('No pending request claims this payment');
    expect(row).toHaveTextContent('2026');
    expect(screen.getByRole('navigation', { name: 'Console' })).toContainElement(
      screen.getByRole('link', { name: 'Unmatched payments' }),
    );
  });

  it('dismisses a payment only with a reason, sends it and reads the queue again', async () => {
    const calls = api();
    const { user } = renderApp('/admin/unmatched-payments');
    await user.click(await screen.findByRole('button', { name: 'Dismiss payment #7' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss payment #7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss payment' }));
    expect(await within(dialog).findByText('Please give the reason for the dismissal')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/unmatched-payments/7/dismiss')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), '  Refunded to the payer  ');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/admin/api/unmatched-payments/7/dismiss')[0]?.body).toEqual({
      reason: 'Refunded to the payer',
    });
    expect(await screen.findByText('No unmatched payments.')).toBeInTheDocument();
  });

  it("links a payment to a player's pending request found by mobile, and reads the queues again", async () => {
    const calls = api();
    const { user } = renderApp('/admin/unmatched-payments');
    await user.click(await screen.findByRole('button', { name: 'Link payment #7' }));
    const dialog = screen.getByRole('dialog', { name: 'Link payment #7?' });
    // With nothing typed: the pending requests of the payment's amount.
    expect(await within(dialog).findByText(/#41 · 500/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/#42/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Link and credit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the pending request this payment is for');

    await user.type(within(dialog).getByLabelText('Player mobile or request number'), '900000');
    expect(within(dialog).queryByText(/#41/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /#42 · 700/ }));
    expect(dialog).toHaveTextContent("500 points are credited to Ravi's wallet (the request claims 700)");
    await user.click(within(dialog).getByRole('button', { name: 'Link and credit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/admin/api/unmatched-payments/7/link')[0]?.body).toEqual({ requestId: 42 });
    expect(await screen.findByText('No unmatched payments.')).toBeInTheDocument();
  });

  it('finds a request by its number and keeps the dialog open with the refusal of the server', async () => {
    mockAdminApi({
      'GET /admin/api/me': meAs('operator'),
      'GET /admin/api/unmatched-payments': () => adminOk({ items: [payment] }),
      'GET /admin/api/fund-requests': () => adminOk({ items: PENDING }),
      'POST /admin/api/unmatched-payments/:id/link': () => adminFail(409, 'This request is already approved'),
    });
    const { user } = renderApp('/admin/unmatched-payments');
    await user.click(await screen.findByRole('button', { name: 'Link payment #7' }));
    const dialog = screen.getByRole('dialog', { name: 'Link payment #7?' });
    await user.type(within(dialog).getByLabelText('Player mobile or request number'), '#41');
    await user.click(await within(dialog).findByRole('radio', { name: /#41/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Link and credit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request is already approved');
  });

  describe('the claims of its UTR beside a payment (ADR 011)', () => {
    const claimed = {
      ...payment,
      reason: 'The payer asha@okaxis is not a UPI id of the claimant; the claim came after the payment',
      claims: [
        {
          requestId: 43,
          mobile: '9111111111',
          name: 'Stranger',
          amount: 500,
          method: 'GPay',
          createdAt: 1_795_000_100_000,
          payerIsClaimant: false,
        },
        {
          requestId: 41,
          mobile: '9876543210',
          name: 'Asha',
          amount: 500,
          method: 'PhonePe',
          createdAt: 1_795_000_200_000,
          payerIsClaimant: true,
        },
      ],
    } satisfies Payment;

    function claimsApi(role: 'operator' | 'viewer' = 'operator') {
      return mockAdminApi({
        'GET /admin/api/me': meAs(role),
        'GET /admin/api/unmatched-payments': ({ query }) =>
          adminOk({ items: (query.status ?? 'unmatched') === 'unmatched' ? [claimed] : [] }),
        'GET /admin/api/fund-requests': () =>
          adminOk({ items: [...PENDING, request({ id: 43, mobile: '9111111111', name: 'Stranger', utr: '312345678901' })] }),
        'POST /admin/api/unmatched-payments/:id/link': ({ body }) =>
          adminOk({ id: 7, requestId: body?.requestId, amount: 500, walletBalance: 1500 }),
        'POST /admin/api/fund-requests/:id/reject': () =>
          adminOk({ id: 43, requestStatus: 'rejected', walletBalance: null }),
      });
    }

    it('shows who claimed, how much and whether the payer is theirs, next to the payment', async () => {
      claimsApi();
      renderApp('/admin/unmatched-payments');
      const claims = await screen.findByRole('list', { name: 'Claims of payment #7' });
      const [stranger, asha] = within(claims).getAllByRole('listitem');
      expect(stranger).toHaveTextContent('Request #43 of Stranger · 9111111111 · 500');
      expect(stranger).toHaveTextContent('Payer not known as this player');
      expect(asha).toHaveTextContent('Request #41 of Asha · 9876543210');
      expect(asha).toHaveTextContent('Paid from their UPI id');
      expect(claims.closest('tr')).toHaveTextContent('asha@okaxis');
    });

    it('links the payment to a claim, the claim chosen already', async () => {
      const calls = claimsApi();
      const { user } = renderApp('/admin/unmatched-payments');
      await user.click(await screen.findByRole('button', { name: 'Link payment #7 to request #41' }));
      const dialog = screen.getByRole('dialog', { name: 'Link payment #7?' });
      expect(await within(dialog).findByRole('radio', { name: /#41 · 500/ })).toBeChecked();
      await user.click(within(dialog).getByRole('button', { name: 'Link and credit' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(calls, 'POST', '/admin/api/unmatched-payments/7/link')[0]?.body).toEqual({ requestId: 41 });
    });

    it("refuses a stranger's claim with a reason: the request is rejected, the payment still waits", async () => {
      const calls = claimsApi();
      const { user } = renderApp('/admin/unmatched-payments');
      await user.click(await screen.findByRole('button', { name: 'Refuse request #43' }));
      const dialog = screen.getByRole('dialog', { name: 'Reject deposit #43?' });
      expect(dialog).toHaveTextContent('Stranger · 9111111111');
      expect(dialog).toHaveTextContent('312345678901');
      await user.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
      expect(callsTo(calls, 'POST', '/admin/api/fund-requests/43/reject')).toHaveLength(0);
      await user.type(within(dialog).getByLabelText('Reason (shown to the player)'), 'Not the payer');
      await user.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(calls, 'POST', '/admin/api/fund-requests/43/reject')[0]?.body).toEqual({ note: 'Not the payer' });
      expect(callsTo(calls, 'POST', '/admin/api/unmatched-payments/7/link')).toHaveLength(0);
    });

    it('shows a viewer the claims without link or refuse buttons', async () => {
      claimsApi('viewer');
      renderApp('/admin/unmatched-payments');
      expect(await screen.findByRole('list', { name: 'Claims of payment #7' })).toHaveTextContent('Stranger');
      expect(screen.queryByRole('button', { name: /Link|Refuse|Dismiss/ })).not.toBeInTheDocument();
    });
  });

  it('shows the queue to a viewer without link or dismiss buttons', async () => {
    api('viewer');
    renderApp('/admin/unmatched-payments');
    expect(await screen.findByText('312345678901')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Link|Dismiss/ })).not.toBeInTheDocument();
  });
});

describe('the online payment gateway switch (ADR 011)', () => {
  function gatewayApi(role: 'owner' | 'operator', configured = true) {
    let enabled = false;
    return mockAdminApi({
      'GET /admin/api/me': meAs(role),
      'GET /admin/api/unmatched-payments': () => adminOk({ items: [] }),
      'GET /admin/api/payments/gateway': () => adminOk({ gateway: configured ? 'razorpay' : '', configured, enabled }),
      'PUT /admin/api/payments/gateway': ({ body }) => {
        enabled = body?.enabled === true;
        return adminOk({ gateway: 'razorpay', configured: true, enabled });
      },
    });
  }

  it('lets the owner switch Pay online on and off', async () => {
    const calls = gatewayApi('owner');
    const { user } = renderApp('/admin/unmatched-payments');
    const panel = await screen.findByRole('region', { name: 'Online payment gateway' });
    expect(panel).toHaveTextContent('Razorpay: Off');
    await user.click(within(panel).getByRole('button', { name: 'Switch Razorpay on' }));
    await waitFor(() => expect(panel).toHaveTextContent('Razorpay: On'));
    expect(callsTo(calls, 'PUT', '/admin/api/payments/gateway')[0]?.body).toEqual({ enabled: true });
    expect(within(panel).getByRole('button', { name: 'Switch Razorpay off' })).toBeInTheDocument();
  });

  it('shows an operator the state without the switch, and says when the server has no gateway', async () => {
    gatewayApi('operator');
    renderApp('/admin/unmatched-payments');
    const panel = await screen.findByRole('region', { name: 'Online payment gateway' });
    expect(panel).toHaveTextContent('Only the owner can switch it.');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the server has no gateway configured', async () => {
    gatewayApi('owner', false);
    renderApp('/admin/unmatched-payments');
    expect(await screen.findByRole('region', { name: 'Online payment gateway' })).toHaveTextContent(
      'No online gateway is configured on this server',
    );
  });
});
