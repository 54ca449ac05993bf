import { GENESIS_HASH, hashChainEntry, RESULT_CHAIN_EXAMPLE, type ResultChainEntry } from '@pana/domain/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

/** The chain as the server sends it (snake case). */
function wire(e: ResultChainEntry) {
  return {
    seq: e.seq,
    action: e.action,
    market_id: e.marketId,
    market_name: e.marketName,
    family: e.family,
    draw_date: e.drawDate,
    session: e.session,
    digits: e.digits,
    at: e.at,
    operator_id: e.operatorId,
    prev_hash: e.prevHash,
    hash: e.hash,
    ...(e.evidence
      ? { evidence: e.evidence.map((v) => ({ url: v.url, fetched_at: v.fetchedAt, sha256: v.sha256 })) }
      : {}),
  };
}

/** A valid chain of `n` entries after the published example (main, Starline and Gali draws). */
async function chainOf(n: number): Promise<ResultChainEntry[]> {
  const chain = [...RESULT_CHAIN_EXAMPLE];
  const kinds = [
    { family: 'starline', session: 'open', digits: '250', marketName: 'Star 10:00 AM' },
    { family: 'gali', session: 'close', digits: '47', marketName: 'Disawar' },
    { family: 'main', session: 'close', digits: '357', marketName: 'Kalyan' },
  ] as const;
  while (chain.length < n) {
    const prev = chain.at(-1) as ResultChainEntry;
    const fields = {
      ...prev,
      ...kinds[chain.length % kinds.length],
      action: 'declare' as const,
      seq: prev.seq + 1,
      at: prev.at + 60_000,
      prevHash: prev.hash,
    };
    chain.push({ ...fields, hash: await hashChainEntry(fields) });
  }
  return chain.slice(0, n);
}

/** Serves GET /api/results-log from `chain` as the server pages it (newest first, `before`, `limit`). */
function serveChain(chain: ResultChainEntry[]) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/results-log') {
        return new Response(JSON.stringify({ status: false, msg: 'Not here' }), { status: 404 });
      }
      requests.push(url.search);
      const before = url.searchParams.has('before') ? Number(url.searchParams.get('before')) : Infinity;
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const older = chain.filter((e) => e.seq < before).reverse();
      const page = older.slice(0, limit);
      const last = chain.at(-1);
      return new Response(
        JSON.stringify({
          status: true,
          msg: 'Results log',
          entries: page.map(wire),
          next_before: older.length > limit ? (page.at(-1)?.seq ?? null) : null,
          head: { seq: last?.seq ?? 0, hash: last?.hash ?? '' },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return requests;
}

describe('the results log', () => {
  it('hashes the published example here as on the server', async () => {
    const [first] = RESULT_CHAIN_EXAMPLE;
    expect(await hashChainEntry(first as ResultChainEntry)).toBe(
      'e53fd2b5063636746a278a7d10b394d797f442d4eda7ac15687a08bf6cb1c513',
    );
  });

  it('shows a visitor every entry readably, newest first, and Verify recomputes the whole chain page by page', async () => {
    const chain = await chainOf(620);
    const requests = serveChain(chain);
    const { user } = renderApp('/results-log');
    expect(await screen.findByRole('heading', { name: 'Results Log', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Results Log' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(30);
    const newest = chain.at(-1) as ResultChainEntry;
    expect(items[0]).toHaveTextContent(newest.marketName);
    expect(items[0]).toHaveTextContent(`Entry #620`);
    expect(items[0]).toHaveTextContent('Declared');
    // After the published two: a main close, a Starline and a Gali entry in turn, so #620 is Gali's.
    expect(items[0]).toHaveTextContent('Disawar');
    expect(items[0]).toHaveTextContent('23 Nov 2026 · Gali Disawar');
    expect(items[1]).toHaveTextContent('23 Nov 2026 · Starline250-7');
    expect(items[2]).toHaveTextContent('23 Nov 2026 · Close5-357');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(60));

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified: 620 entries, nothing changed')).toBeInTheDocument();
    expect(requests.filter((q) => q.includes('limit=500'))).toEqual(['?limit=500', '?limit=500&before=121']);
  });

  it('starts at the entry a support ticket links to (?before=<seq+1>), marked, and links back to the newest', async () => {
    const chain = await chainOf(80);
    const requests = serveChain(chain);
    const { user } = renderApp('/results-log?before=43');
    const list = await screen.findByRole('list', { name: 'Results Log' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Entry #42');
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).not.toHaveAttribute('aria-current');
    expect(requests[0]).toBe('?limit=30&before=43');
    expect(screen.getByText(/From entry #42, then older ones\./)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show the newest' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Results Log' })).getAllByRole('listitem')[0]).toHaveTextContent(
        'Entry #80',
      ),
    );
    expect(screen.queryByText(/From entry/)).not.toBeInTheDocument();
  });

  it('writes the published example as the app writes results: a revert struck through, the session named', async () => {
    serveChain([...RESULT_CHAIN_EXAMPLE]);
    renderApp('/results-log');
    const items = within(await screen.findByRole('list', { name: 'Results Log' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Kalyan "Day" — मुंबईReverted23 Nov 2026 · Open128-1Entry #2 · /),
      expect.stringMatching(/^Kalyan "Day" — मुंबईDeclared23 Nov 2026 · Open128-1Entry #1 · /),
    ]);
    expect(items[1]).toHaveTextContent('Hash e53fd2b50636…');
  });

  it('labels a result imported from an earlier chart as Imported, and the chain with it verifies', async () => {
    const [first] = RESULT_CHAIN_EXAMPLE as [ResultChainEntry];
    const fields = {
      ...first,
      seq: 2,
      action: 'import' as const,
      session: 'close' as const,
      digits: '357',
      prevHash: first.hash,
    };
    serveChain([first, { ...fields, hash: await hashChainEntry(fields) }]);
    const { user } = renderApp('/results-log');
    const items = within(await screen.findByRole('list', { name: 'Results Log' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Kalyan "Day" — मुंबईImported23 Nov 2026 · Close5-357Entry #2 · /);
    expect(within(items[0] as HTMLElement).getByText('Imported')).toHaveAttribute(
      'title',
      'Imported from an earlier chart: no bet was settled on it',
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified: 2 entries, nothing changed')).toBeInTheDocument();
  });

  it("shows a feed declaration's sources (address, read time, page SHA-256), and Verify checks them", async () => {
    const [first] = RESULT_CHAIN_EXAMPLE as [ResultChainEntry];
    const evidence = [
      { url: 'https://a.example/kalyan.json', fetchedAt: first.at + 60_000, sha256: 'a'.repeat(64) },
      { url: 'https://b.example/live', fetchedAt: first.at + 61_000, sha256: 'b'.repeat(64) },
    ];
    const fields = { ...first, seq: 2, session: 'close' as const, digits: '357', prevHash: first.hash, evidence };
    const second = { ...fields, hash: await hashChainEntry(fields) };
    serveChain([first, second]);
    const { user } = renderApp('/results-log');
    const sources = await screen.findByRole('group', {
      name: 'Declared from these result feeds (address · read at · SHA-256 of the page):',
    });
    expect(within(sources).getByText(/^a\.example · .* · SHA-256 aaaaaaaaaaaa…$/)).toHaveAttribute(
      'title',
      `https://a.example/kalyan.json\nSHA-256 ${'a'.repeat(64)}`,
    );
    expect(within(sources).getByText(/^b\.example · /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified: 2 entries, nothing changed')).toBeInTheDocument();
  });

  it('names a feed declaration broken when one of its sources was changed', async () => {
    const [first] = RESULT_CHAIN_EXAMPLE as [ResultChainEntry];
    const evidence = [{ url: 'https://a.example/r', fetchedAt: first.at + 60_000, sha256: 'a'.repeat(64) }];
    const fields = { ...first, seq: 2, session: 'close' as const, digits: '357', prevHash: first.hash, evidence };
    const second = { ...fields, hash: await hashChainEntry(fields) };
    serveChain([first, { ...second, evidence: [{ ...evidence[0]!, sha256: 'c'.repeat(64) }] }]);
    const { user } = renderApp('/results-log');
    await screen.findByRole('group', { name: /result feeds/ });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/^Not verified\./)).toBeInTheDocument();
  });

  it('names the first broken entry when a result was changed, removed or re-linked', async () => {
    const chain = await chainOf(5);
    for (const [tampered, message] of [
      [
        chain.map((e) => (e.seq === 3 ? { ...e, digits: '48' } : e)),
        'Not verified. Entry #3 was changed: its contents do not match its hash.',
      ],
      [chain.filter((e) => e.seq !== 2), 'Not verified. Entry #2 is missing (the next entry is #3).'],
      [
        chain.map((e) => (e.seq === 4 ? { ...e, prevHash: GENESIS_HASH } : e)),
        'Not verified. Entry #4 does not name the hash of the entry before it.',
      ],
    ] as const) {
      serveChain([...tampered]);
      const { user, unmount } = renderApp('/results-log');
      await user.click(await screen.findByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      unmount();
    }
  });

  it('says so when the log cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    const { user } = renderApp('/results-log');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Could not fetch the log. Check your connection and try again.',
    );
  });
});
