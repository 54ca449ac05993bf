import { type APIRequestContext, type Page } from '@playwright/test';
import {
  CONSOLE_WIDTHS,
  consoleLogin,
  consoleNavigate,
  consoleReady,
  consoleScreenshot,
  expect,
  freshMobile,
  installServerClock,
  operatorCall,
  playerCall,
  test,
} from '../support/fixtures.ts';

/**
 * Agents end to end (ADR 029): the owner creates an agent and tops up their float through the console;
 * a player registers with the agent's invite code; the agent signs in at /admin, sees only the agent
 * console (no markets or results; the markets screen and API refuse them), credits the player from
 * their float (the player's balance rises), and reads their statements with the week so far (the
 * 'screens' project keeps the server's clock at Monday 10:00 AM, so no week has closed). Once at
 * each console width.
 */
const TOP_UP = 5000;
const CREDIT = 1200;
const AGENT_PASSWORD = 'agent-pass-123';

type ConsoleAgent = { id: number; username: string; inviteCode: string; float: number };

async function agentNamed(request: APIRequestContext, username: string): Promise<ConsoleAgent> {
  const { items } = await operatorCall<{ items: ConsoleAgent[] }>(request, 'GET', '/admin/api/agents');
  const agent = items.find((item) => item.username === username);
  if (!agent) throw new Error(`agent ${username} not listed`);
  return agent;
}

async function walletOf(request: APIRequestContext, token: string): Promise<number> {
  const { wallet_amt } = await playerCall<{ wallet_amt: number }>(request, '/api-user-wallet-balance', {
    unique_token: token,
  });
  return wallet_amt;
}

/** Logs an account into the console through its login screen (the agent lands on their home). */
async function consoleLoginAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/agent$/);
  await consoleReady(page, 'Home');
}

/** Opens the console menu on a phone (the sidebar is hidden there) and returns the menu. */
async function openMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Console' });
  if ((page.viewportSize()?.width ?? 1280) < 900) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  return nav;
}

for (const [width, viewport] of CONSOLE_WIDTHS) {
  test.describe(`at ${width} width (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('the owner sets up an agent, who credits their player and reads their statements', async ({
      page,
      request,
    }) => {
      const username = `e2e.${width}.${freshMobile().slice(-6)}`;
      await installServerClock(page, request);

      // The owner creates the agent in Agents, then tops up their float.
      await consoleLogin(page);
      await consoleNavigate(page, 'Agents');
      await page.getByRole('button', { name: 'New agent' }).click();
      const form = page.getByRole('form', { name: 'New agent' });
      await form.getByLabel('Username').fill(username);
      await form.getByLabel('Password').fill(AGENT_PASSWORD);
      await form.getByLabel('Name players see').fill(`Agent ${width}`);
      await form.getByLabel('Commission (%)').fill('2.5');
      await form.getByLabel('WhatsApp number').fill('9876500042');
      await form.getByRole('button', { name: 'Create agent' }).click();
      const created = page.getByRole('status').filter({ hasText: `Agent ${username} created` });
      await expect(created).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(username.replace(/\./g, '\\.')) })).toContainText('2.50 %');
      await consoleScreenshot(page, `console-agents-${width}`);

      await created.getByRole('link', { name: 'Open to top up the float' }).click();
      await consoleReady(page, `Agent ${width}`);
      const float = page.getByRole('form', { name: 'Float' });
      await float.getByLabel('Amount (points)').fill(String(TOP_UP));
      await float.getByLabel('Note').fill('Cash handed over at the office');
      await float.getByRole('button', { name: 'Top up' }).click();
      const confirm = page.getByRole('dialog', { name: 'Top up the float by 5,000 points?' });
      await expect(confirm).toContainText('After5,000');
      await confirm.getByRole('button', { name: 'Top up' }).click();
      await expect(page.getByText('Top up: 5,000 points done.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Float ledger' })).toContainText('Cash handed over at the office');
      await consoleScreenshot(page, `console-agent-${width}`);
      const agent = await agentNamed(request, username);
      expect(agent.float).toBe(TOP_UP);

      // A player registers with the agent's invite code.
      const mobile = freshMobile();
      const { otp } = await playerCall<{ otp: string }>(request, '/api-check-mobile', { mobile });
      const player = await playerCall<{ unique_token: string }>(request, '/api-user-registration', {
        name: `Agent Player ${width}`,
        mobile,
        password: 'player-pass-1',
        otp,
        device_id: 'e2e',
        adult: true,
        invite_code: agent.inviteCode,
      });
      const before = await walletOf(request, player.unique_token);

      // The agent signs in: their own console, no staff screen.
      await page.context().clearCookies();
      await consoleLoginAs(page, username, AGENT_PASSWORD);
      const nav = await openMenu(page);
      await expect(nav.getByRole('link')).toHaveText([
        'Home',
        'Players',
        'Deposits',
        'Float',
        'Statements',
        'Exposure',
        'Profile',
      ]);
      await expect(nav.getByRole('link', { name: 'Markets' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Results' })).toHaveCount(0);
      await expect(page.getByRole('main')).toContainText('5,000');
      await page.keyboard.press('Escape');
      await consoleScreenshot(page, `console-agent-home-${width}`);

      await page.goto('/admin/markets');
      await consoleReady(page, 'Not allowed');
      await expect(page.getByRole('alert')).toContainText('Not allowed for your role');
      const markets = await page.request.get('/admin/api/markets');
      expect(markets.status()).toBe(403);
      expect(await markets.json()).toMatchObject({ status: false, msg: 'Not allowed for your role' });

      // The agent credits the player from their float.
      await page.getByRole('link', { name: 'Go to your home screen' }).click();
      await consoleReady(page, 'Home');
      await consoleNavigate(page, 'Players');
      await page.getByRole('link', { name: `Agent Player ${width}` }).click();
      await consoleReady(page, `Agent Player ${width}`);
      const credit = page.getByRole('form', { name: 'Credit points' });
      await credit.getByLabel('Amount (points)').fill(String(CREDIT));
      await credit.getByLabel('Note').fill('Cash received');
      await credit.getByRole('button', { name: 'Credit' }).click();
      const dialog = page.getByRole('dialog', { name: `Credit 1,200 points to Agent Player ${width}?` });
      await expect(dialog).toContainText('Float after3,800');
      await dialog.getByRole('button', { name: 'Credit' }).click();
      await expect(page.getByText(`1,200 points credited to Agent Player ${width}.`)).toBeVisible();
      await consoleScreenshot(page, `console-agent-player-${width}`);
      expect(await walletOf(request, player.unique_token)).toBe(before + CREDIT);
      expect((await agentNamed(request, username)).float).toBe(TOP_UP - CREDIT);

      // Statements: no week has closed on the e2e server's Monday; the week so far is shown.
      await consoleNavigate(page, 'Statements');
      await expect(page.getByRole('region', { name: /This week so far/ })).toBeVisible();
      await expect(page.getByText('No closed weeks yet.')).toBeVisible();
      await consoleScreenshot(page, `console-agent-statements-${width}`);
    });
  });
}
