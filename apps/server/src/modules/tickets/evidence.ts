import { type ConsoleEvidence, type EvidenceChainEntry, type EvidenceLedgerRow, type PlayerEvidence, type TicketAttachKind } from '@pana/contract';
import { ankOf, type Family, getBidType, type StoredBidTypeKey } from '@pana/domain';
import { type Executor } from '../../db/database.ts';
import { boardText } from '../bids/history.ts';
import { type BidRecord, findBidRecord, recentBidRecords } from '../bids/service.ts';
import { findDepositRequest, type PaymentRecord, paymentsOfRequest, recentDepositRequests, unmatchedPaymentsNear } from '../deposits/service.ts';
import { findWithdrawal, paidStatusOf, payoutFileOf, recentWithdrawals } from '../funds/service.ts';
import { drawEntries } from '../result-chain/chain.ts';
import { entriesNaming, type LedgerRefType } from '../wallet/ledger.ts';

/**
 * A ticket's evidence (ADR 030), computed when the ticket is read from the rows it names — never
 * stored, never typed — so it always tells the state of now: after a declaration was reverted and the
 * result declared again, a bid's evidence names the result-chain entry in force. Every read goes
 * through the owning module's public entry (ADR 026). A row of another player is never an
 * attachment: `ownedAttachment` is the check the open call makes.
 */

const iso = (ms: number): string => new Date(ms).toISOString();
const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));

const WITHDRAW_METHODS: Record<number, string> = { 2: 'Google Pay', 3: 'Paytm', 4: 'PhonePe', 5: 'Bank account' };

/** Main-market bid types settled by both results of the draw (docs/rules.md#what-wins). */
const BOTH_SESSIONS = new Set(['jodi_digit', 'half_sangam', 'full_sangam']);

/** A day either side of a deposit request: the unmatched payments of its amount an operator may link. */
const CANDIDATE_WINDOW_MS = 24 * 60 * 60_000;

function bidTypeName(family: Family, key: string): string {
  return getBidType(family, key as StoredBidTypeKey)?.name ?? key;
}

/** The one-line label of an attachment ("#12 · Kalyan · 2026-11-23 · Single Pana 128 · 50"). */
export function bidLabel(b: BidRecord): string {
  const digits = b.closedigits ? `${b.digits}-${b.closedigits}` : b.digits;
  return `#${b.id} · ${b.market} · ${b.drawDate} · ${bidTypeName(b.family, b.bidType)} ${digits} · ${b.points}`;
}

function depositLabel(r: { id: number | bigint; amount: number | bigint; method: string; utr: string | null }): string {
  return [`#${Number(r.id)}`, String(Number(r.amount)), r.method || null, r.utr ? `UTR ${r.utr}` : null].filter(Boolean).join(' · ');
}

function withdrawalLabel(r: { id: number | bigint; amount: number | bigint; method: number | bigint }): string {
  return `#${Number(r.id)} · ${Number(r.amount)} · ${WITHDRAW_METHODS[Number(r.method)] ?? ''}`;
}

/** What a ticket names, if it is this player's: its label, or null (no such row, or another player's). */
export async function ownedAttachment(db: Executor, userId: number, kind: TicketAttachKind, id: number): Promise<string | null> {
  if (kind === 'bid') {
    const bid = await findBidRecord(db, id);
    return bid && bid.userId === userId ? bidLabel(bid) : null;
  }
  if (kind === 'deposit') {
    const r = await findDepositRequest(db, id);
    return r && Number(r.user_id) === userId ? depositLabel(r) : null;
  }
  const w = await findWithdrawal(db, id);
  return w && Number(w.user_id) === userId ? withdrawalLabel(w) : null;
}

/** The label of a ticket's attachment as lists show it ('' when its row is gone). */
export async function attachmentLabel(db: Executor, userId: number, kind: TicketAttachKind, id: number): Promise<string> {
  return (await ownedAttachment(db, userId, kind, id)) ?? '';
}

/** The player's latest bids, deposit requests and withdrawal requests to attach. */
export async function attachables(db: Executor, userId: number, limit: number) {
  const [bids, deposits, withdrawals] = await Promise.all([
    recentBidRecords(db, userId, limit),
    recentDepositRequests(db, userId, limit),
    recentWithdrawals(db, userId, limit),
  ]);
  return {
    bids: bids.map((b) => ({ id: b.id, label: bidLabel(b), created_at: iso(b.createdAt) })),
    deposits: deposits.map((r) => ({ id: Number(r.id), label: depositLabel(r), created_at: iso(Number(r.created_at)) })),
    withdrawals: withdrawals.map((r) => ({ id: Number(r.id), label: withdrawalLabel(r), created_at: iso(Number(r.created_at)) })),
  };
}

async function ledgerRows(db: Executor, userId: number, refs: Array<{ refType: LedgerRefType; refId: number }>): Promise<EvidenceLedgerRow[]> {
  const rows = await entriesNaming(db, userId, refs);
  return rows.map((r) => ({ id: r.id, kind: r.kind, amount: r.amount, balance_after: r.balanceAfter, note: r.note, created_at: iso(r.createdAt) }));
}

/** The draw's result as declared now, from the entries in force ('128-15-456', '128-1', '42'). */
function declaredText(family: Family, inForce: Map<'open' | 'close', string>): string {
  const open = inForce.get('open');
  const close = inForce.get('close');
  if (family === 'gali') return close ?? open ?? '';
  if (family === 'starline') {
    const pana = open ?? close;
    return pana ? `${pana}-${ankOf(pana)}` : '';
  }
  if (!open) return '';
  return close ? `${open}-${ankOf(open)}${ankOf(close)}-${close}` : `${open}-${ankOf(open)}`;
}

async function bidEvidence(db: Executor, userId: number, bidId: number) {
  const bid = await findBidRecord(db, bidId);
  if (!bid || bid.userId !== userId) return null;
  const entries = await drawEntries(db, bid.marketId, bid.drawDate);
  // The entry in force per session: its latest, when that is a declaration.
  const latest = new Map<'open' | 'close', (typeof entries)[number]>();
  for (const e of entries) latest.set(e.session, e);
  const inForce = new Map([...latest].filter(([, e]) => e.action === 'declare'));
  const sessions: Array<'open' | 'close'> =
    bid.family !== 'main' ? ['open', 'close'] : BOTH_SESSIONS.has(bid.bidType) ? ['open', 'close'] : [bid.session];
  const chain: EvidenceChainEntry[] = sessions
    .map((s) => inForce.get(s))
    .filter((e) => e !== undefined)
    .sort((a, b) => a.seq - b.seq)
    .map((e) => ({ seq: e.seq, action: e.action as 'declare' | 'revert', session: e.session as 'open' | 'close', digits: e.digits, hash: e.hash, at: iso(e.at), url: `/results-log?before=${e.seq + 1}` }));
  const ledger = await ledgerRows(db, userId, [
    { refType: 'bid_submission', refId: bid.submissionId },
    { refType: 'bid', refId: bid.id },
  ]);
  return {
    bid,
    evidence: {
      kind: 'bid' as const,
      bid: {
        id: bid.id,
        market: bid.market,
        family: bid.family,
        draw_date: bid.drawDate,
        session: bid.session,
        bid_type: bidTypeName(bid.family, bid.bidType),
        digits: bid.digits,
        closedigits: bid.closedigits,
        points: bid.points,
        placed_at: iso(bid.createdAt),
      },
      submission: {
        id: bid.submission.id,
        lines: bid.submission.lines,
        total_points: bid.submission.totalPoints,
        board: boardText(bid.submission.board, bid.submission.boardValue),
        placed_at: iso(bid.submission.createdAt),
      },
      result: {
        declared: declaredText(bid.family, new Map([...inForce].map(([s, e]) => [s, e.digits]))),
        chain,
        reverted: entries.some((e) => e.action === 'revert'),
      },
      settlement: { status: bid.status, payout: bid.status === 'won' ? bid.winAmount : 0, settled_at: isoOrNull(bid.settledAt) },
      // A bid's stake is one ledger row for its whole submission; its win and any reversal name the bid itself.
      ledger,
    },
  };
}

function paymentState(p: PaymentRecord, requestId: number): 'matched' | 'waiting' | 'dismissed' | null {
  if ((p.status === 'credited' || p.status === 'linked') && Number(p.fund_request_id) === requestId) return 'matched';
  if (p.status === 'unmatched') return 'waiting';
  if (p.status === 'dismissed') return 'dismissed';
  // Credited to another request: not this player's to see.
  return null;
}

const consolePayment = (p: PaymentRecord) => ({
  id: Number(p.id),
  source: p.source,
  utr: p.utr,
  amount: (Number(p.amount_paise) / 100).toFixed(2),
  payerVpa: p.payer_vpa,
  receivedAt: Number(p.received_at),
  status: p.status,
  reason: p.reason,
  fundRequestId: p.fund_request_id === null ? null : Number(p.fund_request_id),
});

async function depositEvidence(db: Executor, userId: number, requestId: number) {
  const r = await findDepositRequest(db, requestId);
  if (!r || Number(r.user_id) !== userId) return null;
  const payments = await paymentsOfRequest(db, requestId, r.utr);
  const shown = payments.map((p) => ({ p, state: paymentState(p, requestId) })).find((x) => x.state !== null);
  const status = r.status === 'approved' ? ('credited' as const) : r.status;
  const evidence = {
    kind: 'deposit' as const,
    request: {
      id: Number(r.id),
      amount: Number(r.amount),
      method: r.method,
      utr: r.utr ?? '',
      status,
      reason: r.status === 'rejected' ? r.note : '',
      created_at: iso(Number(r.created_at)),
      decided_at: isoOrNull(r.decided_at === null ? null : Number(r.decided_at)),
    },
    payment: shown
      ? { state: shown.state!, amount: Math.floor(Number(shown.p.amount_paise) / 100), received_at: iso(Number(shown.p.received_at)) }
      : null,
    ledger: await ledgerRows(db, userId, [{ refType: 'fund_request', refId: requestId }]),
  };
  return { request: r, payments, evidence };
}

async function withdrawalEvidence(db: Executor, userId: number, requestId: number) {
  const w = await findWithdrawal(db, requestId);
  if (!w || Number(w.user_id) !== userId) return null;
  const bank = Number(w.method) === 5;
  const evidence = {
    kind: 'withdrawal' as const,
    request: {
      id: Number(w.id),
      amount: Number(w.amount),
      method: WITHDRAW_METHODS[Number(w.method)] ?? '',
      pay_to: w.payout_number,
      status: paidStatusOf({ method: Number(w.method), status: w.status, payout_status: w.payout_status }),
      note: w.note,
      created_at: iso(Number(w.created_at)),
      decided_at: isoOrNull(w.decided_at === null ? null : Number(w.decided_at)),
    },
    payout: bank
      ? {
          sent_to_bank_at: isoOrNull(w.payout_exported_at === null ? null : Number(w.payout_exported_at)),
          bank_status: w.payout_status,
          utr: w.payout_utr ?? '',
          answered_at: isoOrNull(w.payout_at === null ? null : Number(w.payout_at)),
        }
      : null,
    ledger: await ledgerRows(db, userId, [{ refType: 'withdraw_request', refId: requestId }]),
  };
  return { request: w, evidence };
}

/** The player's part of a ticket's evidence; null when it carries nothing or its row is gone. */
export async function playerEvidence(db: Executor, userId: number, kind: TicketAttachKind | null, id: number | null): Promise<PlayerEvidence | null> {
  if (kind === null || id === null) return null;
  if (kind === 'bid') return (await bidEvidence(db, userId, id))?.evidence ?? null;
  if (kind === 'deposit') return (await depositEvidence(db, userId, id))?.evidence ?? null;
  return (await withdrawalEvidence(db, userId, id))?.evidence ?? null;
}

/** The console's evidence: the player's part and what only operators see. */
export async function consoleEvidence(db: Executor, userId: number, kind: TicketAttachKind | null, id: number | null): Promise<ConsoleEvidence | null> {
  if (kind === null || id === null) return null;
  if (kind === 'bid') {
    const found = await bidEvidence(db, userId, id);
    return found ? { ...found.evidence, marketId: found.bid.marketId, submissionRequestId: found.bid.submission.requestId } : null;
  }
  if (kind === 'deposit') {
    const found = await depositEvidence(db, userId, id);
    if (!found) return null;
    const candidates =
      found.request.status === 'pending'
        ? await unmatchedPaymentsNear(db, Number(found.request.amount), Number(found.request.created_at), CANDIDATE_WINDOW_MS)
        : [];
    const withUtr = new Set(found.payments.map((p) => Number(p.id)));
    return {
      ...found.evidence,
      payments: found.payments.map(consolePayment),
      candidates: candidates.filter((p) => !withUtr.has(Number(p.id))).map(consolePayment),
      creditedBy: found.request.credited_by,
    };
  }
  const found = await withdrawalEvidence(db, userId, id);
  if (!found) return null;
  const w = found.request;
  return {
    ...found.evidence,
    bankAccount:
      w.bank_account_number === null
        ? null
        : { holderName: w.bank_holder_name ?? '', accountNumber: w.bank_account_number, ifsc: w.bank_ifsc ?? '' },
    payoutFile: await payoutFileOf(db, {
      id: Number(w.id),
      decidedAt: w.decided_at === null ? null : Number(w.decided_at),
      exportedAt: w.payout_exported_at === null ? null : Number(w.payout_exported_at),
    }),
  };
}
