import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { Icon } from './icon.tsx';
import { closeIcon } from './icon-paths.ts';
import styles from './modal.module.css';
import { uiMessages } from './texts.ts';

type ModalProps = { title: string; isOpen: boolean; onClose: () => void; children: ReactNode };

/** A dialog over the screen: Escape, the backdrop and the close button dismiss it. */
export function Modal({ title, isOpen, onClose, children }: ModalProps) {
  const t = useMessages(uiMessages);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent passing a new function each render does not re-run the effect
  // below (which would pull the focus out of a field inside the dialog on every keystroke).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!isOpen) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus();
    };
  }, [isOpen]);

  if (!isOpen) return null;
  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t.close} onClick={onClose}>
            <Icon path={closeIcon} />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
