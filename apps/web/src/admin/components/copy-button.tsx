import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import styles from './ui.module.css';

/** How long the Clipboard API may take before the text-area copy is tried (it can wait forever without focus). */
const CLIPBOARD_TIMEOUT_MS = 1500;

/** Copies a text: the Clipboard API, else a selected off-screen text area (older WebViews). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('Clipboard timed out')), CLIPBOARD_TIMEOUT_MS),
    );
    const isWritten = await Promise.race([navigator.clipboard.writeText(text), timeout]).then(
      () => true,
      () => false,
    );
    if (isWritten) return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const isCopied = typeof document.execCommand === 'function' && document.execCommand('copy');
  area.remove();
  if (!isCopied) throw new Error('Copy refused');
}

type CopyState = 'idle' | 'copied' | 'failed';

/** A small "Copy" button for a link or a code; says "Copied" (or that it could not) for a moment. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      <Button
        variant="outline"
        className={styles.small}
        aria-label={label}
        onClick={() =>
          void copyText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
      >
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
      </Button>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy: select the text and copy it' : ''}
      </span>
    </>
  );
}
