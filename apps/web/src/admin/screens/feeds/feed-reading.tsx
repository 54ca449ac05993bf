import { type FeedReading } from '../../api/feeds.ts';
import { Badge } from '../../components/badge.tsx';

const WORDS: Record<FeedReading['status'], { label: string; tone: 'good' | 'warn' | 'bad' | 'neutral' }> = {
  ok: { label: 'Reads', tone: 'good' },
  empty: { label: 'No result yet', tone: 'neutral' },
  stale: { label: 'Another draw', tone: 'neutral' },
  invalid: { label: 'Invalid', tone: 'bad' },
  error: { label: 'Failed', tone: 'bad' },
};

/** What a source said at one fetch: "Reads 128-1", "No result yet", "Failed: …". */
export function FeedReadingBadge({ reading }: { reading: FeedReading }) {
  const word = WORDS[reading.status];
  const detail =
    reading.status === 'ok'
      ? reading.result
      : reading.status === 'invalid'
        ? reading.digits
        : reading.status === 'error'
          ? reading.error
          : null;
  return (
    <span>
      <Badge tone={word.tone}>{word.label}</Badge> {detail ? <span>{detail}</span> : null}
    </span>
  );
}
