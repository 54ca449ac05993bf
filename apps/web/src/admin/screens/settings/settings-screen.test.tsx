import './settings-screen.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type Rates, type Settings } from '../../api/settings.ts';
import { adminFail, adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const settings = {
  mobile_no: '9000000000',
  mobile_1: '',
  whatsapp_no: '',
  telegram_no: '',
  app_link: '',
  default_betting_status: '0',
  min_deposit: '100',
  max_deposit: '100000',
  min_withdrawal: '500',
  max_withdrawal: '100000',
  withdraw_open_time: '10:00 AM',
  withdraw_close_time: '6:00 PM',
  upi_id: 'pana@okbank',
  how_to_play_content: '<p>Pick a <b>number</b></p><script>alert(1)</script>',
  secret_flag: 'x',
} satisfies Settings;
const rates = {
  main: { single_digit: { val1: 10, val2: 95 }, jodi_digit: { val1: 10, val2: 950 } },
  starline: { single_digit: { val1: 10, val2: 95 } },
  gali: {
    single_digit: { val1: 10, val2: 95 },
    single_pana: { val1: 10, val2: 95 },
    double_pana: { val1: 10, val2: 950 },
  },
} satisfies Rates;

function api(role: 'owner' | 'operator' | 'viewer' = 'operator') {
  return mockAdminApi({
    'GET /admin/api/me': meAs(role),
    'GET /admin/api/settings': () => adminOk({ settings }),
    'PUT /admin/api/settings': () => adminOk(),
    'GET /admin/api/rates': () => adminOk(rates),
    'PUT /admin/api/rates': () => adminOk(),
  });
}

describe('the rates and settings screen', { timeout: 40_000 }, () => {
  it('saves only the changed settings of a group, times written h:mm AM', async () => {
    const calls = api();
    const { user } = renderApp('/admin/settings');
    const group = await screen.findByRole('form', { name: 'Limits & withdrawal hours' });
    await user.clear(within(group).getByLabelText('Withdrawals open at'));
    await user.type(within(group).getByLabelText('Withdrawals open at'), '9:30 am');
    await user.clear(within(group).getByLabelText('Minimum withdrawal'));
    await user.type(within(group).getByLabelText('Minimum withdrawal'), '5oo');
    await user.click(within(group).getByRole('button', { name: 'Save limits & withdrawal hours' }));
    expect(within(group).getByText('Enter a whole number')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/admin/api/settings')).toHaveLength(0);

    await user.clear(within(group).getByLabelText('Minimum withdrawal'));
    await user.type(within(group).getByLabelText('Minimum withdrawal'), '1000');
    await user.clear(within(group).getByLabelText('Maximum deposit'));
    await user.type(within(group).getByLabelText('Maximum deposit'), '50000');
    await user.click(within(group).getByRole('button', { name: 'Save limits & withdrawal hours' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/admin/api/settings')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/admin/api/settings')[0]?.body).toEqual({
      max_deposit: '50000',
      min_withdrawal: '1000',
      withdraw_open_time: '9:30 AM',
    });
  });

  it('switches maintenance on with a message (ADR 015)', async () => {
    const calls = api();
    const { user } = renderApp('/admin/settings');
    const group = await screen.findByRole('form', { name: 'Maintenance' });
    await user.selectOptions(within(group).getByLabelText('Maintenance mode'), 'On');
    await user.type(within(group).getByLabelText('Maintenance message'), 'Back at 11 PM');
    await user.click(within(group).getByRole('button', { name: 'Save maintenance' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/admin/api/settings')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/admin/api/settings')[0]?.body).toEqual({
      maintenance_mode: '1',
      maintenance_message: 'Back at 11 PM',
    });
  });

  it('previews the how-to-play HTML as players see it, without scripts', async () => {
    api();
    const { user } = renderApp('/admin/settings');
    const group = await screen.findByRole('form', { name: 'How to play' });
    await user.click(within(group).getByRole('button', { name: 'Preview as players see it' }));
    const preview = within(group).getByLabelText('How-to-play preview');
    expect(preview.innerHTML).toBe('<p>Pick a <b>number</b></p>');
  });

  it('changes a rate pair of a family', async () => {
    const calls = api();
    const { user } = renderApp('/admin/settings');
    await user.click(await screen.findByRole('tab', { name: 'Gali Disawar' }));
    const jodi = screen.getByRole('form', { name: 'Gali Disawar Jodi Digit rate' });
    expect(jodi.closest('tr')).toHaveTextContent('10-950');
    await user.clear(within(jodi).getByLabelText('Jodi Digit: win points'));
    await user.type(within(jodi).getByLabelText('Jodi Digit: win points'), '900');
    await user.click(within(jodi).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/admin/api/rates')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/admin/api/rates')[0]?.body).toEqual({
      family: 'gali',
      rateKey: 'double_pana',
      val1: 10,
      val2: 900,
    });
  });

  it("lets only an owner turn agents' carry-over on (ADR 029)", async () => {
    const calls = api('owner');
    const { user } = renderApp('/admin/settings');
    const group = await screen.findByRole('form', { name: 'Agents' });
    await user.selectOptions(within(group).getByLabelText('Carry a losing week over'), 'On');
    await user.click(within(group).getByRole('button', { name: 'Save agents' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/admin/api/settings')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/admin/api/settings')[0]?.body).toEqual({ agent_carry_over: '1' });
  });

  it("shows an operator agents' carry-over without a way to change it", async () => {
    api('operator');
    renderApp('/admin/settings');
    const group = await screen.findByRole('form', { name: 'Agents' });
    expect(within(group).getByLabelText('Carry a losing week over')).toBeDisabled();
    expect(within(group).queryByRole('button', { name: 'Save agents' })).not.toBeInTheDocument();
  });

  describe('where deposits go (ADR 011)', () => {
    it('shows an operator the UPI id, QR image and gateway URL read-only, the rest of the group theirs', async () => {
      const calls = api('operator');
      const { user } = renderApp('/admin/settings');
      const group = await screen.findByRole('form', { name: 'Payments' });
      for (const label of ['UPI id', 'QR image URL', 'Payment gateway service URL']) {
        expect(within(group).getByLabelText(label)).toHaveAttribute('readonly');
      }
      expect(group).toHaveTextContent('Only an owner can change where deposits go');
      await user.type(within(group).getByLabelText('UPI payee name'), 'Pana');
      expect(within(group).queryByLabelText('Code from your authenticator app')).not.toBeInTheDocument();
      await user.click(within(group).getByRole('button', { name: 'Save payments' }));
      await waitFor(() => expect(callsTo(calls, 'PUT', '/admin/api/settings')).toHaveLength(1));
      expect(callsTo(calls, 'PUT', '/admin/api/settings')[0]?.body).toEqual({ upi_payee_name: 'Pana' });
    });

    it("asks the owner for the authenticator's code when the UPI id changes, and sends it with the change", async () => {
      const calls = api('owner');
      const { user } = renderApp('/admin/settings');
      const group = await screen.findByRole('form', { name: 'Payments' });
      expect(within(group).queryByLabelText('Code from your authenticator app')).not.toBeInTheDocument();
      await user.clear(within(group).getByLabelText('UPI id'));
      await user.type(within(group).getByLabelText('UPI id'), 'pana.new@okaxis');
      const code = within(group).getByLabelText('Code from your authenticator app');
      await user.click(within(group).getByRole('button', { name: 'Save payments' }));
      expect(within(group).getByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
      expect(callsTo(calls, 'PUT', '/admin/api/settings')).toHaveLength(0);
      await user.type(code, '123 456');
      await user.click(within(group).getByRole('button', { name: 'Save payments' }));
      await waitFor(() => expect(callsTo(calls, 'PUT', '/admin/api/settings')).toHaveLength(1));
      expect(callsTo(calls, 'PUT', '/admin/api/settings')[0]?.body).toEqual({
        upi_id: 'pana.new@okaxis',
        code: '123456',
      });
    });

    it("shows the server's refusal of a wrong code", async () => {
      mockAdminApi({
        'GET /admin/api/me': meAs('owner'),
        'GET /admin/api/settings': () => adminOk({ settings }),
        'PUT /admin/api/settings': () =>
          adminFail(400, 'Wrong code. Enter the 6-digit code from your authenticator app'),
        'GET /admin/api/rates': () => adminOk(rates),
      });
      const { user } = renderApp('/admin/settings');
      const group = await screen.findByRole('form', { name: 'Payments' });
      await user.type(within(group).getByLabelText('Payment gateway service URL'), 'https://pay.example');
      await user.type(within(group).getByLabelText('Code from your authenticator app'), '000000');
      await user.click(within(group).getByRole('button', { name: 'Save payments' }));
      expect(await within(group).findByRole('alert')).toHaveTextContent('Wrong code.');
    });
  });

  it('shows a viewer every setting read-only, with no save button', async () => {
    api('viewer');
    renderApp('/admin/settings');
    const contacts = await screen.findByRole('form', { name: 'Contacts' });
    expect(within(contacts).getByLabelText('Admin contact number')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Other settings' })).toHaveTextContent('secret_flag');
  });
});
