import { type Family } from '@pana/domain/catalogue';
import { useState } from 'react';
import { useGameNames } from '../../../components/games/names.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { trashIcon } from '../../../components/ui/icon-paths.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import trashStyles from '../../../components/ui/trash-button.module.css';
import { formatPoints } from '../../../lib/format.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type SavedSlip } from '../api/slips.ts';
import { useDeleteSlip, useSavedSlips } from '../hooks/use-slips.ts';
import { slipSummary } from '../lib/prefill.ts';
import { slipsMessages } from '../texts.ts';
import styles from './slips.module.css';

type SavedSlipsSheetProps = {
  family: Family;
  isOpen: boolean;
  onClose: () => void;
  /** Replays a slip (the bid screen opens with it). */
  onPlay: (slip: SavedSlip) => void;
};

/**
 * The player's saved slips of a family, newest first: each with its name, board label or types,
 * bids and total. A tap replays it; the bin asks once before the slip is deleted.
 */
export function SavedSlipsSheet({ family, isOpen, onClose, onPlay }: SavedSlipsSheetProps) {
  const query = useSavedSlips(family, isOpen);
  const remove = useDeleteSlip();
  const [deleting, setDeleting] = useState<SavedSlip | null>(null);
  const t = useMessages(slipsMessages);
  const names = useGameNames();
  /** A board's label or a bid type's name or key, as the server keeps it, in the chosen language. */
  const gameLabel = (english: string) => {
    const translated = names.name(english);
    return translated === english ? names.bidType(english) : translated;
  };

  const close = () => {
    setDeleting(null);
    onClose();
  };

  return (
    <Modal title={t.savedTitle} isOpen={isOpen} onClose={close}>
      {query.isPending ? (
        <Skeleton count={2} height={64} />
      ) : query.isError ? (
        <div className={styles.form}>
          <p role="alert">{t.loadFailed}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : query.data.slips.length === 0 ? (
        <EmptyState message={t.noSavedSlips} />
      ) : (
        <>
          <p className={styles.count}>{t.savedCount({ count: query.data.slips.length, limit: query.data.limit })}</p>
          <ul className={styles.list}>
            {query.data.slips.map((slip) => (
              <li key={slip.id}>
                {deleting?.id === slip.id ? (
                  <div className={styles.confirm} role="group" aria-label={t.deleteSlip({ name: slip.name })}>
                    <p className={styles.confirmText}>{t.confirmDelete({ name: slip.name })}</p>
                    <div className={styles.buttons}>
                      <Button variant="outline" onClick={() => setDeleting(null)} disabled={remove.isPending}>
                        {t.cancel}
                      </Button>
                      <Button
                        onClick={() => remove.mutate(slip.id, { onSettled: () => setDeleting(null) })}
                        disabled={remove.isPending}
                      >
                        {remove.isPending ? t.deleting : t.delete}
                      </Button>
                    </div>
                  </div>
                ) : (
                  <div className={styles.item}>
                    <button
                      type="button"
                      className={styles.play}
                      onClick={() => {
                        close();
                        onPlay(slip);
                      }}
                    >
                      {/* The name players hear holds what they see (axe's label-content-name-mismatch). */}
                      <span className="visually-hidden">{t.play} </span>
                      <span className={styles.name}>{slip.name}</span>
                      <span className={styles.detail}>{slipSummary(slip).split(', ').map(gameLabel).join(', ')}</span>
                      <span className={styles.detail}>
                        {t.bids(slip.lines.length)} · {t.points({ total: formatPoints(slip.total) })}
                      </span>
                    </button>
                    <button
                      type="button"
                      className={`${trashStyles.trashButton} ${styles.remove}`}
                      aria-label={t.deleteSlip({ name: slip.name })}
                      onClick={() => setDeleting(slip)}
                    >
                      <Icon path={trashIcon} />
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
