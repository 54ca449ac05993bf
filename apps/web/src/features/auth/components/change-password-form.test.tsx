import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

const base = {
  [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 500 }),
  [apiPaths.getSocialData]: () => ok(),
};

async function openChange() {
  storeLogin();
  const app = renderApp('/change');
  await screen.findByRole('heading', { name: 'Change Password', level: 1 });
  return app;
}

async function fill(user: ReturnType<typeof renderApp>['user'], current: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('the change password screen', () => {
  it('shows the required messages of each field', async () => {
    mockApi(base);
    const { user } = await openChange();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Current Password is required!')).toBeInTheDocument();
    expect(screen.getByText('New Password is required!')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required!')).toBeInTheDocument();
  });

  it("shows 'Confirm Password is not equal to New Password!' for a mismatch", async () => {
    mockApi(base);
    const { user } = await openChange();
    await fill(user, 'old', 'new-one-1', 'new-two-2');
    expect(await screen.findByText('Confirm Password is not equal to New Password!')).toBeInTheDocument();
  });

  it("shows 'New Password must be at least 8 characters!' for a shorter one and sends nothing; the current one may be short", async () => {
    const calls = mockApi(base);
    const { user } = await openChange();
    await fill(user, 'abc', 'seven77', 'seven77');
    expect(await screen.findByText('New Password must be at least 8 characters!')).toBeInTheDocument();
    expect(screen.queryByText('Current Password is required!')).not.toBeInTheDocument();
    expect(callsTo(calls, apiPaths.changePassword)).toHaveLength(0);
  });

  it("shows 'Old password is incorrect' when the server refuses the current password", async () => {
    mockApi({ ...base, [apiPaths.changePassword]: () => fail(400, 'Old password is incorrect') });
    const { user, router } = await openChange();
    await fill(user, 'wrong', 'new-one-1', 'new-one-1');
    expect(await screen.findByText('Old password is incorrect')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change');
  });

  it("says 'Successfully changed password' and returns to /imp", async () => {
    const calls = mockApi({ ...base, [apiPaths.changePassword]: () => ok({ msg: 'Successfully changed password' }) });
    const { user, router } = await openChange();
    await fill(user, 'demo1234', 'new-one-1', 'new-one-1');
    expect(await screen.findByText('Successfully changed password')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp'));
    expect(callsTo(calls, apiPaths.changePassword)[0]?.body).toMatchObject({
      old_pass: 'demo1234',
      new_pass: 'new-one-1',
      unique_token: 'token-123',
    });
  });
});
