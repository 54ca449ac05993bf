import {
  FAMILIES,
  type Family,
  formatClockTime,
  indiaDate,
  isValidRatePair,
  parseClockTime,
  RATE_KEYS,
  type RateKey,
  type RatePair,
} from '@pana/domain';
import { type Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/engine.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { type LiveBus } from '../../lib/live-bus.ts';
import { recordAudit } from '../operators/audit.ts';
import { CONSOLE_TEXT } from '../operators/console-text.ts';
import { type Actor } from '../operators/guard.ts';
import { isConsoleDate } from '../operators/query-params.ts';
import * as repo from './admin-repository.ts';
import { type ConsoleMarketRow, type MarketValues } from './admin-repository.ts';
import { findMarket } from './repository.ts';

export interface MarketsAdminDeps {
  db: Db;
  clock: Clock;
  /** Where a change is told to open apps and to every process's kept market lists. */
  live?: LiveBus | undefined;
}

/**
 * After a market's change is committed: every open app hears `market {change: 'changed'}` and
 * refetches its lists, and every process drops the lists it keeps (markets/routes.ts), so a market
 * added or moved shows at once instead of at an app's next poll (60 s while its stream is healthy).
 */
function announceChange(deps: MarketsAdminDeps, market: { id: number; name: string }, now: number): void {
  deps.live?.publish(
    { all: true },
    {
      type: 'market',
      data: { change: 'changed', market_id: market.id, market_name: market.name, date: indiaDate(now) },
    },
  );
}

export const MARKETS_TEXT = {
  created: 'Market created',
  updated: 'Market updated',
  offDateAdded: 'Off date added',
  offDateRemoved: 'Off date removed',
  rateUpdated: 'Rate updated',
  notFound: 'Market not found',
  nameInvalid: 'Name must be 1-100 characters',
  nameTaken: 'A market with this name exists',
  timeInvalid: 'Time must look like 9:30 PM',
  closeTimeRequired: 'Please enter the close time',
  closeTimeMainOnly: 'Only main markets have a close time',
  sameTimes: 'Close time must differ from the open time',
  daysInvalid: 'Days must be digits 0 (Sunday) to 6 (Saturday), each at most once',
  sortOrderInvalid: 'Sort order must be a whole number from 0 to 100000',
  offDatePast: 'Off dates must be today or later',
  alreadyOff: (date: string) => `The market is already off on ${date}`,
  notOff: (date: string) => `The market is not off on ${date}`,
  unknownRate: (family: string, key: string) => `Unknown rate ${key} for ${family}`,
  rateInvalid: 'Rates must be whole numbers: val1 from 1, val2 from 0 (at most 1,000,000,000)',
  capInvalid: 'The liability cap must be a whole number from 1 to 1,000,000,000,000, or empty for none',
} as const;

/** Largest rate value (the rates columns are 32-bit integers on PostgreSQL). */
export const MAX_RATE = 1_000_000_000;
export const MAX_SORT_ORDER = 100_000;
/** Largest liability cap per outcome (ADR 017). */
export const MAX_LIABILITY_CAP = 1_000_000_000_000;

/** A market as the console reads it: times as `h:mm AM`, days as digits 0 (Sunday) to 6. */
export interface ConsoleMarket {
  id: number;
  kind: Family;
  name: string;
  openTime: string;
  closeTime: string | null;
  days: string;
  active: boolean;
  sortOrder: number;
  offDates: string[];
  /** The most one outcome of a draw may pay, null = no cap (ADR 017). */
  liabilityCap: number | null;
}

function toConsoleMarket(m: ConsoleMarketRow): ConsoleMarket {
  return {
    id: m.id,
    kind: m.kind,
    name: m.name,
    openTime: formatClockTime(m.openMinute),
    closeTime: m.closeMinute === null ? null : formatClockTime(m.closeMinute),
    days: m.days,
    active: m.active,
    sortOrder: m.sortOrder,
    offDates: m.offDates,
    liabilityCap: m.liabilityCap,
  };
}

/** The state of a market the audit log keeps (before and after a change). */
function auditState(m: ConsoleMarket) {
  const { id: _id, offDates: _off, ...rest } = m;
  return rest;
}

export async function listConsoleMarkets(deps: MarketsAdminDeps, kind?: Family): Promise<ConsoleMarket[]> {
  return (await repo.listMarkets(deps.db, kind)).map(toConsoleMarket);
}

function readName(value: string): string {
  const name = value.trim();
  // eslint-disable-next-line no-control-regex
  if (name.length < 1 || name.length > 100 || /[\u0000-\u001f\u007f]/.test(name))
    throw badRequest(MARKETS_TEXT.nameInvalid);
  return name;
}

function readTime(value: string): number {
  const minute = parseClockTime(value);
  if (minute === null) throw badRequest(MARKETS_TEXT.timeInvalid);
  return minute;
}

/** Days as stored: the distinct digits 0-6 in order ("0123456" = every day). */
function readDays(value: string): string {
  const days = value.trim();
  if (!/^[0-6]{1,7}$/.test(days) || new Set(days).size !== days.length) throw badRequest(MARKETS_TEXT.daysInvalid);
  return [...days].sort().join('');
}

/** A liability cap: a whole number of points from 1, or null for none. */
function readCap(value: number | null): number | null {
  if (value === null) return null;
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_LIABILITY_CAP) throw badRequest(MARKETS_TEXT.capInvalid);
  return value;
}

function readSortOrder(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_SORT_ORDER) throw badRequest(MARKETS_TEXT.sortOrderInvalid);
  return value;
}

/** An empty or null close time means none (the console may send either for Starline and Gali). */
function isBlank(value: string | null | undefined): value is null | undefined | '' {
  return value === undefined || value === null || value.trim() === '';
}

export interface CreateMarketInput {
  kind: Family;
  name: string;
  openTime: string;
  closeTime?: string | null | undefined;
  days?: string | undefined;
  active?: boolean | undefined;
  sortOrder?: number | undefined;
  liabilityCap?: number | null | undefined;
}

/** `POST /admin/api/markets`: a new market (at the end of its kind's list unless a sort order is given). */
export async function createMarket(deps: MarketsAdminDeps, input: CreateMarketInput, actor: Actor): Promise<number> {
  const now = deps.clock.now();
  const name = readName(input.name);
  const open = readTime(input.openTime);
  let close: number | null = null;
  if (input.kind === 'main') {
    if (isBlank(input.closeTime)) throw badRequest(MARKETS_TEXT.closeTimeRequired);
    close = readTime(input.closeTime);
    if (close === open) throw badRequest(MARKETS_TEXT.sameTimes);
  } else if (!isBlank(input.closeTime)) {
    throw badRequest(MARKETS_TEXT.closeTimeMainOnly);
  }
  const days = input.days === undefined ? '0123456' : readDays(input.days);
  const sortOrder = input.sortOrder === undefined ? undefined : readSortOrder(input.sortOrder);
  const liabilityCap = input.liabilityCap === undefined ? null : readCap(input.liabilityCap);
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      if (await repo.isNameTaken(trx, input.kind, name)) throw conflict(MARKETS_TEXT.nameTaken);
      const values: MarketValues = {
        kind: input.kind,
        name,
        open_minute: open,
        close_minute: close,
        days,
        active: input.active === false ? 0 : 1,
        sort_order: sortOrder ?? (await repo.nextSortOrder(trx, input.kind)),
        liability_cap: liabilityCap,
      };
      const id = await repo.insertMarket(trx, values, now);
      const created = toConsoleMarket((await findMarket(trx, id)) as ConsoleMarketRow);
      await recordAudit(trx, {
        adminId: actor.adminId,
        action: 'market.create',
        entity: 'market',
        entityId: id,
        after: auditState(created),
        ip: actor.ip,
        now,
      });
      return id;
    });
    announceChange(deps, { id, name }, now);
    return id;
  } catch (err) {
    // Two operators creating the same name at once: the unique constraint decides.
    if (isUniqueViolation(err)) throw conflict(MARKETS_TEXT.nameTaken);
    throw err;
  }
}

export interface UpdateMarketInput {
  name?: string | undefined;
  openTime?: string | undefined;
  closeTime?: string | null | undefined;
  days?: string | undefined;
  active?: boolean | undefined;
  sortOrder?: number | undefined;
  liabilityCap?: number | null | undefined;
}

/**
 * `PATCH /admin/api/markets/:id`: changes what is sent. A change reaches the player lists and open apps
 * at once (`announceChange`) and the bid path within its cache time (≤ 1 s). Pending bids stay as they are.
 */
export async function updateMarket(
  deps: MarketsAdminDeps,
  id: number,
  input: UpdateMarketInput,
  actor: Actor,
): Promise<ConsoleMarket> {
  const now = deps.clock.now();
  if (Object.values(input).every((v) => v === undefined)) throw badRequest(CONSOLE_TEXT.nothingToChange);
  const name = input.name === undefined ? undefined : readName(input.name);
  const open = input.openTime === undefined ? undefined : readTime(input.openTime);
  const days = input.days === undefined ? undefined : readDays(input.days);
  const sortOrder = input.sortOrder === undefined ? undefined : readSortOrder(input.sortOrder);
  const liabilityCap = input.liabilityCap === undefined ? undefined : readCap(input.liabilityCap);
  try {
    const changed = await deps.db.transaction().execute(async (trx) => {
      const before = await findMarket(trx, id);
      if (!before) throw notFound(MARKETS_TEXT.notFound);
      let close: number | null | undefined;
      if (before.kind === 'main') {
        if (input.closeTime !== undefined) {
          if (isBlank(input.closeTime)) throw badRequest(MARKETS_TEXT.closeTimeRequired);
          close = readTime(input.closeTime);
        }
        if ((close ?? before.closeMinute) === (open ?? before.openMinute)) throw badRequest(MARKETS_TEXT.sameTimes);
      } else if (!isBlank(input.closeTime)) {
        throw badRequest(MARKETS_TEXT.closeTimeMainOnly);
      }
      if (name !== undefined && (await repo.isNameTaken(trx, before.kind, name, id)))
        throw conflict(MARKETS_TEXT.nameTaken);
      await repo.updateMarket(
        trx,
        id,
        {
          ...(name !== undefined ? { name } : {}),
          ...(open !== undefined ? { open_minute: open } : {}),
          ...(close !== undefined ? { close_minute: close } : {}),
          ...(days !== undefined ? { days } : {}),
          ...(input.active !== undefined ? { active: input.active ? 1 : 0 } : {}),
          ...(sortOrder !== undefined ? { sort_order: sortOrder } : {}),
          ...(liabilityCap !== undefined ? { liability_cap: liabilityCap } : {}),
        },
        now,
      );
      const after = toConsoleMarket((await findMarket(trx, id)) as ConsoleMarketRow);
      await recordAudit(trx, {
        adminId: actor.adminId,
        action: 'market.update',
        entity: 'market',
        entityId: id,
        before: auditState(toConsoleMarket(before)),
        after: auditState(after),
        ip: actor.ip,
        now,
      });
      return after;
    });
    announceChange(deps, changed, now);
    return changed;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MARKETS_TEXT.nameTaken);
    throw err;
  }
}

function readOffDate(date: string): string {
  if (!isConsoleDate(date)) throw badRequest(CONSOLE_TEXT.invalidDate);
  return date;
}

/** `POST /admin/api/markets/:id/off-dates {date}`: the market does not run that day (today or later). */
export async function addOffDate(deps: MarketsAdminDeps, id: number, value: string, actor: Actor): Promise<string[]> {
  const now = deps.clock.now();
  const date = readOffDate(value);
  if (date < indiaDate(now)) throw badRequest(MARKETS_TEXT.offDatePast);
  try {
    const { market, offDates } = await deps.db.transaction().execute(async (trx) => {
      const market = await findMarket(trx, id);
      if (!market) throw notFound(MARKETS_TEXT.notFound);
      if (market.offDates.includes(date)) throw conflict(MARKETS_TEXT.alreadyOff(date));
      await repo.insertOffDate(trx, id, date);
      await recordAudit(trx, {
        adminId: actor.adminId,
        action: 'market.off_date_add',
        entity: 'market',
        entityId: id,
        before: { offDates: market.offDates },
        after: { offDates: [...market.offDates, date].sort() },
        ip: actor.ip,
        now,
      });
      return { market, offDates: [...market.offDates, date].sort() };
    });
    announceChange(deps, market, now);
    return offDates;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MARKETS_TEXT.alreadyOff(date));
    throw err;
  }
}

/** `DELETE /admin/api/markets/:id/off-dates/:date`: the market runs that day again (by its weekly schedule). */
export async function removeOffDate(
  deps: MarketsAdminDeps,
  id: number,
  value: string,
  actor: Actor,
): Promise<string[]> {
  const now = deps.clock.now();
  const date = readOffDate(value);
  const { market, left } = await deps.db.transaction().execute(async (trx) => {
    const market = await findMarket(trx, id);
    if (!market) throw notFound(MARKETS_TEXT.notFound);
    if (!market.offDates.includes(date)) throw notFound(MARKETS_TEXT.notOff(date));
    await repo.deleteOffDate(trx, id, date);
    const left = market.offDates.filter((d) => d !== date);
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'market.off_date_remove',
      entity: 'market',
      entityId: id,
      before: { offDates: market.offDates },
      after: { offDates: left },
      ip: actor.ip,
      now,
    });
    return { market, left };
  });
  announceChange(deps, market, now);
  return left;
}

export type RateTables = Record<Family, Partial<Record<RateKey, RatePair | null>>>;

/** `GET /admin/api/rates`: every family's pairs under the keys it reads (RATE_KEYS), null where unset. */
export async function getRateTables(deps: MarketsAdminDeps): Promise<RateTables> {
  const rows = await repo.listRates(deps.db);
  const tables = {} as RateTables;
  for (const family of FAMILIES) {
    tables[family] = {};
    for (const key of RATE_KEYS[family]) {
      const row = rows.find((r) => r.family === family && r.rateKey === key);
      tables[family][key] = row ? { val1: row.val1, val2: row.val2 } : null;
    }
  }
  return tables;
}

/**
 * `PUT /admin/api/rates {family, rateKey, val1, val2}`: one pair of a family's table. Settlement reads
 * the rates when a result is declared, so a change applies to every draw declared afterwards.
 */
export async function setRate(
  deps: MarketsAdminDeps,
  input: { family: Family; rateKey: string; val1: number; val2: number },
  actor: Actor,
): Promise<RatePair> {
  const now = deps.clock.now();
  if (!(RATE_KEYS[input.family] as readonly string[]).includes(input.rateKey)) {
    throw badRequest(MARKETS_TEXT.unknownRate(input.family, input.rateKey));
  }
  const pair = { val1: input.val1, val2: input.val2 };
  if (!isValidRatePair(pair) || pair.val1 > MAX_RATE || pair.val2 > MAX_RATE)
    throw badRequest(MARKETS_TEXT.rateInvalid);
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.findRate(trx, input.family, input.rateKey);
    await repo.putRate(trx, { family: input.family, rateKey: input.rateKey, ...pair });
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'rate.update',
      entity: 'rate',
      entityId: `${input.family}.${input.rateKey}`,
      before: before ? { val1: before.val1, val2: before.val2 } : null,
      after: pair,
      ip: actor.ip,
      now,
    });
  });
  return pair;
}
