import {
  BANK_WITHDRAW_METHOD,
  checkWithdrawal,
  FUND_SPEC_TEXT,
  maskAccountNumber,
  parseWholeNumber,
  parseWithdrawMethod,
  type UpiWithdrawMethodCode,
  WITHDRAW_METHODS,
} from '@pana/domain';
import { type RequestStatus } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { type Player } from '../auth/sessions.ts';
import { getSettings } from '../content/settings.ts';
import { notifyWithdrawal } from '../notifications/service.ts';
import { recordAudit } from '../operators/audit.ts';
import * as ledger from '../wallet/ledger.ts';
import { type Actor, formatInstant, type FundsDeps, refuseAfterPasswordReset, requireBettingEnabled } from './context.ts';
import * as repo from './repository.ts';
import { FUNDS_TEXT, PAY_APPS, type PayApp, REQUEST_STATUS_CODE, WITHDRAW_APPS, withdrawMethodName } from './text.ts';

/** Most items a withdrawal history answer carries (newest first). */
export const WITHDRAW_HISTORY_LIMIT = 500;

/**
 * `/api-user-withdraw-fund-request`: not within 24 hours of a password reset (ADR 022); the domain's withdrawal rule (`checkWithdrawal`: amount,
 * wallet, `min_withdrawal`, `max_withdrawal` (0: none), method, hours by the server's clock in India time; `payment_method: ""`
 * means the one saved number, see `impliedMethod`), then a saved number of that app — or, for
 * `payment_method` 5, the player's bank account, copied into the request as it is now; then one
 * transaction: the conditional debit that holds the points, the request row and its
 * 'withdrawal_hold' ledger row. Refusals change nothing.
 */
export async function requestWithdrawal(
  deps: FundsDeps,
  player: Player,
  input: { amount: unknown; method: unknown },
): Promise<{ balance: number }> {
  requireBettingEnabled(player);
  const now = deps.clock.now();
  refuseAfterPasswordReset(player, now);
  const [settings, wallet, numbers, bank] = await Promise.all([
    getSettings(deps.db),
    ledger.balanceOf(deps.db, player.id),
    repo.getPaymentNumbers(deps.db, player.id),
    repo.getBankAccount(deps.db, player.id),
  ]);
  const request = { amount: input.amount, method: impliedMethod(input.method, numbers) };
  const problem = checkWithdrawal(request, {
    wallet,
    minWithdrawal: parseWholeNumber(settings.min_withdrawal) ?? 0,
    maxWithdrawal: parseWholeNumber(settings.max_withdrawal) ?? 0,
    instant: now,
    openTime: settings.withdraw_open_time,
    closeTime: settings.withdraw_close_time,
  });
  if (problem === FUND_SPEC_TEXT.outsideWithdrawalHours) throw conflict(problem);
  if (problem === FUND_SPEC_TEXT.methodRequired && request.method === '' && savedMethods(numbers).length === 0) {
    throw badRequest(FUNDS_TEXT.addWithdrawalNumber);
  }
  if (problem) throw badRequest(problem);
  const amount = parseWholeNumber(input.amount) as number;
  const method = parseWithdrawMethod(request.method) as keyof typeof WITHDRAW_METHODS;
  let payoutNumber: string;
  let payee: string;
  let bankDetails: { holderName: string; accountNumber: string; ifsc: string } | undefined;
  if (method === BANK_WITHDRAW_METHOD) {
    if (!bank) throw badRequest(FUNDS_TEXT.addBankAccountFirst);
    payoutNumber = maskAccountNumber(bank.account_number);
    payee = `bank account ${payoutNumber}`;
    bankDetails = { holderName: bank.holder_name, accountNumber: bank.account_number, ifsc: bank.ifsc };
  } else {
    const app = WITHDRAW_APPS[method];
    const number = numbers[app];
    if (!number) throw badRequest(FUNDS_TEXT.addNumberFirst(WITHDRAW_METHODS[method]));
    payoutNumber = number;
    payee = `${PAY_APPS[app].name} ${number}`;
  }

  return deps.db.transaction().execute(async (trx) => {
    // The request first, so its hold can name it; a short wallet throws and the transaction takes both back.
    const id = await repo.insertWithdrawRequest(trx, {
      userId: player.id,
      amount,
      method,
      payoutNumber,
      bank: bankDetails,
      now,
    });
    const note = `Withdrawal #${id} to ${payee} (points held)`;
    const held = await ledger.debit(trx, { userId: player.id, amount, kind: 'withdrawal_hold', note, now }, id);
    // Spent meanwhile by a concurrent bid or transfer.
    if (!held) throw new AppError('bad_request', FUND_SPEC_TEXT.walletLimitExceeded);
    return { balance: held.balance };
  });
}

/** The withdrawal methods the player has an app's number saved for (the bank account is not one: older apps never name it). */
function savedMethods(numbers: Partial<Record<PayApp, string>>): UpiWithdrawMethodCode[] {
  return (Object.entries(WITHDRAW_APPS) as Array<[string, PayApp]>)
    .filter(([, app]) => numbers[app])
    .map(([code]) => Number(code) as UpiWithdrawMethodCode);
}

/**
 * The method a withdrawal names: `payment_method: ""` comes from a published client with no screen
 * to choose or add a number; with exactly one app's number saved it means that number's method. Otherwise
 * (none, several, or a method sent) the method as sent, which `checkWithdrawal` judges.
 */
function impliedMethod(method: unknown, numbers: Partial<Record<PayApp, string>>): unknown {
  if (method !== '') return method;
  const saved = savedMethods(numbers);
  return saved.length === 1 ? saved[0] : method;
}

export interface WithdrawHistoryItem {
  request_number: string;
  google_pay_number: string;
  phone_pay_number: string;
  paytm_number: string;
  insert_date: string;
  request_amount: number;
  /** '0' Pending, '1' Cancelled/rejected, '2' Approved. */
  request_status: '0' | '1' | '2';
  payment_receipt: string;
  admin_note: string;
  /** Newer servers (ADR 012): the method's code ('2'…'5'). */
  payment_method: string;
  /** The masked bank account of a method 5 request ('XXXXXX1234'), '' otherwise. */
  bank_account: string;
  /** The bank's reference of a paid bank payout, '' otherwise. */
  payout_utr: string;
  /**
   * Where the money is: 'pending' (not decided), 'approved' (a bank payout cleared, waiting for the
   * bank), 'paid' (an app's payout approved, or the bank confirmed), 'failed' (the bank failed it; the
   * points are back), 'rejected' (the points are back).
   */
  paid_status: PaidStatus;
}

export type PaidStatus = 'pending' | 'approved' | 'paid' | 'failed' | 'rejected';

/** A request's `paid_status` (see WithdrawHistoryItem). */
export function paidStatusOf(r: { method: number; status: RequestStatus; payout_status: string | null }): PaidStatus {
  if (r.status !== 'approved') return r.status;
  if (Number(r.method) !== BANK_WITHDRAW_METHOD) return 'paid';
  return r.payout_status === 'paid' ? 'paid' : r.payout_status === 'failed' ? 'failed' : 'approved';
}

/** `/api-user-withdraw-transaction-history`: the player's requests, newest first; each names the number it pays to. */
export async function withdrawHistory(deps: FundsDeps, player: Player): Promise<WithdrawHistoryItem[]> {
  const rows = await repo.playerWithdrawals(deps.db, player.id, WITHDRAW_HISTORY_LIMIT);
  return rows.map((r) => {
    const app = WITHDRAW_APPS[Number(r.method) as keyof typeof WITHDRAW_APPS];
    const paidStatus = paidStatusOf(r);
    return {
      request_number: String(r.id),
      google_pay_number: app === 'gpay' ? r.payout_number : '',
      phone_pay_number: app === 'phonepe' ? r.payout_number : '',
      paytm_number: app === 'paytm' ? r.payout_number : '',
      insert_date: formatInstant(Number(r.created_at)),
      request_amount: Number(r.amount),
      // A bank payout the bank failed reads as cancelled to older apps: its points are back.
      request_status: paidStatus === 'failed' ? REQUEST_STATUS_CODE.rejected : REQUEST_STATUS_CODE[r.status],
      payment_receipt: r.receipt,
      admin_note: r.note,
      payment_method: String(r.method),
      bank_account: r.bank_account_number ? maskAccountNumber(r.bank_account_number) : '',
      payout_utr: r.payout_utr ?? '',
      paid_status: paidStatus,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Operator

export interface WithdrawRequestItem {
  id: number;
  mobile: string;
  name: string;
  amount: number;
  method: string;
  paymentNumber: string;
  status: RequestStatus;
  createdAt: number;
  decidedAt: number | null;
  note: string;
  receipt: string;
  /** ADR 012: the method's code, and for a bank payout the account as it was at request time and what the bank said. */
  methodCode: number;
  bankHolderName: string | null;
  bankAccountNumber: string | null;
  bankIfsc: string | null;
  payoutStatus: 'paid' | 'failed' | null;
  payoutUtr: string | null;
  payoutAt: number | null;
  payoutExportedAt: number | null;
}

/** Withdrawal requests of a status (all when none), newest first, at most 500. */
export async function listWithdrawRequests(
  deps: FundsDeps,
  status: RequestStatus | undefined,
): Promise<WithdrawRequestItem[]> {
  const rows = await repo.listWithdrawRequests(deps.db, status, 500);
  return rows.map(withdrawRequestItem);
}

/** A withdrawal request as the console lists it. */
export function withdrawRequestItem(r: Awaited<ReturnType<typeof repo.listWithdrawRequests>>[number]): WithdrawRequestItem {
  return {
    id: Number(r.id),
    mobile: r.mobile,
    name: r.name,
    amount: Number(r.amount),
    method: withdrawMethodName(Number(r.method)),
    paymentNumber: r.payout_number,
    status: r.status,
    createdAt: Number(r.created_at),
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
    note: r.note,
    receipt: r.receipt,
    methodCode: Number(r.method),
    bankHolderName: r.bank_holder_name,
    bankAccountNumber: r.bank_account_number,
    bankIfsc: r.bank_ifsc,
    payoutStatus: r.payout_status,
    payoutUtr: r.payout_utr,
    payoutAt: r.payout_at === null ? null : Number(r.payout_at),
    payoutExportedAt: r.payout_exported_at === null ? null : Number(r.payout_exported_at),
  };
}

/**
 * Approves or rejects a pending withdrawal. Approval: for an app's number the payout was made by hand;
 * for a bank account (method 5) it is cleared for a bulk payout, paid when the bank's result file says
 * so (payouts.ts). No wallet change: the points were held. Rejection: the held points go back with
 * one 'withdrawal_release' ledger row. Exactly once; audited in the same transaction.
 */
export async function decideWithdrawal(
  deps: FundsDeps,
  actor: Actor,
  input: { id: number; decision: 'approved' | 'rejected'; note: string; receipt?: string | undefined },
): Promise<{ balance: number | null }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.decideWithdrawRequest(trx, {
      id: input.id,
      status: input.decision,
      note: input.note,
      receipt: input.receipt ?? '',
      adminId: actor.adminId,
      now,
    });
    if (!row) {
      const existing = await repo.findWithdrawRequest(trx, input.id);
      if (!existing) throw notFound(FUNDS_TEXT.requestNotFound);
      throw conflict(FUNDS_TEXT.alreadyDecided(existing.status));
    }
    const userId = Number(row.user_id);
    const amount = Number(row.amount);
    let balance: number | null = null;
    if (input.decision === 'rejected') {
      const note = `Withdrawal #${input.id} rejected (points returned)${input.note ? `: ${input.note}` : ''}`;
      ({ balance } = await ledger.credit(trx, { userId, amount, kind: 'withdrawal_release', note, now }, input.id));
    }
    // The player's inbox item (ADR 014): rejected, or paid by hand; a bank payout is paid when the bank's file says so (payouts.ts).
    if (input.decision === 'rejected') await notifyWithdrawal(trx, { userId, requestId: input.id, amount, outcome: 'rejected', reason: input.note }, now);
    else if (Number(row.method) !== BANK_WITHDRAW_METHOD) await notifyWithdrawal(trx, { userId, requestId: input.id, amount, outcome: 'paid' }, now);
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: input.decision === 'approved' ? 'withdraw_request.approve' : 'withdraw_request.reject',
      entity: 'withdraw_request',
      entityId: input.id,
      before: { status: 'pending' },
      after: {
        status: input.decision,
        userId,
        amount,
        method: withdrawMethodName(Number(row.method)),
        paymentNumber: row.payout_number,
        note: input.note,
        ...(input.receipt ? { receipt: input.receipt } : {}),
        ...(balance === null ? {} : { balance }),
      },
      ip: actor.ip,
      now,
    });
    return { balance };
  });
}
