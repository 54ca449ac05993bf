import { formatClockTime, parseClockTime } from '@pana/domain';
import { type Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { type LiveBus } from '../live/bus.ts';
import { recordAudit } from '../operators/audit.ts';
import { CONSOLE_TEXT } from '../operators/console-text.ts';
import { type Actor } from '../operators/guard.ts';
import { getSettings, maintenanceMessage, putSettings, SETTING_KEYS, type SettingKey, type Settings } from './settings.ts';

export interface ContentAdminDeps {
  db: Db;
  clock: Clock;
  /** Live updates: maintenance switched on, off or reworded reaches every open app at once (ADR 015). */
  live?: LiveBus;
}

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
};

const fallback: Rule = text(500);

/** `GET /admin/api/settings`: every operator setting (the installation's secret and seed mark are not settings). */
export function readSettings(deps: ContentAdminDeps): Promise<Settings> {
  return getSettings(deps.db);
}

/**
 * `PUT /admin/api/settings {key: value, …}`: checks every key first (unknown keys and bad values are
 * refused with nothing written), then writes them and one audit row with the old and new values, in
 * one transaction. Values are stored as checked (trimmed, times as `h:mm AM`, numbers without leading zeros).
 */
export async function updateSettings(
  deps: ContentAdminDeps,
  input: Record<string, unknown>,
  actor: Actor,
): Promise<Settings> {
  const now = deps.clock.now();
  const entries = Object.entries(input);
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
  const { before, after } = await deps.db.transaction().execute(async (trx) => {
    const before = await getSettings(trx);
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
