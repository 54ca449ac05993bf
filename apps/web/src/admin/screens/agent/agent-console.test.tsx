// The screens the tests open, loaded up front so that their lazy routes appear at once.
import './home-screen.tsx';
import './deposits-screen.tsx';
import './player-screen.tsx';
import './agents-screen.tsx';
import '../dashboard/dashboard-screen.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type AgentMe, type AgentPlayerDetail } from '../../api/agent.ts';
import { adminFail, adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const me = {
  id: 7,
  role: 'agent',
  username: 'ravi',
  inviteCode: 'KXM4PQ',
  link: '/r?code=KXM4PQ',
  float: 20_000,
  creditLimit: 5_000,
  commissionBp: 250,
  overrideBp: 0,
  parent: 'mona',
  suspended: false,
  displayName: 'Ravi Bhai',
  contactMobile: '9876500001',
  whatsapp: null,
  upiId: 'ravi@okbank',
} satisfies Omit<AgentMe, 'status' | 'msg'>;

const openWeek = {
  weekStart: '2026-11-23',
  weekEnd: '2026-11-29',
  players: 3,
  stakes: 12_000,
  wins: 7_000,
  netLoss: 5_000,
  carriedIn: 0,
  estimatedCommission: 125,
  overrideNetLoss: 0,
  estimatedOverride: 0,
};

const player = {
  mobile: '9876543210',
  name: 'Demo Player',
  balance: 1_500,
  agentId: 7,
  agent: 'ravi',
  direct: true,
  bettingStatus: 1,
  blocked: false,
  registeredAt: 1_790_000_000_000,
  lastBidAt: null,
};

const detail = {
  user: player,
  ledger: [],
  bids: [],
  deposits: [],
  withdrawals: [],
  totals: { bids: 0, points: 0, wins: 0, winAmount: 0 },
  cashoutRequest: null,
} satisfies Omit<AgentPlayerDetail, 'status' | 'msg'>;

function api(
  role: 'agent' | 'master_agent' = 'agent',
  credit = () => adminOk({ movementId: 1, float: 19_000, balance: 2_500 }),
  playerDetail: Omit<AgentPlayerDetail, 'status' | 'msg'> = detail,
) {
  return mockAdminApi({
    'GET /admin/api/me': meAs(role, { id: 7, username: 'ravi' }),
    'GET /admin/api/agent/me': () => adminOk({ ...me, role }),
    'GET /admin/api/agent/players': () => adminOk({ items: [player], total: 1, page: 1 }),
    'GET /admin/api/agent/players/:mobile': () => adminOk(playerDetail),
    'POST /admin/api/agent/players/:mobile/take-back': () =>
      adminOk({ movementId: 2, float: 20_300, balance: 1_200, requestId: 55 }),
    'GET /admin/api/agent/statements': () => adminOk({ items: [], total: 0, page: 1, openWeek }),
    'POST /admin/api/agent/players/:mobile/credit': credit,
    'GET /admin/api/agent/deposits': () =>
      adminOk({
        items: [
          {
            id: 41,
            mobile: '9876543210',
            name: 'Demo Player',
            amount: 700,
            method: 'GPay',
            txnRef: 'T1',
            utr: '612345678901',
            status: 'pending',
            note: '',
            createdAt: 1_795_000_000_000,
            decidedAt: null,
          },
        ],
      }),
    'POST /admin/api/agent/deposits/:id/approve': () =>
      adminOk({ id: 41, requestStatus: 'approved', walletBalance: 2_200, floatBalance: 19_300 }),
    'POST /admin/api/agent/deposits/:id/reject': () =>
      adminOk({ id: 41, requestStatus: 'rejected', walletBalance: null, floatBalance: null }),
  });
}

const AGENT_MENU = ['Home', 'Players', 'Deposits', 'Float', 'Statements', 'Exposure', 'Profile'];

describe('the agent console', { timeout: 40_000 }, () => {
  it('shows an agent their own menu only and their home at /admin', async () => {
    api();
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/agent'));
    const nav = screen.getByRole('navigation', { name: 'Console' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(AGENT_MENU);
    for (const staff of ['Dashboard', 'Markets', 'Results', 'Rates & Settings', 'Agents', 'Admins & 2FA']) {
      expect(within(nav).queryByRole('link', { name: staff })).not.toBeInTheDocument();
    }
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('2.50 %')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Float').parentElement).toHaveTextContent('Float20,000points');
    const invite = screen.getByRole('region', { name: 'Your invite link' });
    expect(invite).toHaveTextContent(`KXM4PQ · ${window.location.origin}/r?code=KXM4PQ`);
    expect(within(invite).getByRole('button', { name: 'Copy your invite link' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /This week so far/ })).toHaveTextContent('Commission so far125');
  });

  it('adds My agents to a master agent’s menu', async () => {
    api('master_agent');
    renderApp('/admin/agent');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...AGENT_MENU.slice(0, -1), 'My agents', 'Profile']);
  });

  it("shows a master agent an agent's float ledger with the give / take panel", async () => {
    const subAgent = {
      id: 9,
      role: 'agent',
      username: 'sunil',
      displayName: 'Sunil',
      parentId: 7,
      parentName: 'ravi',
      inviteCode: 'PQR234',
      link: '/r?code=PQR234',
      commissionBp: 200,
      overrideBp: 0,
      creditLimit: 0,
      float: 2_000,
      players: 4,
      suspended: false,
      suspendedAt: null,
      active: true,
      contactMobile: null,
      whatsapp: null,
      upiId: null,
      createdAt: 1_790_000_000_000,
    };
    const ledgerRow = {
      id: 3,
      amount: 2_000,
      balanceAfter: 2_000,
      kind: 'to_agent',
      note: 'For the week',
      createdAt: 1_795_000_000_000,
      player: null,
      counterparty: { id: 7, username: 'ravi' },
      by: 'ravi',
    };
    const calls = mockAdminApi({
      'GET /admin/api/me': meAs('master_agent', { id: 7, username: 'ravi' }),
      'GET /admin/api/agent/me': () => adminOk({ ...me, role: 'master_agent' }),
      'GET /admin/api/agent/agents': () => adminOk({ items: [subAgent] }),
      'GET /admin/api/agent/agents/:id/float': () =>
        adminOk({ float: 2_000, creditLimit: 0, items: [ledgerRow], total: 1, page: 1 }),
    });
    const { user } = renderApp('/admin/agent/agents');
    await user.click(await screen.findByRole('button', { name: 'Move float of sunil and read its ledger' }));
    const ledger = await screen.findByRole('region', { name: 'Float ledger of Sunil' });
    expect(await within(ledger).findByText('For the week')).toBeInTheDocument();
    expect(within(ledger).getByText('Given by the master agent')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Float of Sunil' })).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/admin/api/agent/agents/9/float')).toHaveLength(1);
  });

  it('shows the not-allowed state on a staff screen, calling none of its API', async () => {
    const calls = api();
    renderApp('/admin/markets');
    expect(await screen.findByRole('heading', { name: 'Not allowed', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Not allowed for your role');
    expect(screen.getByRole('link', { name: 'Go to your home screen' })).toHaveAttribute('href', '/admin/agent');
    expect(calls.filter((call) => call.path.startsWith('/admin/api/markets'))).toHaveLength(0);
  });

  it('shows staff the not-allowed state on an agent screen', async () => {
    mockAdminApi({ 'GET /admin/api/me': meAs('owner') });
    renderApp('/admin/agent/players');
    expect(await screen.findByRole('heading', { name: 'Not allowed', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home screen' })).toHaveAttribute('href', '/admin');
  });

  it('checks a credit before asking, then confirms it and shows the new wallet and float', async () => {
    const calls = api();
    const { user } = renderApp('/admin/agent/players/9876543210');
    const form = await screen.findByRole('form', { name: 'Credit points' });
    await user.click(within(form).getByRole('button', { name: 'Credit' }));
    expect(within(form).getByText('Enter a whole number of points from 1 to 1,00,00,000')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Amount (points)'), '0');
    await user.click(within(form).getByRole('button', { name: 'Credit' }));
    expect(within(form).getByText('Enter a whole number of points from 1 to 1,00,00,000')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Amount (points)'));
    await user.type(within(form).getByLabelText('Amount (points)'), '12.5');
    await user.click(within(form).getByRole('button', { name: 'Credit' }));
    expect(within(form).getByText('Enter a whole number of points from 1 to 1,00,00,000')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Amount (points)'));
    await user.type(within(form).getByLabelText('Amount (points)'), '1,000');
    await user.type(within(form).getByLabelText('Note'), 'Cash at the shop');
    await user.click(within(form).getByRole('button', { name: 'Credit' }));
    const dialog = screen.getByRole('dialog', { name: 'Credit 1,000 points to Demo Player?' });
    expect(dialog).toHaveTextContent('Wallet now1,500');
    expect(dialog).toHaveTextContent('Wallet after2,500');
    expect(dialog).toHaveTextContent('Your float now20,000');
    expect(dialog).toHaveTextContent('Float after19,000');
    expect(callsTo(calls, 'POST', '/admin/api/agent/players/9876543210/credit')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
    expect(await screen.findByText(/1,000 points credited to Demo Player/)).toHaveTextContent(
      'Their wallet: 2,500; your float: 19,000.',
    );
    expect(callsTo(calls, 'POST', '/admin/api/agent/players/9876543210/credit')[0]?.body).toEqual({
      amount: 1000,
      note: 'Cash at the shop',
    });
  });

  it('shows the server’s refusal of a credit in its own words and keeps the dialog open', async () => {
    const calls = api('agent', () => adminFail(409, 'Beyond your credit limit of 5,000 points'));
    const { user } = renderApp('/admin/agent/players/9876543210');
    const form = await screen.findByRole('form', { name: 'Credit points' });
    await user.type(within(form).getByLabelText('Amount (points)'), '30000');
    await user.click(within(form).getByRole('button', { name: 'Credit' }));
    const dialog = screen.getByRole('dialog', { name: 'Credit 30,000 points to Demo Player?' });
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Beyond your credit limit of 5,000 points');
    expect(callsTo(calls, 'POST', '/admin/api/agent/players/9876543210/credit')[0]?.body).toEqual({ amount: 30000 });
    expect(screen.queryByText(/points credited/)).not.toBeInTheDocument();
  });

  it('disables Take back until the player asks to cash out', async () => {
    const calls = api();
    const { user } = renderApp('/admin/agent/players/9876543210');
    await screen.findByRole('form', { name: 'Credit points' });
    await user.click(screen.getByRole('tab', { name: 'Take back' }));
    const form = screen.getByRole('form', { name: 'Take back points' });
    expect(within(form).getByText(/The player has not asked to cash out/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Take back' })).toBeDisabled();
    expect(callsTo(calls, 'POST', '/admin/api/agent/players/9876543210/take-back')).toHaveLength(0);
  });

  it("shows the player's cash-out request, pre-fills Take back with it and answers that request", async () => {
    const calls = api('agent', undefined, {
      ...detail,
      cashoutRequest: { id: 55, amount: 300, createdAt: 1_795_000_000_000 },
    });
    const { user } = renderApp('/admin/agent/players/9876543210');
    await screen.findByRole('form', { name: 'Credit points' });
    await user.click(screen.getByRole('tab', { name: 'Take back' }));
    const form = screen.getByRole('form', { name: 'Take back points' });
    expect(within(form).getByText(/Asked to cash out 300 points/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount (points)')).toHaveValue('300');
    await user.click(within(form).getByRole('button', { name: 'Take back' }));
    const dialog = screen.getByRole('dialog', { name: 'Take back 300 points from Demo Player?' });
    await user.click(within(dialog).getByRole('button', { name: 'Take back' }));
    expect(await screen.findByText(/300 points taken back from Demo Player/)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/agent/players/9876543210/take-back')[0]?.body).toEqual({
      amount: 300,
      requestId: 55,
    });
  });

  it('rejects a deposit paid to the agent only with a reason, and approves one from the float', async () => {
    const calls = api();
    const { user } = renderApp('/admin/agent/deposits');
    await user.click(await screen.findByRole('button', { name: "Reject Demo Player's deposit of 700" }));
    let dialog = screen.getByRole('dialog', { name: "Reject Demo Player's deposit of 700?" });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please enter the reason')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/agent/deposits/41/reject')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'No payment in my UPI app');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/admin/api/agent/deposits/41/reject')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/admin/api/agent/deposits/41/reject')[0]?.body).toEqual({
      reason: 'No payment in my UPI app',
    });

    await user.click(await screen.findByRole('button', { name: "Approve Demo Player's deposit of 700" }));
    dialog = screen.getByRole('dialog', { name: "Approve Demo Player's deposit of 700?" });
    expect(dialog).toHaveTextContent('Float after19,300');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/admin/api/agent/deposits/41/approve')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/admin/api/agent/deposits/41/approve')[0]?.body).toEqual({});
  });
});
