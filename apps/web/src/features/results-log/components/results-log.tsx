import { chainEntryResult } from '@pana/domain/catalogue';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type ResultsLogEntry, useResultsLog } from '../api/results-log.ts';
import { type VerifyOutcome, verifyResultsLog } from '../api/verify.ts';
import { RESULTS_LOG_TEXT } from '../texts.ts';
import styles from './results-log.module.css';

const drawDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "22 Nov 2026" from the draw's YYYY-MM-DD (India date, shown as written). */
function formatDrawDate(date: string): string {
  const at = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(at) ? date : drawDate.format(at);
}

/** What follows the date: the session of a main draw, the game of the others (their markets are named by time or city). */
function drawLabel(e: ResultsLogEntry): string {
  if (e.family === 'starline') return RESULTS_LOG_TEXT.starline;
  if (e.family === 'gali') return RESULTS_LOG_TEXT.gali;
  return e.session === 'open' ? RESULTS_LOG_TEXT.open : RESULTS_LOG_TEXT.close;
}

function Entry({ entry }: { entry: ResultsLogEntry }) {
  const reverted = entry.action === 'revert';
  return (
    <li className={styles.entry}>
      <div className={styles.top}>
        <span className={styles.market}>{entry.market_name}</span>
        <span className={reverted ? styles.reverted : styles.declared}>
          {reverted ? RESULTS_LOG_TEXT.reverted : RESULTS_LOG_TEXT.declared}
        </span>
      </div>
      <div className={styles.middle}>
        <span className={styles.draw}>
          {formatDrawDate(entry.draw_date)} · {drawLabel(entry)}
        </span>
        <span className={[styles.result, reverted ? styles.struck : undefined].filter(Boolean).join(' ')}>
          {chainEntryResult({ family: entry.family, session: entry.session, digits: entry.digits })}
        </span>
      </div>
      <div className={styles.meta}>
        <span>
          {RESULTS_LOG_TEXT.entry(entry.seq)} · {when.format(new Date(entry.at))}
        </span>
        <span className={styles.hash} title={entry.hash}>
          {RESULTS_LOG_TEXT.hash} {entry.hash.slice(0, 12)}…
        </span>
      </div>
    </li>
  );
}

type Check = { state: 'idle' } | { state: 'running'; fetched: number } | VerifyOutcome;

function checkMessage(check: Check): string {
  switch (check.state) {
    case 'idle':
      return RESULTS_LOG_TEXT.verifyHint;
    case 'running':
      return RESULTS_LOG_TEXT.verifying(check.fetched);
    case 'verified':
      return RESULTS_LOG_TEXT.verified(check.count);
    case 'broken':
      return check.message;
    case 'unsupported':
      return RESULTS_LOG_TEXT.unsupported;
    case 'failed':
      return RESULTS_LOG_TEXT.failed;
  }
}

/** /results-log: the public result chain, newest first, with Verify (recomputed here with Web Crypto). */
export function ResultsLog() {
  const log = useResultsLog();
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
      <h1 className={styles.title}>{RESULTS_LOG_TEXT.title}</h1>
      <p className={styles.intro}>{RESULTS_LOG_TEXT.intro}</p>
      <div className={styles.verify}>
        <Button isBlock disabled={check.state === 'running'} onClick={() => void verify()}>
          {RESULTS_LOG_TEXT.verify}
        </Button>
        <p className={[styles.status, tone].join(' ')} role="status">
          {checkMessage(check)}
        </p>
      </div>
      {log.isPending ? (
        <Skeleton count={5} height={88} label={RESULTS_LOG_TEXT.loading} />
      ) : log.isError ? (
        <EmptyState message={RESULTS_LOG_TEXT.failed} />
      ) : entries.length === 0 ? (
        <EmptyState message={RESULTS_LOG_TEXT.empty} />
      ) : (
        <>
          <ul className={styles.list} aria-label={RESULTS_LOG_TEXT.title}>
            {entries.map((entry) => (
              <Entry key={entry.seq} entry={entry} />
            ))}
          </ul>
          {log.hasNextPage ? (
            <Button variant="secondary" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {RESULTS_LOG_TEXT.loadMore}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
