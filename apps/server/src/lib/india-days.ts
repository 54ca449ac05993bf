import { addDays, INDIA_OFFSET_MINUTES, indiaInstant } from '@pana/domain';
import { sql } from 'kysely';

/** India calendar days as instants: what a filter or report "on these dates" reads between. */

/** The instants (epoch ms) India date `from` starts and the day after `to` starts: [start, end). */
export function indiaDayBounds(from: string, to: string = from): { start: number; end: number } {
  return { start: indiaInstant(from, 0).getTime(), end: indiaInstant(addDays(to, 1), 0).getTime() };
}

/** Milliseconds from UTC to India time; `(instant + INDIA_OFFSET_MS) / DAY_MS` in integer SQL is the India day number. */
export const INDIA_OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;
export const DAY_MS = 86_400_000;

/** The India day number (days since 1970-01-01 in India time) of an instant. */
export function settledDayOf(instant: number): number {
  return Math.floor((instant + INDIA_OFFSET_MS) / DAY_MS);
}

/** The India day number of an epoch-ms column, in integer SQL on both engines. */
export function settledDaySql(column: string) {
  return sql<number>`((${sql.ref(column)} + ${sql.lit(INDIA_OFFSET_MS)}) / ${sql.lit(DAY_MS)})`;
}
