import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { type CreditedBy, type PaymentNotificationStatus, type RequestStatus } from '../../db/schema.ts';
import { writeSettingRows } from '../../db/settings-rows.ts';

/**
 * The SQL of deposits: the only writer of fund_requests (ADR 028), payment notifications and the
 * gateway's switch. Written once for SQLite and PostgreSQL; wallets and ledger rows are the ledger
 * module's (modules/wallet/ledger.ts).
 */

// ---------------------------------------------------------------------------------------------
// Fund requests

export async function insertFundRequest(
  trx: Executor,
  r: {
    userId: number;
    amount: number;
    method: string;
    txnRef: string | null;
    utr?: string | null;
    /** The agent whose UPI id the player paid (ADR 029): that agent decides the request. */
    agentId?: number | null;
    now: number;
  },
): Promise<number> {
  const row = await trx
    .insertInto('fund_requests')
    .values({
      user_id: r.userId,
      amount: r.amount,
      method: r.method,
      txn_ref: r.txnRef,
      utr: r.utr ?? null,
      agent_id: r.agentId ?? null,
      status: 'pending',
      note: '',
      created_at: r.now,
      decided_at: null,
      decided_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findFundRequestByTxnRef(db: Executor, userId: number, txnRef: string): Promise<number | null> {
  const row = await db
    .selectFrom('fund_requests')
    .select('id')
    .where('user_id', '=', userId)
    .where('txn_ref', '=', txnRef)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export function lastFundRequest(db: Executor, userId: number) {
  return db
    .selectFrom('fund_requests')
    .select(['id', 'amount', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function listFundRequests(db: Executor, status: RequestStatus | undefined, limit: number) {
  let q = db
    .selectFrom('fund_requests')
    .innerJoin('users', 'users.id', 'fund_requests.user_id')
    // The agent a request was paid to (ADR 029), named for the house's list.
    .leftJoin('admins', 'admins.id', 'fund_requests.agent_id')
    .select([
      'fund_requests.agent_id',
      'admins.username as agent_username',
      'admins.display_name as agent_display_name',
      'fund_requests.id',
      'users.mobile',
      'users.name',
      'fund_requests.amount',
      'fund_requests.method',
      'fund_requests.txn_ref',
      'fund_requests.status',
      'fund_requests.note',
      'fund_requests.created_at',
      'fund_requests.decided_at',
      'fund_requests.utr',
      'fund_requests.gateway_order_id',
      'fund_requests.credited_by',
    ]);
  if (status) q = q.where('fund_requests.status', '=', status);
  return q.orderBy('fund_requests.id', 'desc').limit(limit).execute();
}

export function findFundRequest(db: Executor, id: number) {
  return db.selectFrom('fund_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The deposit requests paid to one agent (ADR 029), of a status (all when none): pending first (oldest
 * first, the order to decide them), then the decided ones newest first; at most `limit`.
 */
export function listAgentFundRequests(db: Executor, agentId: number, status: RequestStatus | undefined, limit: number) {
  let q = db
    .selectFrom('fund_requests')
    .innerJoin('users', 'users.id', 'fund_requests.user_id')
    .select([
      'fund_requests.id',
      'users.mobile',
      'users.name',
      'fund_requests.amount',
      'fund_requests.method',
      'fund_requests.txn_ref',
      'fund_requests.utr',
      'fund_requests.status',
      'fund_requests.note',
      'fund_requests.created_at',
      'fund_requests.decided_at',
      'fund_requests.float_movement_id',
    ])
    .where('fund_requests.agent_id', '=', agentId);
  if (status) q = q.where('fund_requests.status', '=', status);
  return q
    .orderBy(sql`case when fund_requests.status = 'pending' then 0 else 1 end`)
    .orderBy(sql`case when fund_requests.status = 'pending' then fund_requests.id else 0 - fund_requests.id end`)
    .limit(limit)
    .execute();
}

/** An agent's approval: the `to_player` float movement that credited the request (ADR 029). */
export async function setFloatMovement(trx: Executor, id: number, movementId: number): Promise<void> {
  await trx.updateTable('fund_requests').set({ float_movement_id: movementId }).where('id', '=', id).execute();
}

/**
 * Moves a pending fund request to `status` in one conditional statement, so of two concurrent
 * decisions (an operator's, a payment notification's, a link from the Unmatched payments queue) exactly
 * one changes it. An approval records how it was credited and, when an operator links a payment of
 * another amount, the amount received. The decided row, or undefined when it was not pending.
 */
export function decideFundRequest(
  trx: Executor,
  d: {
    id: number;
    status: 'approved' | 'rejected';
    now: number;
    /** Null for a rejection. */
    creditedBy: CreditedBy | null;
    adminId?: number | null;
    note?: string;
    amount?: number;
    /**
     * Whose request it must be (ADR 029): the agent it was paid to, or null for the house's (an
     * operator, a payment, the gateway never decide one paid to an agent).
     */
    agentId: number | null;
  },
) {
  const q = trx
    .updateTable('fund_requests')
    .set({
      status: d.status,
      decided_at: d.now,
      decided_by: d.adminId ?? null,
      credited_by: d.creditedBy,
      ...(d.note === undefined ? {} : { note: d.note }),
      ...(d.amount === undefined ? {} : { amount: d.amount }),
    })
    .where('id', '=', d.id)
    .where('status', '=', 'pending');
  return (d.agentId === null ? q.where('agent_id', 'is', null) : q.where('agent_id', '=', d.agentId))
    .returning(['id', 'user_id', 'amount', 'method', 'txn_ref', 'utr', 'gateway_order_id'])
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Payment notifications and matching

const requestColumns = ['id', 'user_id', 'amount', 'method', 'utr', 'status', 'gateway_order_id', 'agent_id'] as const;

/**
 * The pending requests that claim a UTR (at most 10: two already make it an operator's question). A
 * request paid to an agent's UPI id is never one (ADR 029): the house did not receive that money.
 */
export function pendingClaims(db: Executor, utr: string) {
  return db
    .selectFrom('fund_requests')
    .select(requestColumns)
    .where('utr', '=', utr)
    .where('status', '=', 'pending')
    .where('agent_id', 'is', null)
    .orderBy('id')
    .limit(10)
    .execute();
}

export function requestByOrder(db: Executor, orderId: string) {
  return db.selectFrom('fund_requests').select(requestColumns).where('gateway_order_id', '=', orderId).executeTakeFirst();
}

export function findRequest(db: Executor, id: number) {
  return db.selectFrom('fund_requests').select(requestColumns).where('id', '=', id).executeTakeFirst();
}

/** A player's request of a UTR that is not rejected (a retried claim), if any. */
export function liveClaimOf(db: Executor, userId: number, utr: string) {
  return db
    .selectFrom('fund_requests')
    .select(['id', 'amount', 'status'])
    .where('user_id', '=', userId)
    .where('utr', '=', utr)
    .where('status', '<>', 'rejected')
    .orderBy('id')
    .executeTakeFirst();
}

/**
 * True when a UTR was used: a deposit approved with it, or a payment notification carrying it that
 * credited a request, was linked or was dismissed by an operator.
 */
export async function utrUsed(db: Executor, utr: string): Promise<boolean> {
  const approved = await db
    .selectFrom('fund_requests')
    .select('id')
    .where('utr', '=', utr)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (approved) return true;
  const notification = await db
    .selectFrom('payment_notifications')
    .select('id')
    .where('utr', '=', utr)
    .where('status', '<>', 'unmatched')
    .executeTakeFirst();
  return notification !== undefined;
}

export async function insertNotification(
  trx: Executor,
  n: {
    source: string;
    eventKey: string;
    utr: string | null;
    orderId: string | null;
    paymentId: string | null;
    amountPaise: number;
    payerVpa: string;
    receivedAt: number;
    text: string;
    status: PaymentNotificationStatus;
    reason: string;
    fundRequestId: number | null;
    now: number;
  },
): Promise<number> {
  const row = await trx
    .insertInto('payment_notifications')
    .values({
      source: n.source,
      event_key: n.eventKey.slice(0, 160),
      utr: n.utr,
      order_id: n.orderId,
      payment_id: n.paymentId,
      amount_paise: n.amountPaise,
      payer_vpa: n.payerVpa.trim().slice(0, 255),
      received_at: n.receivedAt,
      text: n.text.slice(0, 1000),
      status: n.status,
      reason: n.reason.slice(0, 255),
      fund_request_id: n.fundRequestId,
      note: '',
      decided_by: null,
      decided_at: null,
      created_at: n.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export function unmatchedByUtr(db: Executor, utr: string) {
  return db
    .selectFrom('payment_notifications')
    .select(['id', 'amount_paise', 'payer_vpa'])
    .where('utr', '=', utr)
    .where('status', '=', 'unmatched')
    .executeTakeFirst();
}

/** Records why an unmatched notification still waits (a claim of its UTR arrived and did not take it). */
export async function setUnmatchedReason(trx: Executor, id: number, reason: string): Promise<void> {
  await trx
    .updateTable('payment_notifications')
    .set({ reason: reason.slice(0, 255) })
    .where('id', '=', id)
    .where('status', '=', 'unmatched')
    .execute();
}

/** A VPA as compared: trimmed, lower case (VPAs are case-insensitive). */
export function vpaKey(vpa: string): string {
  return vpa.trim().toLowerCase();
}

/** The mobile number a VPA is made of (`9876543210@ybl`: 9876543210), or null. */
export function vpaMobile(vpa: string): string | null {
  const local = vpaKey(vpa).split('@')[0] ?? '';
  return /^[6-9]\d{9}$/.test(local) ? local : null;
}

/**
 * The players a payer VPA is known to belong to (ADR 011, "Whose payment"), at most 20:
 * - its number part (`9876543210@ybl`) is a player's registered mobile or a UPI number the player
 *   saved for withdrawals (both proved by a code sent to that number);
 * - it paid a deposit of the player that an operator linked, or that was paid against the player's
 *   own gateway order.
 * A payment credited by its UTR alone proves nothing about its payer and does not count.
 */
export async function ownersOfVpa(db: Executor, vpa: string): Promise<number[]> {
  const key = vpaKey(vpa);
  if (key === '') return [];
  const mobile = vpaMobile(key);
  const owners = new Set<number>();
  if (mobile !== null) {
    const registered = await db.selectFrom('users').select('id').where('mobile', '=', mobile).execute();
    const saved = await db.selectFrom('payment_numbers').select('user_id').where('number', '=', mobile).limit(20).execute();
    for (const r of registered) owners.add(Number(r.id));
    for (const r of saved) owners.add(Number(r.user_id));
  }
  const paid = await db
    .selectFrom('payment_notifications as n')
    .innerJoin('fund_requests as f', 'f.id', 'n.fund_request_id')
    .select('f.user_id')
    .distinct()
    .where(sql<string>`lower(n.payer_vpa)`, '=', key)
    .where((eb) => eb.or([eb('n.status', '=', 'linked'), eb.and([eb('n.status', '=', 'credited'), eb('n.order_id', 'is not', null)])]))
    .limit(20)
    .execute();
  for (const r of paid) owners.add(Number(r.user_id));
  return [...owners];
}

/** The pending requests claiming any of these UTRs, with their players (the Unmatched payments list). */
export function pendingClaimsOf(db: Executor, utrs: string[]) {
  if (utrs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('fund_requests')
    .innerJoin('users', 'users.id', 'fund_requests.user_id')
    .select([
      'fund_requests.id',
      'fund_requests.user_id',
      'fund_requests.utr',
      'fund_requests.amount',
      'fund_requests.method',
      'fund_requests.created_at',
      'users.mobile',
      'users.name',
    ])
    .where('fund_requests.utr', 'in', utrs)
    .where('fund_requests.status', '=', 'pending')
    .where('fund_requests.agent_id', 'is', null)
    .orderBy('fund_requests.id')
    .execute();
}

export function findNotification(db: Executor, id: number) {
  return db.selectFrom('payment_notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves an unmatched notification to credited, linked or dismissed in one conditional statement (of
 * two concurrent decisions exactly one changes it). The row, or undefined when it was not unmatched.
 */
export function decideUnmatched(
  trx: Executor,
  d: { id: number; status: 'credited' | 'linked' | 'dismissed'; fundRequestId: number | null; note: string; adminId: number | null; now: number },
) {
  return trx
    .updateTable('payment_notifications')
    .set({
      status: d.status,
      fund_request_id: d.fundRequestId,
      note: d.note,
      decided_by: d.adminId,
      decided_at: d.now,
      ...(d.status === 'credited' ? { reason: '' } : {}),
    })
    .where('id', '=', d.id)
    .where('status', '=', 'unmatched')
    .returning(['id', 'amount_paise', 'utr', 'source', 'reason'])
    .executeTakeFirst();
}

export function listNotifications(db: Executor, status: PaymentNotificationStatus, limit: number) {
  return db
    .selectFrom('payment_notifications')
    .leftJoin('fund_requests', 'fund_requests.id', 'payment_notifications.fund_request_id')
    .leftJoin('users', 'users.id', 'fund_requests.user_id')
    .select([
      'payment_notifications.id',
      'payment_notifications.source',
      'payment_notifications.event_key',
      'payment_notifications.utr',
      'payment_notifications.order_id',
      'payment_notifications.payment_id',
      'payment_notifications.amount_paise',
      'payment_notifications.payer_vpa',
      'payment_notifications.received_at',
      'payment_notifications.text',
      'payment_notifications.status',
      'payment_notifications.reason',
      'payment_notifications.fund_request_id',
      'payment_notifications.note',
      'payment_notifications.decided_at',
      'payment_notifications.created_at',
      'users.mobile',
    ])
    .where('payment_notifications.status', '=', status)
    .orderBy('payment_notifications.id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertGatewayRequest(
  trx: Executor,
  r: { userId: number; amount: number; gateway: string; orderId: string; now: number },
): Promise<number> {
  const row = await trx
    .insertInto('fund_requests')
    .values({
      user_id: r.userId,
      amount: r.amount,
      method: 'Razorpay',
      txn_ref: null,
      utr: null,
      gateway: r.gateway,
      gateway_order_id: r.orderId,
      status: 'pending',
      note: '',
      created_at: r.now,
      decided_at: null,
      decided_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The operator's switch of the online gateway: a row of the settings table, '1' when on. */
const GATEWAY_SETTING = 'payments.gateway_enabled';

export async function gatewayEnabled(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', GATEWAY_SETTING).executeTakeFirst();
  return row?.value === '1';
}

export async function setGatewayEnabled(db: Executor, enabled: boolean): Promise<void> {
  await writeSettingRows(db, { [GATEWAY_SETTING]: enabled ? '1' : '0' });
}
