import { type Executor } from '../../db/database.ts';
import { writeSettingRows } from '../../db/settings-rows.ts';
import { type LiveBus } from '../../lib/live-bus.ts';

/**
 * Every setting the player app reads, with the value a new installation starts from. Operators edit
 * them in the console (`GET|PUT /admin/api/settings`); the player API only reads them.
 */
export const DEFAULT_SETTINGS = {
  /** Admin contact shown by Contact Admin and /api-get-social-data. */
  mobile_no: '',
  /** Support number (user info `mobile_1`). */
  mobile_1: '',
  whatsapp_no: '',
  telegram_no: '',
  /** Android app download link on the public landing page. */
  app_link: '',
  /** betting_status of a newly registered player: '0' or '1'. */
  default_betting_status: '0',
  min_deposit: '100',
  /** The largest deposit claim, '0' for none (ADR 008); 1,00,000 is UPI's usual per-payment limit. */
  max_deposit: '100000',
  min_withdrawal: '500',
  /** The largest single withdrawal request, '0' for none (ADR 008). */
  max_withdrawal: '100000',
  withdraw_open_time: '10:00 AM',
  withdraw_close_time: '6:00 PM',
  upi_id: '',
  upi_payee_name: 'Pana',
  qr_image: '',
  deposit_rule: '',
  withdrawal_rule: '',
  how_to_play_content: '',
  video_link: '',
  web_starline_chart_url: '/result-charts/starline',
  web_galidessar_chart_url: '/result-charts/gali',
  marquee_text: '',
  /** Home slider images of the older apps (/api-get-slider-images): one https URL per line. */
  slider_images: '',
  /** '1' when the Add Funds screen may launch a UPI payment (`/api-get-gateway-status` getaway_status). */
  gateway_status: '1',
  /** A separate payment gateway service the web app calls instead of this server's `/gateway/payment-details` ('' = this server). */
  payment_gateway_url: '',
  /**
   * '1' while the operator has the app in maintenance (ADR 015): calls that move points (bids, deposits,
   * withdrawals, transfers) are refused with the message; reads, logins and payment notifications go on.
   */
  maintenance_mode: '0',
  /** What players read while maintenance is on ('' = MAINTENANCE_TEXT.defaultMessage). */
  maintenance_message: '',
  /**
   * The help line on the player's Play responsibly page (ADR 018): a number or a short line of
   * text ('' = the support number `mobile_1`).
   */
  help_line: '',
  /**
   * '1' when an agent's losing week carries into their next weekly statement (the deficit is made good
   * before commission is earned again); '0' when each week stands alone (ADR 029). The owner's only.
   */
  agent_carry_over: '0',
} as const;

export type SettingKey = keyof typeof DEFAULT_SETTINGS;

export const MAINTENANCE_TEXT = {
  defaultMessage: 'Pana is under maintenance. Betting, deposits, withdrawals and transfers will be back shortly.',
} as const;

/**
 * Calls `forget` whenever maintenance is switched on, off or reworded, in this process or another: the
 * live notice the settings' save publishes (ADR 015). What keeps the message a while drops it then, so
 * an app that refetches on that notice never gets the answer from before.
 */
export function onMaintenanceSwitched(live: LiveBus | undefined, forget: () => void): void {
  live?.subscribe((_target, event) => {
    if (event.type === 'notice' && event.data.kind === 'maintenance') forget();
  });
}

/** The message players read while maintenance is on, or '' when it is off. */
export function maintenanceMessage(settings: Pick<Settings, 'maintenance_mode' | 'maintenance_message'>): string {
  if (settings.maintenance_mode !== '1') return '';
  return settings.maintenance_message.trim() || MAINTENANCE_TEXT.defaultMessage;
}
export type Settings = Record<SettingKey, string>;

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

/** All settings, defaults filled in for keys never set. */
export async function getSettings(db: Executor): Promise<Settings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', SETTING_KEYS).execute();
  const settings: Settings = { ...DEFAULT_SETTINGS };
  for (const row of rows) settings[row.key as SettingKey] = row.value;
  return settings;
}

export async function getSetting(db: Executor, key: SettingKey): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? DEFAULT_SETTINGS[key];
}

/** Writes settings (upsert on both engines). */
export async function putSettings(db: Executor, values: Partial<Settings>): Promise<void> {
  await writeSettingRows(db, values);
}

/** The installation's secret (created by the first migration). */
export async function getSecretKey(db: Executor): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'secret_key').executeTakeFirstOrThrow();
  return row.value;
}
