import { type MessageCatalogue, TRANSLATED_PLACEHOLDERS } from './templates.ts';

/** The player app's languages: English (the spec's words, in code), Hindi and Marathi. */
export const LOCALES = ['en', 'hi', 'mr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The words of choosing a language (`/api-set-language`); both are in the catalogue. */
export const LANGUAGE_TEXT = {
  saved: 'Language saved',
  invalid: 'Please choose English, हिंदी or मराठी',
} as const;

/** True for 'en', 'hi' and 'mr'. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A placeholder: `{name}`. */
const PLACEHOLDER = /\{([a-z]+)\}/g;

/**
 * What a placeholder's value may look like: counts and amounts are numbers (Indian grouping allowed); a
 * request's `{id}` and a `{mobile}` are digits; a note's bid `{number}` is digits ("128", "12-345"); a note's
 * `{date}` is the server's day-Month-year ("23-November-2026", its `{day}`, `{month}`, `{year}`), a `{time}` the
 * spec's "10:05 PM"; the rest anything.
 */
const VALUE_PATTERNS: Readonly<Record<string, string>> = {
  count: '([0-9][0-9,]*(?:\\.[0-9]+)?)',
  amount: '([0-9][0-9,]*(?:\\.[0-9]+)?)',
  points: '([0-9][0-9,]*(?:\\.[0-9]+)?)',
  id: '([0-9]+)',
  mobile: '([0-9]+)',
  number: '([0-9]+(?:-[0-9]+)?)',
  date: '([0-9]{1,2}-[A-Za-z]+-[0-9]{4})',
  day: '([0-9]{1,2})',
  month: '([A-Za-z]+)',
  year: '([0-9]{4})',
  time: '([0-9]{1,2}:[0-9]{2} [AP]M)',
  // A bid type's name has no comma, so a market's name with one stays whole ("Win: Kalyan, Night, Single Pana …")
  type: '([^,]+?)',
};
const valuePattern = (name: string): string => VALUE_PATTERNS[name] ?? '(.+?)';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface CompiledTemplate {
  readonly pattern: RegExp;
  readonly names: readonly string[];
  readonly translation: string;
}

/** A catalogue ready to translate: exact messages in a map, templates as anchored regexes (compiled once). */
export interface CompiledMessages {
  readonly exact: ReadonlyMap<string, string>;
  readonly templates: readonly CompiledTemplate[];
}

/** The names of a template's placeholders, in order ("{amount} points … {market}" → amount, market). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}

/** The literal words of a template, without its placeholders: the longer, the more specific. */
const literalLength = (template: string) => template.replace(PLACEHOLDER, '').length;

/**
 * Compiles a catalogue: templates without placeholders become exact entries, the others anchored
 * regexes, tried most specific first (most literal words: "Your deposit of {amount} points was
 * rejected: {reason}" before "{item}: {message}"). It reads only the catalogue's own keys, so the web
 * does not ship the English list to translate.
 */
export function compileMessages(catalogue: MessageCatalogue): CompiledMessages {
  const exact = new Map<string, string>();
  const templates: Array<CompiledTemplate & { weight: number }> = [];
  for (const [english, translation] of Object.entries(catalogue)) {
    const names = placeholdersOf(english);
    if (names.length === 0) {
      exact.set(english, translation);
      continue;
    }
    let source = '';
    let last = 0;
    for (const m of english.matchAll(PLACEHOLDER)) {
      source += escapeRegExp(english.slice(last, m.index)) + valuePattern(m[1] as string);
      last = m.index + m[0].length;
    }
    source += escapeRegExp(english.slice(last));
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, translation, weight: literalLength(english) });
  }
  templates.sort((a, b) => b.weight - a.weight);
  return { exact, templates };
}

/**
 * An English message in the catalogue's language: an exact match first, then the first template it
 * matches, with its values put back (a bid type's name, a wait or a nested message translated too).
 * A message the catalogue does not know comes back unchanged, in English.
 */
export function translateWith(compiled: CompiledMessages, english: string, depth = 0): string {
  const exact = compiled.exact.get(english);
  if (exact !== undefined) return exact;
  if (depth > 2) return english;
  for (const t of compiled.templates) {
    const match = t.pattern.exec(english);
    if (!match) continue;
    const values = new Map<string, string>();
    t.names.forEach((name, i) => {
      const value = match[i + 1] as string;
      values.set(name, TRANSLATED_PLACEHOLDERS.has(name) ? translateWith(compiled, value, depth + 1) : value);
    });
    return t.translation.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return english;
}

const registered = new Map<Locale, CompiledMessages>();

/**
 * Makes a language's catalogue available to `translateMessage` (compiled once). The server registers
 * hi and mr at start; the web registers one when the player picks it (`@pana/domain/messages-hi` is
 * loaded lazily).
 */
export function registerMessages(locale: Exclude<Locale, 'en'>, catalogue: MessageCatalogue): void {
  registered.set(locale, compileMessages(catalogue));
}

/**
 * `english` in `locale`: unchanged for English, for a language whose catalogue is not registered, and
 * for a message the catalogue does not know.
 */
export function translateMessage(locale: Locale | string, english: string): string {
  if (locale === 'en') return english;
  const compiled = registered.get(locale as Locale);
  return compiled ? translateWith(compiled, english) : english;
}
