import { PAYOUT_EXPORT_TEXT } from '@pana/contract';
import { BANK_WITHDRAW_METHOD, INDIA_OFFSET_MINUTES } from '@pana/domain';
import { type AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { describeWait, enforce, type RateLimitStore } from '../../lib/rate-limit.ts';
import { notifyWithdrawal } from '../notifications/service.ts';
import { recordAudit } from '../operators/audit.ts';
import { toCsv } from '../reports/csv.ts';
import * as ledger from '../wallet/ledger.ts';
import { type Actor, type FundsDeps } from './context.ts';
import * as repo from './repository.ts';
import { FUNDS_TEXT } from './text.ts';
import { type WithdrawRequestItem,withdrawRequestItem } from './withdrawals.ts';

/**
 * Bulk bank payouts (ADR 012). A bank withdrawal (`payment_method` 5) approved by an
 * operator is cleared for payment; the operator downloads a bulk-payout file of approved ones for
 * the bank, and uploads the bank's result file: each line marks its request paid (with the bank's
 * UTR, shown in the player's Withdraw History) or failed (the held points back with one
 * 'withdrawal_return' ledger row). Withdrawals to an app's number keep their meaning: approving one
 * records that the operator paid it by hand, so they never appear in a payout file.
 */

/** Most requests in one payout file or result file. */
export const MAX_PAYOUT_LINES = 1000;

export const PAYOUT_CSV_HEADER = ['Beneficiary name', 'Account number / UPI id', 'IFSC', 'Amount', 'Request number'] as const;

/** Most answered payouts the console lists. */
export const MAX_ANSWERED_LISTED = 200;

/**
 * `GET /admin/api/payouts?state`: the approved bank withdrawals waiting for the bank (every one a
 * payout file could hold, oldest first, with when each was last exported), or the latest ones the
 * bank answered (paid with the UTR, or failed), newest answer first.
 */
export async function listPayouts(deps: FundsDeps, state: 'waiting' | 'answered'): Promise<WithdrawRequestItem[]> {
  const rows = await repo.listBankPayouts(deps.db, state, state === 'waiting' ? MAX_PAYOUT_LINES : MAX_ANSWERED_LISTED);
  return rows.map(withdrawRequestItem);
}

type PayoutRow = Awaited<ReturnType<typeof repo.withdrawRequestsById>>[number];

/** Why a withdrawal cannot be in a payout file (or named by a result line), or null. */
function notPayable(row: PayoutRow | undefined, id: number): AppError | null {
  if (!row) return notFound(FUNDS_TEXT.payoutNotFound(id));
  if (Number(row.method) !== BANK_WITHDRAW_METHOD) return conflict(FUNDS_TEXT.payoutNotBank(id));
  if (row.status !== 'approved') return conflict(FUNDS_TEXT.payoutNotApproved(id, row.status));
  return null;
}

/**
 * Payout files one operator may produce (ADR 024): a day's work takes a few; each is stored for good,
 * so a script cannot fill the database with them.
 */
export const PAYOUT_EXPORT_LIMIT = { max: 30, windowMs: 60 * 60_000 } as const;

/**
 * `POST /admin/api/payouts/exports {ids?}`: produces the bulk-payout file of the named approved bank
 * withdrawals that the bank has not answered yet (all of them, oldest first, when no ids are named).
 * Any named request that is unknown, not a bank payout, not approved or already answered refuses the
 * whole file. In one transaction: the file is stored (`payout_exports`), each request's
 * `payout_exported_at` is set and the export audited. The file is downloaded with `payoutFile`, by the
 * id this answers (ADR 024: the download changes nothing). At most PAYOUT_EXPORT_LIMIT per operator.
 */
export async function exportPayouts(
  deps: FundsDeps & { rateLimits: RateLimitStore },
  actor: Actor,
  requested: number[] | null,
): Promise<{ id: number; fileName: string; count: number; total: number }> {
  const now = deps.clock.now();
  await enforce(deps.rateLimits, [{ key: `payout-export:${actor.adminId}`, ...PAYOUT_EXPORT_LIMIT }], now, (seconds) =>
    FUNDS_TEXT.payoutExportsTooMany(describeWait(seconds)),
  );
  const ids = requested === null ? null : [...new Set(requested)];
  const rows = ids === null ? await repo.awaitingBankPayouts(deps.db, MAX_PAYOUT_LINES) : await repo.withdrawRequestsById(deps.db, ids);
  if (ids !== null) {
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    for (const id of ids) {
      const row = byId.get(id);
      const problem = notPayable(row, id) ?? (row?.payout_status ? conflict(FUNDS_TEXT.payoutAnswered(id, row.payout_status)) : null);
      if (problem) throw problem;
    }
  }
  if (rows.length === 0) throw notFound(FUNDS_TEXT.noPayouts);
  const total = rows.reduce((sum, r) => sum + Number(r.amount), 0);
  const exported = rows.map((r) => Number(r.id));
  const csv = toCsv(
    PAYOUT_CSV_HEADER,
    rows.map((r) => [r.bank_holder_name ?? '', r.bank_account_number ?? '', r.bank_ifsc ?? '', Number(r.amount), String(r.id)]),
  );
  // India time, as the operator reads the clock (payouts-20261123100000.csv at 10:00 AM).
  const stamp = new Date(now + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19).replace(/[-:T]/g, '');
  const fileName = `payouts-${stamp}.csv`;
  const id = await deps.db.transaction().execute(async (trx) => {
    const fileId = await repo.insertPayoutExport(trx, { adminId: actor.adminId, fileName, ids: exported, total, csv, now });
    await repo.markExported(trx, exported, now);
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'withdraw_request.payout_export',
      entity: 'withdraw_request',
      entityId: exported.length === 1 ? exported[0]! : `${exported[0]}…${exported[exported.length - 1]}`,
      after: { exportId: fileId, ids: exported, count: exported.length, total },
      ip: actor.ip,
      now,
    });
    return fileId;
  });
  return { id, fileName, count: rows.length, total };
}

/**
 * `GET /admin/api/payouts/exports/:id`: a payout file as `exportPayouts` produced it. A read: nothing
 * is marked or written (ADR 024). 404 for an id no export has.
 */
export async function payoutFile(deps: FundsDeps, id: number): Promise<{ fileName: string; csv: string; count: number }> {
  const row = await repo.findPayoutExport(deps.db, id);
  if (!row) throw notFound(PAYOUT_EXPORT_TEXT.exportNotFound);
  return { fileName: row.file_name, csv: row.csv, count: Number(row.count) };
}

// ---------------------------------------------------------------------------------------------
// The bank's result file

export interface PayoutResult {
  line: number;
  id: number;
  outcome: 'paid' | 'failed';
  utr: string | null;
}

/** Splits CSV text into rows of cells (RFC 4180: quoted cells may hold commas, quotes doubled); blank lines are dropped. */
export function parseCsv(text: string): Array<{ line: number; cells: string[] }> {
  const rows: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: rowLine, cells: cells.map((c) => c.trim()) });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (quoted) throw badRequest(`Line ${rowLine}: a quoted cell is not closed`);
  endRow();
  return rows;
}

const UTR = /^[A-Za-z0-9]{6,35}$/;

/**
 * The lines of a bank's result file (`request number, UTR, status` with a header row), or a refusal
 * naming the first bad line: a request number that is not a number, a status other than paid or
 * failed, a paid line without a UTR of 6 to 35 letters and digits, a request named twice.
 */
export function readPayoutResults(csv: string): PayoutResult[] {
  const rows = parseCsv(csv);
  const header = rows.shift();
  const names = header?.cells.map((c) => c.toLowerCase()) ?? [];
  if (!header || names.length < 3 || !names[0]!.includes('request') || !names[1]!.includes('utr') || !names[2]!.includes('status')) {
    throw badRequest('Line 1: the header must be: request number, UTR, status');
  }
  if (rows.length === 0) throw badRequest('The file has no result lines');
  if (rows.length > MAX_PAYOUT_LINES) throw badRequest(`The file has more than ${MAX_PAYOUT_LINES} lines`);
  const seen = new Set<number>();
  return rows.map(({ line, cells }) => {
    const bad = (why: string) => badRequest(`Line ${line}: ${why}`);
    if (cells.length < 3 || cells.slice(3).some((c) => c !== '')) throw bad('expected 3 cells: request number, UTR, status');
    const [idText, utrText, statusText] = cells as [string, string, string];
    if (!/^\d{1,15}$/.test(idText) || Number(idText) < 1) throw bad(`"${idText.slice(0, 20)}" is not a request number`);
    const id = Number(idText);
    const status = statusText.toLowerCase();
    if (status !== 'paid' && status !== 'failed') throw bad('status must be paid or failed');
    if (status === 'paid' && !UTR.test(utrText)) throw bad('a paid line needs the UTR (6 to 35 letters and digits)');
    if (status === 'failed' && utrText !== '' && !UTR.test(utrText)) throw bad('the UTR must be 6 to 35 letters and digits');
    if (seen.has(id)) throw bad(`request ${id} is named twice`);
    seen.add(id);
    return { line, id, outcome: status, utr: status === 'paid' ? utrText.toUpperCase() : null };
  });
}

/**
 * `POST /admin/api/payouts/results {csv}`: records the bank's answers in one transaction, or none.
 * Every line must name an approved bank withdrawal; a line whose request the bank already answered
 * the same way (a file uploaded again) changes nothing, one that contradicts it refuses the file.
 * Paid: the UTR is stored. Failed: the held points go back with one 'withdrawal_return' ledger row —
 * the conditional update lets one upload of a line change it, so they go back once. Each change is
 * audited in the transaction.
 */
export async function recordPayoutResults(
  deps: FundsDeps,
  actor: Actor,
  csv: string,
): Promise<{ paid: number; failed: number; unchanged: number }> {
  const results = readPayoutResults(csv);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const rows = await repo.withdrawRequestsById(trx, results.map((r) => r.id));
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    for (const r of results) {
      const problem = notPayable(byId.get(r.id), r.id);
      if (problem) throw badRequest(`Line ${r.line}: ${problem.message}`);
    }
    const counts = { paid: 0, failed: 0, unchanged: 0 };
    for (const r of results) {
      const changed = await repo.settlePayout(trx, { id: r.id, outcome: r.outcome, utr: r.utr, adminId: actor.adminId, now });
      if (!changed) {
        // Answered before (by an earlier upload, or one running at the same moment): the same answer is a replay.
        const current = await repo.findWithdrawRequest(trx, r.id);
        const same = current?.payout_status === r.outcome && (r.outcome === 'failed' || current.payout_utr === r.utr);
        if (!same) {
          const was = current?.payout_status === 'paid' ? `paid (UTR ${current.payout_utr})` : (current?.payout_status ?? 'answered');
          throw conflict(`Line ${r.line}: ${FUNDS_TEXT.payoutAnswered(r.id, was)}`);
        }
        counts.unchanged++;
        continue;
      }
      const userId = Number(changed.user_id);
      const amount = Number(changed.amount);
      let balance: number | null = null;
      if (r.outcome === 'failed') {
        const note = `Withdrawal #${r.id}: the bank payout failed (points returned)`;
        ({ balance } = await ledger.credit(trx, { userId, amount, kind: 'withdrawal_return', note, now }, r.id));
      }
      counts[r.outcome]++;
      // The player's inbox item (ADR 014), in this transaction.
      await notifyWithdrawal(trx, { userId, requestId: r.id, amount, outcome: r.outcome, utr: r.utr }, now);
      await recordAudit(trx, {
        adminId: actor.adminId,
        action: r.outcome === 'paid' ? 'withdraw_request.payout_paid' : 'withdraw_request.payout_failed',
        entity: 'withdraw_request',
        entityId: r.id,
        before: { status: 'approved', payoutStatus: null },
        after: { status: 'approved', payoutStatus: r.outcome, userId, amount, ...(r.utr ? { utr: r.utr } : {}), ...(balance === null ? {} : { balance }) },
        ip: actor.ip,
        now,
      });
    }
    return counts;
  });
}
