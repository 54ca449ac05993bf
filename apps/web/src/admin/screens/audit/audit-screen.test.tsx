import './audit-screen.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type AuditEntry } from '../../api/audit.ts';
import { type AdminAccount } from '../../api/auth.ts';
import { adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const entry = {
  id: 501,
  admin: { id: 1, username: 'admin' },
  action: 'market.update',
  entity: 'market',
  entityId: '7',
  before: { name: 'Kalyan', active: true, days: '123456' },
  after: '{"name":"Kalyan","active":false,"days":"123456"}',
  ip: '10.0.0.5',
  createdAt: 1_795_000_000_000,
} satisfies AuditEntry;

describe('the audit log', { timeout: 40_000 }, () => {
  it('filters entries and shows the before and after of one side by side', async () => {
    const calls = mockAdminApi({
      'GET /admin/api/me': meAs('owner'),
      'GET /admin/api/admins': () =>
        adminOk({
          items: [
            { id: 1, username: 'admin', role: 'owner', active: true, totp: false, createdAt: 1 },
          ] satisfies AdminAccount[],
        }),
      'GET /admin/api/audit': () => adminOk({ items: [entry], total: 1, page: 1 }),
    });
    const { user } = renderApp('/admin/audit');
    const row = (await screen.findByText('market.update')).closest('tr')!;
    expect(row).toHaveTextContent('market #7');
    await user.click(within(row).getByRole('button', { name: 'Changes' }));
    const diff = screen.getByRole('table', { name: 'Changes of entry 501' });
    expect(within(diff).getByRole('row', { name: /active/ })).toHaveTextContent('activetruefalse');
    expect(within(diff).getByRole('row', { name: /active/ })).toHaveClass('diffChanged');
    expect(within(diff).getByRole('row', { name: /days/ })).not.toHaveClass('diffChanged');

    await user.selectOptions(await screen.findByLabelText('Operator'), 'admin');
    await user.selectOptions(screen.getByLabelText('Entity'), 'market');
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/admin/api/audit').at(-1)?.query).toEqual({
        entity: 'market',
        adminId: '1',
        page: '1',
      }),
    );
  });
});
