import { type Family } from '@pana/domain';
import { type Executor } from '../../db/database.ts';
import { writeSettingRows } from '../../db/settings-rows.ts';

/** All SQL of operator limits but the bid path's own (liability.ts) and the alerts' (alerts.ts). */

/** A line limit of one bid type of a family: null = the default (minimum 10, no maximum). */
export interface LineLimit {
  min: number | null;
  max: number | null;
}

/** The alert thresholds, 0 = that alert off (ADR 017). */
export interface AlertSettings {
  /** More than this many submissions by one player … */
  burstSubmissions: number;
  /** … within this many minutes. */
  burstMinutes: number;
  /** A single line above this many points. */
  linePoints: number;
  /** An outcome whose payout reaches this share (%) of its market's cap. */
  capSharePercent: number;
}

export const DEFAULT_ALERTS: AlertSettings = {
  burstSubmissions: 30,
  burstMinutes: 5,
  linePoints: 10_000,
  capSharePercent: 80,
};

/** The `settings` keys of the alert thresholds (not player settings: never in the player API). */
export const ALERT_SETTING_KEYS: Record<keyof AlertSettings, string> = {
  burstSubmissions: 'alert_burst_submissions',
  burstMinutes: 'alert_burst_minutes',
  linePoints: 'alert_line_points',
  capSharePercent: 'alert_cap_share',
};

export const limitKey = (family: Family, type: string) => `${family}:${type}`;

/** Every line limit set, by `family:type`. */
export async function readLineLimits(db: Executor): Promise<Map<string, LineLimit>> {
  const rows = await db.selectFrom('bid_limits').select(['family', 'bid_type', 'min_points', 'max_points']).execute();
  const limits = new Map<string, LineLimit>();
  for (const r of rows) {
    limits.set(limitKey(r.family, r.bid_type), {
      min: r.min_points === null ? null : Number(r.min_points),
      max: r.max_points === null ? null : Number(r.max_points),
    });
  }
  return limits;
}

/** Sets (or clears, both null) the limit of one bid type of a family. */
export async function writeLineLimit(db: Executor, family: Family, type: string, limit: LineLimit): Promise<void> {
  if (limit.min === null && limit.max === null) {
    await db.deleteFrom('bid_limits').where('family', '=', family).where('bid_type', '=', type).execute();
    return;
  }
  await db
    .insertInto('bid_limits')
    .values({ family, bid_type: type, min_points: limit.min, max_points: limit.max })
    .onConflict((oc) =>
      oc.columns(['family', 'bid_type']).doUpdateSet({ min_points: limit.min, max_points: limit.max }),
    )
    .execute();
}

export async function readAlertSettings(db: Executor): Promise<AlertSettings> {
  const keys = Object.values(ALERT_SETTING_KEYS);
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const settings = { ...DEFAULT_ALERTS };
  for (const [name, key] of Object.entries(ALERT_SETTING_KEYS) as Array<[keyof AlertSettings, string]>) {
    const value = Number(byKey.get(key));
    if (byKey.has(key) && Number.isSafeInteger(value) && value >= 0) settings[name] = value;
  }
  return settings;
}

export async function writeAlertSettings(db: Executor, settings: Partial<AlertSettings>): Promise<void> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(settings) as Array<[keyof AlertSettings, number | undefined]>) {
    if (value !== undefined) values[ALERT_SETTING_KEYS[name]] = String(value);
  }
  await writeSettingRows(db, values);
}

/** One alert as the console lists it, newest first ('' mobile and name: no player, a 'settings' alert). */
export interface AlertRow {
  id: number;
  kind: 'burst' | 'line' | 'share' | 'settings' | 'feed';
  mobile: string;
  playerName: string;
  marketId: number | null;
  marketName: string | null;
  drawDate: string | null;
  detail: string;
  amount: number;
  createdAt: number;
}

/** The newest alerts (at most `limit`), with the player's mobile and name (none for a 'settings' alert) and the market's name. */
export async function readAlerts(db: Executor, limit: number, before?: number): Promise<AlertRow[]> {
  let q = db
    .selectFrom('operator_alerts as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('markets as m', 'm.id', 'a.market_id')
    .select([
      'a.id',
      'a.kind',
      'u.mobile',
      'u.name',
      'a.market_id',
      'm.name as market_name',
      'a.draw_date',
      'a.detail',
      'a.amount',
      'a.created_at',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit);
  if (before !== undefined) q = q.where('a.id', '<', before);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    mobile: r.mobile ?? '',
    playerName: r.name ?? '',
    marketId: r.market_id === null ? null : Number(r.market_id),
    marketName: r.market_name ?? null,
    drawDate: r.draw_date,
    detail: r.detail,
    amount: Number(r.amount),
    createdAt: Number(r.created_at),
  }));
}
