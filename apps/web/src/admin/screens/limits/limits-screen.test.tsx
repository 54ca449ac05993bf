import './limits-screen.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type Limits, type OperatorAlert } from '../../api/limits.ts';
import { adminFail, adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const limits: Limits = {
  lines: [
    { family: 'main', type: 'single_digit', name: 'Single Digit', min: null, max: null },
    { family: 'main', type: 'jodi_digit', name: 'Jodi Digit', min: 20, max: 5000 },
    { family: 'starline', type: 'single_digit', name: 'Single Digit', min: null, max: 300 },
  ],
  alerts: { burstSubmissions: 30, burstMinutes: 5, linePoints: 10000, capSharePercent: 80 },
};
const alerts: OperatorAlert[] = [
  {
    id: 2,
    kind: 'share',
    mobile: '9876543210',
    playerName: 'Asha Patil',
    marketId: 7,
    marketName: 'Kalyan',
    drawDate: '2026-11-23',
    detail: 'Single Digit 5: payout 475 of the cap 950 (alert at 50%)',
    amount: 475,
    createdAt: Date.parse('2026-11-23T10:00:00+05:30'),
  },
];

function api(role: 'operator' | 'viewer' = 'operator') {
  return mockAdminApi({
    'GET /admin/api/me': meAs(role),
    'GET /admin/api/limits': () => adminOk(limits),
    'GET /admin/api/alerts': () => adminOk({ items: alerts }),
    'PUT /admin/api/limits/lines': ({ body }) =>
      (body as { max: number | null }).max === 9999
        ? adminFail(400, 'The maximum must not be below the minimum')
        : adminOk(limits),
    'PUT /admin/api/limits/alerts': () => adminOk(limits),
  });
}

describe('the limits screen', { timeout: 40_000 }, () => {
  it('lists alerts with the player, the draw and a link to the player page to block', async () => {
    api();
    renderApp('/admin/limits');
    const row = (await screen.findByText('Single Digit 5: payout 475 of the cap 950 (alert at 50%)')).closest('tr')!;
    expect(row).toHaveTextContent('Near the cap');
    expect(row).toHaveTextContent('Kalyan');
    expect(row).toHaveTextContent('2026-11-23');
    expect(within(row).getByRole('link', { name: 'Open player 9876543210 to block' })).toHaveAttribute(
      'href',
      '/admin/players/9876543210',
    );
  });

  it("saves a bid type's line limits, checks them first, and shows the server's refusal", async () => {
    const calls = api();
    const { user } = renderApp('/admin/limits');
    const max = await screen.findByLabelText('Jodi Digit: maximum points');
    expect(max).toHaveValue('5000');
    expect(screen.getByLabelText('Jodi Digit: minimum points')).toHaveValue('20');
    await user.clear(max);
    await user.type(max, '15');
    await user.click(screen.getByRole('button', { name: 'Save Jodi Digit limits' }));
    expect(await screen.findByText('The maximum must not be below the minimum')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/admin/api/limits/lines')).toHaveLength(0);
    await user.clear(max);
    await user.type(max, '2,500');
    await user.click(screen.getByRole('button', { name: 'Save Jodi Digit limits' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/admin/api/limits/lines')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/admin/api/limits/lines')[0]?.body).toEqual({
      family: 'main',
      type: 'jodi_digit',
      min: 20,
      max: 2500,
    });

    const single = screen.getByLabelText('Single Digit: maximum points');
    await user.type(single, '9999');
    await user.click(screen.getByRole('button', { name: 'Save Single Digit limits' }));
    expect(await screen.findByText('The maximum must not be below the minimum')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Starline' }));
    expect(screen.getByLabelText('Single Digit: maximum points')).toHaveValue('300');
    expect(screen.queryByLabelText('Jodi Digit: maximum points')).not.toBeInTheDocument();
  });

  it('saves the alert thresholds, 0 turning one off', async () => {
    const calls = api();
    const { user } = renderApp('/admin/limits');
    const share = await screen.findByLabelText('Share of the cap (%)');
    await user.clear(share);
    await user.type(share, '101');
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    expect(await screen.findByText('Share of the cap (%): a whole number from 0 (off) to 100')).toBeInTheDocument();
    await user.clear(share);
    await user.type(share, '0');
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/admin/api/limits/alerts')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/admin/api/limits/alerts')[0]?.body).toEqual({
      burstSubmissions: 30,
      burstMinutes: 5,
      linePoints: 10000,
      capSharePercent: 0,
    });
  });

  it('shows a viewer the limits without inputs or save buttons', async () => {
    api('viewer');
    renderApp('/admin/limits');
    expect(await screen.findByText('5000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Jodi Digit: maximum points')).not.toBeInTheDocument();
  });
});
