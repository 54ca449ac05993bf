import { checkDeposit, checkUtr, isBlank, normaliseUtr, parseWholeNumber } from '@pana/domain';
import { isUniqueViolation } from '../../db/engine.ts';
import { type CreditedBy, type RequestStatus } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { LOOKUP_TEXT } from '../../lib/lookup-limit.ts';
import { enforce } from '../../lib/rate-limit.ts';
import { type Player } from '../auth/sessions.ts';
import { type Actor, formatInstant, type FundsDeps, type PlayerFundsDeps, requireBettingEnabled } from '../funds/context.ts';
import { DEPOSIT_CHANNELS, FUNDS_TEXT, REQUEST_STATUS_CODE } from '../funds/text.ts';
import { notifyDeposit } from '../notifications/service.ts';
import { recordAudit } from '../operators/audit.ts';
import { PAYMENTS_TEXT } from '../payments/text.ts';
import { depositAllowance, holdDepositRoom, refuseDuringBreakNamed } from '../responsible-play/service.ts';
import { AGENT_CREDIT_TEXT, approveAndCredit, depositLimits } from './credit.ts';
import * as repo from './repository.ts';
import { creditWaitingPayment, lockUtr } from './service.ts';

/**
 * Deposit claims one player may make in an hour, `/api-fund-request-add` and `/api-payment-order-create`
 * together, whatever they answer: a player pays a few times a day, a script guessing other people's
 * UTRs needs thousands of tries (ADR 011).
 */
export const DEPOSIT_CLAIM_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

/** Counts a deposit claim of the player; beyond DEPOSIT_CLAIM_LIMIT, 429 with the wait. */
export async function limitDepositClaims(deps: PlayerFundsDeps, player: Player): Promise<void> {
  await enforce(deps.rateLimits, [{ key: `deposit-claim:${player.id}`, ...DEPOSIT_CLAIM_LIMIT }], deps.clock.now(), LOOKUP_TEXT.tooMany);
}

export interface FundRequestInput {
  amount: unknown;
  method?: unknown;
  txnRef?: unknown;
  /** The 12-digit UPI reference (UTR) of the payment; older apps send none and keep the manual path. */
  utr?: unknown;
}

/**
 * `/api-fund-request-add`: registers a deposit claim, pending until an operator approves it (the
 * wallet does not move yet). The amount follows the Add Funds rule (`checkDeposit`: at least
 * max(1, min_deposit), at most max_deposit when set); a method, when sent, must be one of the screen's (or 'QR'). A repeated
 * `txn_ref` of the same player answers the first request: one payment, one deposit.
 *
 * With a `utr` (ADR 011) the claim is matched against payment notifications: refused unless it is
 * 12 digits and unused (no deposit was credited with it, no operator dismissed its payment); a retry
 * of the player's own claim answers the first request; when its payment arrived first and waits
 * unmatched with the same amount and a payer VPA of the claimant's, the claim is credited at once, in
 * the same transaction. `withUtr`: the claim carries a UTR (its answer then says the deposit waits for
 * its confirmation, the same words whether or not a payment of that UTR arrived).
 */
export async function addFundRequest(
  deps: FundsDeps,
  player: Player,
  input: FundRequestInput,
  /**
   * The agent whose UPI id Add Funds showed this player (ADR 029; lib/agent-contact.ts agentPayee, the
   * same rule as the answers): the request waits for that agent, and no payment notification matches it.
   */
  payee: { agentId: number } | null = null,
): Promise<{ requestId: number; credited: boolean; withUtr: boolean }> {
  requireBettingEnabled(player);
  await refuseDuringBreakNamed(deps.db, player, deps.clock.now());
  // The old clients send no method; a QR payment is one of the "Others" for the amount rule.
  const method = isBlank(input.method) ? '' : input.method;
  const problem = checkDeposit(
    { amount: input.amount, method: method === '' || method === 'QR' ? 'Others' : method },
    await depositLimits(deps.db),
  );
  if (problem) throw badRequest(problem);
  if (typeof method !== 'string' || (method !== '' && !DEPOSIT_CHANNELS.includes(method)))
    throw badRequest(FUNDS_TEXT.upiTypeRequired);
  const txnRef = readTxnRef(input.txnRef);
  const utr = readUtr(input.utr);
  const amount = parseWholeNumber(input.amount) as number;

  const withUtr = utr !== null;
  if (txnRef !== null) {
    const earlier = await repo.findFundRequestByTxnRef(deps.db, player.id, txnRef);
    if (earlier !== null) return { requestId: earlier, credited: false, withUtr };
  }
  // Paid to an agent: the UTR is only shown to the agent, never matched against the house's payments.
  if (utr !== null && payee === null) return { ...(await claimWithUtr(deps, player, { amount, method, txnRef, utr })), withUtr };
  const now = deps.clock.now();
  try {
    const requestId = await deps.db.transaction().execute(async (trx) => {
      if (utr !== null) {
        const own = await repo.liveClaimOf(trx, player.id, utr);
        if (own && Number(own.amount) === amount) return Number(own.id);
        if (own || (await repo.utrUsed(trx, utr))) throw badRequest(PAYMENTS_TEXT.utrUsed);
      }
      // The player's own deposit limits (ADR 018), on the request: money that arrives anyway is credited.
      await holdDepositRoom(trx, player, amount, now);
      return repo.insertFundRequest(trx, { userId: player.id, amount, method, txnRef, utr, agentId: payee?.agentId ?? null, now });
    });
    return { requestId, credited: false, withUtr };
  } catch (err) {
    // A concurrent retry of the same reference won the insert: answer with its request.
    const earlier =
      txnRef !== null && isUniqueViolation(err) ? await repo.findFundRequestByTxnRef(deps.db, player.id, txnRef) : null;
    if (earlier === null) throw err;
    return { requestId: earlier, credited: false, withUtr };
  }
}

/**
 * A claim with its UTR, in one transaction holding the UTR (PostgreSQL: an advisory lock the
 * payment hooks take too; SQLite: the one writer), so a claim and its notification never miss each other.
 */
async function claimWithUtr(
  deps: FundsDeps,
  player: Player,
  claim: { amount: number; method: string; txnRef: string | null; utr: string },
): Promise<{ requestId: number; credited: boolean }> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await lockUtr(trx, claim.utr);
      const own = await repo.liveClaimOf(trx, player.id, claim.utr);
      if (own && Number(own.amount) === claim.amount)
        return { requestId: Number(own.id), credited: own.status === 'approved' };
      if (own || (await repo.utrUsed(trx, claim.utr))) throw badRequest(PAYMENTS_TEXT.utrUsed);
      await holdDepositRoom(trx, player, claim.amount, now);
      const requestId = await repo.insertFundRequest(trx, { userId: player.id, ...claim, now });
      const credited = await creditWaitingPayment(trx, {
        requestId,
        userId: player.id,
        amount: claim.amount,
        utr: claim.utr,
        now,
      });
      return { requestId, credited };
    });
  } catch (err) {
    // A concurrent retry with the same txn_ref won the insert: answer with its request.
    const earlier =
      claim.txnRef !== null && isUniqueViolation(err)
        ? await repo.findFundRequestByTxnRef(deps.db, player.id, claim.txnRef)
        : null;
    if (earlier === null) throw err;
    return { requestId: earlier, credited: false };
  }
}

/**
 * The UTR as sent: missing, null or blank is none (older apps); otherwise the domain's rule, the one the
 * app checks before sending: exactly 12 digits, spaces ignored ("3123 4567 8901").
 */
function readUtr(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest(PAYMENTS_TEXT.utrFormat);
  if (value.trim() === '') return null;
  if (checkUtr(value) !== null) throw badRequest(PAYMENTS_TEXT.utrFormat);
  return normaliseUtr(value);
}

function readTxnRef(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim().length > 64) throw badRequest(FUNDS_TEXT.txnRefInvalid);
  return value.trim() === '' ? null : value.trim();
}

/** `/api-last-fund-request-detail`: the deposit limits and the player's latest deposit request. */
export async function lastFundRequestDetail(deps: FundsDeps, player: Player) {
  const [limits, last, allowance] = await Promise.all([
    depositLimits(deps.db),
    repo.lastFundRequest(deps.db, player.id),
    depositAllowance(deps.db, player, deps.clock.now()),
  ]);
  return {
    min_amt: limits.minAmount,
    max_amt: limits.maxAmount,
    // The player's own limits and break (ADR 018), checked by Add Funds before it opens a UPI app.
    deposit_refusal: allowance.refusal,
    deposit_room: allowance.room,
    deposit_room_message: allowance.roomMessage,
    last_request: last
      ? {
          request_amount: Number(last.amount),
          request_status: REQUEST_STATUS_CODE[last.status],
          insert_date: formatInstant(Number(last.created_at)),
        }
      : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Operator

export interface FundRequestItem {
  id: number;
  mobile: string;
  name: string;
  amount: number;
  method: string;
  txnRef: string | null;
  status: RequestStatus;
  createdAt: number;
  decidedAt: number | null;
  note: string;
  utr: string | null;
  gatewayOrderId: string | null;
  creditedBy: CreditedBy | null;
  /** The agent the request was paid to (ADR 029): theirs to decide, shown read-only to the house; absent for the house's. */
  agentId?: number;
  agentName?: string;
}

/** Deposit requests of a status (all when none), newest first, at most 500. */
export async function listFundRequests(deps: Pick<FundsDeps, 'db' | 'clock'>, status: RequestStatus | undefined): Promise<FundRequestItem[]> {
  const rows = await repo.listFundRequests(deps.db, status, 500);
  return rows.map((r) => ({
    id: Number(r.id),
    mobile: r.mobile,
    name: r.name,
    amount: Number(r.amount),
    method: r.method,
    txnRef: r.txn_ref,
    status: r.status,
    createdAt: Number(r.created_at),
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
    note: r.note,
    utr: r.utr,
    gatewayOrderId: r.gateway_order_id,
    creditedBy: r.credited_by,
    ...(r.agent_id === null ? {} : { agentId: Number(r.agent_id), agentName: r.agent_display_name?.trim() || r.agent_username || '' }),
  }));
}

/**
 * Approves or rejects a pending deposit request, exactly once (a conditional status update; a
 * second decision is 409). Approval is approveAndCredit (one 'deposit' ledger row, the player's inbox
 * item); rejection moves nothing and tells the player why. Audited in the same transaction.
 */
export async function decideFundRequest(
  deps: Pick<FundsDeps, 'db' | 'clock'>,
  actor: Actor,
  input: { id: number; decision: 'approved' | 'rejected'; note: string },
): Promise<{ balance: number | null }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    let decided: { userId: number; amount: number } | undefined;
    let balance: number | null = null;
    if (input.decision === 'approved') {
      const credited = await approveAndCredit(trx, {
        requestId: input.id,
        creditedBy: 'operator',
        via: { kind: 'operator' },
        note: input.note,
        adminId: actor.adminId,
        now,
      });
      if (credited) ({ balance } = credited);
      decided = credited ?? undefined;
    } else {
      const row = await repo.decideFundRequest(trx, {
        id: input.id,
        status: 'rejected',
        creditedBy: null,
        note: input.note,
        adminId: actor.adminId,
        agentId: null,
        now,
      });
      if (row) {
        decided = { userId: Number(row.user_id), amount: Number(row.amount) };
        // The player's inbox item (ADR 014), in this transaction.
        await notifyDeposit(trx, { ...decided, requestId: input.id, decision: 'rejected', reason: input.note }, now);
      }
    }
    if (!decided) {
      const existing = await repo.findFundRequest(trx, input.id);
      if (!existing) throw notFound(FUNDS_TEXT.requestNotFound);
      // Paid to an agent's UPI id (ADR 029): the house never received it; only that agent decides it.
      if (existing.agent_id !== null && existing.status === 'pending') throw conflict(AGENT_CREDIT_TEXT.agentsToDecide);
      throw conflict(FUNDS_TEXT.alreadyDecided(existing.status));
    }
    const { userId, amount } = decided;
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: input.decision === 'approved' ? 'fund_request.approve' : 'fund_request.reject',
      entity: 'fund_request',
      entityId: input.id,
      before: { status: 'pending' },
      after: { status: input.decision, userId, amount, note: input.note, ...(balance === null ? {} : { balance }) },
      ip: actor.ip,
      now,
    });
    return { balance };
  });
}
