import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const entry = { pathname: '/change-password', state: { phoneNumber: '9123456789' } };

describe('the reset password screen', () => {
  it("shows 'New Password is required!' and 'Confirm Password is required!', then 'Passwords do not match!'", async () => {
    mockApi();
    const { user } = renderApp(entry);
    await screen.findByRole('heading', { name: 'Reset Password' });
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('New Password is required!')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm Password'), 'abc12346');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
  });

  it("shows 'New Password must be at least 8 characters!' for a shorter one and sends nothing", async () => {
    const calls = mockApi();
    const { user } = renderApp(entry);
    await user.type(await screen.findByLabelText('New Password'), 'seven77');
    await user.type(screen.getByLabelText('Confirm Password'), 'seven77');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('New Password must be at least 8 characters!')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.forgotPassword)).toHaveLength(0);
  });

  it("says 'Successfully updated password' and opens /login 1.5 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({ [apiPaths.forgotPassword]: () => ok({ msg: 'Successfully updated password' }) });
    const { user, router } = renderApp(entry, { advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Successfully updated password')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.forgotPassword)[0]?.body).toMatchObject({ mobile: '9123456789', new_pass: 'newpass1' });
    expect(router.state.location.pathname).toBe('/change-password');
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows 'Failed to update password. Please try again.' when the server refuses", async () => {
    mockApi({ [apiPaths.forgotPassword]: () => fail(400, 'No verified code') });
    const { user } = renderApp(entry);
    await user.type(await screen.findByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Failed to update password. Please try again.')).toBeInTheDocument();
  });

  it("shows 'Invalid navigation. Please start over.' without a phone number", async () => {
    mockApi();
    renderApp('/change-password');
    expect(await screen.findByText('Invalid navigation. Please start over.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start over' })).toHaveAttribute('href', '/forgotpass');
  });
});
