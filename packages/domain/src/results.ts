import { isJodi } from './digits.ts';
import { numberNotValidMessage } from './messages.ts';
import { ankOf, isPana } from './panas.ts';
import { type Pana } from './types.ts';

/** A pana entered by an operator, checked and with its ank. */
export type PanaEntry = { ok: true; pana: Pana; ank: number } | { ok: false; message: string };

/** A Gali jodi entered by an operator, checked and split into its left and right digit. */
export type JodiEntry = { ok: true; jodi: string; left: string; right: string } | { ok: false; message: string };

/**
 * Reads an operator's pana entry (main open/close result, Starline result). Surrounding spaces are
 * ignored; anything but one of the 220 valid panas is refused with `Number {x} is not valid`.
 */
export function parsePanaEntry(input: string): PanaEntry {
  const value = input.trim();
  if (!isPana(value)) return { ok: false, message: numberNotValidMessage(value) };
  return { ok: true, pana: value, ank: ankOf(value) };
}

/** Reads an operator's Gali result: a jodi "00"-"99", else `Number {x} is not valid`. */
export function parseGaliEntry(input: string): JodiEntry {
  const value = input.trim();
  if (!isJodi(value)) return { ok: false, message: numberNotValidMessage(value) };
  return { ok: true, jodi: value, left: value.charAt(0), right: value.charAt(1) };
}

/** The jodi of a main draw: open ank then close ank ("128", "357" → "15"). */
export function jodiOf(openPana: string, closePana: string): string {
  return `${ankOf(openPana)}${ankOf(closePana)}`;
}

/** Placeholders shown while a result is not declared. */
export const RESULT_PLACEHOLDERS = {
  open: '***-*',
  close: '*-***',
  starline: '***-*',
  gali: '**',
  pana: '***',
  ank: '*',
} as const;

/** A pana, or "***" while it is not declared (a chart cell). */
export function formatPana(pana: string | null | undefined): string {
  return pana || RESULT_PLACEHOLDERS.pana;
}

/** A main draw's jodi as far as it is known: "15", "1*" with only the open declared, "**" with neither. */
export function formatJodiSoFar(openPana: string | null | undefined, closePana: string | null | undefined): string {
  if (!openPana) return RESULT_PLACEHOLDERS.gali;
  return `${ankOf(openPana)}${closePana ? ankOf(closePana) : RESULT_PLACEHOLDERS.ank}`;
}

/** `open_result` of a main market: "128-1", or "***-*" when not declared. */
export function formatOpenResult(openPana: string | null | undefined): string {
  return openPana ? `${openPana}-${ankOf(openPana)}` : RESULT_PLACEHOLDERS.open;
}

/** `close_result` of a main market: "5-357", or "*-***" when not declared. */
export function formatCloseResult(closePana: string | null | undefined): string {
  return closePana ? `${ankOf(closePana)}-${closePana}` : RESULT_PLACEHOLDERS.close;
}

/** The joined main result: "128-15-357", open only "128-1*-***", none "***-**-***". */
export function formatMainResult(openPana: string | null | undefined, closePana: string | null | undefined): string {
  return formatOpenResult(openPana) + formatCloseResult(closePana);
}

/** A Starline slot's result: "128-1", or "***-*" when not declared. */
export function formatStarlineResult(pana: string | null | undefined): string {
  return pana ? `${pana}-${ankOf(pana)}` : RESULT_PLACEHOLDERS.starline;
}

/** A Gali market's result: the jodi "47", or "**" when not declared. */
export function formatGaliResult(jodi: string | null | undefined): string {
  if (!jodi) return RESULT_PLACEHOLDERS.gali;
  if (!isJodi(jodi)) throw new RangeError(`Not a jodi: ${JSON.stringify(jodi)}`);
  return jodi;
}
