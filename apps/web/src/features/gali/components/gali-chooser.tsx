import {
  BID_TYPES,
  checkBidWindow,
  requireBidType,
  singleDrawStatus,
  type StoredBidTypeKey,
} from '@pana/domain/catalogue';
import { useNavigate } from 'react-router';
import { useGameNames } from '../../../components/games/names.ts';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyError } from '../../../lib/notify.ts';
import { serverNow } from '../../../lib/server-clock.ts';
import { BoardTiles } from '../../bidding/components/board-tiles.tsx';
import { SlipActions } from '../../slips/components/slip-actions.tsx';
import { galiMessages } from '../texts.ts';
import styles from './gali-chooser.module.css';

const ROUND_MARK: Record<string, string> = { left_digit: '4·', right_digit: '·7', jodi_digit: '47' };

/** 'Bidding is closed for {pana name}' once the market time has passed (domain clock), else null; an unreadable time lets the server decide. */
function closedMessage(game: GameRouteState, specName: string): string | null {
  const spec = BID_TYPES.gali.find((s) => s.name === specName);
  if (!spec) return null;
  try {
    return checkBidWindow(spec, 'close', singleDrawStatus({ time: game.openTime }, serverNow()));
  } catch {
    return null;
  }
}

/**
 * The Gali game chooser (/galiallgame): the market's name and three round buttons, Left Digit,
 * Right Digit and Jodi Digit. After the market time a tap says 'Bidding is closed for {pana name}'.
 * Below them, Gali's boards (docs/rules.md#boards), closed the same way as the type of their lines.
 */
export function GaliChooser({ game }: { game: GameRouteState }) {
  const navigate = useNavigate();
  const t = useMessages(galiMessages);
  const names = useGameNames();
  return (
    <div className={styles.screen}>
      <h1 className={styles.name}>{game.gameName}</h1>
      <p className={styles.sub}>{t.chooseGame}</p>
      <SlipActions family="gali" game={game} />
      <ul className={styles.rounds}>
        {BID_TYPES.gali.map((spec) => (
          <li key={spec.key}>
            <button
              type="button"
              className={styles.round}
              onClick={() => {
                const closed = closedMessage(game, spec.name);
                if (closed) {
                  notifyError(closed, { duration: 3000 });
                  return;
                }
                void navigate(spec.path, { state: { ...game, pana: spec.name } satisfies GameRouteState });
              }}
            >
              <span className={styles.mark} aria-hidden="true">
                {ROUND_MARK[spec.key]}
              </span>
              <span className={styles.label}>{names.bidType(spec.key)}</span>
            </button>
          </li>
        ))}
      </ul>
      <BoardTiles
        family="gali"
        game={game}
        closedMessage={(board) =>
          closedMessage(game, requireBidType('gali', board.lineTypes[0] as StoredBidTypeKey).name)
        }
      />
    </div>
  );
}
