import { useNavigate } from 'react-router';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import { arrowLeftIcon } from './icon-paths.ts';

/** Goes back one screen, or to `fallback` when the page was opened directly. */
export function BackButton({ fallback, label = 'Back' }: { fallback: string; label?: string }) {
  const navigate = useNavigate();
  function goBack() {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }
  return (
    <Button variant="outline" onClick={goBack}>
      <Icon path={arrowLeftIcon} size={18} />
      {label}
    </Button>
  );
}
