import { useLocation, useNavigate, useRouteError } from 'react-router';
import { RetryCard } from '../../components/errors/retry-card.tsx';
import { errorMessages } from '../../components/errors/texts.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { isChunkLoadError } from '../../lib/retrying-import.ts';
import { describeFailure } from './failure.ts';

/**
 * The error card of one screen, shown inside its shell (the header, menu and wallet stay): the
 * screen failed to load or to render. Try again renders the screen anew; a chunk that would not
 * load is fetched again by reloading the page while the browser has a network.
 */
export default function ScreenError() {
  const error = useRouteError();
  const t = useMessages(errorMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const failure = describeFailure(error, t.screenFailed);

  const retry = () => {
    if (isChunkLoadError(error) && navigator.onLine !== false) window.location.reload();
    else void navigate(location, { replace: true, state: location.state as unknown });
  };

  return (
    <RetryCard
      title={failure.title}
      message={failure.message}
      actionLabel={t.tryAgain}
      onRetry={retry}
      isConnection={failure.isConnection}
    />
  );
}
