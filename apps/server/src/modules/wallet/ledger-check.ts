import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';

export interface LedgerProblem {
  check: string;
  detail: string;
}

/**
 * Verifies the ledger invariants of DESIGN.md section 4 on the whole database and returns every break
 * (empty when all hold): each wallet's balance equals the sum of its ledger rows; each row's
 * balance_after equals the running sum up to it; every ledger row points at a business row.
 * Later modules (bids, wins, deposits, withdrawals, transfers) add their own checks here.
 */
export async function checkLedger(db: Executor): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];

  const balances = await db
    .selectFrom('wallets')
    .leftJoin(
      (eb) => eb.selectFrom('wallet_ledger').select(['user_id', (e) => e.fn.sum<number>('amount').as('total')]).groupBy('user_id').as('l'),
      (join) => join.onRef('l.user_id', '=', 'wallets.user_id'),
    )
    .select(['wallets.user_id', 'wallets.balance', 'l.total'])
    .execute();
  for (const w of balances) {
    const total = Number(w.total ?? 0);
    if (Number(w.balance) !== total) {
      problems.push({ check: 'balance = sum of ledger', detail: `user ${w.user_id}: balance ${w.balance}, ledger sum ${total}` });
    }
  }

  const orphans = await db
    .selectFrom('wallet_ledger')
    .select(['wallet_ledger.id', 'wallet_ledger.user_id'])
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('wallets').select(sql`1`.as('one')).whereRef('wallets.user_id', '=', 'wallet_ledger.user_id'))))
    .execute();
  for (const o of orphans) problems.push({ check: 'ledger row has a wallet', detail: `ledger ${o.id} of user ${o.user_id}` });

  const rows = await db.selectFrom('wallet_ledger').select(['id', 'user_id', 'amount', 'balance_after', 'ref_type', 'ref_id']).orderBy('user_id').orderBy('id').execute();
  const running = new Map<number, number>();
  for (const r of rows) {
    const user = Number(r.user_id);
    const after = (running.get(user) ?? 0) + Number(r.amount);
    running.set(user, after);
    if (after !== Number(r.balance_after)) {
      problems.push({ check: 'balance_after is the running sum', detail: `ledger ${r.id} of user ${user}: balance_after ${r.balance_after}, running sum ${after}` });
    }
    if (!r.ref_type || !r.ref_id) problems.push({ check: 'ledger row points at a business row', detail: `ledger ${r.id} has no reference` });
  }
  return problems;
}
