import { type Db } from '../../db/database.ts';
import { type RequestStatus } from '../../db/schema.ts';
import { type AgentProfileReader } from '../../lib/agent-contact.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { LOOKUP_TEXT } from '../../lib/lookup-limit.ts';
import { enforce, type RateLimitStore } from '../../lib/rate-limit.ts';
import { FUNDS_TEXT } from '../funds/text.ts';
import { notifyDeposit } from '../notifications/service.ts';
import { recordAudit } from '../operators/audit.ts';
import { type Actor } from '../operators/guard.ts';
import { approveAndCredit } from './credit.ts';
import * as repo from './repository.ts';

/**
 * The deposits paid to an agent's UPI id (ADR 029): the agent sees their own, approves one from their
 * float (approveAndCredit's agent branch: a `to_player` movement down to minus their credit limit) or
 * rejects it. The house received no money for them, so no operator, payment or gateway decides them.
 */
export interface AgentDepositsDeps {
  db: Db;
  clock: Clock;
  rateLimits: RateLimitStore;
  /** The agent's profile (modules/agents/contact.ts, from app.ts): their credit limit and suspension. */
  agentProfile: AgentProfileReader;
}

/** An agent's decisions: 60 a minute, far above a person's pace, far below a script's. */
export const AGENT_DECISION_LIMIT = { max: 60, windowMs: 60_000 } as const;

export const AGENT_DEPOSIT_TEXT = {
  suspended: 'Your account is suspended: it cannot credit points now',
} as const;

export interface AgentDepositItem {
  id: number;
  mobile: string;
  name: string;
  amount: number;
  method: string;
  txnRef: string | null;
  utr: string | null;
  status: RequestStatus;
  note: string;
  createdAt: number;
  decidedAt: number | null;
}

/** The agent's deposit requests of a status (all when none): pending first, oldest first; at most 500. */
export async function listAgentDeposits(
  deps: Pick<AgentDepositsDeps, 'db'>,
  agentId: number,
  status: RequestStatus | undefined,
): Promise<AgentDepositItem[]> {
  const rows = await repo.listAgentFundRequests(deps.db, agentId, status, 500);
  return rows.map((r) => ({
    id: Number(r.id),
    mobile: r.mobile,
    name: r.name,
    amount: Number(r.amount),
    method: r.method,
    txnRef: r.txn_ref,
    utr: r.utr,
    status: r.status,
    note: r.note,
    createdAt: Number(r.created_at),
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
  }));
}

/**
 * An agent approves or rejects a deposit paid to them, exactly once (of two concurrent decisions one
 * takes it; the other is 409), in one transaction with its audit row and the player's inbox item. An
 * approval credits the wallet from the agent's float: refused with `Not enough float` or `Beyond your
 * credit limit of N points` when the float cannot cover it, and while the agent is suspended. Another
 * agent's request, or the house's: 404, as if it did not exist.
 */
export async function decideAgentDeposit(
  deps: AgentDepositsDeps,
  actor: Actor,
  input: { id: number; decision: 'approved' | 'rejected'; note: string },
): Promise<{ walletBalance: number | null; floatBalance: number | null }> {
  const now = deps.clock.now();
  await enforce(
    deps.rateLimits,
    [{ key: `agent-deposit-decision:${actor.adminId}`, ...AGENT_DECISION_LIMIT }],
    now,
    LOOKUP_TEXT.tooMany,
  );
  const agent = await deps.agentProfile(actor.adminId);
  if (!agent) throw notFound(FUNDS_TEXT.requestNotFound);
  if (input.decision === 'approved' && agent.closed) throw conflict(AGENT_DEPOSIT_TEXT.suspended);
  return deps.db.transaction().execute(async (trx) => {
    let decided: { userId: number; amount: number } | null = null;
    let walletBalance: number | null = null;
    let floatBalance: number | null = null;
    if (input.decision === 'approved') {
      const credited = await approveAndCredit(trx, {
        requestId: input.id,
        creditedBy: 'agent',
        via: { kind: 'agent' },
        agent: { adminId: actor.adminId, creditLimit: agent.creditLimit },
        adminId: actor.adminId,
        ...(input.note === '' ? {} : { note: input.note }),
        now,
      });
      if (credited) {
        decided = credited;
        walletBalance = credited.balance;
        floatBalance = credited.floatBalance ?? null;
      }
    } else {
      const row = await repo.decideFundRequest(trx, {
        id: input.id,
        status: 'rejected',
        creditedBy: null,
        note: input.note,
        adminId: actor.adminId,
        agentId: actor.adminId,
        now,
      });
      if (row) {
        decided = { userId: Number(row.user_id), amount: Number(row.amount) };
        await notifyDeposit(trx, { ...decided, requestId: input.id, decision: 'rejected', reason: input.note }, now);
      }
    }
    if (!decided) {
      const existing = await repo.findFundRequest(trx, input.id);
      if (!existing || existing.agent_id === null || Number(existing.agent_id) !== actor.adminId)
        throw notFound(FUNDS_TEXT.requestNotFound);
      throw conflict(FUNDS_TEXT.alreadyDecided(existing.status));
    }
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: input.decision === 'approved' ? 'agent_deposit.approve' : 'agent_deposit.reject',
      entity: 'fund_request',
      entityId: input.id,
      before: { status: 'pending' },
      after: {
        status: input.decision,
        userId: decided.userId,
        amount: decided.amount,
        note: input.note,
        ...(walletBalance === null ? {} : { walletBalance, floatBalance }),
      },
      ip: actor.ip,
      now,
    });
    return { walletBalance, floatBalance };
  });
}
