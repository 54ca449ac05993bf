import { type Executor } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../operators/audit.ts';
import * as ledger from '../wallet/ledger.ts';
import { type Actor, type FundsDeps } from './context.ts';
import * as repo from './repository.ts';
import { FUNDS_TEXT } from './text.ts';

/**
 * An operator's correction of a wallet: a credit, or a debit that never takes the balance below
 * zero (a conditional statement; 409 otherwise). One wallet_adjustments row, its 'adjustment'
 * ledger row and the audit entry, in one transaction.
 */
export async function adjustWallet(
  deps: FundsDeps,
  actor: Actor,
  input: { mobile: string; amount: number; note: string },
  /** More of the same write, in its transaction (a support ticket's record of the adjustment, ADR 030). */
  alsoWithin?: (trx: Executor, adjusted: { userId: number; adjustmentId: number; balance: number }) => Promise<void>,
): Promise<{ balance: number }> {
  const player = await repo.findPlayerByMobile(deps.db, input.mobile);
  if (!player) throw notFound(FUNDS_TEXT.playerNotFound);
  const userId = Number(player.id);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    // The adjustment first, so its ledger row can name it; a debit too large throws and takes it back.
    const id = await repo.insertAdjustment(trx, {
      userId,
      amount: input.amount,
      note: input.note,
      adminId: actor.adminId,
      now,
    });
    const movement = { userId, amount: Math.abs(input.amount), kind: 'adjustment' as const, note: `Adjustment: ${input.note}`, now };
    let balance: number;
    if (input.amount > 0) {
      ({ balance } = await ledger.credit(trx, movement, id));
    } else {
      const debited = await ledger.debit(trx, movement, id);
      if (!debited) throw conflict(FUNDS_TEXT.debitTooLarge(await ledger.balanceOf(trx, userId)));
      balance = debited.balance;
    }
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'wallet.adjust',
      entity: 'wallet_adjustment',
      entityId: id,
      before: { mobile: player.mobile, balance: balance - input.amount },
      after: { mobile: player.mobile, balance, amount: input.amount, note: input.note },
      ip: actor.ip,
      now,
    });
    if (alsoWithin) await alsoWithin(trx, { userId, adjustmentId: id, balance });
    return { balance };
  });
}
