import { type Family } from '@pana/domain';
import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';

/** All SQL of markets, their off dates and the rate tables as the operator console edits them. */

export interface ConsoleMarketRow {
  id: number;
  kind: Family;
  name: string;
  openMinute: number;
  closeMinute: number | null;
  days: string;
  active: boolean;
  sortOrder: number;
  offDates: string[];
  liabilityCap: number | null;
}

const MARKET_COLUMNS = [
  'id',
  'kind',
  'name',
  'open_minute',
  'close_minute',
  'days',
  'active',
  'sort_order',
  'liability_cap',
] as const;

/** Markets (all of a kind, or all), active or not, in the order the player lists show them; with their off dates. */
export async function listMarkets(db: Executor, kind?: Family): Promise<ConsoleMarketRow[]> {
  let q = db.selectFrom('markets').select(MARKET_COLUMNS);
  if (kind) q = q.where('kind', '=', kind);
  const rows = await q.orderBy('kind').orderBy('sort_order').orderBy('open_minute').orderBy('id').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const off = await db
    .selectFrom('market_off_dates')
    .select(['market_id', 'date'])
    .where('market_id', 'in', ids)
    .orderBy('date')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    name: r.name,
    openMinute: r.open_minute,
    closeMinute: r.close_minute,
    days: r.days,
    active: Number(r.active) === 1,
    sortOrder: Number(r.sort_order),
    liabilityCap: r.liability_cap === null ? null : Number(r.liability_cap),
    offDates: off.filter((o) => Number(o.market_id) === Number(r.id)).map((o) => o.date),
  }));
}

/** True when another market of the kind has this name, compared without regard to case. */
export async function isNameTaken(db: Executor, kind: Family, name: string, exceptId?: number): Promise<boolean> {
  let q = db
    .selectFrom('markets')
    .select('id')
    .where('kind', '=', kind)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The sort order after the last market of a kind (new markets go to the end of the list). */
export async function nextSortOrder(db: Executor, kind: Family): Promise<number> {
  const row = await db
    .selectFrom('markets')
    .select(sql<number | null>`max(sort_order)`.as('last'))
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export interface MarketValues {
  kind: Family;
  name: string;
  open_minute: number;
  close_minute: number | null;
  days: string;
  active: number;
  sort_order: number;
  liability_cap?: number | null;
}

export async function insertMarket(db: Executor, values: MarketValues, now: number): Promise<number> {
  const row = await db
    .insertInto('markets')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateMarket(
  db: Executor,
  id: number,
  patch: Partial<Omit<MarketValues, 'kind'>>,
  now: number,
): Promise<void> {
  await db
    .updateTable('markets')
    .set({ ...patch, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function hasOffDate(db: Executor, marketId: number, date: string): Promise<boolean> {
  const row = await db
    .selectFrom('market_off_dates')
    .select('date')
    .where('market_id', '=', marketId)
    .where('date', '=', date)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOffDate(db: Executor, marketId: number, date: string): Promise<void> {
  await db.insertInto('market_off_dates').values({ market_id: marketId, date }).execute();
}

export async function deleteOffDate(db: Executor, marketId: number, date: string): Promise<void> {
  await db.deleteFrom('market_off_dates').where('market_id', '=', marketId).where('date', '=', date).execute();
}

export interface RateRow {
  family: Family;
  rateKey: string;
  val1: number;
  val2: number;
}

export async function listRates(db: Executor): Promise<RateRow[]> {
  const rows = await db.selectFrom('rates').select(['family', 'rate_key', 'val_1', 'val_2']).execute();
  return rows.map((r) => ({ family: r.family, rateKey: r.rate_key, val1: Number(r.val_1), val2: Number(r.val_2) }));
}

export async function findRate(db: Executor, family: Family, rateKey: string): Promise<RateRow | null> {
  const r = await db
    .selectFrom('rates')
    .select(['family', 'rate_key', 'val_1', 'val_2'])
    .where('family', '=', family)
    .where('rate_key', '=', rateKey)
    .executeTakeFirst();
  return r ? { family: r.family, rateKey: r.rate_key, val1: Number(r.val_1), val2: Number(r.val_2) } : null;
}

/** Sets a rate pair (inserting the row when the table lacks it). */
export async function putRate(db: Executor, rate: RateRow): Promise<void> {
  await db
    .insertInto('rates')
    .values({ family: rate.family, rate_key: rate.rateKey, val_1: rate.val1, val_2: rate.val2 })
    .onConflict((oc) => oc.columns(['family', 'rate_key']).doUpdateSet({ val_1: rate.val1, val_2: rate.val2 }))
    .execute();
}
