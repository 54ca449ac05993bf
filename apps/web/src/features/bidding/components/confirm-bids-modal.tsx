import { type BidTypeSpec } from '@pana/domain/catalogue';
import { useCallback } from 'react';
import { useGameNames } from '../../../components/games/names.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatPoints } from '../../../lib/format.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { bidWarning } from '../lib/labels.ts';
import { biddingMessages } from '../texts.ts';
import styles from './bid-slip.module.css';

type ConfirmBidsModalProps = {
  spec: BidTypeSpec;
  /** What the bids were entered through, when not the bid type (a board: "Group Jodi"). */
  entryName?: string;
  gameName: string;
  isOpen: boolean;
  totalBids: number;
  totalPoints: number;
  isSubmitting: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** The confirmation before bids are placed: total bids, total points and the cannot-be-cancelled warning. */
export function ConfirmBidsModal({
  spec,
  entryName,
  gameName,
  isOpen,
  totalBids,
  totalPoints,
  isSubmitting,
  onClose,
  onConfirm,
}: ConfirmBidsModalProps) {
  const t = useMessages(biddingMessages);
  const names = useGameNames();
  // While a submission runs the dialog stays: its outcome decides what comes next.
  const close = useCallback(() => {
    if (!isSubmitting) onClose();
  }, [isSubmitting, onClose]);
  return (
    <Modal title={t.confirmTitle} isOpen={isOpen} onClose={close}>
      <p className={styles.modalGame}>
        {gameName ? `${gameName} · ` : ''}
        {entryName ?? names.bidType(spec.key)}
      </p>
      <dl className={styles.totals}>
        <div>
          <dt>{t.totalBids}</dt>
          <dd data-testid="total-bids">{totalBids}</dd>
        </div>
        <div>
          <dt>{t.totalPoints}</dt>
          <dd data-testid="total-points">{formatPoints(totalPoints)}</dd>
        </div>
      </dl>
      <p className={styles.warning}>{bidWarning(spec.family, t)}</p>
      <div className={styles.modalActions}>
        <Button variant="outline" onClick={close} disabled={isSubmitting}>
          {t.cancel}
        </Button>
        <Button onClick={onConfirm} disabled={isSubmitting}>
          {isSubmitting ? t.submitting : t.submit}
        </Button>
      </div>
    </Modal>
  );
}
