import { atom } from 'nanostores';
import { readJson } from '../storage.ts';

/** The player app's languages (ADR 020): English is the base and the older apps' words; Hindi and Marathi load lazily. */
export const LOCALES = ['en', 'hi', 'mr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language named in its own script, as the choice shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिंदी', mr: 'मराठी' };

/** Where the device remembers the player's choice. */
export const LOCALE_STORAGE_KEY = 'pana.lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language this device chose, or null when the player never chose one here. */
export function storedLocale(): Locale | null {
  const value = readJson(LOCALE_STORAGE_KEY);
  return isLocale(value) ? value : null;
}

/**
 * The language the screens are shown in. It starts in English; main.tsx loads the device's choice before
 * the first screen renders (`loadLocale`), so no screen shows English first.
 */
export const locale = atom<Locale>('en');
