import { addDays, indiaDate } from '@pana/domain';
import { formatPoints } from '../../lib/format.ts';

/** Points and rupee amounts with thousands separators (Indian grouping, as the player app): 1,23,450. */
export function formatMoney(amount: unknown): string {
  const n =
    typeof amount === 'number' ? amount : typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : 0;
  return formatPoints(Number.isFinite(n) ? n : 0);
}

/** A signed amount: +500 / -200. */
export function formatSigned(amount: number): string {
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
}

const instantFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant (epoch ms or an ISO string) in India time: "22 Nov 2026, 9:40 pm"; '—' when absent. */
export function formatInstant(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = typeof value === 'number' ? new Date(value) : new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : instantFormat.format(date);
}

/** Today's India date, YYYY-MM-DD (draws and reports are India dates). */
export function todayInIndia(now: number = Date.now()): string {
  return indiaDate(now);
}

export function daysAgoInIndia(days: number, now: number = Date.now()): string {
  return addDays(indiaDate(now), -days);
}

const FAMILY_NAMES = { main: 'Main', starline: 'Starline', gali: 'Gali Disawar' } as const;

export function familyName(kind: string): string {
  return FAMILY_NAMES[kind as keyof typeof FAMILY_NAMES] ?? kind;
}

export function sessionName(session: string | null | undefined): string {
  return session === 'open' ? 'Open' : session === 'close' ? 'Close' : '';
}

/** camelCase or snake_case keys as words: "winningPlayers" → "Winning players". */
export function humanize(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The market families as tabs (results, exposure). */
export const FAMILY_TABS = [
  { value: 'main', label: 'Main' },
  { value: 'starline', label: 'Starline' },
  { value: 'gali', label: 'Gali Disawar' },
] as const;
