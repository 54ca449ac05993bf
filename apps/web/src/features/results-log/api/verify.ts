import { chainDigest, ChainVerifier } from '@pana/domain/catalogue';
import { getResultsLog, toChainEntry, VERIFY_PAGE } from './results-log.ts';

export type VerifyOutcome =
  | { state: 'verified'; count: number }
  /**
   * `reason`: the domain's words for the first entry that does not hold (English, translated when shown), or
   * 'head' when the newest entry is not the one the server named.
   */
  | { state: 'broken'; seq: number; reason: string }
  | { state: 'unsupported' }
  | { state: 'failed' };

/**
 * Fetches the whole chain (newest first, a page of VERIFY_PAGE at a time, so entries declared
 * meanwhile never shift a page) and recomputes it oldest first with Web Crypto, through the domain's
 * `ChainVerifier`: every hash, every link, the numbers without a gap, and the newest entry against
 * the head the server named on the first page. `onProgress` hears how many entries are fetched.
 */
export async function verifyResultsLog(
  onProgress: (fetched: number) => void,
  signal?: AbortSignal,
): Promise<VerifyOutcome> {
  if (!chainDigest()) return { state: 'unsupported' };
  const pages = [];
  let head: { seq: number; hash: string } | null = null;
  let before: number | null = null;
  let fetched = 0;
  try {
    do {
      const page = await getResultsLog(before, VERIFY_PAGE, signal);
      head ??= page.head;
      pages.push(page.entries);
      fetched += page.entries.length;
      onProgress(fetched);
      before = page.next_before;
    } while (before !== null);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { state: 'failed' };
  }
  const entries = pages.flat().reverse().map(toChainEntry);
  const verifier = new ChainVerifier();
  await verifier.add(entries);
  const result = verifier.finish();
  if (!result.ok) return { state: 'broken', seq: result.broken.seq, reason: result.broken.reason };
  const last = entries.at(-1);
  const headSeq = head?.seq ?? 0;
  if ((last?.seq ?? 0) !== headSeq || (last && last.hash !== head?.hash)) {
    const seq = (last?.seq ?? 0) < headSeq ? (last?.seq ?? 0) + 1 : (last?.seq ?? 0);
    return { state: 'broken', seq, reason: 'head' };
  }
  return { state: 'verified', count: result.count };
}
