import './admins-screen.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type AdminAccount } from '../../api/auth.ts';
import { adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const accounts = [
  { id: 1, username: 'owner-one', role: 'owner', active: true, totp: false, createdAt: 1_790_000_000_000 },
  { id: 2, username: 'desk', role: 'operator', active: true, totp: true, createdAt: 1_790_000_000_000 },
] satisfies AdminAccount[];

describe('the admins and two-step login screen', { timeout: 40_000 }, () => {
  it('sets up two-step login with a QR code and the code from the app', async () => {
    let isOn = false;
    const calls = mockAdminApi({
      'GET /admin/api/me': meAs('viewer'),
      'GET /admin/api/totp': () => adminOk({ enabled: isOn, pending: false }),
      'POST /admin/api/totp/setup': () =>
        adminOk({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Pana:viewer-one?secret=JBSWY3DPEHPK3PXP&issuer=Pana',
        }),
      'POST /admin/api/totp/enable': () => {
        isOn = true;
        return adminOk();
      },
    });
    const { user } = renderApp('/admin/admins');
    await user.click(await screen.findByRole('button', { name: 'Set up two-step login' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Turn on two-step login' });
    await user.type(within(form).getByLabelText('6-digit code'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(within(form).getByText('Enter the 6-digit code')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('6-digit code'), '6');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/Two-step login is on/)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Turn off two-step login' })).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/totp/enable')[0]?.body).toEqual({ code: '123456' });
    // A viewer manages only their own sign-in.
    expect(screen.queryByRole('region', { name: 'Operator accounts' })).not.toBeInTheDocument();
  });

  it('lets an owner create an operator account and change a role after a confirmation', async () => {
    const calls = mockAdminApi({
      'GET /admin/api/me': meAs('owner'),
      'GET /admin/api/totp': () => adminOk({ enabled: false, pending: false }),
      'GET /admin/api/admins': () => adminOk({ items: accounts }),
      'POST /admin/api/admins': () => adminOk({ id: 3 }),
      'PATCH /admin/api/admins/:id': () => adminOk(),
    });
    const { user } = renderApp('/admin/admins');
    const form = await screen.findByRole('form', { name: 'New operator account' });
    await user.type(within(form).getByLabelText('Username'), 'night.desk');
    await user.type(within(form).getByLabelText('Password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(within(form).getByText('Password must be at least 10 characters')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Password'), '-and-long');
    await user.selectOptions(within(form).getByLabelText('Role'), 'viewer');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/admin/api/admins')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/admin/api/admins')[0]?.body).toEqual({
      username: 'night.desk',
      password: 'short-and-long',
      role: 'viewer',
    });

    expect(screen.getByLabelText('Role of owner-one')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Role of desk'), 'viewer');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Make desk viewer?' })).getByRole('button', { name: 'Change role' }),
    );
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/admin/api/admins/2')[0]?.body).toEqual({ role: 'viewer' }));

    await user.click(screen.getByRole('button', { name: 'Reset two-step login of desk' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reset two-step login of desk?' })).getByRole('button', {
        name: 'Reset 2FA',
      }),
    );
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/admin/api/admins/2')[1]?.body).toEqual({ totp: false }));
  });

  it('turns two-step login off only with a current code and the current password', async () => {
    const calls = mockAdminApi({
      'GET /admin/api/me': meAs('operator'),
      'GET /admin/api/totp': () => adminOk({ enabled: true, pending: false }),
      'POST /admin/api/totp/disable': () => adminOk(),
    });
    const { user } = renderApp('/admin/admins');
    const form = await screen.findByRole('form', { name: 'Turn off two-step login' });
    await user.type(within(form).getByLabelText('Current code, to turn it off'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-step login?' });
    const confirm = within(dialog).getByRole('button', { name: 'Turn off' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your current password'), 'my-own-password');
    await user.click(confirm);
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/admin/api/totp/disable')[0]?.body).toEqual({
        code: '654321',
        currentPassword: 'my-own-password',
      }),
    );
  });

  it('changes my own password with the current one, and asks for a code when two-step login is on', async () => {
    const calls = mockAdminApi({
      'GET /admin/api/me': meAs('viewer'),
      'GET /admin/api/totp': () => adminOk({ enabled: true, pending: false }),
      'POST /admin/api/me/password': () => adminOk(),
    });
    const { user } = renderApp('/admin/admins');
    const form = await screen.findByRole('form', { name: 'Change your password' });
    await within(form).findByLabelText('Current code of your authenticator app');
    await user.type(within(form).getByLabelText('New password (at least 10 characters)'), 'new-password-1');
    await user.type(within(form).getByLabelText('New password again'), 'new-password-2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Enter your current password')).toBeInTheDocument();
    expect(within(form).getByText('The two new passwords differ')).toBeInTheDocument();
    expect(within(form).getByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/me/password')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Current password'), 'old-password-0');
    await user.clear(within(form).getByLabelText('New password again'));
    await user.type(within(form).getByLabelText('New password again'), 'new-password-1');
    await user.type(within(form).getByLabelText('Current code of your authenticator app'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Password changed. Your other sessions are closed.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/me/password')[0]?.body).toEqual({
      currentPassword: 'old-password-0',
      password: 'new-password-1',
      code: '123456',
    });
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });
});
