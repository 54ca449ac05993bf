import { boardsOf, type BoardSpec, type Family } from '@pana/domain/catalogue';
import { Link } from 'react-router';
import { useGameNames } from '../../../components/games/names.ts';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyBidError } from '../hooks/use-bid-slip.ts';
import { boardPath, hasBoardScreen } from '../lib/slip-screen.ts';
import { biddingMessages, BOARD_TILE_MARK } from '../texts.ts';
import styles from './game-type-grid.module.css';

/** The boards a family's game grid offers: its boards of the catalogue but the spec's SP DP TP and motors. */
export function gridBoards(family: Family): BoardSpec[] {
  return boardsOf(family).filter(hasBoardScreen);
}

type BoardTilesProps = {
  family: Family;
  game: GameRouteState;
  /** Why a board cannot be opened now (the Gali chooser's closed market), or null. */
  closedMessage?: (board: BoardSpec) => string | null;
};

/**
 * The second section of a game grid (docs/rules.md#boards): "Boards", one tile per board of the family in the
 * catalogue's order, each opening its board screen with the market.
 */
export function BoardTiles({ family, game, closedMessage }: BoardTilesProps) {
  const t = useMessages(biddingMessages);
  const names = useGameNames();
  const boards = gridBoards(family);
  if (boards.length === 0) return null;
  const { slip: _slip, ...market } = game;
  return (
    <section className={styles.section} aria-labelledby={`boards-${family}`}>
      <h2 id={`boards-${family}`} className={styles.sectionTitle}>
        {t.boards}
      </h2>
      <ul className={styles.grid}>
        {boards.map((board) => (
          <li key={board.key}>
            <Link
              to={boardPath(family, board.key)}
              state={market satisfies GameRouteState}
              className={styles.tile}
              onClick={(event) => {
                const closed = closedMessage?.(board) ?? null;
                if (closed) {
                  event.preventDefault();
                  notifyBidError(closed);
                }
              }}
            >
              <span className={`${styles.mark} ${styles.boardMark}`} aria-hidden="true">
                {BOARD_TILE_MARK[board.key] ?? board.name.charAt(0)}
              </span>
              <span className={styles.name}>{names.board(board.key)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
