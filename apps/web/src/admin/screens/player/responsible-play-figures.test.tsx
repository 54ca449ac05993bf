// The screen the test opens, loaded up front so that its lazy route appears at once.
import './player-screen.tsx';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type PlayerDetail } from '../../api/players.ts';
import { adminOk, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const ENDS = Date.parse('2027-05-23T10:00:00+05:30');

describe("the player's responsible play in the console", { timeout: 40_000 }, () => {
  it('shows a self-exclusion with its end, the 18+ confirmation and the limits, with nothing to lift them', async () => {
    mockAdminApi({
      'GET /admin/api/me': meAs('owner'),
      'GET /admin/api/users/:mobile': () =>
        adminOk({
          user: {
            mobile: '9876543210',
            name: 'Demo Player',
            balance: 100,
            bettingStatus: 1,
            blocked: false,
            createdAt: 1_790_000_000_000,
          },
          ledger: [],
          bids: [],
          totals: { bids: 0, points: 0, wins: 0, winAmount: 0 },
          play: {
            break: { kind: 'self_exclusion', period: '6m', startedAt: ENDS - 182 * 86_400_000, endsAt: ENDS },
            ageConfirmedAt: null,
            limits: [
              { key: 'stake_day', name: 'Daily stake limit', amount: 5000, pendingAmount: 8000, pendingAt: ENDS },
            ],
          },
        } satisfies Omit<PlayerDetail, 'status' | 'msg'>),
    });
    renderApp('/admin/players/9876543210');
    expect(await screen.findByText('Self-excluded')).toBeInTheDocument();
    expect(screen.getByText(/^until .*; cannot be ended early$/)).toBeInTheDocument();
    expect(screen.getByText('Not confirmed')).toBeInTheDocument();
    expect(screen.getByText('Daily stake limit')).toBeInTheDocument();
    expect(screen.getByText(/^8,000 from /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /break|exclusion|lift/i })).not.toBeInTheDocument();
  });
});
