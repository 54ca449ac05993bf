import { ankOf, isPana } from './panas.ts';
import { type Family, type Session } from './types.ts';

/**
 * The result chain (ADR 019): every declaration and every revert of a result is one entry
 * that names the SHA-256 of the entry before it, so that anyone holding the chain can recompute it
 * and see that no result was changed, added or removed after the fact. The server, the player app's
 * /results-log page and any third party use the serialization and the hash below, byte for byte.
 */

/** The version tag every entry's serialization starts with; a new format gets a new tag. */
export const RESULT_CHAIN_FORMAT = 'pana-result-chain/1';

/** The previous hash of the first entry: 64 zeros. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * What an entry records: a result declared, one taken back, or one imported from an earlier chart
 * (ADR 031: added without settling anything; hashed like the others, its action word included).
 */
export type ResultChainAction = 'declare' | 'revert' | 'import';

/** What an entry says, before its hash. */
export interface ResultChainFields {
  /** 1, 2, 3, … without a gap. */
  seq: number;
  action: ResultChainAction;
  marketId: number;
  marketName: string;
  family: Family;
  /** The India date of the draw, YYYY-MM-DD. */
  drawDate: string;
  /** main: the session declared or reverted; Starline: always open; Gali: always close. */
  session: Session;
  /** The digits declared or taken back: the session's pana (main, Starline) or the jodi (Gali). */
  digits: string;
  /** When, epoch milliseconds. */
  at: number;
  /** The operator who declared or reverted; 0 for a result declared before the chain existed (ADR 019). */
  operatorId: number;
  /** The hash of entry seq − 1 (GENESIS_HASH for seq 1). */
  prevHash: string;
  /**
   * A declaration made from result feeds (ADR 032): each agreeing source's URL, when it was fetched
   * and the SHA-256 of what it returned, hashed into the entry as a 13th element. Absent (or empty)
   * on every other entry, whose text stays the 12 elements it always was.
   */
  evidence?: readonly ChainEvidence[] | undefined;
}

/** One source a feed declaration rested on (ADR 032). */
export interface ChainEvidence {
  url: string;
  /** When the agreeing answer was fetched, epoch milliseconds. */
  fetchedAt: number;
  /** SHA-256 of the answer's body as received, 64 lower-case hex digits. */
  sha256: string;
}

export interface ResultChainEntry extends ResultChainFields {
  /** SHA-256 of `canonicalChainEntry(entry)`, 64 lower-case hex digits. */
  hash: string;
}

/**
 * The exact text an entry's hash covers: a JSON array (ECMAScript JSON.stringify, no spaces) of the
 * format tag and the fields in this order — seq, action, marketId, marketName, family, drawDate,
 * session, digits, at, operatorId, prevHash — hashed as its UTF-8 bytes. Numbers are whole and
 * written in decimal; strings are escaped as JSON.stringify escapes them (Python's
 * `json.dumps(list, separators=(',', ':'), ensure_ascii=False)` writes the same text).
 */
export function canonicalChainEntry(e: ResultChainFields): string {
  // A feed declaration's evidence (ADR 032): [[url, fetchedAt, sha256], …] after prevHash.
  const evidence = e.evidence && e.evidence.length > 0 ? [e.evidence.map((v) => [v.url, v.fetchedAt, v.sha256])] : [];
  return JSON.stringify([
    RESULT_CHAIN_FORMAT,
    e.seq,
    e.action,
    e.marketId,
    e.marketName,
    e.family,
    e.drawDate,
    e.session,
    e.digits,
    e.at,
    e.operatorId,
    e.prevHash,
    ...evidence,
  ]);
}

function hex(bytes: ArrayBuffer): string {
  let out = '';
  for (const b of new Uint8Array(bytes)) out += b.toString(16).padStart(2, '0');
  return out;
}

/** The part of Web Crypto the chain uses. */
interface Digest {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}

/** Web Crypto's digest (a browser on an https page or localhost, Node 20+); null when the page cannot use it. */
export function chainDigest(): Digest | null {
  const subtle = (globalThis as { crypto?: { subtle?: Digest } }).crypto?.subtle;
  return subtle ?? null;
}

/** The hash of an entry: SHA-256 of its canonical text's UTF-8 bytes, lower-case hex. */
export async function hashChainEntry(e: ResultChainFields): Promise<string> {
  const subtle = chainDigest();
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) is not available here');
  return hex(await subtle.digest('SHA-256', new TextEncoder().encode(canonicalChainEntry(e))));
}

/** The first entry that breaks the chain, and how. */
export interface ChainBreak {
  seq: number;
  reason: string;
}

/**
 * Checks a chain read oldest first, entry by entry, so that a long chain can be fed in pages
 * (`add` each page in order, then `finish`). The first break is kept; later entries are not checked.
 */
export class ChainVerifier {
  private expectedSeq = 1;
  private prevHash = GENESIS_HASH;
  private count = 0;
  private broken: ChainBreak | null = null;

  /** Checks the next entries (oldest first); false once the chain is broken. */
  async add(entries: readonly ResultChainEntry[]): Promise<boolean> {
    for (const e of entries) {
      if (this.broken) return false;
      if (e.seq !== this.expectedSeq) {
        this.broken =
          e.seq > this.expectedSeq
            ? { seq: this.expectedSeq, reason: `Entry #${this.expectedSeq} is missing (the next entry is #${e.seq})` }
            : { seq: e.seq, reason: `Entry #${e.seq} appears out of order (expected #${this.expectedSeq})` };
        return false;
      }
      if (e.prevHash !== this.prevHash) {
        this.broken = { seq: e.seq, reason: `Entry #${e.seq} does not name the hash of the entry before it` };
        return false;
      }
      if ((await hashChainEntry(e)) !== e.hash) {
        this.broken = { seq: e.seq, reason: `Entry #${e.seq} was changed: its contents do not match its hash` };
        return false;
      }
      this.prevHash = e.hash;
      this.expectedSeq += 1;
      this.count += 1;
    }
    return true;
  }

  /** The outcome: every entry checked and linked, or the first break. */
  finish(): { ok: true; count: number; headHash: string } | { ok: false; count: number; broken: ChainBreak } {
    return this.broken
      ? { ok: false, count: this.count, broken: this.broken }
      : { ok: true, count: this.count, headHash: this.prevHash };
  }
}

/** Checks a whole chain held in memory (oldest first). */
export async function verifyChain(entries: readonly ResultChainEntry[]) {
  const v = new ChainVerifier();
  await v.add(entries);
  return v.finish();
}

/** An entry's result as the player app writes it: "128-1" (open, Starline), "5-357" (close), "47" (Gali). */
export function chainEntryResult(e: Pick<ResultChainFields, 'family' | 'session' | 'digits'>): string {
  if (e.family === 'gali') return e.digits;
  if (!isPana(e.digits)) return e.digits;
  const ank = ankOf(e.digits);
  return e.family === 'main' && e.session === 'close' ? `${ank}-${e.digits}` : `${e.digits}-${ank}`;
}

/**
 * The published example (ADR 019): two entries and their hashes, for anyone writing a verifier. The
 * domain's, the server's and the app's tests check `hashChainEntry` against it; the hashes were
 * computed apart from this code (Python's json.dumps and hashlib.sha256).
 */
export const RESULT_CHAIN_EXAMPLE: readonly ResultChainEntry[] = [
  {
    seq: 1,
    action: 'declare',
    marketId: 7,
    marketName: 'Kalyan "Day" — मुंबई',
    family: 'main',
    drawDate: '2026-11-23',
    session: 'open',
    digits: '128',
    at: 1763875800000,
    operatorId: 3,
    prevHash: GENESIS_HASH,
    hash: 'e53fd2b5063636746a278a7d10b394d797f442d4eda7ac15687a08bf6cb1c513',
  },
  {
    seq: 2,
    action: 'revert',
    marketId: 7,
    marketName: 'Kalyan "Day" — मुंबई',
    family: 'main',
    drawDate: '2026-11-23',
    session: 'open',
    digits: '128',
    at: 1763879400000,
    operatorId: 3,
    prevHash: 'e53fd2b5063636746a278a7d10b394d797f442d4eda7ac15687a08bf6cb1c513',
    hash: 'ce25d6e14a194a4f42e2ad2db1f395baa079099fccc369a7b544d4edb9f60e1c',
  },
];
