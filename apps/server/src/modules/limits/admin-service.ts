import { BID_TYPES, FAMILIES, type Family, MIN_BID_POINTS } from '@pana/domain';
import { type Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { recordAudit } from '../operators/audit.ts';
import { CONSOLE_TEXT } from '../operators/console-text.ts';
import { type Actor } from '../operators/guard.ts';
import * as repo from './repository.ts';
import { type AlertSettings, type LineLimit } from './repository.ts';
import { LIMITS_TEXT } from './text.ts';

export interface LimitsAdminDeps {
  db: Db;
  clock: Clock;
}

/** Largest line limit (points columns are bigint; a line is far below this). */
export const MAX_LINE_LIMIT = 1_000_000_000;

/** One stored bid type of a family as the console lists its limits. */
export interface ConsoleLineLimit extends LineLimit {
  family: Family;
  type: string;
  name: string;
}

/** The bid types a line can be stored as, per family (expansions are stored as their lines' types). */
const STORED_TYPES = FAMILIES.flatMap((family) =>
  BID_TYPES[family].filter((t) => t.expansion === null).map((t) => ({ family, type: t.key as string, name: t.name })),
);

/** `GET /admin/api/limits`: every stored bid type of every family with its limits, and the alert thresholds. */
export async function readLimits(deps: LimitsAdminDeps): Promise<{ lines: ConsoleLineLimit[]; alerts: AlertSettings }> {
  const set = await repo.readLineLimits(deps.db);
  const lines = STORED_TYPES.map((t) => ({
    ...t,
    ...(set.get(repo.limitKey(t.family, t.type)) ?? { min: null, max: null }),
  }));
  return { lines, alerts: await repo.readAlertSettings(deps.db) };
}

function readLimitValue(value: number | null, message: string): number | null {
  if (value === null) return null;
  if (!Number.isSafeInteger(value) || value < MIN_BID_POINTS || value > MAX_LINE_LIMIT) throw badRequest(message);
  return value;
}

/**
 * `PUT /admin/api/limits/lines {family, type, min, max}`: one bid type's limits (null = default: minimum
 * 10, no maximum), with an audit row of before and after. The bid path applies it within its cache time.
 */
export async function updateLineLimit(
  deps: LimitsAdminDeps,
  input: { family: Family; type: string; min: number | null; max: number | null },
  actor: Actor,
): Promise<{ lines: ConsoleLineLimit[]; alerts: AlertSettings }> {
  if (!STORED_TYPES.some((t) => t.family === input.family && t.type === input.type))
    throw badRequest(LIMITS_TEXT.unknownType(input.family, input.type));
  const min = readLimitValue(input.min, LIMITS_TEXT.minimumInvalid);
  const max = readLimitValue(input.max, LIMITS_TEXT.maximumInvalid);
  if (max !== null && max < (min ?? MIN_BID_POINTS)) throw badRequest(LIMITS_TEXT.maximumBelowMinimum);
  // A minimum of 10 is the default: stored as none, so the spec's own message keeps answering below it.
  const limit = { min: min === MIN_BID_POINTS ? null : min, max };
  await deps.db.transaction().execute(async (trx) => {
    const before = (await repo.readLineLimits(trx)).get(repo.limitKey(input.family, input.type)) ?? {
      min: null,
      max: null,
    };
    await repo.writeLineLimit(trx, input.family, input.type, limit);
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'limits.line',
      entity: 'bid_limit',
      entityId: repo.limitKey(input.family, input.type),
      before,
      after: limit,
      ip: actor.ip,
      now: deps.clock.now(),
    });
  });
  return readLimits(deps);
}

const ALERT_RULES: Record<keyof AlertSettings, { label: string; max: number; range: string }> = {
  burstSubmissions: { label: 'Submissions', max: 100_000, range: 'from 0 (off) to 100000' },
  burstMinutes: { label: 'Minutes', max: 1_440, range: 'from 0 (off) to 1440' },
  linePoints: { label: 'Line points', max: MAX_LINE_LIMIT, range: 'from 0 (off) to 1000000000' },
  capSharePercent: { label: 'Share of the cap', max: 100, range: 'from 0 (off) to 100' },
};

/** `PUT /admin/api/limits/alerts {…}`: some alert thresholds (0 = off), checked first, audited. */
export async function updateAlertSettings(
  deps: LimitsAdminDeps,
  input: Partial<Record<keyof AlertSettings, number | undefined>>,
  actor: Actor,
): Promise<{ lines: ConsoleLineLimit[]; alerts: AlertSettings }> {
  const values: Partial<AlertSettings> = {};
  for (const [name, rule] of Object.entries(ALERT_RULES) as Array<
    [keyof AlertSettings, (typeof ALERT_RULES)[keyof AlertSettings]]
  >) {
    const value = input[name];
    if (value === undefined) continue;
    if (!Number.isSafeInteger(value) || value < 0 || value > rule.max)
      throw badRequest(LIMITS_TEXT.alertInvalid(rule.label, rule.range));
    values[name] = value;
  }
  if (Object.keys(values).length === 0) throw badRequest(CONSOLE_TEXT.nothingToChange);
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.readAlertSettings(trx);
    await repo.writeAlertSettings(trx, values);
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'limits.alerts',
      entity: 'settings',
      entityId: Object.keys(values).join(','),
      before: Object.fromEntries(Object.keys(values).map((k) => [k, before[k as keyof AlertSettings]])),
      after: values,
      ip: actor.ip,
      now: deps.clock.now(),
    });
  });
  return readLimits(deps);
}

/** `GET /admin/api/alerts`: the newest alerts, 50 a page. */
export function listAlerts(deps: LimitsAdminDeps, before?: number): Promise<repo.AlertRow[]> {
  return repo.readAlerts(deps.db, 50, before);
}
