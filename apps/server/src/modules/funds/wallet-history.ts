import {
  type Family,
  formatBidDate,
  getBidType,
  maskAccountNumber,
  parseWholeNumber,
  phoneSchema,
  readBankAccount,
  type StoredBidTypeKey,
} from '@pana/domain';
import { type CreditedBy } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { consumeOtp, OTP_TEXT, verifyOtp } from '../auth/otp.ts';
import { type Player } from '../auth/sessions.ts';
import * as ledger from '../wallet/ledger.ts';
import { formatInstant, type FundsDeps, type PlayerFundsDeps } from './context.ts';
import * as repo from './repository.ts';
import { FUNDS_TEXT, PAY_APPS, type PayApp, UPI_TYPES } from './text.ts';

/** Most items a wallet history answer carries (newest first). */
export const WALLET_HISTORY_LIMIT = 500;

export interface WalletTransaction {
  transaction_id: string;
  /** '1' credit, '2' debit. */
  transaction_type: '1' | '2';
  transaction_note: string;
  amount: number;
  insert_date: string;
  /** '1' posted to the wallet, '0' pending (a deposit request not yet approved). */
  amount_status: '1' | '0';
}

/** What a ledger kind is called when its row carries no note of its own. */
const KIND_NOTES: Record<string, string> = {
  bid: 'Bid',
  win: 'Win',
  win_reversal: 'Win reversed',
  deposit: 'Deposit',
  withdrawal_hold: 'Withdrawal requested (points held)',
  withdrawal_release: 'Withdrawal rejected (points returned)',
  withdrawal_return: 'Bank payout failed (points returned)',
  transfer_out: 'Points transferred',
  transfer_in: 'Points received',
  adjustment: 'Adjustment',
};

type BidInfo = Awaited<ReturnType<typeof repo.bidsById>>[number];

/** "Kalyan, Single Digit 5 (Open), 23-November-2026": a bid as a wallet history note names it. */
function describeBid(b: BidInfo): string {
  const spec = getBidType(b.family as Family, b.bid_type as StoredBidTypeKey);
  const digits = b.closedigits ? `${b.digits}-${b.closedigits}` : b.digits;
  const hasSession = b.family === 'main' && b.bid_type !== 'jodi_digit' && b.bid_type !== 'full_sangam';
  const session = hasSession ? ` (${b.session === 'open' ? 'Open' : 'Close'})` : '';
  return `${b.name}, ${spec?.name ?? b.bid_type} ${digits}${session}, ${formatBidDate(b.draw_date)}`;
}

const idsOf = (rows: Array<{ ref_type: string; ref_id: number }>, refType: string): number[] =>
  rows.filter((r) => r.ref_type === refType).map((r) => Number(r.ref_id));

/**
 * `/api-wallet-transaction-history`: every ledger row of the player (bids, wins and their reversals,
 * deposits, withdrawal holds and releases, transfers, adjustments) with a readable note, and the
 * deposit requests still waiting for an operator as pending items; newest first, at most 500.
 */
export async function walletHistory(deps: FundsDeps, player: Player): Promise<WalletTransaction[]> {
  const [entries, pending] = await Promise.all([
    ledger.entriesOf(deps.db, player.id, WALLET_HISTORY_LIMIT),
    repo.pendingFundRequests(deps.db, player.id, WALLET_HISTORY_LIMIT),
  ]);
  const [submissions, bids] = await Promise.all([
    repo.submissionsById(deps.db, idsOf(entries, 'bid_submission')),
    repo.bidsById(deps.db, idsOf(entries, 'bid')),
  ]);
  const submissionById = new Map(submissions.map((s) => [Number(s.id), s]));
  const bidById = new Map(bids.map((b) => [Number(b.id), b]));

  const noteOf = (row: (typeof entries)[number]): string => {
    if (row.kind === 'bid' && row.ref_type === 'bid_submission') {
      const s = submissionById.get(Number(row.ref_id));
      if (s) {
        const n = Number(s.line_count);
        return `Bid: ${s.name}, ${formatBidDate(s.draw_date)} (${n} ${n === 1 ? 'bid' : 'bids'})`;
      }
    }
    if ((row.kind === 'win' || row.kind === 'win_reversal') && row.ref_type === 'bid') {
      const b = bidById.get(Number(row.ref_id));
      if (b) return `${row.kind === 'win' ? 'Win' : 'Win reversed'}: ${describeBid(b)}`;
    }
    return row.note || KIND_NOTES[row.kind] || row.kind;
  };

  const items: Array<WalletTransaction & { at: number }> = [
    ...entries.map((row) => {
      const amount = Number(row.amount);
      return {
        at: Number(row.created_at),
        transaction_id: String(row.id),
        transaction_type: amount >= 0 ? ('1' as const) : ('2' as const),
        transaction_note: noteOf(row),
        amount: Math.abs(amount),
        insert_date: formatInstant(Number(row.created_at)),
        amount_status: '1' as const,
      };
    }),
    ...pending.map((r) => ({
      at: Number(r.created_at),
      transaction_id: `FR${r.id}`,
      transaction_type: '1' as const,
      transaction_note: `Deposit request #${r.id}${r.method ? ` by ${r.method}` : ''} (pending approval)`,
      amount: Number(r.amount),
      insert_date: formatInstant(Number(r.created_at)),
      amount_status: '0' as const,
    })),
  ];
  // Stable: rows of the same instant keep the ledger's own newest-first order.
  items.sort((a, b) => b.at - a.at);
  return items.slice(0, WALLET_HISTORY_LIMIT).map(({ at: _at, ...item }) => item);
}

/** `/api-get-user-payment-details`: the player's saved numbers ('' where none). */
export async function paymentDetails(deps: FundsDeps, player: Player) {
  const numbers = await repo.getPaymentNumbers(deps.db, player.id);
  return {
    google_pay_number: numbers.gpay ?? '',
    paytm_number: numbers.paytm ?? '',
    phone_pay_number: numbers.phonepe ?? '',
  };
}

/**
 * `/api-user-payment-method-list` (older apps): the withdrawal methods the player can use, each with
 * its withdraw-request code, the saved number and the app's name.
 */
export async function paymentMethodList(deps: FundsDeps, player: Player) {
  const [numbers, bank] = await Promise.all([
    repo.getPaymentNumbers(deps.db, player.id),
    repo.getBankAccount(deps.db, player.id),
  ]);
  const methods: { type: string; value: string | null | undefined; name: string; holder_name?: string; ifsc?: string }[] = [
    { type: '2', value: numbers.gpay, name: 'Google Pay' },
    { type: '3', value: numbers.paytm, name: 'Paytm' },
    { type: '4', value: numbers.phonepe, name: 'PhonePe' },
  ];
  // Bank payouts (ADR 012): the bank account, masked (older apps list what they receive), with its holder and IFSC
  // for the player app's Bank account entry.
  if (bank) {
    methods.push({ type: '5', value: maskAccountNumber(bank.account_number), name: 'Bank account', holder_name: bank.holder_name, ifsc: bank.ifsc });
  }
  return methods.filter((m): m is typeof m & { value: string } => Boolean(m.value));
}

export interface UpiInput {
  upiType: unknown;
  numbers: Record<(typeof PAY_APPS)[PayApp]['upiField'], unknown>;
  otp: unknown;
}

/** A code as clients send it: a string of digits or a number (otp.ts reads either); null when there is none. */
function codeOf(value: unknown): string | number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 10);
  return null;
}

/**
 * `/api-add-user-upi-details`: saves the number of one payment app as the player's withdrawal
 * number, once the code sent to that number at this player's request (a 'withdraw' challenge,
 * `/api-resend-otp`) is verified here, its guesses counted per number and per address (ADR 022). The
 * code is used up in the same transaction as the save.
 */
export async function addUpiNumber(deps: PlayerFundsDeps, player: Player, input: UpiInput, ip: string): Promise<void> {
  const typeCode = parseWholeNumber(input.upiType);
  const app = typeCode === null ? undefined : UPI_TYPES[typeCode];
  if (!app) throw badRequest(FUNDS_TEXT.upiTypeRequired);
  const raw = input.numbers[PAY_APPS[app].upiField];
  const parsed = phoneSchema('withdrawUpi').safeParse(typeof raw === 'number' ? String(raw) : raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? FUNDS_TEXT.invalidBody);
  const number = parsed.data;
  const code = codeOf(input.otp);
  if (code === null) throw badRequest(OTP_TEXT.wrong.withdraw);
  const now = deps.clock.now();
  const challengeId = await verifyOtp(deps, { mobile: number, purpose: 'withdraw', code, ip, userId: player.id }, now);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await consumeOtp(trx, challengeId, now))) throw badRequest(OTP_TEXT.wrong.withdraw);
    await repo.savePaymentNumber(trx, player.id, app, number, now);
  });
}

export interface BankAccountInput {
  holderName: unknown;
  accountNumber: unknown;
  confirmAccountNumber: unknown;
  ifsc: unknown;
  otp: unknown;
}

/**
 * `/api-add-user-bank-details` (ADR 012): saves the player's one bank account (a second replaces the
 * first) once the domain's rules accept it and the code sent to the player's own registered mobile
 * (a 'withdraw' challenge, `/api-resend-otp`) is verified; the code is used up in the same
 * transaction as the save. A refusal saves nothing.
 */
export async function addBankAccount(deps: PlayerFundsDeps, player: Player, input: BankAccountInput, ip: string): Promise<{ masked: string }> {
  const { account, problem } = readBankAccount(input);
  if (problem !== null) throw badRequest(problem);
  const code = codeOf(input.otp);
  if (code === null) throw badRequest(OTP_TEXT.wrong.withdraw);
  const now = deps.clock.now();
  const challengeId = await verifyOtp(deps, { mobile: player.mobile, purpose: 'withdraw', code, ip, userId: player.id }, now);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await consumeOtp(trx, challengeId, now))) throw badRequest(OTP_TEXT.wrong.withdraw);
    await repo.saveBankAccount(trx, player.id, account, now);
  });
  return { masked: maskAccountNumber(account.accountNumber) };
}

export interface DepositHistoryItem {
  request_id: number;
  amount: number;
  method: string;
  deposit_status: 'pending' | 'credited' | 'rejected';
  utr: string;
  reason: string;
  credited_by: CreditedBy | '';
  insert_date: string;
}

const DEPOSIT_STATUS = { pending: 'pending', approved: 'credited', rejected: 'rejected' } as const;

/** The player's deposit requests for the Deposit History, newest first, at most `limit`: pending, credited (with the UTR) or rejected (with the reason). */
export async function depositHistory(deps: FundsDeps, player: Player, limit: number): Promise<DepositHistoryItem[]> {
  const rows = await repo.playerDeposits(deps.db, player.id, limit);
  return rows.map((r) => ({
    request_id: Number(r.id),
    amount: Number(r.amount),
    method: r.method,
    deposit_status: DEPOSIT_STATUS[r.status],
    utr: r.utr ?? '',
    reason: r.status === 'rejected' ? r.note : '',
    credited_by: r.status === 'approved' ? (r.credited_by ?? 'operator') : '',
    insert_date: formatInstant(Number(r.created_at)),
  }));
}
