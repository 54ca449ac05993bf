import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { historyQueryOptions, type HistoryRange } from '../api/get-history.ts';
import { HISTORIES, type HistoryKind } from '../lib/histories.ts';
import { historyDateOf } from '../lib/picker-date.ts';
import { historyMessages } from '../texts.ts';
import { DateField } from './date-field.tsx';
import { HistoryCard } from './history-card.tsx';
import styles from './history-screen.module.css';

/** Each screen's title, exactly as the older apps name it. */
const TITLE = {
  'main-wins': 'mainWinsTitle',
  'main-bids': 'mainBidsTitle',
  'starline-bids': 'starlineBidsTitle',
  'starline-wins': 'starlineWinsTitle',
  'gali-wins': 'galiWinsTitle',
  'gali-bids': 'galiBidsTitle',
} as const satisfies Record<HistoryKind, string>;

const rangeOf = (from: Date, to: Date): HistoryRange => ({ from: historyDateOf(from), to: historyDateOf(to) });

/**
 * A history screen: From Date and To Date pickers, Submit (Submitting... while busy) and the cards,
 * today's on open; NO DATA FOUND when the answer is empty or the call failed (as in the older apps).
 */
export function HistoryScreen({ kind }: { kind: HistoryKind }) {
  const t = useMessages(historyMessages);
  const config = HISTORIES[kind];
  const [from, setFrom] = useState(() => new Date());
  const [to, setTo] = useState(() => new Date());
  // Every history opens on today's items (the older apps did so for the Gali wins; Pana for all, since the walk of ADR 006).
  const [range, setRange] = useState<HistoryRange>(() => rangeOf(from, to));
  const query = useQuery(historyQueryOptions(kind, config, range));
  const isBusy = query.isFetching;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const next = rangeOf(from, to);
    if (range.from === next.from && range.to === next.to) void query.refetch();
    else setRange(next);
  }

  let content;
  if (query.isPending && query.isFetching) content = <Skeleton count={3} height={132} label={t.loading} />;
  else if (query.isError || !query.data || query.data.length === 0) content = <EmptyState message={t.noData} />;
  else
    content = (
      <ul className={styles.cards}>
        {query.data.map((item, index) => (
          <HistoryCard key={index} item={item} config={config} />
        ))}
      </ul>
    );

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t[TITLE[kind]]}</h1>
      <form className={styles.filters} onSubmit={submit} noValidate>
        <div className={styles.dates}>
          <DateField label={t.fromDate} value={from} onChange={setFrom} />
          <DateField label={t.toDate} value={to} onChange={setTo} />
        </div>
        <Button type="submit" variant="secondary" isBlock disabled={isBusy}>
          {isBusy ? t.submitting : t.submit}
        </Button>
      </form>
      {content}
    </div>
  );
}
