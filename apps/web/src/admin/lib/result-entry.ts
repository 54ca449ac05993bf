import { type Family, formatMainResult, parseGaliEntry, parsePanaEntry } from '@pana/domain';

export type Session = 'open' | 'close';

/** What the operator typed, read with the domain's rules (DOMAIN.md "Results"). */
export type EntryReading =
  | { state: 'empty' }
  | { state: 'incomplete' }
  | { state: 'invalid'; message: string }
  | {
      state: 'valid';
      /** The result as players will see it: "128-1", "5-357", "47". */
      result: string;
      /** The figures computed from the entry: Pana, Ank, Jodi, Left, Right… */
      parts: { label: string; value: string }[];
      /** What the operator API takes. */
      body: { pana: string } | { jodi: string };
    };

/** Digits a complete entry has: a pana (main, Starline) or a Gali jodi. */
export function entryLength(kind: Family): number {
  return kind === 'gali' ? 2 : 3;
}

/**
 * Reads a result entry live: the ank of a pana, the jodi of a main close (open ank then close ank,
 * when the open pana is known), the left and right digit of a Gali jodi. A wrong number is refused
 * with the domain's `Number {x} is not valid` once it is complete (or at once when `isFinal`).
 */
export function readEntry(
  kind: Family,
  session: Session,
  entry: string,
  openPana: string | null = null,
  isFinal = false,
): EntryReading {
  const value = entry.trim();
  if (value === '') return { state: 'empty' };
  if (!isFinal && /^\d*$/.test(value) && value.length < entryLength(kind)) return { state: 'incomplete' };

  if (kind === 'gali') {
    const parsed = parseGaliEntry(value);
    if (!parsed.ok) return { state: 'invalid', message: parsed.message };
    return {
      state: 'valid',
      result: parsed.jodi,
      parts: [
        { label: 'Jodi', value: parsed.jodi },
        { label: 'Left digit', value: parsed.left },
        { label: 'Right digit', value: parsed.right },
      ],
      body: { jodi: parsed.jodi },
    };
  }

  const parsed = parsePanaEntry(value);
  if (!parsed.ok) return { state: 'invalid', message: parsed.message };
  const { pana, ank } = parsed;
  if (kind === 'main' && session === 'close') {
    const open = openPana ? parsePanaEntry(openPana) : null;
    const parts = [
      { label: 'Close pana', value: pana },
      { label: 'Close ank', value: String(ank) },
    ];
    if (open?.ok) {
      parts.push({ label: 'Jodi', value: `${open.ank}${ank}` });
      parts.push({ label: 'Full result', value: formatMainResult(open.pana, pana) });
    } else {
      parts.push({ label: 'Jodi', value: `*${ank}` });
    }
    return { state: 'valid', result: `${ank}-${pana}`, parts, body: { pana } };
  }
  return {
    state: 'valid',
    result: `${pana}-${ank}`,
    parts: [
      { label: kind === 'main' ? 'Open pana' : 'Pana', value: pana },
      { label: kind === 'main' ? 'Open ank' : 'Ank', value: String(ank) },
    ],
    body: { pana },
  };
}
