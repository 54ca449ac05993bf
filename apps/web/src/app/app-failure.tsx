import { RetryCard } from '../components/errors/retry-card.tsx';
import { errorMessages } from '../components/errors/texts.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { describeFailure } from './routes/failure.ts';

/** The last line of defence: the app itself failed to render. A card in the app's look, never a blank page. */
export function AppFailure({ error }: { error: unknown }) {
  const t = useMessages(errorMessages);
  const failure = describeFailure(error, t.appFailed);
  return (
    <main style={{ minHeight: '100dvh', padding: 'var(--space-4)', display: 'grid', alignContent: 'center' }}>
      <RetryCard
        title={failure.title}
        message={failure.message}
        actionLabel={t.reload}
        onRetry={() => window.location.reload()}
        isConnection={failure.isConnection}
      />
    </main>
  );
}
