import { HeaderlessShell } from '../../components/layouts/headerless-shell.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { paths } from '../../config/paths.ts';

/** Any address the app does not know. */
export default function NotFound() {
  return (
    <HeaderlessShell>
      <Card title="Page not found">
        <p style={{ marginBottom: 'var(--space-4)', textAlign: 'center' }}>
          There is no screen at this address. It may have moved, or the link may be mistyped.
        </p>
        <ButtonLink to={paths.root} isBlock replace>
          Go to Home
        </ButtonLink>
      </Card>
    </HeaderlessShell>
  );
}
