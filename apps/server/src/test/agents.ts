import { createAdmin } from '../modules/operators/service.ts';
import { openFloat } from '../modules/wallet/float.ts';
import { ADMIN_PASSWORD, createPlayerWithToken } from './fixtures.ts';
import { type TestApp } from './harness.ts';

/**
 * Agents planted for tests (ADR 029): a master agent or agent written straight to the database (with its
 * rates as given, even those the owner's call would refuse), its float opened; its players; its sign-in.
 */

export interface TestAgent {
  id: number;
  username: string;
  role: 'master_agent' | 'agent';
  inviteCode: string;
  /** The agent's bearer token (signed in when created; `loginAgent` gives a new one). */
  token: string;
}

let counter = 0;

/** A master agent or agent (password ADMIN_PASSWORD) with an empty float, created at the test clock's now and signed in. */
export async function createTestAgent(
  t: TestApp,
  options: {
    role: 'master_agent' | 'agent';
    commissionBp?: number;
    overrideBp?: number;
    parentId?: number | null;
    creditLimit?: number;
    suspended?: boolean;
    username?: string;
  },
): Promise<TestAgent> {
  const n = ++counter;
  const username = options.username ?? `${options.role === 'master_agent' ? 'master' : 'agent'}.t${n}`;
  const now = t.clock.now();
  const id = await createAdmin(t.db, { username, password: ADMIN_PASSWORD, role: options.role }, now, [
    'master_agent',
    'agent',
  ]);
  const inviteCode = `TST${String(n).padStart(3, '0')}`;
  await t.db
    .updateTable('admins')
    .set({
      parent_id: options.parentId ?? null,
      invite_code: inviteCode,
      commission_bp: options.commissionBp ?? 0,
      override_bp: options.overrideBp ?? 0,
      credit_limit: options.creditLimit ?? 0,
      suspended_at: options.suspended ? now : null,
      display_name: `Agent ${username}`,
    })
    .where('id', '=', id)
    .execute();
  await openFloat(t.db, id, now);
  return { id, username, role: options.role, inviteCode, token: await loginAgent(t, username) };
}

/** Signs a console account in (password ADMIN_PASSWORD) and returns its bearer token. */
export async function loginAgent(t: TestApp, username: string, password = ADMIN_PASSWORD): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`agent login ${username}: ${res.body}`);
  return res.json().token as string;
}

/** A player with `balance` points and a session, belonging to `agentId` (null: the house). */
export async function createAgentPlayer(
  t: TestApp,
  agentId: number | null,
  options: { balance: number; mobile?: string; name?: string },
): Promise<{ id: number; mobile: string; token: string }> {
  const player = await createPlayerWithToken(t, options);
  await t.db.updateTable('users').set({ agent_id: agentId }).where('id', '=', player.id).execute();
  return player;
}
