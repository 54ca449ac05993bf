import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { payeeUpiIdUrl } from '../../../features/funds/api/get-payee-upi-id.ts';
import { launchPaymentApp, watchPageLeave } from '../../../features/funds/lib/launch-payment-app.ts';
import { callsTo, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

vi.mock('../../../features/funds/lib/launch-payment-app.ts', () => ({
  launchPaymentApp: vi.fn(),
  watchPageLeave: vi.fn(),
}));

/** Add Funds with the player's own limits (ADR 018): `detail` is what /api-last-fund-request-detail answers. */
function openAddFunds(detail: Record<string, unknown>) {
  storeLogin();
  const calls = mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 2500 }),
    [apiPaths.getSocialData]: () => ok(),
    [apiPaths.gatewayStatus]: () => ok({ getaway_status: '1' }),
    [apiPaths.lastFundRequestDetail]: () => ok({ min_amt: 100, max_amt: 0, last_request: null, ...detail }),
    [payeeUpiIdUrl()]: () => ({ status: 200, body: { success: true, data: { upiId: 'pana@upi' } } }),
    [apiPaths.fundRequestAdd]: () => ok({ msg: 'Fund request submitted', request_id: 7 }),
  });
  return { ...renderApp('/imp9'), calls };
}

async function pay(user: ReturnType<typeof renderApp>['user'], amount: string) {
  await user.type(await screen.findByLabelText('Amount'), amount);
  await user.click(screen.getByLabelText('GPay'));
  await user.click(screen.getByRole('button', { name: 'Add Funds' }));
}

beforeAll(async () => {
  await Promise.all([import('../layouts/header-layout.tsx'), import('./add-funds.tsx'), import('react-hot-toast')]);
}, 30_000);

describe("Add Funds and the player's own limits", () => {
  beforeEach(() => {
    vi.mocked(launchPaymentApp).mockReset();
    vi.mocked(watchPageLeave).mockReturnValue({ stop: () => true });
  });

  it('opens no UPI app for an amount above the room left under a deposit limit, naming the limit', async () => {
    const { user, calls } = openAddFunds({
      deposit_refusal: '',
      deposit_room: 300,
      deposit_room_message: 'Your daily deposit limit of 1,000 points would be passed',
    });
    await pay(user, '500');
    expect(await screen.findByText('Your daily deposit limit of 1,000 points would be passed')).toBeInTheDocument();
    expect(launchPaymentApp).not.toHaveBeenCalled();
    expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(0);
  });

  it('opens the UPI app for an amount within the room', async () => {
    const { user } = openAddFunds({
      deposit_refusal: '',
      deposit_room: 300,
      deposit_room_message: 'Your daily deposit limit of 1,000 points would be passed',
    });
    await pay(user, '300');
    await waitFor(() => expect(launchPaymentApp).toHaveBeenCalledTimes(1));
  });

  it('opens no UPI app during a break, saying until when', async () => {
    const message =
      'You are taking a break until 24-November-2026 10:00 AM. Betting, deposits and transfers are closed until then; you can still withdraw.';
    const { user } = openAddFunds({ deposit_refusal: message, deposit_room: null, deposit_room_message: '' });
    await pay(user, '500');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(launchPaymentApp).not.toHaveBeenCalled();
  });
});
