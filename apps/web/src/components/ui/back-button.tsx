import { useNavigate } from 'react-router';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import { arrowLeftIcon } from './icon-paths.ts';
import { uiMessages } from './texts.ts';

/** Goes back one screen, or to `fallback` when the page was opened directly. */
export function BackButton({ fallback, label }: { fallback: string; label?: string }) {
  const t = useMessages(uiMessages);
  const navigate = useNavigate();
  function goBack() {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }
  return (
    <Button variant="outline" onClick={goBack}>
      <Icon path={arrowLeftIcon} size={18} />
      {label ?? t.back}
    </Button>
  );
}
