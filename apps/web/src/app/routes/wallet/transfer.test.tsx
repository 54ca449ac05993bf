import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

function openTransfer(handlers: Parameters<typeof mockApi>[0] = {}, path = '/imp7') {
  storeLogin();
  let wallet = 2500;
  const calls = mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', mobile_no: '9876543210', betting_status: '1', wallet_amt: wallet }),
    [apiPaths.getSocialData]: () => ok(),
    [apiPaths.userPaymentDetails]: () => ok({ payment_details: {} }),
    [apiPaths.checkUserForTransfer]: () => ok({ user_name: 'Ravi Kumar' }),
    [apiPaths.transferWalletBalance]: (body) => {
      wallet -= Number(body.amount);
      return ok({ msg: 'Points transferred successfully', wallet_amt: wallet });
    },
    ...handlers,
  });
  return { ...renderApp(path), calls };
}

async function fill(user: ReturnType<typeof renderApp>['user'], mobile: string, points: string) {
  const phone = await screen.findByLabelText('Phone Number');
  await user.clear(phone);
  if (mobile) await user.type(phone, mobile);
  const pointsField = screen.getByLabelText('Points');
  await user.clear(pointsField);
  if (points) await user.type(pointsField, points);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}


beforeAll(async () => {
  // The lazy chunks of these screens, loaded once: a first test's 1 s waits then measure the screen, not the transform.
  await Promise.all([import('../layouts/header-layout.tsx'), import('./transfer.tsx'), import('./wallet.tsx'), import('react-hot-toast')]);
}, 30_000);
describe('Transfer Points', () => {
  it("says 'Points is required!' and 'Phone.No is not Valid!' for an empty form", async () => {
    const { user, calls } = openTransfer();
    await fill(user, '', '');
    expect(await screen.findByText('Points is required!')).toBeInTheDocument();
    expect(screen.getByText('Phone.No is not Valid!')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.checkUserForTransfer)).toHaveLength(0);
  });

  it("says 'Points Must be More than 100' under 100 and 'Not Enough Points' above the wallet", async () => {
    const { user } = openTransfer();
    await fill(user, '9123456789', '99');
    expect(await screen.findByText('Points Must be More than 100')).toBeInTheDocument();
    await fill(user, '9123456789', '2501');
    expect(await screen.findByText('Not Enough Points')).toBeInTheDocument();
  });

  it("says 'Phone.No is not Valid!' for a bad number and \"Don't Use Your Own Phone No.\" for one's own", async () => {
    const { user } = openTransfer();
    await fill(user, '12345', '100');
    expect(await screen.findByText('Phone.No is not Valid!')).toBeInTheDocument();
    await fill(user, '9876543210', '100');
    expect(await screen.findByText("Don't Use Your Own Phone No.")).toBeInTheDocument();
  });

  it("says 'Username or password incorrect' when the receiver check fails", async () => {
    const { user } = openTransfer({ [apiPaths.checkUserForTransfer]: () => fail(404, 'No such player') });
    await fill(user, '9123456789', '100');
    expect(await screen.findByText('Username or password incorrect')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("checks the receiver, confirms with their name and the points, transfers and returns to the wallet", async () => {
    const { user, router, calls } = openTransfer();
    await fill(user, '9123456789', '150');
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Transfer' }));
    expect(callsTo(calls, apiPaths.checkUserForTransfer)[0]?.body).toMatchObject({ mobile_no: '9123456789', unique_token: 'token-123' });
    expect(dialog.getByTestId('receiver-name')).toHaveTextContent('Ravi Kumar');
    expect(dialog.getByTestId('transfer-points')).toHaveTextContent('150');
    expect(callsTo(calls, apiPaths.transferWalletBalance)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
    expect(await screen.findByText('Points transferred successfully')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.transferWalletBalance)[0]?.body).toMatchObject({ amount: '150', mobile_no: '9123456789', transfer_note: '' });
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('2,350');
  });

  it('cancels from the confirmation without transferring', async () => {
    const { user, calls } = openTransfer();
    await fill(user, '9123456789', '150');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, apiPaths.transferWalletBalance)).toHaveLength(0);
  });

  it("logs a failed transfer and shows the server's words when they are the spec's", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, router } = openTransfer({ [apiPaths.transferWalletBalance]: () => fail(400, 'Not Enough Points') });
    await fill(user, '9123456789', '150');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Not Enough Points')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/imp7');
  });

  it('shows why the account may not transfer now (403): the 24 hours after a password reset, until when', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const message = 'Your password was reset, so transfers and withdrawals are closed until 24-November-2026 10:00 AM (India time).';
    const { user, router } = openTransfer({ [apiPaths.transferWalletBalance]: () => fail(403, message) });
    await fill(user, '9123456789', '150');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/imp7');
  });

  it('only logs a failed transfer whose message is not one of the spec texts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = openTransfer({ [apiPaths.transferWalletBalance]: () => fail(500, 'database is locked') });
    await fill(user, '9123456789', '150');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('database is locked')).not.toBeInTheDocument();
  });

  it('opens at /transfer too', async () => {
    openTransfer({}, '/transfer');
    expect(await screen.findByRole('heading', { name: 'Transfer Points' })).toBeInTheDocument();
  });
});
