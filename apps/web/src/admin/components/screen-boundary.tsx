import { type ReactNode } from 'react';
import { describeFailure } from '../../app/routes/failure.ts';
import { ErrorBoundary } from '../../components/errors/error-boundary.tsx';
import { RetryCard } from '../../components/errors/retry-card.tsx';
import { ERROR_TEXT } from '../../components/errors/texts.ts';
import { isChunkLoadError } from '../../lib/retrying-import.ts';

/**
 * A console screen that failed to load or render shows the app's retry card inside the console (the
 * menu stays), never a blank page. Try again reloads the page for a chunk that would not load (while
 * there is a network) and renders the screen anew otherwise. Keyed by the path, so opening another
 * screen starts clean.
 */
export function ScreenBoundary({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      key={path}
      fallback={(error, reset) => {
        const failure = describeFailure(error, ERROR_TEXT.screenFailed);
        const retry = () => {
          if (isChunkLoadError(error) && navigator.onLine !== false) window.location.reload();
          else reset();
        };
        return (
          <RetryCard
            title={failure.title}
            message={failure.message}
            actionLabel={ERROR_TEXT.tryAgain}
            onRetry={retry}
            isConnection={failure.isConnection}
          />
        );
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
