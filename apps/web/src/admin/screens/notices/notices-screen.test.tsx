// The screen the tests open, loaded up front so that its lazy route appears at once.
import './notices-screen.tsx';
import { type SentNotice } from '@pana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { adminFail, adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const MARKETS = [
  { id: 1, kind: 'main', name: 'Kalyan', openTime: '3:45 PM', closeTime: '5:45 PM', days: '0123456', active: true, sortOrder: 1, offDates: [] },
  { id: 9, kind: 'gali', name: 'Gali', openTime: '11:30 PM', closeTime: null, days: '0123456', active: true, sortOrder: 1, offDates: [] },
];

const SENT: SentNotice = {
  id: 4,
  title: 'Holiday',
  body: 'Closed on Friday',
  audience: 'market',
  marketName: 'Kalyan',
  mobile: null,
  popup: true,
  recipients: 12,
  createdBy: 'admin',
  createdAt: '2026-11-25T10:00:00.000Z',
};

function api(role: 'operator' | 'viewer' = 'operator') {
  const sent: SentNotice[] = [SENT];
  return mockAdminApi({
    'GET /admin/api/me': meAs(role),
    'GET /admin/api/markets': () => adminOk({ items: MARKETS }),
    'GET /admin/api/notices': () => adminOk({ items: sent }),
    'POST /admin/api/notices': ({ body }) => {
      if (body?.mobile === '9000000009') return adminFail(404, 'No player has this mobile number');
      sent.unshift({ ...SENT, id: 5, title: String(body?.title), body: String(body?.body), audience: 'player', marketName: null, mobile: String(body?.mobile), popup: Boolean(body?.popup), recipients: 1 });
      return adminOk({ msg: 'Notice sent to 1 player', id: 5, recipients: 1 });
    },
  });
}

describe('the notices screen', { timeout: 40_000 }, () => {
  it('lists the notices sent, with who they went to and the popup mark', async () => {
    api();
    renderApp('/admin/notices');
    expect(await screen.findByRole('heading', { name: 'Notices', level: 1 })).toBeInTheDocument();
    const row = (await screen.findByText('Closed on Friday')).closest('tr')!;
    expect(row).toHaveTextContent('Holiday');
    expect(row).toHaveTextContent('Popup');
    expect(row).toHaveTextContent('Players of Kalyan (bid that day)');
    expect(row).toHaveTextContent('12');
    expect(screen.getByRole('navigation', { name: 'Console' })).toContainElement(screen.getByRole('link', { name: 'Notices' }));
  });

  it('checks the form, then sends a popup notice to one player after a confirmation', async () => {
    const calls = api();
    const { user } = renderApp('/admin/notices');
    const form = within(await screen.findByRole('region', { name: 'Send a notice' }));
    await user.click(form.getByRole('button', { name: 'Send notice' }));
    expect(form.getByText('Please enter a title')).toBeInTheDocument();
    expect(form.getByText('Please enter the text')).toBeInTheDocument();

    await user.click(form.getByRole('radio', { name: "One market's players" }));
    expect(form.getByText('The players who placed a bid on this market today (India date) receive it.')).toBeInTheDocument();
    await user.type(form.getByLabelText('Title'), 'Welcome');
    await user.type(form.getByLabelText('Text'), 'Your account is verified');
    await user.click(form.getByRole('button', { name: 'Send notice' }));
    expect(form.getByText('Please choose the market')).toBeInTheDocument();

    await user.click(form.getByRole('radio', { name: 'One player' }));
    await user.type(form.getByLabelText("Player's mobile"), '98765');
    await user.click(form.getByRole('button', { name: 'Send notice' }));
    expect(form.getByText("Please enter the player's 10-digit mobile number")).toBeInTheDocument();
    await user.type(form.getByLabelText("Player's mobile"), '43210');
    await user.click(form.getByRole('checkbox', { name: "Show once as a popup at the player's next login" }));
    await user.click(form.getByRole('button', { name: 'Send notice' }));
    expect(callsTo(calls, 'POST', '/admin/api/notices')).toHaveLength(0);
    const dialog = within(await screen.findByRole('dialog', { name: 'Send this notice?' }));
    expect(dialog.getByText(/goes to the player 9876543210, and shows once as a popup/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByText('Notice sent to 1 player')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/notices').map((c) => c.body)).toEqual([
      { title: 'Welcome', body: 'Your account is verified', audience: 'player', popup: true, mobile: '9876543210' },
    ]);
    await waitFor(() => expect(screen.getByText('Your account is verified').closest('tr')).toHaveTextContent('Player 9876543210'));
  });

  it("shows the server's refusal in the dialog and keeps the form", async () => {
    api();
    const { user } = renderApp('/admin/notices');
    const form = within(await screen.findByRole('region', { name: 'Send a notice' }));
    await user.type(form.getByLabelText('Title'), 'Hi');
    await user.type(form.getByLabelText('Text'), 'Text');
    await user.click(form.getByRole('radio', { name: 'One player' }));
    await user.type(form.getByLabelText("Player's mobile"), '9000000009');
    await user.click(form.getByRole('button', { name: 'Send notice' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send this notice?' }));
    await user.click(dialog.getByRole('button', { name: 'Send notice' }));
    expect(await dialog.findByText('No player has this mobile number')).toBeInTheDocument();
    expect(form.getByLabelText('Title')).toHaveValue('Hi');
  });

  it('lets a viewer read the list but not send', async () => {
    api('viewer');
    renderApp('/admin/notices');
    expect(await screen.findByText('Closed on Friday')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Send a notice' })).not.toBeInTheDocument();
  });
});
