// The screens the tests open, loaded up front so that their lazy routes appear at once.
import '../players/players-screen.tsx';
import './player-screen.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type PlayerDetail, type PlayerRow } from '../../api/players.ts';
import { adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const player = {
  mobile: '9876543210',
  name: 'Demo Player',
  balance: 12500,
  bettingStatus: 1,
  blocked: false,
  createdAt: 1_790_000_000_000,
} satisfies PlayerRow;

function api(role: 'owner' | 'operator' | 'viewer' = 'operator') {
  return mockAdminApi({
    'GET /admin/api/agents': () =>
      adminOk({
        items: [
          {
            id: 3,
            username: 'ravi',
            role: 'agent',
            parentId: null,
            parentName: null,
            inviteCode: 'KXM4PQ',
            link: '/r?code=KXM4PQ',
            commissionBp: 250,
            overrideBp: 0,
            creditLimit: 0,
            float: 0,
            players: 2,
            suspended: false,
            suspendedAt: null,
            active: true,
            displayName: 'Ravi Bhai',
            contactMobile: null,
            whatsapp: null,
            upiId: null,
            createdAt: 1_790_000_000_000,
          },
        ],
      }),
    'PATCH /admin/api/players/:mobile/agent': ({ body }) =>
      adminOk({ mobile: '9876543210', agentId: body?.agentId ?? null, agent: body?.agentId ? 'ravi' : null }),
    'GET /admin/api/me': meAs(role),
    'GET /admin/api/users': ({ query }) =>
      adminOk({ items: query.q === 'nobody' ? [] : [player], total: query.q === 'nobody' ? 0 : 1, page: 1 }),
    'GET /admin/api/users/:mobile': () =>
      adminOk({
        user: player,
        ledger: [
          { id: 1, amount: -500, balanceAfter: 12500, kind: 'bid', note: 'Kalyan Open', createdAt: 1_795_000_000_000 },
        ],
        bids: [
          {
            id: 5,
            family: 'main',
            marketId: 7,
            market: 'Kalyan',
            drawDate: '2026-11-20',
            type: 'single_digit',
            typeName: 'Single Digit',
            board: 'Single Digit Bulk',
            session: 'open',
            digits: '4',
            closedigits: '',
            points: 500,
            status: 'won',
            winAmount: 4750,
            createdAt: 1_795_000_000_000,
          },
        ],
        totals: { bids: 1, points: 500, wins: 1, winAmount: 4750 },
      } satisfies Omit<PlayerDetail, 'status' | 'msg'>),
    'PATCH /admin/api/users/:mobile': () => adminOk(),
    'POST /admin/api/wallet/adjust': () => adminOk(),
  });
}

describe('the players screens', { timeout: 40_000 }, () => {
  it('searches players by mobile or name and opens one', async () => {
    const calls = api();
    const { router, user } = renderApp('/admin/players');
    await screen.findByRole('link', { name: 'Demo Player' });
    await user.type(screen.getByLabelText('Mobile or name'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No player matches “nobody”.')).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/admin/api/users').at(-1)?.query).toEqual({ q: 'nobody', page: '1' });

    await user.clear(screen.getByLabelText('Mobile or name'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('link', { name: 'Demo Player' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/players/9876543210'));
    expect(await screen.findByRole('heading', { name: 'Demo Player', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Balance').parentElement).toHaveTextContent('Balance12,500points');
    expect(screen.getByRole('row', { name: /Kalyan Open/ })).toHaveTextContent('-500');
  });

  it('requires a reason for a wallet adjustment', async () => {
    const calls = api();
    const { user } = renderApp('/admin/players/9876543210');
    const form = await screen.findByRole('form', { name: 'Wallet adjustment' });
    await user.type(within(form).getByLabelText('Amount (points)'), '500');
    await user.click(within(form).getByRole('button', { name: 'Adjust wallet' }));
    expect(within(form).getByText('Please give the reason for the adjustment')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/wallet/adjust')).toHaveLength(0);
  });

  it('adjusts the wallet by a signed amount after a confirmation showing the new balance', async () => {
    const calls = api();
    const { user } = renderApp('/admin/players/9876543210');
    const form = await screen.findByRole('form', { name: 'Wallet adjustment' });
    await user.type(within(form).getByLabelText('Amount (points)'), '-2,000');
    await user.type(within(form).getByLabelText('Reason'), 'Duplicate deposit credited twice');
    await user.click(within(form).getByRole('button', { name: 'Adjust wallet' }));

    const dialog = screen.getByRole('dialog', { name: 'Take 2,000 points?' });
    expect(dialog).toHaveTextContent('Balance now12,500');
    expect(dialog).toHaveTextContent('After10,500');
    expect(callsTo(calls, 'POST', '/admin/api/wallet/adjust')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Adjust wallet' }));

    expect(await screen.findByText("-2,000 points applied to Demo Player's wallet.")).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/wallet/adjust')[0]?.body).toEqual({
      mobile: '9876543210',
      amount: -2000,
      note: 'Duplicate deposit credited twice',
    });
  });

  it('turns betting off and blocks a player after confirmations', async () => {
    const calls = api();
    const { user } = renderApp('/admin/players/9876543210');
    await user.click(await screen.findByRole('button', { name: 'Turn betting off' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Turn betting off for Demo Player?' })).getByRole('button', {
        name: 'Turn off',
      }),
    );
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/admin/api/users/9876543210')).toHaveLength(1));
    expect(callsTo(calls, 'PATCH', '/admin/api/users/9876543210')[0]?.body).toEqual({ betting_status: 0 });

    await user.click(screen.getByRole('button', { name: 'Block player' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Block Demo Player?' })).getByRole('button', { name: 'Block' }),
    );
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/admin/api/users/9876543210')).toHaveLength(2));
    expect(callsTo(calls, 'PATCH', '/admin/api/users/9876543210')[1]?.body).toEqual({ blocked: true });
  });

  it('lets the owner move a player to an agent after a confirmation (ADR 029)', async () => {
    const calls = api('owner');
    const { user } = renderApp('/admin/players/9876543210');
    const form = await screen.findByRole('form', { name: 'Move to an agent' });
    await user.click(within(form).getByRole('button', { name: 'Move player' }));
    expect(within(form).getByText('Choose where the player goes')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Move to'), 'Ravi Bhai (ravi)');
    await user.click(within(form).getByRole('button', { name: 'Move player' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Demo Player to Ravi Bhai?' });
    expect(callsTo(calls, 'PATCH', '/admin/api/players/9876543210/agent')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Move player' }));
    expect(await within(form).findByText('Demo Player now belongs to ravi.')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/admin/api/players/9876543210/agent')[0]?.body).toEqual({ agentId: 3 });
  });

  it('leaves the agent field to owners', async () => {
    api('operator');
    renderApp('/admin/players/9876543210');
    await screen.findByRole('form', { name: 'Wallet adjustment' });
    expect(screen.queryByRole('form', { name: 'Move to an agent' })).not.toBeInTheDocument();
  });

  it('shows a viewer the wallet and bids without any write button', async () => {
    api('viewer');
    const { user } = renderApp('/admin/players/9876543210');
    await screen.findByRole('heading', { name: 'Demo Player', level: 1 });
    expect(screen.queryByRole('form', { name: 'Wallet adjustment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /betting|Block/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Bids & wins (1)' }));
    expect(screen.getByRole('row', { name: /Kalyan/ })).toHaveTextContent(
      '2026-11-20KalyanSingle Digit · open · Single Digit Bulk4500won4,750',
    );
  });
});
