import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlayer, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import * as ledger from '../wallet/ledger.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { announce } from './index.ts';

/**
 * A write path the server does not have, written here: it writes its own rows and the ledger's, and
 * announces what happened. It never names a derived table, and every derived table is still kept
 * (the ledger check compares each with what it derives from).
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ demo: false });
});
afterEach(() => t.close());

const DATE = '2026-11-22';
const NOW = Date.parse('2026-11-22T13:00:00+05:30');

/** Places one-line Single Digit bids the way a new write path might: its own statements, then one announcement. */
async function placeByHand(userId: number, marketId: number, digits: string[]) {
  await t.db.transaction().execute(async (trx) => {
    const placed = [];
    for (const d of digits) {
      const line = { type: 'single_digit' as const, session: 'open' as const, digits: d, closedigits: '', points: 25 };
      const debited = await ledger.debit(
        trx,
        { userId, amount: 25, kind: 'bid', note: 'by hand', now: NOW },
        async () => {
          const sub = await trx
            .insertInto('bid_submissions')
            .values({
              user_id: userId,
              market_id: marketId,
              family: 'main',
              draw_date: DATE,
              request_id: null,
              total_points: 25,
              line_count: 1,
              created_at: NOW,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('bids')
            .values({
              submission_id: sub.id,
              user_id: userId,
              market_id: marketId,
              family: 'main',
              draw_date: DATE,
              bid_type: line.type,
              session: line.session,
              digits: line.digits,
              closedigits: '',
              points: line.points,
              status: 'pending',
              win_amount: 0,
              settled_at: null,
              created_at: NOW,
            })
            .execute();
          return Number(sub.id);
        },
      );
      expect(debited).not.toBeNull();
      placed.push(line);
    }
    await announce(trx, { kind: 'bids-placed', placed: [{ marketId, drawDate: DATE, lines: placed }] });
  });
}

describe('the projections', () => {
  it('keep every derived table for a write path that only announces what it did', async () => {
    const marketId = await marketIdOf(t.db, 'main');
    const userId = await createPlayer(t.db, { balance: 1_000 });
    await placeByHand(userId, marketId, ['1', '1', '7']);

    const groups = await t.db.selectFrom('pending_bid_groups').select(['digits', 'bids']).orderBy('digits').execute();
    expect(groups.map((g) => [g.digits, Number(g.bids)])).toEqual([
      ['1', 2],
      ['7', 1],
    ]);
    const day = await t.db.selectFrom('player_day_totals').select(['staked']).where('user_id', '=', userId).execute();
    expect(day.map((d) => Number(d.staked))).toEqual([75]);
    expect(await checkLedger(t.db)).toEqual([]);

    // The same path settles by hand: every bid lost, announced; the exposure and the reports follow.
    const selectors = [{ type: 'single_digit' as const, session: 'open' as const }];
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('bids')
        .set({ status: 'lost', settled_at: NOW })
        .where('market_id', '=', marketId)
        .execute();
      await sql`insert into draw_players (market_id, draw_date, user_id) values (${marketId}, ${DATE}, ${userId}) on conflict do nothing`.execute(
        trx,
      );
      await announce(trx, {
        kind: 'bids-settled',
        draw: { marketId, date: DATE },
        selectors,
        now: NOW,
        figures: { bids: 3, points: 75, winners: 0, payout: 0 },
      });
    });
    expect(await t.db.selectFrom('pending_bid_groups').selectAll().execute()).toEqual([]);
    expect(await checkLedger(t.db)).toEqual([]);

    // And reopens them: announced before the update, the groups come back and the totals go.
    await t.db.transaction().execute(async (trx) => {
      await announce(trx, { kind: 'bids-reopening', draw: { marketId, date: DATE }, selectors });
      await trx
        .updateTable('bids')
        .set({ status: 'pending', settled_at: null })
        .where('market_id', '=', marketId)
        .execute();
    });
    expect(
      (await t.db.selectFrom('pending_bid_groups').select('bids').execute()).map((g) => Number(g.bids)).sort(),
    ).toEqual([1, 2]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('are what the ledger check finds missing when a path writes bids without announcing them', async () => {
    const marketId = await marketIdOf(t.db, 'main');
    const userId = await createPlayer(t.db, { balance: 1_000 });
    await placeByHand(userId, marketId, ['3']);
    // The exposure dropped by hand, as a path that forgot the announcement would leave it.
    await t.db.deleteFrom('pending_bid_groups').execute();
    expect((await checkLedger(t.db)).map((p) => p.check)).toContain('the live exposure equals the pending bids');
  });
});
