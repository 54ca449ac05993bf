import { parseWholeNumber } from '@pana/domain';
import { type Executor } from '../../db/database.ts';
import { type CreditedBy } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import { getSettings } from '../content/settings.ts';
import { notifyDeposit } from '../notifications/service.ts';
import { moveFloat } from '../wallet/float.ts';
import * as ledger from '../wallet/ledger.ts';
import * as repo from './repository.ts';

/**
 * Deposits paid to an agent (ADR 029): the agent's refusals when their float cannot cover one, and what
 * the house's deciders are told of one (the house never received that money).
 */
export const AGENT_CREDIT_TEXT = {
  agentsToDecide: "This deposit was paid to an agent's UPI id: only that agent can approve or reject it",
  payYourAgent: "Your deposits go to your agent's UPI id: pay it from Add Funds",
  notEnoughFloat: 'Not enough float',
  beyondCreditLimit: (limit: number) => `Beyond your credit limit of ${limit} points`,
} as const;

/** `min_amt` and `max_amt`: the deposit settings as whole numbers (0 when unset or unreadable; a 0 maximum is none). */
export async function depositLimits(db: Executor): Promise<{ minAmount: number; maxAmount: number }> {
  const settings = await getSettings(db);
  return {
    minAmount: parseWholeNumber(settings.min_deposit) ?? 0,
    maxAmount: parseWholeNumber(settings.max_deposit) ?? 0,
  };
}

/**
 * How a deposit was credited, for its ledger note: an operator's approval (the request's method, UPI ref
 * and UTR), a payment against a gateway order (the gateway's name), a payment matched by its UTR, or an
 * operator's link of an unmatched payment (the payment's UTR).
 */
export type CreditedVia =
  | { kind: 'operator' }
  | { kind: 'agent' }
  | { kind: 'gateway'; source: string; utr: string | null }
  | { kind: 'automatic'; utr: string | null }
  | { kind: 'linked'; utr: string | null };

/**
 * The one ledger note of a credited deposit: `Deposit #<id>[ <how>][, UPI ref <ref>][, UTR <utr>]`. The
 * player's wallet history shows it (and the app translates it by these shapes), so its words stay
 * those the older apps showed.
 */
export function depositNote(requestId: number, parts: { how: string; upiRef: string | null; utr: string | null }): string {
  return `Deposit #${requestId}${parts.how ? ` ${parts.how}` : ''}${parts.upiRef ? `, UPI ref ${parts.upiRef}` : ''}${parts.utr ? `, UTR ${parts.utr}` : ''}`;
}

type Approved = NonNullable<Awaited<ReturnType<typeof repo.decideFundRequest>>>;

function noteOf(row: Approved, via: CreditedVia): string {
  switch (via.kind) {
    case 'operator':
    case 'agent':
      return depositNote(Number(row.id), { how: row.method ? `by ${row.method}` : '', upiRef: row.txn_ref, utr: row.utr });
    case 'gateway':
      return depositNote(Number(row.id), { how: `by ${via.source}`, upiRef: null, utr: via.utr });
    case 'automatic':
      return depositNote(Number(row.id), { how: 'matched automatically', upiRef: null, utr: via.utr });
    case 'linked':
      return depositNote(Number(row.id), { how: 'linked by an operator', upiRef: null, utr: via.utr });
  }
}

/**
 * The one way a deposit is credited, whoever decides it (an operator's approval, the UPI forwarder's or
 * the gateway's payment, a claim of a payment that waited, an operator's link of an unmatched payment,
 * the agent a request was paid to): in the caller's transaction, the pending request is approved in one
 * conditional statement (of two concurrent decisions exactly one takes it), the wallet credited, and the
 * player's inbox item written (ADR 014). Null when the request was not pending, or not the decider's
 * (nothing moves): the house's deciders take only the house's requests, an agent only their own.
 *
 * The house's credit is one 'deposit' ledger row through modules/wallet/ledger.ts. An agent's (ADR 029,
 * `creditedBy: 'agent'` with `agent`) comes from the agent's float: a `to_player` movement down to minus
 * their credit limit (modules/wallet/float.ts; its wallet row is `agent_credit`), whose id the request
 * keeps; a float that cannot cover it throws 409 (`Not enough float`, `Beyond your credit limit of N
 * points`), so the caller's transaction and the approval roll back. `amount`: what an operator's link
 * credits when the payment differs from the claim (the request's amount becomes it).
 */
export async function approveAndCredit(
  trx: Executor,
  d: {
    requestId: number;
    creditedBy: CreditedBy;
    via: CreditedVia;
    now: number;
    adminId?: number | null;
    note?: string;
    amount?: number;
    /** The agent deciding a request paid to them (`creditedBy: 'agent'`), and their credit limit. */
    agent?: { adminId: number; creditLimit: number };
  },
): Promise<{ userId: number; amount: number; balance: number; request: Approved; floatBalance?: number } | null> {
  const agent = d.creditedBy === 'agent' ? d.agent : undefined;
  if (d.creditedBy === 'agent' && !agent) throw new Error('An agent credit needs the agent');
  const request = await repo.decideFundRequest(trx, {
    id: d.requestId,
    status: 'approved',
    creditedBy: d.creditedBy,
    now: d.now,
    agentId: agent ? agent.adminId : null,
    ...(d.adminId === undefined ? {} : { adminId: d.adminId }),
    ...(d.note === undefined ? {} : { note: d.note }),
    ...(d.amount === undefined ? {} : { amount: d.amount }),
  });
  if (!request) return null;
  const userId = Number(request.user_id);
  const amount = d.amount ?? Number(request.amount);
  if (agent) {
    const moved = await moveFloat(trx, {
      kind: 'to_player',
      adminId: agent.adminId,
      userId,
      amount,
      note: noteOf(request, d.via),
      byAdminId: agent.adminId,
      floor: -agent.creditLimit,
      now: d.now,
    });
    if (typeof moved === 'string')
      throw conflict(agent.creditLimit > 0 ? AGENT_CREDIT_TEXT.beyondCreditLimit(agent.creditLimit) : AGENT_CREDIT_TEXT.notEnoughFloat);
    await repo.setFloatMovement(trx, d.requestId, moved.movementId);
    await notifyDeposit(trx, { userId, requestId: d.requestId, amount, decision: 'approved' }, d.now);
    return { userId, amount, balance: moved.walletBalance ?? 0, request, floatBalance: moved.balance };
  }
  const { balance } = await ledger.credit(
    trx,
    { userId, amount, kind: 'deposit', note: noteOf(request, d.via), now: d.now },
    d.requestId,
  );
  await notifyDeposit(trx, { userId, requestId: d.requestId, amount, decision: 'approved' }, d.now);
  return { userId, amount, balance, request };
}
