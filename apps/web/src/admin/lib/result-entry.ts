import { declareResultBody, revertResultBody } from '@pana/contract';
import { type Family, formatMainResult, parseGaliEntry, parsePanaEntry } from '@pana/domain';
import { z } from 'zod';
import { RESULT_TEXT } from '../texts.ts';

export type Session = 'open' | 'close';

/** What the operator typed, read with the domain's rules (docs/rules.md#results). */
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

/** The declare form as typed: the market (its id as text, '' for none), the draw date, the session, the entry. */
export type DeclareDraft = { marketId: string; date: string; session: Session; entry: string };

/**
 * The declare form's schema for a family: one message at a time (market, then date, then the entry
 * read with the domain's rules), then the operator API's body schema (@pana/contract).
 */
export function declareFormSchema(kind: Family) {
  return z
    .object({ marketId: z.string(), date: z.string(), session: z.enum(['open', 'close']), entry: z.string() })
    .transform((draft, ctx): z.input<typeof declareResultBody> => {
      const refuse = (field: keyof DeclareDraft, message: string) => {
        ctx.issues.push({ code: 'custom', path: [field], message, input: draft });
        return z.NEVER;
      };
      if (draft.marketId === '') return refuse('marketId', RESULT_TEXT.chooseMarket);
      if (draft.date === '') return refuse('date', RESULT_TEXT.chooseDate);
      const reading = readEntry(kind, draft.session, draft.entry, null, true);
      if (reading.state === 'invalid') return refuse('entry', reading.message);
      if (reading.state !== 'valid') return refuse('entry', RESULT_TEXT.entryRequired);
      return {
        kind,
        marketId: Number(draft.marketId),
        date: draft.date,
        ...(kind === 'main' ? { session: draft.session } : {}),
        ...reading.body,
      };
    })
    .pipe(declareResultBody);
}

/** A declared draw as the revert needs it. */
type RevertTarget = { kind: Family; marketId: number; date: string };

/** The revert form's schema: a reason (kept in the audit log), then the operator API's body schema. */
export function revertFormSchema(draw: RevertTarget) {
  return z
    .object({
      reason: z.string().trim().min(1, { error: RESULT_TEXT.revertReasonRequired }),
      session: z.enum(['open', 'close']),
    })
    .transform(({ reason, session }): z.input<typeof revertResultBody> => ({
      kind: draw.kind,
      marketId: draw.marketId,
      date: draw.date,
      ...(draw.kind === 'main' ? { session } : {}),
      reason,
    }))
    .pipe(revertResultBody);
}
