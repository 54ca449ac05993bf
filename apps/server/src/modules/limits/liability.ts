import {
  type Family,
  type PreparedLine,
  rateFor,
  type RatePair,
  type RateTable,
  type Session,
  type StoredBidTypeKey,
} from '@pana/domain';
import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { LIMITS_TEXT } from './text.ts';

/**
 * The liability cap per outcome (ADR 017). An outcome of a draw is one winning line: (bid type,
 * session, digits, closedigits), the session dropped where settlement ignores it (Jodi and Full Sangam
 * of main markets, every Starline and Gali type). Its payout is its points × its rate; it may not
 * exceed the market's cap. `outcome_points` keeps each outcome's points as bids arrive, in the bid
 * path's write transaction: a submission adds to each of its outcomes with a conditional upsert that
 * only succeeds while the total stays within the outcome's most points, so two concurrent bids can
 * never both pass; one refused outcome refuses the whole submission (what it added is taken back).
 */

/** What one submission stakes on one outcome of a capped draw, with the most points the outcome may hold. */
export interface OutcomeStake {
  type: StoredBidTypeKey;
  session: Session;
  digits: string;
  closedigits: string;
  points: number;
  /** The largest total of points whose payout stays within the cap. */
  maxPoints: number;
  rate: RatePair;
  /** How the refusal names it: the digits, a sangam's two parts joined by '-'. */
  label: string;
}

/** The cap of a submission's draw and its stakes; null when the market has no cap. */
export interface CappedSubmission {
  cap: number;
  stakes: OutcomeStake[];
}

/** The session an outcome is kept under: the line's own where it decides the win, else 'open'. */
export function outcomeSession(family: Family, type: StoredBidTypeKey, session: Session): Session {
  if (family !== 'main' || type === 'jodi_digit' || type === 'full_sangam') return 'open';
  return session;
}

/**
 * The largest points total p with floor(p × val2 / val1) ≤ cap: p × val2 < (cap + 1) × val1. Settlement
 * pays floor(points × val2 / val1) per bid, so the sum of a group's payouts never exceeds this bound.
 * Null when the type pays nothing (val2 0).
 */
export function maxPointsWithin(cap: number, rate: RatePair): number | null {
  if (rate.val2 <= 0) return null;
  const most = (BigInt(cap + 1) * BigInt(rate.val1) - 1n) / BigInt(rate.val2);
  return most > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(most);
}

/**
 * The stakes of a submission's lines on a capped market: lines of one outcome merged, sorted by key
 * (so concurrent transactions take outcome rows in one order). A type the rate table does not price
 * is not capped (settlement refuses to declare until it is).
 */
export function stakesOf(
  family: Family,
  cap: number,
  lines: readonly PreparedLine[],
  rates: RateTable,
): OutcomeStake[] {
  const merged = new Map<string, OutcomeStake>();
  for (const l of lines) {
    let rate: RatePair;
    try {
      rate = rateFor(family, l.type, rates);
    } catch {
      continue;
    }
    const maxPoints = maxPointsWithin(cap, rate);
    if (maxPoints === null) continue;
    const session = outcomeSession(family, l.type, l.session);
    const closedigits = l.closedigits;
    const key = [l.type, session, l.digits, closedigits].join('|');
    const known = merged.get(key);
    if (known) known.points += l.points;
    else {
      const label = closedigits === '' ? l.digits : `${l.digits}-${closedigits}`;
      merged.set(key, {
        type: l.type,
        session,
        digits: l.digits,
        closedigits,
        points: l.points,
        maxPoints,
        rate,
        label,
      });
    }
  }
  return [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, s]) => s);
}

/** A bid job as the cap reads it. */
interface CappedJob {
  marketId: number;
  drawDate: string;
  liability?: CappedSubmission | null;
}

/**
 * Locks the capped draws of a batch, in key order, before any wallet or outcome row: two
 * transactions that check the cap of one draw then run one after the other (PostgreSQL), and
 * transactions of several capped draws take them in one order, so none deadlocks. No-op without a cap.
 */
export async function lockCappedDraws(trx: Executor, jobs: readonly CappedJob[]): Promise<void> {
  const draws = new Map<string, { marketId: number; drawDate: string }>();
  for (const j of jobs) {
    if (j.liability && j.liability.stakes.length > 0)
      draws.set(`${String(j.marketId).padStart(12, '0')}|${j.drawDate}`, j);
  }
  for (const key of [...draws.keys()].sort()) {
    const d = draws.get(key) as { marketId: number; drawDate: string };
    await trx
      .insertInto('liability_draws')
      .values({ market_id: d.marketId, draw_date: d.drawDate, submissions: 1 })
      .onConflict((oc) =>
        oc
          .columns(['market_id', 'draw_date'])
          .doUpdateSet({ submissions: sql<number>`liability_draws.submissions + 1` }),
      )
      .execute();
  }
}

/**
 * Adds a submission's stakes to its outcomes, each only if the outcome then stays within its most
 * points; the refusal message of the first outcome that would pass its cap (what was added before it
 * taken back), or null when every stake fits. Call inside the write transaction, after `lockCappedDraws`.
 */
export async function reserveOutcomes(trx: Executor, job: CappedJob): Promise<string | null> {
  const stakes = job.liability?.stakes ?? [];
  for (const [i, s] of stakes.entries()) {
    const fits =
      s.points <= s.maxPoints &&
      (await trx
        .insertInto('outcome_points')
        .values({
          market_id: job.marketId,
          draw_date: job.drawDate,
          bid_type: s.type,
          session: s.session,
          digits: s.digits,
          closedigits: s.closedigits,
          points: s.points,
        })
        .onConflict((oc) =>
          oc
            .columns(['market_id', 'draw_date', 'bid_type', 'session', 'digits', 'closedigits'])
            .doUpdateSet({ points: sql<number>`outcome_points.points + excluded.points` })
            .where(sql<number>`outcome_points.points + excluded.points`, '<=', s.maxPoints),
        )
        .returning('points')
        .executeTakeFirst()) !== undefined;
    if (!fits) {
      await takeBack(trx, job, stakes.slice(0, i));
      return LIMITS_TEXT.capReached(s.label);
    }
  }
  return null;
}

/** Takes a submission's stakes back out of its outcomes (the wallet refused it after `reserveOutcomes`). */
export async function releaseOutcomes(trx: Executor, job: CappedJob): Promise<void> {
  await takeBack(trx, job, job.liability?.stakes ?? []);
}

async function takeBack(trx: Executor, job: CappedJob, stakes: readonly OutcomeStake[]): Promise<void> {
  for (const s of stakes) {
    await trx
      .updateTable('outcome_points')
      .set({ points: sql<number>`points - ${s.points}` })
      .where('market_id', '=', job.marketId)
      .where('draw_date', '=', job.drawDate)
      .where('bid_type', '=', s.type)
      .where('session', '=', s.session)
      .where('digits', '=', s.digits)
      .where('closedigits', '=', s.closedigits)
      .execute();
  }
}

/** The points on some outcomes of a draw now (the alerts' read, after commit). */
export async function outcomePointsOf(
  db: Executor,
  draw: { marketId: number; drawDate: string },
  stakes: readonly Pick<OutcomeStake, 'type' | 'session' | 'digits' | 'closedigits'>[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (stakes.length === 0) return found;
  const rows = await db
    .selectFrom('outcome_points')
    .select(['bid_type', 'session', 'digits', 'closedigits', 'points'])
    .where('market_id', '=', draw.marketId)
    .where('draw_date', '=', draw.drawDate)
    .where('bid_type', 'in', [...new Set(stakes.map((s) => s.type))])
    .where('digits', 'in', [...new Set(stakes.map((s) => s.digits))])
    .execute();
  for (const r of rows) found.set(outcomeKey(r.bid_type, r.session, r.digits, r.closedigits), Number(r.points));
  return found;
}

export const outcomeKey = (type: string, session: string, digits: string, closedigits: string) =>
  `${type}|${session}|${digits}|${closedigits}`;
