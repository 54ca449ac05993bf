import { type Executor } from '../../db/database.ts';
import * as repo from './repository.ts';

/**
 * What other modules use of funds besides its context and texts: the operator's wallet adjustment
 * (a support ticket's credit or debit goes through it, ADR 030) and the reads of a support ticket's
 * evidence — a withdrawal request and the bank payout file it went in.
 */
export { adjustWallet } from './operator.ts';
export { paidStatusOf } from './withdrawals.ts';

export type WithdrawalRecord = NonNullable<Awaited<ReturnType<typeof repo.findWithdrawRequest>>>;

/** A withdrawal request by its id; null when there is none. */
export async function findWithdrawal(db: Executor, id: number): Promise<WithdrawalRecord | null> {
  return (await repo.findWithdrawRequest(db, id)) ?? null;
}

/** A player's newest withdrawal requests, newest first. */
export function recentWithdrawals(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('withdraw_requests')
    .select(['id', 'amount', 'method', 'status', 'payout_status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The latest bank payout file holding a request (`payout_exports.request_ids`, a JSON array), among
 * the files made since it was decided; null when it was never exported.
 */
export async function payoutFileOf(
  db: Executor,
  request: { id: number; decidedAt: number | null; exportedAt: number | null },
): Promise<{ id: number; fileName: string; createdAt: number } | null> {
  if (request.exportedAt === null) return null;
  const rows = await db
    .selectFrom('payout_exports')
    .select(['id', 'file_name', 'request_ids', 'created_at'])
    .where('created_at', '>=', request.decidedAt ?? 0)
    .where('created_at', '<=', request.exportedAt)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  for (const r of rows) {
    const ids = JSON.parse(r.request_ids) as unknown;
    if (Array.isArray(ids) && ids.map(Number).includes(request.id)) {
      return { id: Number(r.id), fileName: r.file_name, createdAt: Number(r.created_at) };
    }
  }
  return null;
}
