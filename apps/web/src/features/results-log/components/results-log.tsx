import { chainEntryResult, isIsoDate } from '@pana/domain/catalogue';
import { translateMessage } from '@pana/domain/messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type GameNames, useGameNames } from '../../../components/games/names.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDayMonthTime, formatShortDate } from '../../../lib/i18n/format.ts';
import { type Locale, locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type ResultsLogEntry, useResultsLog } from '../api/results-log.ts';
import { type VerifyOutcome, verifyResultsLog } from '../api/verify.ts';
import { resultsLogMessages, type ResultsLogTexts } from '../texts.ts';
import styles from './results-log.module.css';

/** "22 Nov 2026", "22 नवंबर 2026" from the draw's YYYY-MM-DD (India date, shown as written). */
function formatDrawDate(date: string, code: Locale): string {
  return isIsoDate(date) ? formatShortDate(date, code) : date;
}

/** What follows the date: the session of a main draw, the game of the others (their markets are named by time or city). */
function drawLabel(e: ResultsLogEntry, t: ResultsLogTexts, games: GameNames): string {
  if (e.family === 'starline') return t.starline;
  if (e.family === 'gali') return t.gali;
  return games.session(e.session);
}

/** `?before=<seq>`: the log starts with entry seq − 1 (an entry's link from a support ticket); null for the newest. */
function startOf(search: string): number | null {
  const before = new URLSearchParams(search).get('before');
  if (before === null || !/^\d{1,15}$/.test(before)) return null;
  const n = Number(before);
  return n > 1 ? n : null;
}

/** A source's host name, shown for its address (the whole address is its title). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function Entry({ entry, target }: { entry: ResultsLogEntry; target: boolean }) {
  const t = useMessages(resultsLogMessages);
  const code = useMessages(locale);
  const games = useGameNames();
  const reverted = entry.action === 'revert';
  // A result imported from an earlier chart (ADR 031): its own label; it settled nothing.
  const imported = entry.action === 'import';
  const label = reverted ? t.reverted : imported ? t.imported : t.declared;
  return (
    <li
      className={[styles.entry, target ? styles.target : undefined].filter(Boolean).join(' ')}
      aria-current={target ? 'true' : undefined}
    >
      <div className={styles.top}>
        <span className={styles.market}>{entry.market_name}</span>
        <span
          className={reverted ? styles.reverted : imported ? styles.imported : styles.declared}
          title={imported ? t.importedNote : undefined}
        >
          {label}
        </span>
      </div>
      <div className={styles.middle}>
        <span className={styles.draw}>
          {formatDrawDate(entry.draw_date, code)} · {drawLabel(entry, t, games)}
        </span>
        <span className={[styles.result, reverted ? styles.struck : undefined].filter(Boolean).join(' ')}>
          {chainEntryResult({ family: entry.family, session: entry.session, digits: entry.digits })}
        </span>
      </div>
      <div className={styles.meta}>
        <span>
          {t.entry({ seq: entry.seq })} · {formatDayMonthTime(entry.at, code)}
        </span>
        <span className={styles.hash} title={entry.hash}>
          {t.hash} {entry.hash.slice(0, 12)}…
        </span>
      </div>
      {entry.evidence && entry.evidence.length > 0 ? (
        // A declaration from result feeds (ADR 032): each agreeing source's address, fetch time and the
        // SHA-256 of the page it returned, hashed into the entry (Verify checks them with it).
        <div className={styles.meta} role="group" aria-label={t.sources}>
          <span>{t.sources}</span>
          {entry.evidence.map((v) => (
            <span key={`${v.url} ${v.fetched_at}`} className={styles.source} title={`${v.url}\nSHA-256 ${v.sha256}`}>
              {hostOf(v.url)} · {formatDayMonthTime(v.fetched_at, code)} · SHA-256 {v.sha256.slice(0, 12)}…
            </span>
          ))}
        </div>
      ) : null}
    </li>
  );
}

type Check = { state: 'idle' } | { state: 'running'; fetched: number } | VerifyOutcome;

/** What Verify says, in the language shown now (a switch of language after a check says it again). */
function checkMessage(check: Check, t: ResultsLogTexts, code: Locale): string {
  switch (check.state) {
    case 'idle':
      return t.verifyHint;
    case 'running':
      return t.verifying({ checked: check.fetched });
    case 'verified':
      return t.verified(check.count);
    case 'broken':
      return t.broken({
        reason: check.reason === 'head' ? t.headMismatch({ seq: check.seq }) : translateMessage(code, check.reason),
      });
    case 'unsupported':
      return t.unsupported;
    case 'failed':
      return t.failed;
  }
}

/** /results-log: the public result chain, newest first, with Verify (recomputed here with Web Crypto). */
export function ResultsLog() {
  const t = useMessages(resultsLogMessages);
  const code = useMessages(locale);
  const start = startOf(useLocation().search);
  const log = useResultsLog(start);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const verify = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setCheck({ state: 'running', fetched: 0 });
    try {
      const outcome = await verifyResultsLog((fetched) => setCheck({ state: 'running', fetched }), controller.signal);
      if (!controller.signal.aborted) setCheck(outcome);
    } catch {
      if (!controller.signal.aborted) setCheck({ state: 'failed' });
    }
  };

  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const tone =
    check.state === 'verified'
      ? styles.ok
      : check.state === 'idle' || check.state === 'running'
        ? styles.note
        : styles.bad;
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <div className={styles.verify}>
        <Button isBlock disabled={check.state === 'running'} onClick={() => void verify()}>
          {t.verify}
        </Button>
        <p className={[styles.status, tone].join(' ')} role="status">
          {checkMessage(check, t, code)}
        </p>
      </div>
      {start !== null ? (
        <p className={styles.from}>
          {t.fromEntry({ seq: start - 1 })} <Link to={paths.resultsLog}>{t.newest}</Link>
        </p>
      ) : null}
      {log.isPending ? (
        <Skeleton count={5} height={88} label={t.loading} />
      ) : log.isError ? (
        <EmptyState message={t.failed} />
      ) : entries.length === 0 ? (
        <EmptyState message={t.empty} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t.title}>
            {entries.map((entry) => (
              <Entry key={entry.seq} entry={entry} target={start !== null && entry.seq === start - 1} />
            ))}
          </ul>
          {log.hasNextPage ? (
            <Button variant="secondary" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {t.loadMore}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
