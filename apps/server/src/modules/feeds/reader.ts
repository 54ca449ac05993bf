import { createContext, Script } from 'node:vm';
import { type Family, isPana, type Session } from '@pana/domain';
import { parse as parseHtml } from 'node-html-parser';
import { FEEDS_TEXT } from './text.ts';

/**
 * How a result feed's page is read (ADR 032): a JSON path or a CSS selector picks a piece of text,
 * and a pattern (a regular expression with named groups) finds the digits in it. Pure functions:
 * the poller, the console's "test this source" and the tests share them.
 */

export type ReaderKind = 'json' | 'html';

/** How one source is read. */
export interface ReadSpec {
  reader: ReaderKind;
  jsonPath: string | null;
  selector: string | null;
  /** Null: the family's default pattern (DEFAULT_PATTERNS). */
  pattern: string | null;
}

/** The draw a reading is for, and what is declared of it already (a close reading must name that open). */
export interface ReadDraw {
  family: Family;
  session: Session;
  date: string;
  /** The open pana declared (main close session): a page showing another open shows another draw. */
  declaredOpen: string | null;
}

/**
 * What one fetch said: 'ok' with the digits (a valid pana, or a Gali jodi); 'empty' when the page has
 * no result for the session yet (`***`); 'stale' when what it shows is another draw's (a complete
 * result during the open's window, another open pana during the close's, another date); 'invalid'
 * when it shows digits that are not a valid pana; 'error' when nothing could be read (the path or
 * selector matches nothing, the body is not JSON, the answer was not 200).
 */
export type Reading =
  | { status: 'ok'; digits: string; text: string }
  | { status: 'empty' | 'stale'; text: string; digits: null }
  | { status: 'invalid'; text: string; digits: string }
  | { status: 'error'; error: string; text: string | null; digits: null };

/**
 * The patterns used when a source names none. Main: "128-15-357" (open 128, close 357) or "128-1"
 * (open only); the stars of a result not yet out match nothing. Starline: the first three digits.
 * Gali: the first two.
 */
export const DEFAULT_PATTERNS: Record<Family, string> = {
  main: String.raw`(?<open>\d{3})(?:\s*-\s*\d{1,2}\s*-\s*(?<close>\d{3}))?`,
  starline: String.raw`(?<open>\d{3})`,
  gali: String.raw`(?<jodi>\d{2})`,
};

/** The longest text a pattern is run on: a result is a few characters, a selector may pick more. */
export const TEXT_LIMIT = 500;

const JSON_PATH = /^\$?(?:\.?[A-Za-z_$][\w$-]*|\[\d{1,4}\]|\["[^"\]]{1,60}"\])+$/;

/** The steps of a JSON path (`data.result`, `$.items[0].open`, `["open pana"]`), or null when it is not one. */
export function jsonPathSteps(path: string): Array<string | number> | null {
  const trimmed = path.trim();
  if (trimmed === '' || trimmed.length > 200 || !JSON_PATH.test(trimmed)) return null;
  const steps: Array<string | number> = [];
  const step = /\.?([A-Za-z_$][\w$-]*)|\[(\d{1,4})\]|\["([^"\]]{1,60})"\]/g;
  const body = trimmed.startsWith('$') ? trimmed.slice(1) : trimmed;
  let m: RegExpExecArray | null;
  while ((m = step.exec(body)) !== null) {
    if (m[1] !== undefined) steps.push(m[1]);
    else if (m[2] !== undefined) steps.push(Number(m[2]));
    else if (m[3] !== undefined) steps.push(m[3]);
  }
  return steps.length > 0 ? steps : null;
}

/** Checks a CSS selector by running it on an empty document; null when node-html-parser refuses it. */
export function selectorProblem(selector: string): string | null {
  const s = selector.trim();
  if (s === '' || s.length > 200) return FEEDS_TEXT.selectorInvalid;
  try {
    parseHtml('<html><body></body></html>').querySelector(s);
    return null;
  } catch {
    return FEEDS_TEXT.selectorInvalid;
  }
}

/** The named groups a family's pattern must have. */
const REQUIRED_GROUP: Record<Family, string> = { main: 'open', starline: 'open', gali: 'jodi' };

/** Why a pattern cannot be used for this family (does not compile, lacks its group), or null. */
export function patternProblem(pattern: string, family: Family): string | null {
  if (pattern.length > 200) return FEEDS_TEXT.patternInvalid;
  let re: RegExp;
  try {
    re = new RegExp(pattern);
  } catch {
    return FEEDS_TEXT.patternInvalid;
  }
  const group = REQUIRED_GROUP[family];
  // A regular expression's group names are visible by matching its source against the syntax.
  if (!new RegExp(`\\(\\?<${group}>`).test(re.source)) return FEEDS_TEXT.patternGroup(group);
  return null;
}

/** The text a spec picks from a body (JSON or HTML); throws an Error with the reason when there is none. */
export function pickText(body: string, spec: ReadSpec): string {
  if (spec.reader === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      throw new Error(FEEDS_TEXT.notJson);
    }
    const steps = jsonPathSteps(spec.jsonPath ?? '');
    if (!steps) throw new Error(FEEDS_TEXT.jsonPathInvalid);
    for (const s of steps) {
      if (value === null || typeof value !== 'object') throw new Error(FEEDS_TEXT.pathNotFound(spec.jsonPath ?? ''));
      value = (value as Record<string | number, unknown>)[s];
      if (value === undefined) throw new Error(FEEDS_TEXT.pathNotFound(spec.jsonPath ?? ''));
    }
    if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, TEXT_LIMIT);
    throw new Error(FEEDS_TEXT.pathNotText(spec.jsonPath ?? ''));
  }
  const root = parseHtml(body);
  let el;
  try {
    el = root.querySelector(spec.selector ?? '');
  } catch {
    throw new Error(FEEDS_TEXT.selectorInvalid);
  }
  if (!el) throw new Error(FEEDS_TEXT.selectorNotFound(spec.selector ?? ''));
  return el.text.replace(/\s+/g, ' ').trim().slice(0, TEXT_LIMIT);
}

/** The longest a pattern may run on a page's text: an owner's pattern that backtracks without end must not stall the server. */
export const PATTERN_TIME_MS = 50;

const execScript = new Script('re.exec(text)');
const execContext = createContext({ re: null, text: '' });

/** `re.exec(text)`, stopped after PATTERN_TIME_MS (vm's timeout interrupts the regular expression); throws then. */
export function execWithin(re: RegExp, text: string, ms = PATTERN_TIME_MS): RegExpExecArray | null {
  execContext.re = re;
  execContext.text = text;
  try {
    return execScript.runInContext(execContext, { timeout: ms }) as RegExpExecArray | null;
  } finally {
    execContext.re = null;
    execContext.text = '';
  }
}

/** A date written on a page (2026-11-26, 26-11-2026, 26/11/2026, 26.11.2026) as YYYY-MM-DD, or null. */
export function pageDate(text: string): string | null {
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text.trim());
  if (m) return `${m[1]}-${(m[2] as string).padStart(2, '0')}-${(m[3] as string).padStart(2, '0')}`;
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text.trim());
  if (m) return `${m[3]}-${(m[2] as string).padStart(2, '0')}-${(m[1] as string).padStart(2, '0')}`;
  return null;
}

/**
 * What the text says for the draw: the pattern's groups read, then judged against the session — a
 * complete main result during the open's window is yesterday's (stale), a close whose open is not the
 * declared one is another draw's (stale), a `date` group that names another date is stale.
 */
export function readDigits(text: string, spec: ReadSpec, draw: ReadDraw): Reading {
  const re = new RegExp(spec.pattern ?? DEFAULT_PATTERNS[draw.family]);
  const shown = text.slice(0, 200);
  let m: RegExpExecArray | null;
  try {
    m = execWithin(re, text);
  } catch {
    return { status: 'error', error: FEEDS_TEXT.patternTooSlow, text: shown, digits: null };
  }
  const groups = m?.groups ?? {};
  if (!m) return { status: 'empty', text: shown, digits: null };
  let dated = false;
  if (groups.date !== undefined) {
    const date = pageDate(groups.date);
    if (date !== draw.date) return { status: 'stale', text: shown, digits: null };
    dated = true;
  }
  if (draw.family === 'gali') {
    const jodi = groups.jodi;
    if (jodi === undefined) return { status: 'empty', text: shown, digits: null };
    return /^\d{2}$/.test(jodi)
      ? { status: 'ok', digits: jodi, text: shown }
      : { status: 'invalid', digits: jodi.slice(0, 3), text: shown };
  }
  const open = groups.open;
  const close = groups.close;
  if (draw.family === 'starline' || draw.session === 'open') {
    if (open === undefined) return { status: 'empty', text: shown, digits: null };
    // A main page already showing the close, without a date saying which draw: an earlier draw's result.
    if (draw.family === 'main' && close !== undefined && !dated) return { status: 'stale', text: shown, digits: null };
    return judge(open, shown);
  }
  // The close session of a main draw: the page must show the declared open with it.
  if (close === undefined || open === undefined) return { status: 'empty', text: shown, digits: null };
  if (draw.declaredOpen !== null && open !== draw.declaredOpen) return { status: 'stale', text: shown, digits: null };
  return judge(close, shown);
}

function judge(digits: string, text: string): Reading {
  return isPana(digits) ? { status: 'ok', digits, text } : { status: 'invalid', digits: digits.slice(0, 3), text };
}

/** Reads a fetched body for a draw: pickText, then readDigits; the reason as an 'error' reading. */
export function readBody(body: string, spec: ReadSpec, draw: ReadDraw): Reading {
  let text: string;
  try {
    text = pickText(body, spec);
  } catch (err) {
    return { status: 'error', error: err instanceof Error ? err.message : String(err), text: null, digits: null };
  }
  return readDigits(text, spec, draw);
}
