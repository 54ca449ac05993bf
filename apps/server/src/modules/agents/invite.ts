import { randomInt } from 'node:crypto';
import { type Executor } from '../../db/database.ts';

/**
 * Invite codes (ADR 029): six characters from an alphabet without the look-alikes 0/O and 1/I/L, so a
 * code read aloud or copied by hand is typed right. Stored upper-case; matched without case.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 6;

/** A new random code (the caller retries on the rare clash with the unique index). */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The code as stored: trimmed, upper-case; null when it cannot be a code at all. */
export function normalizeInviteCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9]{4,16}$/.test(code) ? code : null;
}

export interface InviteOwner {
  adminId: number;
  role: 'master_agent' | 'agent';
  /** The agent is suspended (or their account disabled): their code takes no new players. */
  closed: boolean;
}

/** The agent or master agent a code belongs to, or null when no agent has it. */
export async function agentOfInviteCode(db: Executor, raw: string): Promise<InviteOwner | null> {
  const code = normalizeInviteCode(raw);
  if (!code) return null;
  const row = await db
    .selectFrom('admins')
    .select(['id', 'role', 'suspended_at', 'active'])
    .where('invite_code', '=', code)
    .where('role', 'in', ['master_agent', 'agent'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    adminId: Number(row.id),
    role: row.role as InviteOwner['role'],
    closed: row.suspended_at !== null || Number(row.active) !== 1,
  };
}

/** Registration's refusals of an invite code (docs/api.md, ADR 029); translated like every player message. */
export const INVITE_TEXT = {
  invalid: 'Invalid invite code',
  closed: 'This invite code is not accepted now',
} as const;

/** Who a new player belongs to by the code they typed, or why the code is refused. */
export type InviteAttribution = { agentId: number } | { refusal: string };

/**
 * Whose invite code this is, for a registration: the one lookup of registration's `invite_code` field
 * (ADR 029). An agent's or master agent's code attributes the player to them; an unknown code and a
 * suspended (or disabled) agent's code are refused. Players' own referral codes, which share the field
 * (ADR 029), are to be looked up here too, so it keeps one meaning: the server knows whose code it is.
 */
export async function inviterOf(db: Executor, raw: string): Promise<InviteAttribution> {
  const owner = await agentOfInviteCode(db, raw);
  if (!owner) return { refusal: INVITE_TEXT.invalid };
  if (owner.closed) return { refusal: INVITE_TEXT.closed };
  return { agentId: owner.adminId };
}
