import { isLocale, type Locale, registerMessages, translateMessage } from '@pana/domain/messages';
import { MESSAGES_HI } from '@pana/domain/messages-hi';
import { MESSAGES_MR } from '@pana/domain/messages-mr';

// The server knows every language: both halves of the catalogue are compiled once, at start.
registerMessages('hi', MESSAGES_HI);
registerMessages('mr', MESSAGES_MR);

/** The request header in which Pana's app names the player's language (ADR 020, docs/api.md#languages). */
export const LANGUAGE_HEADER = 'x-pana-lang';

/**
 * The language a request asks its `msg` in: 'hi' or 'mr' from `X-Pana-Lang`, else null (no header,
 * 'en', or anything else: the answer stays English, byte for byte, as older apps expect).
 */
export function requestLanguage(header: string | string[] | undefined): Exclude<Locale, 'en'> | null {
  const value = Array.isArray(header) ? header[0] : header;
  const code = value?.trim().toLowerCase();
  return code === 'hi' || code === 'mr' ? code : null;
}

/** A stored language, read defensively: anything but 'hi' or 'mr' is English. */
export function storedLanguage(value: unknown): Locale {
  return isLocale(value) ? value : 'en';
}

/** An English message of the catalogue in `lang` (unknown messages and English unchanged). */
export function messageIn(lang: Locale | string, english: string): string {
  return translateMessage(lang, english);
}
