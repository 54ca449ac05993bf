import { errorMessages } from '../../components/errors/texts.ts';
import { HeaderlessShell } from '../../components/layouts/headerless-shell.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { paths } from '../../config/paths.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';

/** Any address the app does not know. */
export default function NotFound() {
  const t = useMessages(errorMessages);
  return (
    <HeaderlessShell>
      <Card title={t.notFoundTitle}>
        <p style={{ marginBottom: 'var(--space-4)', textAlign: 'center' }}>{t.notFound}</p>
        <ButtonLink to={paths.root} isBlock replace>
          {t.goHome}
        </ButtonLink>
      </Card>
    </HeaderlessShell>
  );
}
