import { type APIRequestContext } from '@playwright/test';
import { expect, freshMobile, operatorCall, otpFrom, playerCall, screenshot, test } from '../support/fixtures.ts';

/**
 * The player's side of agents end to end (ADR 029): the owner creates an agent with contact numbers and
 * a UPI id and tops up the float through the console API; a new player opens the agent's link
 * `/r?code=…`, finds the invite code already in the register form (at 390×844, inside the screen) and
 * registers; the agent's own console API lists the player; Contact Admin names the agent and reaches
 * the agent's numbers; Add Funds pays the agent's UPI id, and the agent's approval of the deposit
 * credits the player from the float.
 */
const AGENT_PASSWORD = 'agent-pass-123';

type CreatedAgent = { id: number; username: string; inviteCode: string; link: string };

async function agentCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { data: body } : {}),
  });
  const answer = (await response.json()) as T & { status?: boolean };
  if (!response.ok() || answer.status !== true)
    throw new Error(`${method} ${path} refused: ${response.status()} ${JSON.stringify(answer)}`);
  return answer;
}

test("a player registers through the agent's link, belongs to the agent, contacts and pays them", async ({
  page,
  request,
}) => {
  const suffix = freshMobile().slice(-6);
  const name = `Ravi Traders ${suffix}`;
  const { item: agent } = await operatorCall<{ item: CreatedAgent }>(request, 'POST', '/admin/api/agents', {
    username: `e2e.invite.${suffix}`,
    password: AGENT_PASSWORD,
    role: 'agent',
    commissionBp: 250,
    displayName: name,
    contactMobile: '9811100042',
    whatsapp: '9822200042',
    upiId: `ravi${suffix}@okaxis`,
  });
  expect(agent.link).toBe(`/r?code=${agent.inviteCode}`);
  await operatorCall(request, 'POST', `/admin/api/agents/${agent.id}/float`, {
    direction: 'top_up',
    amount: 2000,
    note: 'e2e float',
  });
  const login = await request.post('/admin/api/login', {
    data: { username: agent.username, password: AGENT_PASSWORD },
  });
  const agentToken = ((await login.json()) as { token: string }).token;

  // The agent's link: the invite code is in the form already, and the form fits the phone's width.
  await page.goto(agent.link);
  const code = page.getByLabel('Invite code (optional)');
  await expect(code).toHaveValue(agent.inviteCode);
  const box = await code.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'register-invite-code');

  const mobile = freshMobile();
  await page.getByLabel('Username').fill('Agent Player');
  await page.getByLabel('Phone Number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill('player-pass-1');
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  const otp = await otpFrom(page, '/api-check-mobile', () =>
    page.getByRole('button', { name: 'Register', exact: true }).click(),
  );
  await expect(page).toHaveURL(/\/otpregister$/);
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/imp$/);

  // The player is the agent's: the agent's own console lists them.
  const players = await agentCall<{ items: Array<{ mobile: string; direct: boolean }> }>(
    request,
    agentToken,
    'GET',
    `/admin/api/agent/players?q=${mobile}`,
  );
  expect(players.items).toEqual([expect.objectContaining({ mobile, direct: true })]);

  // Contact Admin names the agent and reaches the agent's numbers.
  await page.getByRole('button', { name: 'Contact' }).click();
  const popup = page.getByRole('dialog', { name: 'Contact' });
  await expect(popup.getByTestId('contact-name')).toContainText(name);
  await expect(popup.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919822200042');
  await expect(popup.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919811100042');
  await screenshot(page, 'contact-agent');
  await page.keyboard.press('Escape');

  // Add Funds pays the agent's UPI id (betting is on for the player once the owner allows it).
  await operatorCall(request, 'PATCH', `/admin/api/users/${mobile}`, { betting_status: 1 });
  // As the player would: the home screen learns betting is on, then Add Fund (a direct visit could still be
  // turned away by the home screen's last answer, kept for the offline shell).
  await page.reload();
  await page.getByRole('link', { name: 'Add Fund' }).click();
  await expect(page).toHaveURL(/\/addfund$/);
  await expect(page.getByTestId('agent-payee')).toContainText(`ravi${suffix}@okaxis`);
  await screenshot(page, 'add-funds-agent');

  // The deposit waits for the agent, whose approval credits the player from the float.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('userCredentials') ?? '{}') as { token?: string }).token ?? '',
  );
  const made = await playerCall<{ request_id: number }>(request, '/api-fund-request-add', {
    unique_token: token,
    request_amount: '500',
    payment_method: 'GPay',
  });
  const approved = await agentCall<{ walletBalance: number; floatBalance: number }>(
    request,
    agentToken,
    'POST',
    `/admin/api/agent/deposits/${made.request_id}/approve`,
    {},
  );
  expect(approved).toMatchObject({ walletBalance: 500, floatBalance: 1500 });
});
