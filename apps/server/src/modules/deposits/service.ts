import { checkDeposit, parseWholeNumber } from '@pana/domain';
import { type Db, type Executor } from '../../db/database.ts';
import { isUniqueViolation, lockFirstRun } from '../../db/engine.ts';
import { type CreditedBy, type PaymentNotificationStatus } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { type Player } from '../auth/sessions.ts';
import { requireBettingEnabled } from '../funds/context.ts';
import { recordAudit } from '../operators/audit.ts';
import { type Actor } from '../operators/guard.ts';
import { type IncomingPayment, PaymentGatewayError, type PaymentProviders } from '../payments/providers.ts';
import { PAYMENTS_TEXT, rupees } from '../payments/text.ts';
import { checkDepositLimits, holdDepositRoom, refuseDuringBreakNamed } from '../responsible-play/service.ts';
import { AGENT_CREDIT_TEXT, approveAndCredit, depositLimits } from './credit.ts';
import * as repo from './repository.ts';

/** What the payment services need. */
export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  providers: PaymentProviders;
}

type Request = NonNullable<Awaited<ReturnType<typeof repo.findRequest>>>;

/** The one request a payment credits on its own, or why there is none. */
type Match = { request: Request; creditedBy: CreditedBy } | { reason: string };

/**
 * The matching rules (ADR 011): a payment made against a gateway order credits that order's request;
 * any other goes by its UTR (`utrMatch`, the claim already waiting). No request, several, another
 * amount, paise or a payer who is not the claimant's: the operator's queue.
 */
async function matchOf(trx: Executor, p: IncomingPayment): Promise<Match> {
  if (p.orderId !== null) {
    const request = await repo.requestByOrder(trx, p.orderId);
    if (!request) return { reason: PAYMENTS_TEXT.reasons.noOrder };
    if (request.status !== 'pending') return { reason: PAYMENTS_TEXT.reasons.requestDecided(request.status) };
    if (Number(request.amount) * 100 !== p.amountPaise)
      return { reason: PAYMENTS_TEXT.reasons.amountDiffers(Number(request.amount), rupees(p.amountPaise)) };
    return { request, creditedBy: 'gateway' };
  }
  if (p.utr === null) return { reason: PAYMENTS_TEXT.reasons.noRequest };
  return utrMatch(trx, { utr: p.utr, amountPaise: p.amountPaise, payerVpa: p.payerVpa }, 'claim first');
}

/**
 * The UTR rule (ADR 011), whichever arrived first: the one pending request claiming the UTR, of the
 * same whole number of rupees, credits on its own only when the payer is the claimant's — the payer
 * VPA is one the claimant is known by (`repo.ownersOfVpa`). A claim made before its payment arrived
 * ('claim first': the honest order, the player typing the UTR off their UPI app before the bank's
 * notification reaches the server) is also credited when the VPA is nobody's yet (a first deposit
 * from a new UPI app), but not when it is another player's. A payment without a payer VPA never
 * credits a claim on its own.
 */
async function utrMatch(
  trx: Executor,
  p: { utr: string; amountPaise: number; payerVpa: string },
  order: 'claim first' | 'payment first',
): Promise<Match> {
  const received = rupees(p.amountPaise);
  const claims = await repo.pendingClaims(trx, p.utr);
  if (claims.length === 0) return { reason: PAYMENTS_TEXT.reasons.noRequest };
  if (claims.length > 1) return { reason: PAYMENTS_TEXT.reasons.twoRequests(claims.length) };
  const request = claims[0]!;
  if (p.amountPaise % 100 !== 0) return { reason: PAYMENTS_TEXT.reasons.paise(received) };
  if (Number(request.amount) * 100 !== p.amountPaise)
    return { reason: PAYMENTS_TEXT.reasons.amountDiffers(Number(request.amount), received) };
  if (p.payerVpa.trim() === '') return { reason: PAYMENTS_TEXT.reasons.noPayerVpa };
  const owners = await repo.ownersOfVpa(trx, p.payerVpa);
  if (owners.includes(Number(request.user_id))) return { request, creditedBy: 'automatic' };
  if (owners.length > 0) return { reason: PAYMENTS_TEXT.reasons.payerOfAnother(p.payerVpa.trim()) };
  if (order === 'claim first') return { request, creditedBy: 'automatic' };
  return { reason: PAYMENTS_TEXT.reasons.payerNotSaved(p.payerVpa.trim()) };
}

export type ReceiveResult =
  | { result: 'credited'; notificationId: number; requestId: number }
  | { result: 'unmatched'; notificationId: number; reason: string }
  | { result: 'replay' };

/**
 * Records a verified payment and credits the one request it matches: the notification row, the
 * request's approval, the wallet and its ledger row in one transaction (a crash leaves both or
 * neither). A payment already received (its event key or UTR is taken: unique keys on both engines,
 * so across processes too) changes nothing and answers `replay`. On PostgreSQL the UTR is locked for
 * the transaction, so a player's claim of it and its notification arriving at once queue.
 */
export async function receivePayment(deps: PaymentsDeps, p: IncomingPayment): Promise<ReceiveResult> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction().execute(async (trx): Promise<ReceiveResult> => {
      if (p.utr !== null) await lockFirstRun(trx, `utr:${p.utr}`);
      const match = await matchOf(trx, p);
      let credited: Awaited<ReturnType<typeof approveAndCredit>> = null;
      let reason = 'reason' in match ? match.reason : '';
      if ('request' in match) {
        credited = await approveAndCredit(trx, {
          requestId: Number(match.request.id),
          creditedBy: match.creditedBy,
          via:
            match.creditedBy === 'gateway'
              ? { kind: 'gateway', source: p.source, utr: p.utr }
              : { kind: 'automatic', utr: p.utr },
          now,
        });
        if (!credited) reason = PAYMENTS_TEXT.reasons.requestDecided('decided');
      }
      const status: PaymentNotificationStatus = credited ? 'credited' : 'unmatched';
      const notificationId = await repo.insertNotification(trx, {
        ...p,
        status,
        reason,
        fundRequestId: credited ? Number(credited.request.id) : null,
        now,
      });
      if (!credited) return { result: 'unmatched', notificationId, reason };
      return { result: 'credited', notificationId, requestId: Number(credited.request.id) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) return { result: 'replay' };
    throw err;
  }
}

/**
 * A player's claim of a UTR after its notification arrived: credits the claim, in the caller's
 * transaction, when the UTR rule (`utrMatch`, payment first) takes it: the notification waits
 * unmatched with the same whole amount, this is the only pending claim of the UTR, and the payer VPA
 * is the claimant's. Otherwise the notification keeps waiting for an operator with the reason, the
 * claim beside it. True when credited.
 */
export async function creditWaitingPayment(
  trx: Executor,
  claim: { requestId: number; userId: number; amount: number; utr: string; now: number },
): Promise<boolean> {
  const waiting = await repo.unmatchedByUtr(trx, claim.utr);
  if (!waiting) return false;
  const match = await utrMatch(
    trx,
    { utr: claim.utr, amountPaise: Number(waiting.amount_paise), payerVpa: waiting.payer_vpa },
    'payment first',
  );
  if (!('request' in match) || Number(match.request.id) !== claim.requestId) {
    await repo.setUnmatchedReason(trx, Number(waiting.id), 'reason' in match ? match.reason : PAYMENTS_TEXT.reasons.noRequest);
    return false;
  }
  const taken = await repo.decideUnmatched(trx, {
    id: Number(waiting.id),
    status: 'credited',
    fundRequestId: claim.requestId,
    note: '',
    adminId: null,
    now: claim.now,
  });
  if (!taken) return false;
  const credited = await approveAndCredit(trx, {
    requestId: claim.requestId,
    creditedBy: 'automatic',
    via: { kind: 'automatic', utr: claim.utr },
    now: claim.now,
  });
  if (!credited) throw new Error(`fund request ${claim.requestId} was decided inside its own transaction`);
  return true;
}

/** Locks a UTR for the rest of the transaction on PostgreSQL (SQLite: one writer already). */
export async function lockUtr(trx: Parameters<typeof lockFirstRun>[0], utr: string): Promise<void> {
  await lockFirstRun(trx, `utr:${utr}`);
}

// ---------------------------------------------------------------------------------------------
// The gateway: orders

export interface GatewayOrder {
  requestId: number;
  orderId: string;
  amountPaise: number;
  currency: 'INR';
  keyId: string;
  gateway: string;
}

/** Whether players may pay through the gateway: configured (PAYMENT_HOOKS) and switched on by an operator. */
export async function gatewayStatus(
  deps: PaymentsDeps,
): Promise<{ configured: boolean; enabled: boolean; gateway: string; keyId: string }> {
  const gateway = deps.providers.gateway;
  const enabled = gateway !== null && (await repo.gatewayEnabled(deps.db));
  return { configured: gateway !== null, enabled, gateway: gateway?.name ?? '', keyId: enabled ? gateway.keyId : '' };
}

/**
 * Creates an order at the gateway for a deposit and the pending request it will credit (method
 * 'Razorpay', its order id unique). Refused, in this order, when betting is off for the player, for a
 * player who pays their agent (409, ADR 029), during
 * their break, beyond their own deposit limits (ADR 018), while the gateway is off (409) and outside the
 * Add Funds rule; 502 when the gateway refuses or cannot be reached (no request is written).
 */
export async function createGatewayOrder(
  deps: PaymentsDeps,
  player: Player,
  input: { amount: unknown },
  /** The agent whose UPI id this player pays (ADR 029): the gateway would pay the house instead (409). */
  payee: { agentId: number } | null = null,
): Promise<GatewayOrder> {
  requireBettingEnabled(player);
  if (payee) throw conflict(AGENT_CREDIT_TEXT.payYourAgent);
  await refuseDuringBreakNamed(deps.db, player, deps.clock.now());
  await checkDepositLimits(deps.db, player, parseWholeNumber(input.amount), deps.clock.now());
  const limits = await depositLimits(deps.db);
  const gateway = deps.providers.gateway;
  if (!gateway || !(await repo.gatewayEnabled(deps.db))) throw conflict(PAYMENTS_TEXT.gatewayOff);
  const problem = checkDeposit({ amount: input.amount, method: 'Others' }, limits);
  if (problem) throw badRequest(problem);
  const amount = parseWholeNumber(input.amount) as number;
  const now = deps.clock.now();
  let order;
  try {
    order = await gateway.createOrder({
      amountPaise: amount * 100,
      receipt: `pana-${player.id}-${now}`,
      notes: { player: String(player.id) },
    });
  } catch (err) {
    if (err instanceof PaymentGatewayError) throw new AppError('upstream', PAYMENTS_TEXT.gatewayFailed);
    throw err;
  }
  // Checked again with the request's write (checked above before calling the gateway): a request sent
  // meanwhile may have taken the room; the order then stays unpaid at the gateway.
  const requestId = await deps.db.transaction().execute(async (trx) => {
    await holdDepositRoom(trx, player, amount, now);
    return repo.insertGatewayRequest(trx, {
      userId: player.id,
      amount,
      gateway: gateway.name,
      orderId: order.orderId,
      now,
    });
  });
  return {
    requestId,
    orderId: order.orderId,
    amountPaise: order.amountPaise,
    currency: order.currency,
    keyId: gateway.keyId,
    gateway: gateway.name,
  };
}

/** Turns the gateway on or off for players (owner); audited. */
export async function switchGateway(
  deps: PaymentsDeps,
  actor: Actor,
  enabled: boolean,
): Promise<{ configured: boolean; enabled: boolean; gateway: string }> {
  if (!deps.providers.gateway) throw conflict(PAYMENTS_TEXT.gatewayNotConfigured);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.gatewayEnabled(trx);
    await repo.setGatewayEnabled(trx, enabled);
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'payments.gateway',
      entity: 'setting',
      entityId: deps.providers.gateway!.name,
      before: { enabled: before },
      after: { enabled },
      ip: actor.ip,
      now,
    });
  });
  return { configured: true, enabled, gateway: deps.providers.gateway.name };
}

// ---------------------------------------------------------------------------------------------
// The operator's queue

export interface UnmatchedPaymentItem {
  id: number;
  source: string;
  eventKey: string;
  utr: string | null;
  orderId: string | null;
  paymentId: string | null;
  amountPaise: number;
  amount: string;
  payerVpa: string;
  receivedAt: number;
  text: string;
  status: PaymentNotificationStatus;
  reason: string;
  fundRequestId: number | null;
  mobile: string | null;
  note: string;
  decidedAt: number | null;
  createdAt: number;
  /** The pending deposit requests claiming its UTR, oldest first: what an operator links or refuses. */
  claims: PaymentClaimItem[];
}

/** A pending claim of a payment's UTR, beside the payment in the queue. */
export interface PaymentClaimItem {
  requestId: number;
  mobile: string;
  name: string;
  amount: number;
  method: string;
  createdAt: number;
  /** True when the payment's payer VPA is one this player is known by (`repo.ownersOfVpa`). */
  payerIsClaimant: boolean;
}

/**
 * Payment notifications of a status (the queue: unmatched), newest first, at most 500, each with the
 * pending claims of its UTR and whether its payer is each claimant's.
 */
export async function listPayments(
  deps: PaymentsDeps,
  status: PaymentNotificationStatus,
): Promise<UnmatchedPaymentItem[]> {
  const rows = await repo.listNotifications(deps.db, status, 500);
  const utrs = [...new Set(rows.flatMap((r) => (r.utr === null ? [] : [r.utr])))];
  const claimsByUtr = new Map<string, Awaited<ReturnType<typeof repo.pendingClaimsOf>>>();
  for (const c of await repo.pendingClaimsOf(deps.db, utrs)) {
    const utr = c.utr as string;
    claimsByUtr.set(utr, [...(claimsByUtr.get(utr) ?? []), c]);
  }
  const owners = new Map<string, number[]>();
  for (const r of rows) {
    const vpa = repo.vpaKey(r.payer_vpa);
    if (r.utr !== null && claimsByUtr.has(r.utr) && vpa !== '' && !owners.has(vpa))
      owners.set(vpa, await repo.ownersOfVpa(deps.db, vpa));
  }
  return rows.map((r) => ({
    id: Number(r.id),
    source: r.source,
    eventKey: r.event_key,
    utr: r.utr,
    orderId: r.order_id,
    paymentId: r.payment_id,
    amountPaise: Number(r.amount_paise),
    amount: rupees(Number(r.amount_paise)),
    payerVpa: r.payer_vpa,
    receivedAt: Number(r.received_at),
    text: r.text,
    status: r.status,
    reason: r.reason,
    fundRequestId: r.fund_request_id === null ? null : Number(r.fund_request_id),
    mobile: r.mobile ?? null,
    note: r.note,
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
    createdAt: Number(r.created_at),
    claims: (r.utr === null ? [] : (claimsByUtr.get(r.utr) ?? [])).map((c) => ({
      requestId: Number(c.id),
      mobile: c.mobile,
      name: c.name,
      amount: Number(c.amount),
      method: c.method,
      createdAt: Number(c.created_at),
      payerIsClaimant: (owners.get(repo.vpaKey(r.payer_vpa)) ?? []).includes(Number(c.user_id)),
    })),
  }));
}

/** Why a queue decision cannot be made: the payment or the request is missing or decided. */
async function refusal(trx: Executor, notificationId: number): Promise<AppError> {
  const existing = await repo.findNotification(trx, notificationId);
  if (!existing) return notFound(PAYMENTS_TEXT.notificationNotFound);
  return conflict(PAYMENTS_TEXT.notificationDecided(existing.status));
}

/**
 * An operator links an unmatched payment to a pending deposit request: the request is approved
 * (credited by the operator) with the amount received in whole rupees (paise are not credited), the
 * wallet credited, the payment marked linked, and the audit row written, in one transaction.
 */
export async function linkPayment(
  deps: PaymentsDeps,
  actor: Actor,
  input: { id: number; requestId: number },
  /** More of the same write, in its transaction (a support ticket's record of the link, ADR 030). */
  alsoWithin?: (trx: Executor, linked: { userId: number; amount: number; balance: number }) => Promise<void>,
): Promise<{ requestId: number; amount: number; balance: number }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const payment = await repo.findNotification(trx, input.id);
    if (!payment) throw notFound(PAYMENTS_TEXT.notificationNotFound);
    if (payment.utr !== null) await lockFirstRun(trx, `utr:${payment.utr}`);
    const amount = Math.floor(Number(payment.amount_paise) / 100);
    if (amount < 1) throw conflict(PAYMENTS_TEXT.belowOneRupee);
    const request = await repo.findRequest(trx, input.requestId);
    if (!request) throw notFound(PAYMENTS_TEXT.requestNotFound);
    // Paid to an agent (ADR 029): not the house's to credit, whatever payment it names.
    if (request.agent_id !== null) throw conflict(AGENT_CREDIT_TEXT.agentsToDecide);
    const taken = await repo.decideUnmatched(trx, {
      id: input.id,
      status: 'linked',
      fundRequestId: input.requestId,
      note: '',
      adminId: actor.adminId,
      now,
    });
    if (!taken) throw await refusal(trx, input.id);
    const claimed = Number(request.amount);
    const note =
      claimed === amount
        ? `Linked to payment #${input.id}`
        : `Linked to payment #${input.id}: claimed ${claimed}, received ${rupees(Number(payment.amount_paise))}`;
    const credited = await approveAndCredit(trx, {
      requestId: input.requestId,
      creditedBy: 'operator',
      via: { kind: 'linked', utr: payment.utr },
      now,
      adminId: actor.adminId,
      note,
      amount,
    });
    if (!credited) throw conflict(PAYMENTS_TEXT.requestNotPending(request.status));
    const { userId, balance } = credited;
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'payment.link',
      entity: 'payment_notification',
      entityId: input.id,
      before: { status: 'unmatched', reason: payment.reason, requestStatus: 'pending', claimed },
      after: { status: 'linked', requestId: input.requestId, userId, amount, balance },
      ip: actor.ip,
      now,
    });
    if (alsoWithin) await alsoWithin(trx, { userId, amount, balance });
    return { requestId: input.requestId, amount, balance };
  });
}

/** An operator dismisses an unmatched payment with a reason (a refund, a test, not a deposit); audited. No wallet moves. */
export async function dismissPayment(
  deps: PaymentsDeps,
  actor: Actor,
  input: { id: number; reason: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const taken = await repo.decideUnmatched(trx, {
      id: input.id,
      status: 'dismissed',
      fundRequestId: null,
      note: input.reason,
      adminId: actor.adminId,
      now,
    });
    if (!taken) throw await refusal(trx, input.id);
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'payment.dismiss',
      entity: 'payment_notification',
      entityId: input.id,
      before: { status: 'unmatched', reason: taken.reason },
      after: { status: 'dismissed', note: input.reason, amount: rupees(Number(taken.amount_paise)), utr: taken.utr },
      ip: actor.ip,
      now,
    });
  });
}

// What a support ticket's evidence reads of deposits (ADR 030).

export type PaymentRecord = NonNullable<Awaited<ReturnType<typeof repo.findNotification>>>;

/** A deposit request by its id, every column; null when there is none. */
export async function findDepositRequest(db: Executor, id: number) {
  return (await db.selectFrom('fund_requests').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** A player's newest deposit requests, newest first. */
export function recentDepositRequests(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('fund_requests')
    .select(['id', 'amount', 'method', 'utr', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The payments received with a UTR (one at most: UTRs are unique), and the one that credited this request. */
export function paymentsOfRequest(db: Executor, requestId: number, utr: string | null): Promise<PaymentRecord[]> {
  return db
    .selectFrom('payment_notifications')
    .selectAll()
    .where((eb) => (utr ? eb.or([eb('utr', '=', utr), eb('fund_request_id', '=', requestId)]) : eb('fund_request_id', '=', requestId)))
    .orderBy('id')
    .limit(10)
    .execute();
}

/** Unmatched payments of a whole-rupee amount received within `windowMs` of an instant, oldest first (an operator's candidates to link). */
export function unmatchedPaymentsNear(db: Executor, rupeesAmount: number, at: number, windowMs: number): Promise<PaymentRecord[]> {
  return db
    .selectFrom('payment_notifications')
    .selectAll()
    .where('status', '=', 'unmatched')
    .where('amount_paise', '>=', rupeesAmount * 100)
    .where('amount_paise', '<', (rupeesAmount + 1) * 100)
    .where('received_at', '>=', at - windowMs)
    .where('received_at', '<=', at + windowMs)
    .orderBy('received_at')
    .limit(20)
    .execute();
}
