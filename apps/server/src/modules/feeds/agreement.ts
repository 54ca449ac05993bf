import { type ChainEvidence } from '@pana/domain';
import { type ObservationRow } from './repository.ts';

/**
 * The agreement rule (ADR 032), a pure function of what the sources said about one draw's session.
 *
 * Each active source's reading is its newest observation of the draw. The result is *ready* when at
 * least `quorum` sources (null: all active sources) currently read the same valid digits and no
 * active source currently reads other valid digits; a market needs at least two active sources, and a
 * quorum is never below two. Two sources reading different digits is a *disagreement*, which blocks
 * the declaration whatever the quorum. A source that fails, shows nothing yet or another draw's result
 * simply does not count (with quorum "all", it holds the result back). A source showing digits that
 * are not a valid result is a disagreement as soon as another source reads a valid one: it blocks the
 * declaration whatever the quorum (its own alert says nothing is declared).
 *
 * `heldSince` is when the quorum was first complete on those digits without a break: for each
 * agreeing source the start of its current run of readings of those digits, and of these the
 * quorum-th earliest.
 */

export type AgreementState = 'none' | 'waiting' | 'ready' | 'disagree';

export interface Agreement {
  state: AgreementState;
  /** ready: the digits agreed on. */
  digits: string | null;
  /** Sources currently reading `digits` (ready) — or the most that read one value (waiting). */
  agree: number;
  total: number;
  quorum: number;
  heldSince: number | null;
  /** ready: the agreeing sources' newest readings, for the chain entry (ordered by source). */
  evidence: ChainEvidence[];
  /** disagree: each value read and by which sources. */
  readings: Map<string, number[]>;
}

export interface SourceRef {
  id: number;
}

/** The sources that must agree: the quorum set, else all active; never below two. */
export function quorumOf(quorum: number | null, total: number): number {
  return Math.max(2, quorum ?? total);
}

/** Where the sources stand on one draw's session. `observations`: that session's, oldest first. */
export function judgeAgreement(
  sources: readonly SourceRef[],
  observations: readonly ObservationRow[],
  quorumSetting: number | null,
): Agreement {
  const total = sources.length;
  const quorum = quorumOf(quorumSetting, total);
  const bySource = new Map<number, ObservationRow[]>();
  for (const s of sources) bySource.set(s.id, []);
  for (const o of observations) bySource.get(o.sourceId)?.push(o);
  const readings = new Map<string, number[]>();
  const invalid = new Map<string, number[]>();
  for (const [id, list] of bySource) {
    const newest = list.at(-1);
    if (newest?.status === 'ok' && newest.digits !== null)
      readings.set(newest.digits, [...(readings.get(newest.digits) ?? []), id]);
    else if (newest?.status === 'invalid' && newest.digits !== null)
      invalid.set(newest.digits, [...(invalid.get(newest.digits) ?? []), id]);
  }
  const base = { total, quorum, readings };
  if (total < 2) return { ...base, state: 'none', digits: null, agree: 0, heldSince: null, evidence: [] };
  // A source showing digits that are not a valid result contradicts the others: it blocks like another reading.
  if (readings.size > 1 || (readings.size === 1 && invalid.size > 0)) {
    const all = new Map([...readings, ...invalid]);
    return { ...base, readings: all, state: 'disagree', digits: null, agree: 0, heldSince: null, evidence: [] };
  }
  const [entry] = [...readings];
  if (!entry) return { ...base, state: 'waiting', digits: null, agree: 0, heldSince: null, evidence: [] };
  const [digits, ids] = entry;
  if (ids.length < quorum)
    return { ...base, state: 'waiting', digits: null, agree: ids.length, heldSince: null, evidence: [] };
  const runStarts: number[] = [];
  const evidence: ChainEvidence[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const list = bySource.get(id) ?? [];
    let start = list.at(-1)?.fetchedAt ?? 0;
    for (let i = list.length - 1; i >= 0; i--) {
      const o = list[i] as ObservationRow;
      if (o.status !== 'ok' || o.digits !== digits) break;
      start = o.fetchedAt;
    }
    runStarts.push(start);
    const newest = list.at(-1) as ObservationRow;
    evidence.push({ url: newest.url, fetchedAt: newest.fetchedAt, sha256: newest.sha256 ?? '' });
  }
  runStarts.sort((a, b) => a - b);
  return { ...base, state: 'ready', digits, agree: ids.length, heldSince: runStarts[quorum - 1] ?? null, evidence };
}
