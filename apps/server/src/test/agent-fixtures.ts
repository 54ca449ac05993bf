import { ADMIN_PASSWORD, type ConsoleAnswer, consoleCall, createPlayerWithToken } from './fixtures.ts';
import { type TestApp } from './harness.ts';

/** Agents' fixtures (ADR 029): accounts made through the owner's call, their sign-in, their players. */

export const AGENT_PASSWORD = ADMIN_PASSWORD;

let agentCounter = 0;

export interface AgentAccount {
  id: number;
  username: string;
  inviteCode: string;
  token: string;
}

/** Calls the operator API as `token` (null: anonymous); PATCH and POST send `body` as JSON. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  body?: unknown,
): Promise<ConsoleAnswer> {
  return consoleCall(t, method, url, token, body);
}

/** Logs a console account in and returns its bearer token. */
export async function login(t: TestApp, username: string, password = AGENT_PASSWORD): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.body}`);
  return res.json().token as string;
}

/** A master agent or agent created by the owner's call (and signed in). */
export async function createAgent(
  t: TestApp,
  ownerToken: string,
  input: {
    role: 'master_agent' | 'agent';
    parentId?: number | null;
    creditLimit?: number;
    commissionBp?: number;
    overrideBp?: number;
    username?: string;
  },
): Promise<AgentAccount> {
  const username = input.username ?? `${input.role === 'master_agent' ? 'master' : 'agent'}${++agentCounter}`;
  const res = await call(t, 'POST', '/admin/api/agents', ownerToken, {
    username,
    password: AGENT_PASSWORD,
    role: input.role,
    ...(input.parentId !== undefined ? { parentId: input.parentId } : {}),
    commissionBp: input.commissionBp ?? 500,
    ...(input.overrideBp !== undefined ? { overrideBp: input.overrideBp } : {}),
    creditLimit: input.creditLimit ?? 0,
    displayName: `Agent ${username}`,
  });
  if (res.statusCode !== 200) throw new Error(`create agent: ${res.text}`);
  return { id: res.body.item.id, username, inviteCode: res.body.item.inviteCode, token: await login(t, username) };
}

/** Tops an agent's float up through the owner's call. */
export async function topUpFloat(t: TestApp, ownerToken: string, agentId: number, amount: number): Promise<void> {
  const res = await call(t, 'POST', `/admin/api/agents/${agentId}/float`, ownerToken, {
    direction: 'top_up',
    amount,
    note: 'Opening float',
  });
  if (res.statusCode !== 200) throw new Error(`top up: ${res.text}`);
}

/** A player with `balance` points and a session, belonging to `agentId` (null: the house). */
export async function playerOf(
  t: TestApp,
  agentId: number | null,
  options: { balance?: number; mobile?: string; name?: string } = {},
): Promise<{ id: number; mobile: string; token: string }> {
  const player = await createPlayerWithToken(t, {
    balance: options.balance ?? 0,
    ...(options.mobile ? { mobile: options.mobile } : {}),
    ...(options.name ? { name: options.name } : {}),
  });
  await t.db.updateTable('users').set({ agent_id: agentId }).where('id', '=', player.id).execute();
  return player;
}

/**
 * The player asks their agent to cash out `amount` points (ADR 029: a take-back needs the request);
 * returns the request's id.
 */
export async function askCashout(t: TestApp, player: { token: string }, amount: number): Promise<number> {
  const res = await t.call('/api-agent-cashout-request', { unique_token: player.token, amount });
  if (res.statusCode !== 200) throw new Error(`cash-out request: ${JSON.stringify(res.body)}`);
  return res.body.cashout_request.id as number;
}

/** A float's balance. */
export async function floatOf(t: TestApp, agentId: number): Promise<number> {
  const row = await t.db
    .selectFrom('agent_floats')
    .select('balance')
    .where('admin_id', '=', agentId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** A wallet's balance. */
export async function walletOf(t: TestApp, userId: number): Promise<number> {
  const row = await t.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** The points, floats and rows a refused call must leave as they were. */
export async function agentsSnapshot(t: TestApp): Promise<Record<string, unknown>> {
  const count = async (table: 'float_movements' | 'float_ledger' | 'wallet_ledger' | 'audit_log' | 'notifications') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    floats: (await t.db.selectFrom('agent_floats').select(['admin_id', 'balance']).orderBy('admin_id').execute()).map(
      (r) => [Number(r.admin_id), Number(r.balance)],
    ),
    wallets: (await t.db.selectFrom('wallets').select(['user_id', 'balance']).orderBy('user_id').execute()).map((r) => [
      Number(r.user_id),
      Number(r.balance),
    ]),
    agents: await t.db
      .selectFrom('admins')
      .select([
        'id',
        'username',
        'password_hash',
        'role',
        'active',
        'parent_id',
        'invite_code',
        'commission_bp',
        'override_bp',
        'credit_limit',
        'suspended_at',
        'display_name',
        'contact_mobile',
        'whatsapp',
        'upi_id',
      ])
      .orderBy('id')
      .execute(),
    playersAgents: (await t.db.selectFrom('users').select(['id', 'agent_id']).orderBy('id').execute()).map((r) => [
      Number(r.id),
      r.agent_id === null ? null : Number(r.agent_id),
    ]),
    movements: await count('float_movements'),
    floatLedger: await count('float_ledger'),
    walletLedger: await count('wallet_ledger'),
    audit: await count('audit_log'),
    inbox: await count('notifications'),
  };
}
