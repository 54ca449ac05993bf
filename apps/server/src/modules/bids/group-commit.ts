import { type BidTypeSpec, checkBidWindow, type Family, type PreparedLine, type Session } from '@pana/domain';
import { type Db, type Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/engine.ts';
import { prepared } from '../../db/prepared.ts';
import { defineUnit, runUnit } from '../../db/units.ts';
import { BatchQueue, type Waiting } from '../../lib/batch-queue.ts';
import { type CappedSubmission, lockCappedDraws, releaseOutcomes, reserveOutcomes } from '../limits/liability.ts';
import { type MarketRow, resultOf, type ResultRow, statusOf } from '../markets/service.ts';
import { announce } from '../projections/index.ts';
import { checkStakeLimits, type StakeLimits } from '../responsible-play/service.ts';
import * as ledger from '../wallet/ledger.ts';

/** One accepted-or-refused submission waiting for the next commit. */
export interface BidJob {
  userId: number;
  marketId: number;
  family: Family;
  drawDate: string;
  requestId: string | null;
  /** The bid type the lines were entered with when they are of other types (SP Motor …), else null. */
  entryType?: string | null;
  /** The board the lines were entered through and its value (ADR 016), else null. */
  board?: { key: string; value: string } | null;
  total: number;
  lines: readonly PreparedLine[];
  now: number;
  /** The bidding window to check again against the draw's results read in the write transaction, else null. */
  window?: BidWindow | null;
  /** On a market with a liability cap: what the lines stake on each outcome (ADR 017), else null. */
  liability?: CappedSubmission | null;
  /** The player's own stake and loss limits in force (ADR 018), checked against their day totals here; null when none. */
  playLimits?: StakeLimits | null;
}

/**
 * What closes a submission's bidding window: the market, the instant it was checked and each line's
 * type and session. Plain data, so the check runs again in the writer thread (ADR 025).
 */
export interface BidWindow {
  market: MarketRow;
  now: number;
  lines: readonly { spec: BidTypeSpec; session: Session }[];
}

/** `Bidding is closed for {type}` for the first line the market's status (with this draw result) closes, else null. */
export function closedBy(window: BidWindow, result: ResultRow | null): string | null {
  const status = statusOf(window.market, window.now, result);
  for (const line of window.lines) {
    const closed = checkBidWindow(line.spec, line.session, status);
    if (closed) return closed;
  }
  return null;
}

export type BidOutcome =
  | { kind: 'placed'; balance: number; submissionId: number }
  /** A retry of a submission already placed: its first answer, no second debit. */
  | { kind: 'duplicate'; balance: number; submissionId: number }
  | { kind: 'insufficient' }
  /** A result was declared since the submission was checked: bidding on it is closed. */
  | { kind: 'closed'; message: string }
  /** An outcome of the draw would pass the market's liability cap (ADR 017): nothing written. */
  | { kind: 'limit'; message: string };

/**
 * Group commit for the bid path (docs/budgets.md, ADR 007): submissions that arrive while a commit is in
 * flight are written together in the next transaction, each acknowledged only after that commit.
 * With synchronous=FULL one fsync then serves many bids. Each submission is one conditional debit
 * (never read-then-write), its submission row, its bid rows and its ledger row; a submission the
 * wallet cannot pay is refused without failing its neighbours. If a batch fails as a whole (a
 * concurrent retry of the same request id on PostgreSQL, say), every submission is retried alone.
 */
export class BidWriter {
  /** The queue and its drain (lib/batch-queue.ts): up to `maxBatch` submissions a transaction. */
  private readonly batches: BatchQueue<BidJob, BidOutcome>;

  constructor(
    private readonly db: Db,
    maxBatch = 256,
  ) {
    this.batches = new BatchQueue((batch) => this.writeBatch(batch), maxBatch);
  }

  submit(job: BidJob): Promise<BidOutcome> {
    return this.batches.submit(job);
  }

  /** Resolves once every submission handed in so far is written (graceful shutdown). */
  async flushed(): Promise<void> {
    await this.batches.flushed();
  }

  private async writeBatch(arrived: Waiting<BidJob, BidOutcome>[]): Promise<void> {
    // Wallets in ascending user order (a player's own submissions keep their order), as every write of
    // several wallets takes them: on PostgreSQL concurrent batches and settlements then never deadlock.
    const batch = arrived
      .map(({ item: job, resolve, reject }) => ({ job, resolve, reject }))
      .sort((x, y) => x.job.userId - y.job.userId);
    try {
      const outcomes = await runUnit(
        this.db,
        writeBidBatch,
        batch.map((p) => p.job),
      );
      batch.forEach((p, i) => p.resolve(outcomes[i] as BidOutcome));
    } catch {
      for (const p of batch) await this.writeAlone(p.job).then(p.resolve, p.reject);
    }
  }

  /** One submission in its own transaction; a unique violation means a concurrent retry won: answer as a retry. */
  private async writeAlone(job: BidJob): Promise<BidOutcome> {
    try {
      return await runUnit(this.db, writeBidAlone, job);
    } catch (err) {
      if (isUniqueViolation(err) && job.requestId) return runUnit(this.db, writeBidAlone, job);
      throw err;
    }
  }
}

/**
 * A batch of submissions in one transaction, in the order given: each placed or refused on its own,
 * the live exposure of every accepted line in one statement. A unit of work (ADR 025): on a SQLite file
 * it runs whole in the writer thread.
 */
export const writeBidBatch = defineUnit('bids.batch', (db: Db, batch: readonly BidJob[]) =>
  db.transaction().execute(async (trx) => {
    const results: BidOutcome[] = [];
    const draws = new Map<string, ResultRow | null>();
    await lockCappedDraws(trx, batch);
    for (const job of batch) results.push(await writeSubmission(trx, job, draws));
    // The accepted lines, announced once for the batch (the live exposure is one statement).
    await announce(trx, { kind: 'bids-placed', placed: batch.filter((_, i) => results[i]?.kind === 'placed').map(placedLines) });
    return results;
  }),
);

/** One submission in its own transaction: the batch's fallback when the batch failed as a whole. */
export const writeBidAlone = defineUnit('bids.alone', (db: Db, job: BidJob) =>
  db.transaction().execute(async (trx) => {
    await lockCappedDraws(trx, [job]);
    const outcome = await writeSubmission(trx, job);
    if (outcome.kind === 'placed') await announce(trx, { kind: 'bids-placed', placed: [placedLines(job)] });
    return outcome;
  }),
);

const placedLines = (job: BidJob) => ({ marketId: job.marketId, drawDate: job.drawDate, lines: job.lines });

/** Writes one submission inside a transaction (announcing it placed is the caller's, once per batch); see `BidWriter`. */
export async function writeSubmission(
  trx: Executor,
  job: BidJob,
  draws = new Map<string, ResultRow | null>(),
): Promise<BidOutcome> {
  if (job.requestId) {
    const [earlier] = (await findSubmission.run(trx, job.userId, job.requestId)).rows;
    if (earlier) {
      return { kind: 'duplicate', balance: await ledger.balanceOf(trx, job.userId), submissionId: Number(earlier.id) };
    }
  }
  if (job.window) {
    // Read inside the transaction: a declaration committed before it closes the draw (once per draw per batch).
    const key = `${job.marketId}:${job.drawDate}`;
    if (!draws.has(key)) draws.set(key, await resultOf(trx, job.marketId, job.drawDate));
    const closed = closedBy(job.window, draws.get(key) ?? null);
    if (closed) return { kind: 'closed', message: closed };
  }
  const overPlayerLimit = await checkStakeLimits(trx, job.userId, job.playLimits, job.total, job.now);
  if (overPlayerLimit) return { kind: 'limit', message: overPlayerLimit };
  const overCap = await reserveOutcomes(trx, job);
  if (overCap) return { kind: 'limit', message: overCap };
  const placed = await ledger.debit(
    trx,
    {
      userId: job.userId,
      amount: job.total,
      kind: 'bid',
      note: `Bid (${job.lines.length} ${job.lines.length === 1 ? 'line' : 'lines'})`,
      now: job.now,
    },
    () => insertSubmission(trx, job),
  );
  if (!placed) {
    await releaseOutcomes(trx, job);
    return { kind: 'insufficient' };
  }
  return { kind: 'placed', balance: placed.balance, submissionId: placed.ref };
}

// The statements of a one-line bid, the commonest, compiled once (db/prepared.ts).
const findSubmission = prepared((db, userId: number, requestId: string) =>
  db.selectFrom('bid_submissions').select('id').where('user_id', '=', userId).where('request_id', '=', requestId),
);
const insertSubmissionRow = prepared(
  (
    db,
    userId: number,
    marketId: number,
    family: Family,
    drawDate: string,
    requestId: string | null,
    total: number,
    lineCount: number,
    entryType: string | null,
    board: string | null,
    boardValue: string | null,
    now: number,
  ) =>
    db
      .insertInto('bid_submissions')
      .values({
        user_id: userId,
        market_id: marketId,
        family,
        draw_date: drawDate,
        request_id: requestId,
        total_points: total,
        line_count: lineCount,
        entry_type: entryType,
        board,
        board_value: boardValue,
        created_at: now,
      })
      .returning('id'),
);
const insertOneBid = prepared(
  (
    db,
    submissionId: number,
    userId: number,
    marketId: number,
    family: Family,
    drawDate: string,
    type: PreparedLine['type'],
    session: PreparedLine['session'],
    digits: string,
    closedigits: PreparedLine['closedigits'],
    points: number,
    now: number,
  ) =>
    db
      .insertInto('bids')
      .values(
        bidRow(
          submissionId,
          { userId, marketId, family, drawDate, now },
          { type, session, digits, closedigits, points },
        ),
      ),
);

/** A pending bid's row: one line of a submission. */
function bidRow(
  submissionId: number,
  job: Pick<BidJob, 'userId' | 'marketId' | 'family' | 'drawDate' | 'now'>,
  line: Pick<PreparedLine, 'type' | 'session' | 'digits' | 'closedigits' | 'points'>,
) {
  return {
    submission_id: submissionId,
    user_id: job.userId,
    market_id: job.marketId,
    family: job.family,
    draw_date: job.drawDate,
    bid_type: line.type,
    session: line.session,
    digits: line.digits,
    closedigits: line.closedigits,
    points: line.points,
    status: 'pending' as const,
    win_amount: 0,
    settled_at: null,
    created_at: job.now,
  };
}

/** A submission's row and its bid rows; the submission's id. */
async function insertSubmission(trx: Executor, job: BidJob): Promise<number> {
  const [submission] = (
    await insertSubmissionRow.run(
      trx,
      job.userId,
      job.marketId,
      job.family,
      job.drawDate,
      job.requestId,
      job.total,
      job.lines.length,
      job.entryType ?? null,
      job.board?.key ?? null,
      job.board?.value ?? null,
      job.now,
    )
  ).rows;
  if (!submission) throw new Error('The submission row was not written');
  const submissionId = Number(submission.id);
  if (job.lines.length === 1) {
    const l = job.lines[0] as PreparedLine;
    await insertOneBid.run(
      trx,
      submissionId,
      job.userId,
      job.marketId,
      job.family,
      job.drawDate,
      l.type,
      l.session,
      l.digits,
      l.closedigits,
      l.points,
      job.now,
    );
    return submissionId;
  }
  await trx
    .insertInto('bids')
    .values(job.lines.map((l) => bidRow(submissionId, job, l)))
    .execute();
  return submissionId;
}
