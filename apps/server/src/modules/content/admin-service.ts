import { formatClockTime, parseClockTime } from '@pana/domain';
import { type Config } from '../../config.ts';
import { type Db, type Executor } from '../../db/database.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { type LiveBus } from '../../lib/live-bus.ts';
import { type RateLimitStore } from '../../lib/rate-limit.ts';
import { recordAudit } from '../operators/audit.ts';
import { CONSOLE_TEXT } from '../operators/console-text.ts';
import { type Actor } from '../operators/guard.ts';
import { type AdminRole, hasRole, limitTotpTries, requireCurrentCode } from '../operators/service.ts';
import { getSettings, maintenanceMessage, putSettings, SETTING_KEYS, type SettingKey, type Settings } from './settings.ts';

export interface ContentAdminDeps {
  db: Db;
  clock: Clock;
  /** The tries of authenticator codes (a change of where deposits go asks for one) are counted here. */
  rateLimits: RateLimitStore;
  config: Config;
  /**
   * Raises a console alert in the caller's transaction (limits' `raiseConsoleAlert`, passed in by app.ts:
   * the alerts are the limits module's table).
   */
  raiseAlert: (trx: Executor, alert: { detail: string; now: number }) => Promise<void>;
  /** Live updates: maintenance switched on, off or reworded reaches every open app at once (ADR 015). */
  live?: LiveBus;
}

/**
 * Where players' deposits go (ADR 011): the UPI id and QR image they pay to, and the payment gateway
 * service that gives the app the UPI id. Only an owner changes them, with a current code of their
 * authenticator app on the request, and every change raises a console alert.
 */
export const DEPOSIT_DESTINATION_KEYS = ['upi_id', 'qr_image', 'payment_gateway_url'] as const satisfies readonly SettingKey[];

/**
 * Settings only an owner changes, without a code: the business's deal with its agents (ADR 029, whether
 * a losing week carries into the next statement). Refused to an operator with nothing written.
 */
export const OWNER_ONLY_KEYS = ['agent_carry_over'] as const satisfies readonly SettingKey[];

const DESTINATION_NAMES: Record<(typeof DEPOSIT_DESTINATION_KEYS)[number], string> = {
  upi_id: 'Deposit UPI id',
  qr_image: 'Deposit QR image',
  payment_gateway_url: 'Payment gateway service URL',
};

export const SETTINGS_TEXT = {
  saved: 'Settings saved',
  unknown: (key: string) => `Unknown setting ${key}`,
  notText: (key: string) => `${key} must be text`,
  phone: (key: string) => `${key} must be a 10-digit mobile number starting with 6-9, or empty`,
  time: (key: string) => `${key}: Time must look like 9:30 PM`,
  url: (key: string) => `${key} must be an http(s) link, or empty`,
  link: (key: string) => `${key} must be an http(s) link or a path starting with /, or empty`,
  image: (key: string) => `${key} must be an http(s) link to an image, a data:image URL, or empty`,
  urlLines: (key: string) => `${key} must be http(s) links, one per line (at most 20)`,
  whole: (key: string) => `${key} must be a whole number from 0 to 1,000,000,000`,
  flag: (key: string) => `${key} must be 0 or 1`,
  upi: (key: string) => `${key} must look like name@bank, or empty`,
  tooLong: (key: string, max: number) => `${key} must be at most ${max} characters`,
  ownerOnly: 'Only an owner can change where deposits go (UPI id, QR image, payment gateway URL)',
  ownerOnlySetting: (key: string) => `Only an owner can change ${key}`,
  codeInvalid: 'code must be the 6-digit code from your authenticator app',
} as const;

/** Reads one value: the stored form, or throws 400 with the key in the message. */
type Rule = (value: string, key: string) => string;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function text(max: number, { multiline = false } = {}): Rule {
  return (value, key) => {
    if (value.length > max) throw badRequest(SETTINGS_TEXT.tooLong(key, max));
    if (CONTROL.test(value) || (!multiline && /[\r\n]/.test(value))) throw badRequest(SETTINGS_TEXT.notText(key));
    return multiline ? value : value.trim();
  };
}

const phone: Rule = (value, key) => {
  const v = value.trim();
  if (v !== '' && !/^[6-9]\d{9}$/.test(v)) throw badRequest(SETTINGS_TEXT.phone(key));
  return v;
};

const clockTime: Rule = (value, key) => {
  const minute = parseClockTime(value);
  if (minute === null) throw badRequest(SETTINGS_TEXT.time(key));
  return formatClockTime(minute);
};

function isHttpUrl(v: string): boolean {
  if (!/^https?:\/\//i.test(v) || /\s/.test(v)) return false;
  try {
    return new URL(v).hostname.length > 0;
  } catch {
    return false;
  }
}

const url: Rule = (value, key) => {
  const v = value.trim();
  if (v !== '' && (v.length > 500 || !isHttpUrl(v))) throw badRequest(SETTINGS_TEXT.url(key));
  return v;
};

/** A link players follow: http(s), or a path of this site (the chart pages' defaults are paths). */
const link: Rule = (value, key) => {
  const v = value.trim();
  const isPath = /^\/(?!\/)[^\s\\]*$/.test(v);
  if (v !== '' && (v.length > 500 || !(isHttpUrl(v) || isPath))) throw badRequest(SETTINGS_TEXT.link(key));
  return v;
};

/** The UPI QR image: an http(s) link, or the image itself as a base64 data URL (at most about 150 KB). */
const image: Rule = (value, key) => {
  const v = value.trim();
  const isDataImage = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/.test(v) && v.length <= 200_000;
  if (v !== '' && !((v.length <= 500 && isHttpUrl(v)) || isDataImage)) throw badRequest(SETTINGS_TEXT.image(key));
  return v;
};

/** Links one per line (the older apps' home slider): http(s) only, at most 20, blank lines dropped. */
const urlLines: Rule = (value, key) => {
  const lines = value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length > 20 || lines.some((l) => l.length > 500 || !isHttpUrl(l)))
    throw badRequest(SETTINGS_TEXT.urlLines(key));
  return lines.join('\n');
};

const wholeNumber: Rule = (value, key) => {
  const v = value.trim();
  if (!/^\d{1,10}$/.test(v) || Number(v) > 1_000_000_000) throw badRequest(SETTINGS_TEXT.whole(key));
  return String(Number(v));
};

const flag: Rule = (value, key) => {
  const v = value.trim();
  if (v !== '0' && v !== '1') throw badRequest(SETTINGS_TEXT.flag(key));
  return v;
};

const upiId: Rule = (value, key) => {
  const v = value.trim();
  if (v !== '' && !/^[A-Za-z0-9._-]{2,200}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(v))
    throw badRequest(SETTINGS_TEXT.upi(key));
  return v;
};

/**
 * How each setting is checked. A key added to DEFAULT_SETTINGS later without a rule here is read as
 * one line of text of at most 500 characters (a test lists the keys that have rules, so a new key is noticed).
 */
export const SETTING_RULES: Partial<Record<SettingKey, Rule>> = {
  mobile_no: phone,
  mobile_1: phone,
  whatsapp_no: phone,
  telegram_no: phone,
  app_link: url,
  default_betting_status: flag,
  min_deposit: wholeNumber,
  max_deposit: wholeNumber,
  min_withdrawal: wholeNumber,
  max_withdrawal: wholeNumber,
  withdraw_open_time: clockTime,
  withdraw_close_time: clockTime,
  upi_id: upiId,
  upi_payee_name: text(100),
  qr_image: image,
  deposit_rule: text(2000, { multiline: true }),
  withdrawal_rule: text(2000, { multiline: true }),
  how_to_play_content: text(20_000, { multiline: true }),
  video_link: url,
  web_starline_chart_url: link,
  web_galidessar_chart_url: link,
  marquee_text: text(500),
  slider_images: urlLines,
  gateway_status: flag,
  payment_gateway_url: url,
  maintenance_mode: flag,
  maintenance_message: text(300, { multiline: true }),
  help_line: text(200),
  agent_carry_over: flag,
};

const fallback: Rule = text(500);

/** `GET /admin/api/settings`: every operator setting (the installation's secret and seed mark are not settings). */
export function readSettings(deps: ContentAdminDeps): Promise<Settings> {
  return getSettings(deps.db);
}

/** Who changes settings: the operator, their role and name (a change of where deposits go needs an owner). */
export interface SettingsActor extends Actor {
  role: AdminRole;
  username: string;
}

/** The code of `PUT /admin/api/settings {…, code}`: digits as text (or a number, leading zeros restored); absent is none. */
function readCode(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) return String(raw).padStart(6, '0');
  if (typeof raw === 'string' && raw.length <= 20) return raw;
  throw badRequest(SETTINGS_TEXT.codeInvalid);
}

/** The destination settings `values` changes compared with `current`. */
function destinationChanges(values: Partial<Settings>, current: Settings) {
  return DEPOSIT_DESTINATION_KEYS.filter((key) => values[key] !== undefined && values[key] !== current[key]);
}

/** "UPI id changed by owner1: a@bank → b@bank", at most 200 characters (the audit log keeps both values whole). */
function destinationAlert(key: (typeof DEPOSIT_DESTINATION_KEYS)[number], before: string, after: string, username: string): string {
  const shown = (v: string) => (v === '' ? '(none)' : v.startsWith('data:') ? 'an uploaded image' : v);
  const detail = `${DESTINATION_NAMES[key]} changed by ${username}: ${shown(before)} → ${shown(after)}`;
  return detail.length <= 200 ? detail : `${detail.slice(0, 199)}…`;
}

/**
 * `PUT /admin/api/settings {key: value, …, code?}`: checks every key first (unknown keys and bad values
 * are refused with nothing written), then writes them and one audit row with the old and new values, in
 * one transaction. Values are stored as checked (trimmed, times as `h:mm AM`, numbers without leading zeros).
 *
 * A change of where deposits go (DEPOSIT_DESTINATION_KEYS; a key sent with its current value is no
 * change) needs an owner (403) with two-step login on and a current code in `code` (`requireCurrentCode`:
 * 403 without two-step login, 400 without or with a wrong code; the tries counted as every code's), and
 * raises one console alert per changed key in the same transaction: an operator sees at once that
 * players now pay somewhere else.
 */
export async function updateSettings(
  deps: ContentAdminDeps,
  input: Record<string, unknown>,
  actor: SettingsActor,
): Promise<Settings> {
  const now = deps.clock.now();
  const { code: rawCode, ...fields } = input;
  const code = readCode(rawCode);
  const entries = Object.entries(fields);
  if (entries.length === 0) throw badRequest(CONSOLE_TEXT.nothingToChange);
  const values: Partial<Settings> = {};
  for (const [key, raw] of entries) {
    if (!(SETTING_KEYS as string[]).includes(key)) throw badRequest(SETTINGS_TEXT.unknown(key));
    const settingKey = key as SettingKey;
    // Whole numbers may come as JSON numbers; everything else must be text.
    const value = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
    if (typeof value !== 'string') throw badRequest(SETTINGS_TEXT.notText(key));
    values[settingKey] = (SETTING_RULES[settingKey] ?? fallback)(value, key);
  }
  for (const key of OWNER_ONLY_KEYS) {
    if (values[key] !== undefined && !hasRole(actor.role, 'owner'))
      throw forbidden(SETTINGS_TEXT.ownerOnlySetting(key));
  }
  // Refused early, and the code's try counted (outside the write: the counters are rows of this database).
  // The transaction below decides again on the values it reads.
  if (destinationChanges(values, await getSettings(deps.db)).length > 0) {
    if (!hasRole(actor.role, 'owner')) throw forbidden(SETTINGS_TEXT.ownerOnly);
    await limitTotpTries(deps, actor.adminId, now);
  }
  const { before, after } = await deps.db.transaction().execute(async (trx) => {
    const before = await getSettings(trx);
    const destinations = destinationChanges(values, before);
    if (destinations.length > 0) {
      if (!hasRole(actor.role, 'owner')) throw forbidden(SETTINGS_TEXT.ownerOnly);
      await requireCurrentCode(trx, actor.adminId, code, now);
    }
    await putSettings(trx, values);
    const keys = Object.keys(values) as SettingKey[];
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'settings.update',
      entity: 'settings',
      entityId: keys.join(',').slice(0, 64),
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: values,
      ip: actor.ip,
      now,
    });
    for (const key of destinations) {
      await deps.raiseAlert(trx, { detail: destinationAlert(key, before[key], values[key] ?? '', actor.username), now });
    }
    return { before, after: await getSettings(trx) };
  });
  // After the commit: apps whose live stream is healthy poll only every 60 s (ADR 013); this event makes them
  // fetch their market lists, which carry the message, within seconds.
  const message = maintenanceMessage(after);
  if (message !== maintenanceMessage(before)) {
    deps.live?.publish({ all: true }, { type: 'notice', data: { kind: 'maintenance', message } });
  }
  return after;
}
