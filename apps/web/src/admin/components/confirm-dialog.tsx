import { type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useStableCallback } from '../lib/use-stable-callback.ts';
import styles from './ui.module.css';

type ConfirmDialogProps = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  isBusy?: boolean;
  isConfirmDisabled?: boolean;
  /** The server's refusal of the last try, shown above the buttons. */
  error?: string | null | undefined;
  tone?: 'danger' | 'primary';
  children: ReactNode;
};

/** Every destructive or money-moving action asks here first. */
export function ConfirmDialog({
  title,
  isOpen,
  onClose,
  onConfirm,
  confirmLabel,
  isBusy = false,
  isConfirmDisabled = false,
  error,
  tone = 'primary',
  children,
}: ConfirmDialogProps) {
  const close = useStableCallback(() => {
    if (!isBusy) onClose();
  });
  return (
    <Modal title={title} isOpen={isOpen} onClose={close}>
      <div className={styles.dialogBody}>
        {children}
        {error ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className={styles.dialogActions}>
        <Button variant="outline" className={styles.small} onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
        <Button
          variant={tone === 'danger' ? 'secondary' : 'primary'}
          className={[styles.small, tone === 'danger' ? styles.danger : undefined].filter(Boolean).join(' ')}
          onClick={onConfirm}
          disabled={isBusy || isConfirmDisabled}
        >
          {isBusy ? 'Working…' : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
