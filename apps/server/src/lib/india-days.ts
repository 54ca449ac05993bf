import { addDays, INDIA_OFFSET_MINUTES, indiaInstant } from '@pana/domain';

/** India calendar days as instants: what a filter or report "on these dates" reads between. */

/** The instants (epoch ms) India date `from` starts and the day after `to` starts: [start, end). */
export function indiaDayBounds(from: string, to: string = from): { start: number; end: number } {
  return { start: indiaInstant(from, 0).getTime(), end: indiaInstant(addDays(to, 1), 0).getTime() };
}

/** Milliseconds from UTC to India time; `(instant + INDIA_OFFSET_MS) / DAY_MS` in integer SQL is the India day number. */
export const INDIA_OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;
export const DAY_MS = 86_400_000;
