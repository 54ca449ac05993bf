import { type Family } from '@pana/domain';
import { type TestApp } from './harness.ts';

/** Logs the seeded demo player (10,000 points, betting enabled) in and returns the token. */
export async function demoToken(t: TestApp): Promise<string> {
  const res = await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' });
  return res.body.unique_token as string;
}

/** The id of a seeded market by family and name. */
export async function marketId(t: TestApp, kind: Family, name: string): Promise<number> {
  const row = await t.db.selectFrom('markets').select('id').where('kind', '=', kind).where('name', '=', name).executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The demo player's balance straight from the database. */
export async function demoBalance(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('wallets')
    .innerJoin('users', 'users.id', 'wallets.user_id')
    .select('wallets.balance')
    .where('users.mobile', '=', '9876543210')
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** A main-market submission in exactly the layout the published clients send. */
export function mainBid(token: string, gameId: number, type: string, lines: object[], extra: Record<string, unknown> = {}) {
  return {
    unique_token: token,
    game_id: String(gameId),
    new_result: { unique_token: token, Gamename: 'Market', totalbit: '', gameid: String(gameId), pana: type, gametype: 'Open', bid_date: '', session: type, result: lines, ...extra },
  };
}

/** A Starline or Gali submission (bid type in `pana`). */
export function familyBid(token: string, gameId: number, type: string, session: 'Open' | 'Close', lines: object[], extra: Record<string, unknown> = {}) {
  return {
    unique_token: token,
    game_id: gameId,
    new_result: { unique_token: token, Gamename: 'Market', totalbit: '', gameid: gameId, pana: type, bid_date: '', session, result: lines, ...extra },
  };
}
