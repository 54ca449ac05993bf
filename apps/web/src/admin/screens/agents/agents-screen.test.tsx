// The screens the tests open, loaded up front so that their lazy routes appear at once.
import './agents-screen.tsx';
import './agent-screen.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type ConsoleAgent } from '../../api/agents.ts';
import { adminFail, adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

function agentRow(fields: Partial<ConsoleAgent> & Pick<ConsoleAgent, 'id' | 'username' | 'role'>): ConsoleAgent {
  return {
    parentId: null,
    parentName: null,
    inviteCode: `CODE${fields.id}A`,
    link: `/r?code=CODE${fields.id}A`,
    commissionBp: 250,
    overrideBp: 0,
    creditLimit: 0,
    float: 0,
    players: 0,
    suspended: false,
    suspendedAt: null,
    active: true,
    displayName: '',
    contactMobile: null,
    whatsapp: null,
    upiId: null,
    createdAt: 1_790_000_000_000,
    ...fields,
  };
}

const mona = agentRow({
  id: 2,
  username: 'mona',
  role: 'master_agent',
  displayName: 'Mona',
  overrideBp: 100,
  float: 50_000,
});
const ravi = agentRow({
  id: 3,
  username: 'ravi',
  role: 'agent',
  parentId: 2,
  parentName: 'mona',
  float: 12_000,
  players: 4,
});
const solo = agentRow({
  id: 4,
  username: 'solo',
  role: 'agent',
  displayName: 'Solo',
  commissionBp: 435,
  creditLimit: 5_000,
});

function api(
  role: 'owner' | 'viewer' = 'owner',
  create = () => adminOk({ item: agentRow({ id: 9, username: 'new.agent', role: 'agent' }) }),
) {
  return mockAdminApi({
    'GET /admin/api/me': meAs(role),
    'GET /admin/api/agents': () => adminOk({ items: [solo, ravi, mona] }),
    'POST /admin/api/agents': create,
    'PATCH /admin/api/agents/:id': ({ body }) => adminOk({ item: { ...solo, ...body } }),
    'POST /admin/api/agents/:id/float': () => adminOk({ movementId: 1, float: 17_000 }),
    'GET /admin/api/agents/:id/float': () => adminOk({ float: 0, creditLimit: 5_000, items: [], total: 0, page: 1 }),
  });
}

describe('the owner’s agents screens', { timeout: 40_000 }, () => {
  it('lists master agents each followed by their agents, with floats, rates and invite links', async () => {
    api();
    renderApp('/admin/agents');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent?.trim())).toEqual([
      'Mona mona master agent',
      '↳ ravi ravi under mona',
      'Solo solo',
    ]);
    expect(rows[0]).toHaveTextContent('2.50 % + 1.00 % override');
    expect(rows[1]).toHaveTextContent('12,000');
    expect(rows[2]).toHaveTextContent('4.35 %');
    expect(within(rows[1]!).getByRole('button', { name: 'Copy the invite link of ravi' })).toBeInTheDocument();
  });

  it('hides every write control from a viewer', async () => {
    api('viewer');
    renderApp('/admin/agents/4');
    expect(await screen.findByRole('heading', { name: 'Solo', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New agent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Float' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rates, limit and contacts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Float ledger' })).findByText('No float movements yet.'),
    ).toBeInTheDocument();
  });

  it('creates an agent under a master agent, the rates typed in percent sent in basis points', async () => {
    const calls = api();
    const { user } = renderApp('/admin/agents');
    await user.click(await screen.findByRole('button', { name: 'New agent' }));
    const form = screen.getByRole('form', { name: 'New agent' });
    await user.click(within(form).getByRole('button', { name: 'Create agent' }));
    expect(
      within(form).getByText('Username must be 3-64 characters: letters, digits, dot, dash or underscore'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the name players see')).toBeInTheDocument();
    expect(
      within(form).getByText('Enter a percent from 0 to 100 with at most two decimals, e.g. 2.5'),
    ).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Username'), 'new.agent');
    await user.type(within(form).getByLabelText('Password'), 'a-long-password');
    await user.type(within(form).getByLabelText('Name players see'), 'New Agent');
    await user.type(within(form).getByLabelText('Commission (%)'), '2.555');
    await user.type(within(form).getByLabelText('WhatsApp number'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Create agent' }));
    expect(
      within(form).getByText('Enter a percent from 0 to 100 with at most two decimals, e.g. 2.5'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Enter a 10-digit mobile number, or leave it empty')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/agents')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Commission (%)'));
    await user.type(within(form).getByLabelText('Commission (%)'), '2.55');
    await user.clear(within(form).getByLabelText('WhatsApp number'));
    await user.type(within(form).getByLabelText('WhatsApp number'), '9876500002');
    await user.type(within(form).getByLabelText('UPI id'), 'New.Agent@OKBank');
    await user.clear(within(form).getByLabelText('Credit limit (points)'));
    await user.type(within(form).getByLabelText('Credit limit (points)'), '10,000');
    await user.selectOptions(within(form).getByLabelText('Master agent'), 'Mona (mona)');
    await user.click(within(form).getByRole('button', { name: 'Create agent' }));

    expect(await screen.findByText(/Agent new.agent created/)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/agents')[0]?.body).toEqual({
      username: 'new.agent',
      password: 'a-long-password',
      role: 'agent',
      parentId: 2,
      commissionBp: 255,
      creditLimit: 10_000,
      displayName: 'New Agent',
      contactMobile: null,
      whatsapp: '9876500002',
      upiId: 'new.agent@okbank',
    });
  });

  it('creates a master agent with an override, and shows the server’s refusal', async () => {
    const calls = api('owner', () => adminFail(409, 'That username is taken'));
    const { user } = renderApp('/admin/agents');
    await user.click(await screen.findByRole('button', { name: 'New agent' }));
    const form = screen.getByRole('form', { name: 'New agent' });
    await user.selectOptions(within(form).getByLabelText('Role'), 'Master agent');
    expect(within(form).queryByLabelText('Master agent')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Username'), 'mona');
    await user.type(within(form).getByLabelText('Password'), 'a-long-password');
    await user.type(within(form).getByLabelText('Name players see'), 'Mona');
    await user.type(within(form).getByLabelText('Commission (%)'), '3');
    await user.type(within(form).getByLabelText('Override (%)'), '0.75');
    await user.click(within(form).getByRole('button', { name: 'Create master agent' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('That username is taken');
    expect(callsTo(calls, 'POST', '/admin/api/agents')[0]?.body).toMatchObject({
      role: 'master_agent',
      parentId: null,
      commissionBp: 300,
      overrideBp: 75,
      creditLimit: 0,
    });
  });

  it('shows rates in percent with two decimals and sends only the changed ones, in basis points', async () => {
    const calls = api();
    const { user } = renderApp('/admin/agents/4');
    const form = await screen.findByRole('form', { name: 'Rates, limit and contacts' });
    expect(within(form).getByLabelText('Commission (%)')).toHaveValue('4.35');
    expect(within(form).getByLabelText('Credit limit (points)')).toHaveValue('5000');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByText('Nothing to save: change a field first')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Commission (%)'));
    await user.type(within(form).getByLabelText('Commission (%)'), '5.1');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Saved.')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/admin/api/agents/4')[0]?.body).toEqual({ commissionBp: 510 });
  });

  it('tops up a float after a confirmation showing the float before and after', async () => {
    const calls = api();
    const { user } = renderApp('/admin/agents/3');
    const form = await screen.findByRole('form', { name: 'Float' });
    await user.type(within(form).getByLabelText('Amount (points)'), '5000');
    await user.click(within(form).getByRole('button', { name: 'Top up' }));
    expect(within(form).getByText('Please write a note for this movement')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Note'), 'Cash received');
    await user.click(within(form).getByRole('button', { name: 'Top up' }));
    const dialog = screen.getByRole('dialog', { name: 'Top up the float by 5,000 points?' });
    expect(dialog).toHaveTextContent('Float now12,000');
    expect(dialog).toHaveTextContent('After17,000');
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/admin/api/agents/3/float')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/admin/api/agents/3/float')[0]?.body).toEqual({
      direction: 'top_up',
      amount: 5000,
      note: 'Cash received',
    });
    expect(await screen.findByText('Top up: 5,000 points done.')).toBeInTheDocument();
  });
});
