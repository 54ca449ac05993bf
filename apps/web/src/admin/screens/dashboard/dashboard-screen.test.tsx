import './dashboard-screen.tsx';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type Dashboard } from '../../api/dashboard.ts';
import { adminFail, adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const dashboard = {
  date: '2026-11-22',
  activePlayers: 1520,
  registrations: 37,
  bids: {
    main: { count: 18250, points: 2465000 },
    starline: { count: 900, points: 45000 },
    gali: { count: 0, points: 0 },
  },
  payouts: 1987650,
  pendingDeposits: { count: 4, amount: 12500 },
  pendingWithdrawals: { count: 0, amount: 0 },
  bankPayoutsWaiting: { count: 2, amount: 1600 },
  closingSoon: [{ kind: 'main', marketId: 7, name: 'Kalyan', session: 'close', closesAt: '5:45 PM', minutesLeft: 12 }],
  awaitingResults: [{ kind: 'main', marketId: 3, name: 'Time Bazar', date: '2026-11-22', session: 'open' }],
} satisfies Omit<Dashboard, 'status' | 'msg'>;

describe('the dashboard', { timeout: 40_000 }, () => {
  it("shows today's figures with thousands separators, markets about to close and draws awaiting results", async () => {
    const calls = mockAdminApi({
      'GET /admin/api/me': meAs('operator'),
      'GET /admin/api/dashboard': () => adminOk(dashboard),
    });
    renderApp('/admin');
    expect(await screen.findByText('Active players')).toBeInTheDocument();
    expect(screen.getByText('Main bids').parentElement).toHaveTextContent('Main bids18,25024,65,000 points');
    expect(screen.getByText('Payouts').parentElement).toHaveTextContent('19,87,650');
    expect(screen.getByRole('link', { name: /Pending deposits/ })).toHaveAttribute(
      'href',
      '/admin/funds?queue=deposits',
    );
    const bankPayouts = screen.getByRole('link', { name: /Bank payouts waiting/ });
    expect(bankPayouts).toHaveAttribute('href', '/admin/payouts');
    expect(bankPayouts).toHaveTextContent('Bank payouts waiting21,600 for the bank');

    const closing = screen.getByRole('region', { name: 'Closing soon' });
    expect(within(closing).getByRole('row', { name: /Kalyan/ })).toHaveTextContent('12 min');
    expect(within(closing).getByRole('link', { name: 'Exposure of Kalyan' })).toHaveAttribute(
      'href',
      '/admin/exposure?kind=main&marketId=7&date=2026-11-22&session=close',
    );
    const awaiting = screen.getByRole('region', { name: 'Awaiting results' });
    expect(within(awaiting).getByRole('link', { name: 'Declare Time Bazar Open' })).toHaveAttribute(
      'href',
      '/admin/results?kind=main&marketId=3&date=2026-11-22&session=open',
    );
    expect(callsTo(calls, 'GET', '/admin/api/dashboard')[0]?.query.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('leaves the bank payouts figure out when an older server does not send it', async () => {
    const { bankPayoutsWaiting: _left, ...older } = dashboard;
    mockAdminApi({ 'GET /admin/api/me': meAs('operator'), 'GET /admin/api/dashboard': () => adminOk(older) });
    renderApp('/admin');
    expect(await screen.findByText('Active players')).toBeInTheDocument();
    expect(screen.queryByText('Bank payouts waiting')).not.toBeInTheDocument();
  });

  it('offers a viewer a preview instead of the declare shortcut', async () => {
    mockAdminApi({ 'GET /admin/api/me': meAs('viewer'), 'GET /admin/api/dashboard': () => adminOk(dashboard) });
    renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'Preview Time Bazar Open' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Declare/ })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the dashboard cannot be loaded', async () => {
    let isFailing = true;
    mockAdminApi({
      'GET /admin/api/me': meAs('operator'),
      'GET /admin/api/dashboard': () =>
        isFailing ? adminFail(404, 'Route GET:/admin/api/dashboard not found') : adminOk(dashboard),
    });
    const { user } = renderApp('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Route GET:/admin/api/dashboard not found');
    isFailing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Active players')).toBeInTheDocument();
  });
});
