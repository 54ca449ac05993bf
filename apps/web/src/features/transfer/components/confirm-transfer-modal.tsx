import { useCallback } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatPoints } from '../../../lib/format.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { transferMessages } from '../texts.ts';
import styles from './transfer.module.css';

export type TransferDraft = { name: string; mobile: string; points: number };

type ConfirmTransferModalProps = {
  draft: TransferDraft | null;
  isTransferring: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** The receiver's name, number and the points, before the transfer is made. */
export function ConfirmTransferModal({ draft, isTransferring, onClose, onConfirm }: ConfirmTransferModalProps) {
  const t = useMessages(transferMessages);
  // While the transfer runs the dialog stays: its outcome decides what comes next.
  const close = useCallback(() => {
    if (!isTransferring) onClose();
  }, [isTransferring, onClose]);
  return (
    <Modal title={t.confirmTitle} isOpen={draft !== null} onClose={close}>
      {draft ? (
        <>
          <dl className={styles.summary}>
            <div>
              <dt>{t.receiverName}</dt>
              <dd data-testid="receiver-name">{draft.name}</dd>
            </div>
            <div>
              <dt>{t.receiverMobile}</dt>
              <dd>{draft.mobile}</dd>
            </div>
            <div>
              <dt>{t.points}</dt>
              <dd data-testid="transfer-points">{formatPoints(draft.points)}</dd>
            </div>
          </dl>
          <div className={styles.modalActions}>
            <Button variant="outline" onClick={close} disabled={isTransferring}>
              {t.cancel}
            </Button>
            <Button onClick={onConfirm} disabled={isTransferring}>
              {isTransferring ? t.transferring : t.transfer}
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
