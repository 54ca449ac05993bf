import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

function openQrPay(qrdata: unknown[], handlers: Parameters<typeof mockApi>[0] = {}) {
  storeLogin();
  const calls = mockApi({
    [apiPaths.getUserInfo]: () =>
      ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 2500, mobile_1: '9000000003' }),
    [apiPaths.getSocialData]: () => ok({ mobile_no: '9000000001' }),
    [apiPaths.getQrPay]: () => ok({ qrdata }),
    [apiPaths.gatewayStatus]: () => ok({ getaway_status: '1', gateway_url: '' }),
    [apiPaths.lastFundRequestDetail]: () => ok({ min_amt: 100 }),
    [apiPaths.fundRequestAdd]: () => ok({ msg: 'Fund request submitted', request_id: 8 }),
    ...handlers,
  });
  return { ...renderApp('/qrpay'), calls };
}

beforeAll(async () => {
  // The lazy chunks of these screens, loaded once: a first test's 1 s waits then measure the screen, not the transform.
  await Promise.all([import('../layouts/header-layout.tsx'), import('./qr-pay.tsx'), import('react-hot-toast')]);
}, 30_000);
describe('QR payment', () => {
  it("shows the operator's QR image and the UPI id", async () => {
    openQrPay([{ qr_image: 'https://cdn.example.com/qr.png', upi_id: 'pana@upi' }]);
    expect(await screen.findByRole('img', { name: 'QR code to pay' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/qr.png',
    );
    expect(screen.getByTestId('upi-id')).toHaveTextContent('pana@upi');
  });

  it('draws a QR code of the UPI link when the operator has no image', async () => {
    openQrPay([{ qr_image: '', upi_id: 'pana@upi' }]);
    const image = await screen.findByRole('img', { name: 'QR code to pay' });
    const src = image.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(src)).toContain('<svg');
  });

  it("copies the UPI id and says 'UPI ID Copied!'", async () => {
    const { user } = openQrPay([{ qr_image: '', upi_id: 'pana@upi' }]);
    await user.click(await screen.findByRole('button', { name: 'Copy UPI ID' }));
    expect(await screen.findByText('UPI ID Copied!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('pana@upi');
  });

  it('links to WhatsApp on the registered contact number (+91) for the payment screenshot', async () => {
    openQrPay([{ qr_image: '', upi_id: 'pana@upi' }]);
    const link = await screen.findByRole('link', { name: 'Send screenshot on WhatsApp' });
    expect(link).toHaveAttribute('href', 'https://wa.me/919000000003');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("registers a fund request with payment_method QR after 'I have paid'", async () => {
    const { user, calls } = openQrPay([{ qr_image: '', upi_id: 'pana@upi' }]);
    await user.type(await screen.findByLabelText('Amount paid'), '750');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(
      await screen.findByText('Your request is sent; points are added once the payment is verified'),
    ).toBeInTheDocument();
    const body = callsTo(calls, apiPaths.fundRequestAdd)[0]?.body;
    expect(body).toMatchObject({ request_amount: '750', payment_method: 'QR', unique_token: 'token-123' });
    expect(String(body?.txn_ref)).toMatch(/^PANA\d+$/);
    await waitFor(() => expect(screen.getByLabelText('Amount paid')).toHaveValue(''));
  });

  it("says 'Minimum amount to add is {min}' before reporting a smaller payment", async () => {
    const { user, calls } = openQrPay([{ qr_image: '', upi_id: 'pana@upi' }]);
    await screen.findByLabelText('Amount paid');
    await waitFor(() => expect(callsTo(calls, apiPaths.lastFundRequestDetail)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('Minimum amount to add is 100')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(0);
  });

  it('asks for no UTR when the server says UTR matching is off', async () => {
    openQrPay([{ qr_image: '', upi_id: 'pana@upi' }], {
      [apiPaths.gatewayStatus]: () => ok({ getaway_status: '1', gateway_url: '', utr_matching: false }),
    });
    await screen.findByLabelText('Amount paid');
    await waitFor(() => expect(screen.getByRole('button', { name: 'I have paid' })).toBeEnabled());
    expect(screen.queryByLabelText('UTR (UPI reference number)')).not.toBeInTheDocument();
  });

  it('with UTR matching on, checks the 12-digit UTR and sends it with the payment', async () => {
    const { user, calls } = openQrPay([{ qr_image: '', upi_id: 'pana@upi' }], {
      [apiPaths.gatewayStatus]: () => ok({ getaway_status: '1', gateway_url: '', utr_matching: true }),
    });
    await user.type(await screen.findByLabelText('Amount paid'), '750');
    const utr = await screen.findByLabelText('UTR (UPI reference number)');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('Please enter the 12-digit UTR of your payment')).toBeInTheDocument();
    await user.type(utr, '31234567890');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('UTR must be the 12-digit UPI reference number of your payment')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.fundRequestAdd)).toHaveLength(0);

    await user.type(utr, '1');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(
      await screen.findByText('Your request is sent; points are added once the payment is verified'),
    ).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.fundRequestAdd)[0]?.body).toMatchObject({
      request_amount: '750',
      payment_method: 'QR',
      utr: '312345678901',
    });
    await waitFor(() => expect(utr).toHaveValue(''));
  });

  it("shows the server's refusal of a UTR under the field", async () => {
    const { user } = openQrPay([{ qr_image: '', upi_id: 'pana@upi' }], {
      [apiPaths.gatewayStatus]: () => ok({ getaway_status: '1', gateway_url: '', utr_matching: true }),
      [apiPaths.fundRequestAdd]: () => fail(400, 'This UTR has already been used'),
    });
    await user.type(await screen.findByLabelText('Amount paid'), '750');
    await user.type(await screen.findByLabelText('UTR (UPI reference number)'), '3123 4567 8901');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    const message = await screen.findByText('This UTR has already been used');
    expect(screen.getByLabelText('UTR (UPI reference number)')).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByLabelText('UTR (UPI reference number)')).toHaveValue('3123 4567 8901');
  });

  it('says so when there is no QR payment to show', async () => {
    openQrPay([], { [apiPaths.getQrPay]: () => fail(404, 'No QR') });
    expect(await screen.findByText('QR payment is not available right now.')).toBeInTheDocument();
  });
});
