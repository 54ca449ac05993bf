import { RetryCard } from '../components/errors/retry-card.tsx';
import { ERROR_TEXT } from '../components/errors/texts.ts';
import { describeFailure } from './routes/failure.ts';

/** The last line of defence: the app itself failed to render. A card in the app's look, never a blank page. */
export function AppFailure({ error }: { error: unknown }) {
  const failure = describeFailure(error, ERROR_TEXT.appFailed);
  return (
    <main style={{ minHeight: '100dvh', padding: 'var(--space-4)', display: 'grid', alignContent: 'center' }}>
      <RetryCard
        title={failure.title}
        message={failure.message}
        actionLabel={ERROR_TEXT.reload}
        onRetry={() => window.location.reload()}
        isConnection={failure.isConnection}
      />
    </main>
  );
}
