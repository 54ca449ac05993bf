import './markets-screen.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type Market } from '../../api/markets.ts';
import { adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const kalyan = {
  id: 7,
  kind: 'main',
  name: 'Kalyan',
  openTime: '3:45 PM',
  closeTime: '5:45 PM',
  days: '123456',
  active: true,
  sortOrder: 1,
  offDates: ['2026-12-25'],
  liabilityCap: 50_000,
} satisfies Market;
const mainBazar = {
  id: 8,
  kind: 'main',
  name: 'Main Bazar',
  openTime: '9:40 PM',
  closeTime: '12:05 AM',
  days: '0123456',
  active: false,
  sortOrder: 2,
  offDates: [],
  liabilityCap: null,
} satisfies Market;
const slot = {
  id: 30,
  kind: 'starline',
  name: '10:00 AM',
  openTime: '10:00 AM',
  closeTime: null,
  days: '0123456',
  active: true,
  sortOrder: 1,
  offDates: [],
  liabilityCap: null,
} satisfies Market;

function api(role: 'operator' | 'viewer' = 'operator') {
  return mockAdminApi({
    'GET /admin/api/me': meAs(role),
    'GET /admin/api/markets': ({ query }) =>
      adminOk({ items: query.kind === 'main' ? [kalyan, mainBazar] : query.kind === 'starline' ? [slot] : [] }),
    'POST /admin/api/markets': () => adminOk({ id: 99 }),
    'PATCH /admin/api/markets/:id': () => adminOk(),
    'POST /admin/api/markets/:id/off-dates': () => adminOk(),
    'DELETE /admin/api/markets/:id/off-dates/:date': () => adminOk(),
  });
}

describe('the markets screen', { timeout: 40_000 }, () => {
  it('lists the markets of each family with their schedule and status', async () => {
    api();
    const { user } = renderApp('/admin/markets');
    const kalyanRow = (await screen.findByText('Kalyan')).closest('tr')!;
    expect(kalyanRow).toHaveTextContent('3:45 PM');
    expect(kalyanRow).toHaveTextContent('Active');
    expect(kalyanRow).toHaveTextContent('50,000');
    expect(within(kalyanRow).getByLabelText('Mon, Tue, Wed, Thu, Fri, Sat')).toBeInTheDocument();
    const bazarRow = screen.getByText('Main Bazar').closest('tr')!;
    expect(bazarRow).toHaveTextContent('12:05 AM (next day)');
    expect(bazarRow).toHaveTextContent('Paused');

    await user.click(screen.getByRole('tab', { name: 'Starline' }));
    expect(await screen.findByRole('columnheader', { name: 'Slot time' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Close time' })).not.toBeInTheDocument();
  });

  it('refuses a market without a name, with a time not written h:mm AM/PM, or without a day', async () => {
    const calls = api();
    const { user } = renderApp('/admin/markets');
    await screen.findByText('Kalyan');
    await user.click(screen.getByRole('button', { name: 'New market' }));
    const dialog = screen.getByRole('dialog', { name: 'New Main market' });
    await user.type(within(dialog).getByLabelText('Open time'), '25:00');
    await user.type(within(dialog).getByLabelText('Close time'), '9:40');
    for (const day of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
      await user.click(within(dialog).getByRole('button', { name: day }));
    await user.click(within(dialog).getByRole('button', { name: 'Create market' }));

    expect(within(dialog).getByText('Please enter the market name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the time like 9:40 PM')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the close time like 11:40 PM')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one day')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/markets')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Same Time');
    await user.clear(within(dialog).getByLabelText('Open time'));
    await user.type(within(dialog).getByLabelText('Open time'), '9:40 PM');
    await user.type(within(dialog).getByLabelText('Close time'), ' pm');
    await user.click(within(dialog).getByRole('button', { name: 'Mon' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create market' }));
    expect(within(dialog).getByText('The close time must differ from the open time')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/markets')).toHaveLength(0);
  });

  it('creates a main market with its times written the domain way and its weekly days', async () => {
    const calls = api();
    const { user } = renderApp('/admin/markets');
    await screen.findByText('Kalyan');
    await user.click(screen.getByRole('button', { name: 'New market' }));
    const dialog = screen.getByRole('dialog', { name: 'New Main market' });
    await user.type(within(dialog).getByLabelText('Name'), '  Night   Star ');
    await user.type(within(dialog).getByLabelText('Open time'), '09:30 pm');
    await user.type(within(dialog).getByLabelText('Close time'), '12:15 am');
    expect(within(dialog).getByText('Closes after midnight (overnight)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sun' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create market' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/admin/api/markets')[0]?.body).toEqual({
      kind: 'main',
      name: 'Night Star',
      openTime: '9:30 PM',
      closeTime: '12:15 AM',
      days: '123456',
      active: true,
      liabilityCap: null,
    });
  });

  it('edits the schedule of a market through its PATCH', async () => {
    const calls = api();
    const { user } = renderApp('/admin/markets');
    await user.click(await screen.findByRole('button', { name: 'Edit Kalyan' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Kalyan' });
    expect(within(dialog).getByLabelText('Open time')).toHaveValue('3:45 PM');
    expect(within(dialog).getByRole('button', { name: 'Sun' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByLabelText('Liability cap per outcome')).toHaveValue('50000');
    await user.click(within(dialog).getByRole('button', { name: 'Sun' }));
    const cap = within(dialog).getByLabelText('Liability cap per outcome');
    await user.clear(cap);
    await user.type(cap, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('Enter the cap as whole points from 1 to 1,000,000,000,000, or leave it empty'),
    ).toBeInTheDocument();
    await user.clear(cap);
    await user.type(cap, '75,000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/admin/api/markets/7')).toHaveLength(1));
    expect(callsTo(calls, 'PATCH', '/admin/api/markets/7')[0]?.body).toMatchObject({
      days: '0123456',
      openTime: '3:45 PM',
      closeTime: '5:45 PM',
      liabilityCap: 75_000,
    });
  });

  it('pauses a market after a confirmation and manages its off dates', async () => {
    const calls = api();
    const { user } = renderApp('/admin/markets');
    await user.click(await screen.findByRole('button', { name: 'Pause Kalyan' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Pause Kalyan?' })).getByRole('button', { name: 'Pause market' }),
    );
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/admin/api/markets/7')).toHaveLength(1));
    expect(callsTo(calls, 'PATCH', '/admin/api/markets/7')[0]?.body).toEqual({ active: false });

    await user.click(screen.getByRole('button', { name: 'Off dates of Kalyan: 1 date' }));
    const dialog = screen.getByRole('dialog', { name: 'Off dates · Kalyan' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove off date 2026-12-25' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/admin/api/markets/7/off-dates/2026-12-25')).toHaveLength(1));
  });

  it('shows a viewer the markets without any write button', async () => {
    api('viewer');
    renderApp('/admin/markets');
    await screen.findByText('Kalyan');
    expect(screen.queryByRole('button', { name: 'New market' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Pause|Resume) / })).not.toBeInTheDocument();
    // Reading a market's result feeds is open to every staff role (ADR 032).
    expect(screen.getByRole('link', { name: 'Result feeds of Kalyan' })).toHaveAttribute(
      'href',
      '/admin/markets/7/feeds',
    );
  });
});
