import { isRouteErrorResponse, useRouteError } from 'react-router';
import { HeaderlessShell } from '../../components/layouts/headerless-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

/** A screen failed to load or render (often a new version was deployed): offer a reload. */
export default function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <HeaderlessShell>
      <Card title="Something went wrong">
        <p style={{ marginBottom: 'var(--space-4)', textAlign: 'center' }}>
          This screen could not be shown{detail ? ` (${detail})` : ''}. Please reload the page.
        </p>
        <Button isBlock onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Card>
    </HeaderlessShell>
  );
}
