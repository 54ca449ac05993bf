import { type Declaration, type Family, payoutOf, rateFor, type RateTable, winningCombinations } from '@pana/domain';
import { type BidGroup } from '../bids/pending-groups.ts';

/** One possible result of a draw and what it would cost. */
export interface OutcomeCost {
  /** The pana (main, Starline) or jodi (Gali) that would be declared. */
  result: string;
  /** Points paid out if it were declared. */
  payout: number;
  winningBids: number;
}

/**
 * The payout each possible declaration would cost, evaluated in memory over grouped pending bids
 * with the domain's rules (`winningCombinations`, `payoutOf`), largest first (ties keep the order
 * of `outcomes`). A group is paid exactly as its bids would be: bids × floor(points × val2 / val1).
 */
export function costOfOutcomes(
  family: Family,
  groups: readonly BidGroup[],
  outcomes: ReadonlyArray<{ result: string; declaration: Declaration }>,
  rates: RateTable,
): OutcomeCost[] {
  // Groups by type|session|digits; each holds its closedigits variants with their bids and payout.
  const index = new Map<string, Array<{ closedigits: string; bids: number; payout: number }>>();
  for (const g of groups) {
    const key = `${g.type}|${g.session}|${g.digits}`;
    const list = index.get(key) ?? [];
    list.push({
      closedigits: g.closedigits,
      bids: g.bids,
      payout: g.bids * payoutOf(g.points, rateFor(family, g.type, rates)),
    });
    index.set(key, list);
  }
  const costs = outcomes.map(({ result, declaration }, order) => {
    let payout = 0;
    let winningBids = 0;
    for (const c of winningCombinations(declaration)) {
      for (const session of c.session === null ? (['open', 'close'] as const) : [c.session]) {
        for (const g of index.get(`${c.type}|${session}|${c.digits}`) ?? []) {
          if (c.closedigits !== null && g.closedigits !== c.closedigits) continue;
          payout += g.payout;
          winningBids += g.bids;
        }
      }
    }
    return { result, payout, winningBids, order };
  });
  costs.sort((a, b) => b.payout - a.payout || a.order - b.order);
  return costs.map(({ result, payout, winningBids }) => ({ result, payout, winningBids }));
}
