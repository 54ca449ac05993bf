import { checkTransfer, parseWholeNumber, TRANSFER_SPEC_TEXT } from '@pana/domain';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { limitNumberLookup, refuseAsLookup } from '../../lib/lookup-limit.ts';
import { type Player } from '../auth/sessions.ts';
import { refuseDuringBreakNamed } from '../responsible-play/service.ts';
import * as ledger from '../wallet/ledger.ts';
import { type FundsDeps, type PlayerFundsDeps, refuseAfterPasswordReset, requireBettingEnabled } from './context.ts';
import * as repo from './repository.ts';
import { FUNDS_TEXT } from './text.ts';

/** The player a transfer may go to: registered and not blocked (null otherwise); never oneself. */
async function findReceiver(deps: FundsDeps, player: Player, mobile: string) {
  if (mobile === player.mobile) throw badRequest(TRANSFER_SPEC_TEXT.ownPhone);
  const receiver = await repo.findPlayerByMobile(deps.db, mobile);
  if (!receiver || Number(receiver.blocked) === 1) return null;
  return { id: Number(receiver.id), name: receiver.name, mobile: receiver.mobile };
}

/**
 * `/api-check-user-for-transfer-amt`: the name of the player a number belongs to (the number is checked
 * by the route). It tells who plays, so it is limited per session and per address (lib/lookup-limit.ts).
 */
export async function checkReceiver(deps: PlayerFundsDeps, player: Player, mobile: string, ip: string): Promise<{ userName: string }> {
  await limitNumberLookup(deps.rateLimits, deps.config, { ip, sessionId: player.sessionId }, deps.clock.now());
  const receiver = await findReceiver(deps, player, mobile);
  if (!receiver) throw notFound(FUNDS_TEXT.userNotFound);
  return { userName: receiver.name };
}

/** Thrown inside the transfer's transaction when the sender's conditional debit finds too little, so the credit rolls back too. */
class SenderShort extends Error {}

/**
 * `/api-user-transfer-wallet-balance`: not within 24 hours of a password reset (ADR 022); the domain's transfer rule (`checkTransfer`: points given,
 * at least 100, covered by the wallet, a valid number other than one's own), an existing active
 * receiver, then one transaction: the sender's conditional debit, the receiver's credit, the
 * transfers row and its two ledger rows ('transfer_out', 'transfer_in'). The two wallets are
 * updated in user-id order so that opposite transfers cannot deadlock on PostgreSQL.
 */
export async function transferPoints(
  deps: PlayerFundsDeps,
  player: Player,
  input: { amount: unknown; mobile: unknown; note: string },
  ip: string,
): Promise<{ balance: number }> {
  requireBettingEnabled(player);
  refuseAfterPasswordReset(player, deps.clock.now());
  await refuseDuringBreakNamed(deps.db, player, deps.clock.now());
  const mobile =
    typeof input.mobile === 'number'
      ? String(input.mobile)
      : typeof input.mobile === 'string'
        ? input.mobile.trim()
        : input.mobile;
  const wallet = await ledger.balanceOf(deps.db, player.id);
  const problem = checkTransfer({ points: input.amount, mobile }, { wallet, ownMobile: player.mobile });
  if (problem) throw badRequest(problem);
  const amount = parseWholeNumber(input.amount) as number;
  // 'User not found' tells that a number is not a player's: it counts as a number lookup.
  const receiver =
    (await findReceiver(deps, player, mobile as string)) ??
    (await refuseAsLookup(deps.rateLimits, deps.config, { ip, sessionId: player.sessionId }, deps.clock.now(), notFound(FUNDS_TEXT.userNotFound)));
  const now = deps.clock.now();

  try {
    return await deps.db.transaction().execute(async (trx) => {
      const id = await repo.insertTransfer(trx, {
        senderId: player.id,
        receiverId: receiver.id,
        amount,
        note: input.note,
        now,
      });
      const suffix = input.note ? `: ${input.note}` : '';
      const debitSender = async () => {
        const note = `Transfer to ${receiver.name} (${receiver.mobile})${suffix}`;
        const sent = await ledger.debit(trx, { userId: player.id, amount, kind: 'transfer_out', note, now }, id);
        if (!sent) throw new SenderShort();
        return sent.balance;
      };
      const creditReceiver = () =>
        ledger.credit(trx, { userId: receiver.id, amount, kind: 'transfer_in', note: `Transfer from ${player.name} (${player.mobile})${suffix}`, now }, id);
      // Wallets in ascending user order, as every write of several wallets takes them: opposite
      // transfers then queue on PostgreSQL instead of deadlocking.
      let senderBalance: number;
      if (player.id < receiver.id) {
        senderBalance = await debitSender();
        await creditReceiver();
      } else {
        await creditReceiver();
        senderBalance = await debitSender();
      }
      return { balance: senderBalance };
    });
  } catch (err) {
    if (err instanceof SenderShort) throw badRequest(TRANSFER_SPEC_TEXT.notEnoughPoints);
    throw err;
  }
}
