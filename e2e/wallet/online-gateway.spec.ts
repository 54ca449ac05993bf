import { type APIRequestContext } from '@playwright/test';
import { headerWallet, pts } from '../betting/plan.ts';
import { APP_KEY, bettingPlayer, expect, OPERATOR, screenshot, storeLogin, test } from '../support/fixtures.ts';

/**
 * The online gateway (ADR 011), in the browser at 390×844 on a server with Razorpay configured
 * against the fake gateway (start-server.mjs, e2e/support/fake-razorpay.mjs): the operator switches
 * the gateway on, the player pays online in the checkout loaded from the server's URL, and the
 * gateway's signed payment.captured webhook credits the wallet without an operator.
 */
const STAKE = 1000;
const DEPOSIT = 500;

/** The owner's PUT /admin/api/payments/gateway (audited). */
async function switchGateway(request: APIRequestContext, enabled: boolean): Promise<void> {
  const login = await request.post('/admin/api/login', { data: OPERATOR });
  const { token } = (await login.json()) as { token?: string };
  const response = await request.put('/admin/api/payments/gateway', { headers: { authorization: `Bearer ${token}` }, data: { enabled } });
  expect(response.ok(), `PUT /admin/api/payments/gateway: ${response.status()}`).toBe(true);
  expect(await response.json()).toMatchObject({ configured: true, enabled });
}

// Both tests switch the one server's gateway; one after the other, and off again afterwards.
test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => {
  await switchGateway(request, false);
});

test('a player pays online through the gateway and the wallet rises without an operator', async ({ page, request }) => {
  const player = await bettingPlayer(request, { name: 'Online Payer', password: 'online-pass-1', points: STAKE });
  await storeLogin(page, player);
  await switchGateway(request, true);

  const status = (await (await request.post('/api-get-gateway-status', { data: { env_type: 'Prod', app_key: APP_KEY } })).json()) as {
    online_gateway: string;
    online_gateway_script: string;
  };
  expect(status.online_gateway).toBe('razorpay');
  const checkoutOrigin = new URL(status.online_gateway_script).origin;
  /** Everything the page asks of the gateway's origin (the checkout script, its frame). */
  const fromGateway: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin === checkoutOrigin) fromGateway.push(`${r.resourceType()} ${new URL(r.url()).pathname}`);
  });
  const document = await page.goto('/addfund');
  // The pages' CSP allows the configured checkout's origin for its script and its frame.
  const csp = (await document!.allHeaders())['content-security-policy'] ?? '';
  expect(csp).toContain(`script-src 'self' ${checkoutOrigin};`);
  expect(csp).toContain(`frame-src 'self' ${checkoutOrigin}`);

  const payOnline = page.getByRole('button', { name: 'Pay online' });
  await expect(payOnline).toBeDisabled();
  await expect(page.getByText('Or pay with a UPI app')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Funds' })).toBeVisible();
  // Nothing of the gateway is loaded before the player chooses to pay online.
  expect(fromGateway).toEqual([]);
  await page.getByLabel('Amount').fill(String(DEPOSIT));
  await screenshot(page, 'online-gateway-add-funds');

  await payOnline.click();
  // The fake checkout pays at once; the app says so, then the webhook's credit.
  await expect(page.getByText(`Payment received. ${DEPOSIT} points added to your wallet.`)).toBeVisible({ timeout: 20_000 });
  expect(fromGateway).toEqual(['script /v1/checkout.js', 'document /v1/checkout/pay']);
  await expect(page.locator('iframe[data-fake-razorpay]')).toHaveCount(0);
  await expect(headerWallet(page, STAKE + DEPOSIT)).toBeVisible();
  await screenshot(page, 'online-gateway-credited');

  await page.goto('/addfundhistory');
  const credited = page.getByRole('list', { name: 'Deposit History' }).getByRole('listitem');
  await expect(credited).toHaveCount(1);
  await expect(credited).toHaveAttribute('data-status', 'credited');
  await expect(credited).toContainText('Approved');
  await expect(credited).toContainText(/razorpay/i);
  await expect(credited).toContainText(`+${pts(DEPOSIT)}`);
  await screenshot(page, 'online-gateway-deposit-history');
});

test('a checkout that cannot be loaded is said so, creates no request, and the UPI path stays', async ({ page, request }) => {
  const player = await bettingPlayer(request, { name: 'Offline Payer', password: 'offline-pass-1', points: STAKE });
  await storeLogin(page, player);
  await switchGateway(request, true);
  await page.route('**/v1/checkout.js', (route) => route.abort('internetdisconnected'));

  await page.goto('/addfund');
  await page.getByLabel('Amount').fill(String(DEPOSIT));
  await page.getByRole('button', { name: 'Pay online' }).click();
  await expect(
    page.getByText('Online payment could not be loaded. Check your connection and try again, or pay with a UPI app below.'),
  ).toBeVisible();
  await screenshot(page, 'online-gateway-load-failed');
  await page.getByText('GPay', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add Funds' })).toBeEnabled();

  await page.goto('/addfundhistory');
  await expect(page.getByText('NO DATA FOUND')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Deposit History' })).toHaveCount(0);
  await expect(headerWallet(page, STAKE)).toBeVisible();
});
