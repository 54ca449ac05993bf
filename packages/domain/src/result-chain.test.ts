import { describe, expect, it } from 'vitest';
import {
  canonicalChainEntry,
  chainEntryResult,
  GENESIS_HASH,
  hashChainEntry,
  RESULT_CHAIN_EXAMPLE,
  type ResultChainEntry,
  verifyChain,
} from './result-chain.ts';

const [first, second] = RESULT_CHAIN_EXAMPLE as [ResultChainEntry, ResultChainEntry];

describe('the result chain', () => {
  it('serializes an entry exactly as ADR 019 writes it', () => {
    expect(canonicalChainEntry(first)).toBe(
      `["pana-result-chain/1",1,"declare",7,"Kalyan \\"Day\\" — मुंबई","main","2026-11-23","open","128",1763875800000,3,"${GENESIS_HASH}"]`,
    );
  });

  it('hashes the published example to the hashes computed apart (Python hashlib)', async () => {
    expect(await hashChainEntry(first)).toBe('e53fd2b5063636746a278a7d10b394d797f442d4eda7ac15687a08bf6cb1c513');
    expect(await hashChainEntry(second)).toBe('ce25d6e14a194a4f42e2ad2db1f395baa079099fccc369a7b544d4edb9f60e1c');
    expect(await verifyChain(RESULT_CHAIN_EXAMPLE)).toEqual({ ok: true, count: 2, headHash: second.hash });
  });

  it('names the first entry that was changed, removed, re-linked or reordered', async () => {
    const third = { ...second, seq: 3, prevHash: second.hash, hash: '' };
    third.hash = await hashChainEntry(third);
    const chain = [first, second, third];
    expect(await verifyChain(chain)).toMatchObject({ ok: true, count: 3 });

    expect(await verifyChain([first, { ...second, digits: '137' }, third])).toEqual({
      ok: false,
      count: 1,
      broken: { seq: 2, reason: 'Entry #2 was changed: its contents do not match its hash' },
    });
    expect(await verifyChain([first, third])).toMatchObject({
      ok: false,
      broken: { seq: 2, reason: 'Entry #2 is missing (the next entry is #3)' },
    });
    expect(await verifyChain([first, { ...second, prevHash: GENESIS_HASH }, third])).toMatchObject({
      ok: false,
      broken: { seq: 2, reason: 'Entry #2 does not name the hash of the entry before it' },
    });
    expect(await verifyChain([first, second, second])).toMatchObject({
      ok: false,
      broken: { seq: 2, reason: 'Entry #2 appears out of order (expected #3)' },
    });
    // A whole entry rewritten with a fresh hash of its own still breaks the next entry's link.
    const forged = { ...second, digits: '137', hash: '' };
    forged.hash = await hashChainEntry(forged);
    expect(await verifyChain([first, forged, third])).toMatchObject({ ok: false, broken: { seq: 3 } });
    expect(await verifyChain([])).toEqual({ ok: true, count: 0, headHash: GENESIS_HASH });
  });

  it('writes each entry as the app writes results', () => {
    expect(chainEntryResult({ family: 'main', session: 'open', digits: '128' })).toBe('128-1');
    expect(chainEntryResult({ family: 'main', session: 'close', digits: '357' })).toBe('5-357');
    expect(chainEntryResult({ family: 'starline', session: 'open', digits: '250' })).toBe('250-7');
    expect(chainEntryResult({ family: 'gali', session: 'close', digits: '47' })).toBe('47');
  });
});
