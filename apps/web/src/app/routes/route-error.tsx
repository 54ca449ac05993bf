import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RetryCard } from '../../components/errors/retry-card.tsx';
import { errorMessages } from '../../components/errors/texts.ts';
import { HeaderlessShell } from '../../components/layouts/headerless-shell.tsx';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { describeFailure } from './failure.ts';

/** The app's last error card: the shell itself failed to load or render (often a new version was deployed). */
export default function RouteError() {
  const error = useRouteError();
  const t = useMessages(errorMessages);
  const detail = isRouteErrorResponse(error) ? ` (${error.status} ${error.statusText})` : '';
  const failure = describeFailure(error, `${t.appFailed}${detail}`);
  return (
    <HeaderlessShell>
      <RetryCard
        title={failure.title}
        message={failure.message}
        actionLabel={t.reload}
        onRetry={() => window.location.reload()}
        isConnection={failure.isConnection}
      />
    </HeaderlessShell>
  );
}
