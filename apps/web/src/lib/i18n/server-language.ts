import { apiPaths } from '../../config/paths.ts';
import { object, text } from '../api/schema.ts';
import { apiPost } from '../api-client.ts';
import { getSession } from '../session.ts';
import { chooseLocale } from './i18n.ts';
import { isLocale, type Locale, locale, storedLocale } from './locale.ts';

/**
 * The player's language on the server (ADR 020): the server writes the player's pushes and
 * inbox items in it, and a new device adopts it at login.
 */
const setLanguageAnswer = object({ lang: text });

/** Stores the language on the player's account (`/api-set-language`). */
export function saveLanguage(code: Locale): Promise<unknown> {
  return apiPost(apiPaths.setLanguage, { lang: code }, setLanguageAnswer, { withToken: true });
}

/**
 * A language chosen in the menu: remembered on the account too when logged in. A failure (no network)
 * leaves it on the device; the next login sends it again (`syncLanguageAtLogin`).
 */
export async function rememberOnServer(code: Locale): Promise<void> {
  if (!getSession()) return;
  await saveLanguage(code).catch(() => undefined);
}

/**
 * At login, with the language the login's answer names (`lang`; absent from an older server): a device
 * where the player never chose one adopts the account's; a device with its own choice tells the account
 * when they differ (the player chose here last), without waiting for the answer. Never fails the login.
 */
export async function syncLanguageAtLogin(serverLang: unknown): Promise<void> {
  if (!isLocale(serverLang)) return;
  const chosen = storedLocale();
  if (chosen === null) {
    if (serverLang !== locale.get()) await chooseLocale(serverLang).catch(() => undefined);
    return;
  }
  if (chosen !== serverLang) void saveLanguage(chosen).catch(() => undefined);
}
