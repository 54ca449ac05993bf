import { type Executor } from '../../db/database.ts';
import { type RequestStatus } from '../../db/schema.ts';
import { type PayApp } from './text.ts';

/**
 * All SQL of withdrawals, transfers, payouts and adjustments (deposits: modules/deposits, ADR 028). Written
 * once for SQLite and PostgreSQL.
 * Balances and ledger rows are the wallet's ledger module's (modules/wallet/ledger.ts), never written here.
 */

// ---------------------------------------------------------------------------------------------
// Players and wallets

export function findPlayerByMobile(db: Executor, mobile: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'mobile', 'betting_status', 'blocked'])
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

/** Market and size of bid submissions (for readable wallet history notes). */
export function submissionsById(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bid_submissions')
    .innerJoin('markets', 'markets.id', 'bid_submissions.market_id')
    .select(['bid_submissions.id', 'bid_submissions.draw_date', 'bid_submissions.line_count', 'markets.name'])
    .where('bid_submissions.id', 'in', ids)
    .execute();
}

/** Market, type and digits of bids (for readable wallet history notes of wins). */
export function bidsById(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bids')
    .innerJoin('markets', 'markets.id', 'bids.market_id')
    .select([
      'bids.id',
      'bids.family',
      'bids.bid_type',
      'bids.session',
      'bids.digits',
      'bids.closedigits',
      'bids.draw_date',
      'markets.name',
    ])
    .where('bids.id', 'in', ids)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Payment numbers

export async function getPaymentNumbers(db: Executor, userId: number): Promise<Partial<Record<PayApp, string>>> {
  const rows = await db.selectFrom('payment_numbers').select(['app', 'number']).where('user_id', '=', userId).execute();
  return Object.fromEntries(rows.map((r) => [r.app, r.number]));
}

export async function savePaymentNumber(
  trx: Executor,
  userId: number,
  app: PayApp,
  number: string,
  now: number,
): Promise<void> {
  await trx
    .insertInto('payment_numbers')
    .values({ user_id: userId, app, number, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'app']).doUpdateSet({ number, updated_at: now }))
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Bank accounts (ADR 012)

export function getBankAccount(db: Executor, userId: number) {
  return db
    .selectFrom('bank_accounts')
    .select(['holder_name', 'account_number', 'ifsc'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The player's one bank account: a second replaces the first. */
export async function saveBankAccount(
  trx: Executor,
  userId: number,
  account: { holderName: string; accountNumber: string; ifsc: string },
  now: number,
): Promise<void> {
  const values = { holder_name: account.holderName, account_number: account.accountNumber, ifsc: account.ifsc };
  await trx
    .insertInto('bank_accounts')
    .values({ user_id: userId, ...values, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Deposits: read only (the requests are modules/deposits')

/** A player's pending deposit requests, newest first (the wallet history lists them). */
export function pendingFundRequests(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('fund_requests')
    .select(['id', 'amount', 'method', 'txn_ref', 'created_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A player's deposit requests, newest first (the Deposit History). */
export function playerDeposits(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('fund_requests')
    .select(['id', 'amount', 'method', 'utr', 'status', 'note', 'credited_by', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Withdrawals

export async function insertWithdrawRequest(
  trx: Executor,
  r: {
    userId: number;
    amount: number;
    method: number;
    payoutNumber: string;
    bank?: { holderName: string; accountNumber: string; ifsc: string } | undefined;
    now: number;
  },
): Promise<number> {
  const row = await trx
    .insertInto('withdraw_requests')
    .values({
      user_id: r.userId,
      amount: r.amount,
      method: r.method,
      payout_number: r.payoutNumber,
      bank_holder_name: r.bank?.holderName ?? null,
      bank_account_number: r.bank?.accountNumber ?? null,
      bank_ifsc: r.bank?.ifsc ?? null,
      status: 'pending',
      note: '',
      receipt: '',
      created_at: r.now,
      decided_at: null,
      decided_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export function playerWithdrawals(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('withdraw_requests')
    .select([
      'id',
      'amount',
      'method',
      'payout_number',
      'status',
      'note',
      'receipt',
      'created_at',
      'bank_account_number',
      'payout_status',
      'payout_utr',
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Withdrawal requests with their player, as the console lists them (withdrawal queues, bulk payouts). */
function withdrawRequestList(db: Executor) {
  return db
    .selectFrom('withdraw_requests')
    .innerJoin('users', 'users.id', 'withdraw_requests.user_id')
    .select([
      'withdraw_requests.id',
      'users.mobile',
      'users.name',
      'withdraw_requests.amount',
      'withdraw_requests.method',
      'withdraw_requests.payout_number',
      'withdraw_requests.status',
      'withdraw_requests.note',
      'withdraw_requests.receipt',
      'withdraw_requests.created_at',
      'withdraw_requests.decided_at',
      'withdraw_requests.bank_holder_name',
      'withdraw_requests.bank_account_number',
      'withdraw_requests.bank_ifsc',
      'withdraw_requests.payout_status',
      'withdraw_requests.payout_utr',
      'withdraw_requests.payout_at',
      'withdraw_requests.payout_exported_at',
    ]);
}

export function listWithdrawRequests(db: Executor, status: RequestStatus | undefined, limit: number) {
  let q = withdrawRequestList(db);
  if (status) q = q.where('withdraw_requests.status', '=', status);
  return q.orderBy('withdraw_requests.id', 'desc').limit(limit).execute();
}

/**
 * Bank payouts for the console: approved ones the bank has not answered (`waiting`, oldest first, as
 * a payout file lists them), or those it paid or failed (`answered`, newest answer first).
 */
export function listBankPayouts(db: Executor, state: 'waiting' | 'answered', limit: number) {
  const q = withdrawRequestList(db)
    .where('withdraw_requests.status', '=', 'approved')
    .where('withdraw_requests.method', '=', 5);
  return state === 'waiting'
    ? q.where('withdraw_requests.payout_status', 'is', null).orderBy('withdraw_requests.id').limit(limit).execute()
    : q
        .where('withdraw_requests.payout_status', 'is not', null)
        .orderBy('withdraw_requests.payout_at', 'desc')
        .orderBy('withdraw_requests.id', 'desc')
        .limit(limit)
        .execute();
}

export function findWithdrawRequest(db: Executor, id: number) {
  return db.selectFrom('withdraw_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** As `decideFundRequest`, for a withdrawal (an approval may carry the receipt link). */
export function decideWithdrawRequest(
  trx: Executor,
  d: { id: number; status: 'approved' | 'rejected'; note: string; receipt: string; adminId: number; now: number },
) {
  return trx
    .updateTable('withdraw_requests')
    .set({ status: d.status, note: d.note, receipt: d.receipt, decided_at: d.now, decided_by: d.adminId })
    .where('id', '=', d.id)
    .where('status', '=', 'pending')
    .returning(['id', 'user_id', 'amount', 'method', 'payout_number'])
    .executeTakeFirst();
}

/** Withdrawals by id (the bulk payouts), with their player's mobile. */
export function withdrawRequestsById(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('withdraw_requests')
    .innerJoin('users', 'users.id', 'withdraw_requests.user_id')
    .selectAll('withdraw_requests')
    .select('users.mobile')
    .where('withdraw_requests.id', 'in', ids)
    .orderBy('withdraw_requests.id')
    .execute();
}

/** Approved bank payouts the bank has not answered yet, oldest first. */
export function awaitingBankPayouts(db: Executor, limit: number) {
  return db
    .selectFrom('withdraw_requests')
    .innerJoin('users', 'users.id', 'withdraw_requests.user_id')
    .selectAll('withdraw_requests')
    .select('users.mobile')
    .where('withdraw_requests.status', '=', 'approved')
    .where('withdraw_requests.method', '=', 5)
    .where('withdraw_requests.payout_status', 'is', null)
    .orderBy('withdraw_requests.id')
    .limit(limit)
    .execute();
}

/** Stores a payout file as produced (ADR 024); its id. */
export async function insertPayoutExport(
  trx: Executor,
  e: { adminId: number; fileName: string; ids: number[]; total: number; csv: string; now: number },
): Promise<number> {
  const row = await trx
    .insertInto('payout_exports')
    .values({
      created_at: e.now,
      admin_id: e.adminId,
      file_name: e.fileName,
      request_ids: JSON.stringify(e.ids),
      count: e.ids.length,
      total: e.total,
      csv: e.csv,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export function findPayoutExport(db: Executor, id: number) {
  return db.selectFrom('payout_exports').select(['file_name', 'csv', 'count']).where('id', '=', id).executeTakeFirst();
}

export async function markExported(trx: Executor, ids: number[], now: number): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable('withdraw_requests').set({ payout_exported_at: now }).where('id', 'in', ids).execute();
}

/**
 * Records the bank's answer for an approved bank payout not answered yet, in one conditional
 * statement: of two uploads of the same line exactly one changes it. The row, or undefined.
 */
export function settlePayout(
  trx: Executor,
  p: { id: number; outcome: 'paid' | 'failed'; utr: string | null; adminId: number; now: number },
) {
  return trx
    .updateTable('withdraw_requests')
    .set({ payout_status: p.outcome, payout_utr: p.outcome === 'paid' ? p.utr : null, payout_at: p.now, payout_by: p.adminId })
    .where('id', '=', p.id)
    .where('status', '=', 'approved')
    .where('method', '=', 5)
    .where('payout_status', 'is', null)
    .returning(['id', 'user_id', 'amount', 'bank_account_number'])
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Transfers and adjustments

export async function insertTransfer(
  trx: Executor,
  t: { senderId: number; receiverId: number; amount: number; note: string; now: number },
): Promise<number> {
  const row = await trx
    .insertInto('transfers')
    .values({ sender_id: t.senderId, receiver_id: t.receiverId, amount: t.amount, note: t.note, created_at: t.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertAdjustment(
  trx: Executor,
  a: { userId: number; amount: number; note: string; adminId: number; now: number },
): Promise<number> {
  const row = await trx
    .insertInto('wallet_adjustments')
    .values({ user_id: a.userId, amount: a.amount, note: a.note, admin_id: a.adminId, created_at: a.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
