import { type Family } from '@pana/domain/catalogue';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useReplaySlip } from '../hooks/use-slips.ts';
import { slipsMessages } from '../texts.ts';
import { SavedSlipsSheet } from './saved-slips-sheet.tsx';
import styles from './slips.module.css';

/**
 * The slip actions of a market's game grid (/game, /stargame, /galiallgame): "Repeat last slip"
 * opens the bid screen with the player's last slip on the family, for THIS market; "Saved slips"
 * lists the player's named slips of the family, to replay or delete. Either way the bid screen
 * checks the lines again and nothing is placed until the player submits.
 */
export function SlipActions({ family, game }: { family: Family; game: GameRouteState }) {
  const { repeatLast, replay, isFetching } = useReplaySlip(family, game);
  const [isListOpen, setIsListOpen] = useState(false);
  const t = useMessages(slipsMessages);
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        className={styles.action}
        onClick={() => void repeatLast()}
        disabled={isFetching}
        aria-busy={isFetching}
      >
        {isFetching ? t.repeating : t.repeatLast}
      </Button>
      <Button variant="outline" className={styles.action} onClick={() => setIsListOpen(true)} aria-haspopup="dialog">
        {t.savedSlips}
      </Button>
      <SavedSlipsSheet family={family} isOpen={isListOpen} onClose={() => setIsListOpen(false)} onPlay={replay} />
    </div>
  );
}
