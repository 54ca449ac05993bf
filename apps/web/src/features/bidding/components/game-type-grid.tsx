import { BID_TYPES, type Family } from '@pana/domain/catalogue';
import { Link } from 'react-router';
import { useGameNames } from '../../../components/games/names.ts';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { SlipActions } from '../../slips/components/slip-actions.tsx';
import { biddingMessages, GAME_TILE_MARK } from '../texts.ts';
import { BoardTiles } from './board-tiles.tsx';
import styles from './game-type-grid.module.css';

/**
 * The game-type selection of a market (/game: the ten main types; /stargame: the four Starline
 * types), in the domain catalogue's order. Each tile opens its bid-entry screen with the market.
 * Below them, the family's boards (docs/rules.md#boards).
 */
export function GameTypeGrid({ family, game }: { family: Exclude<Family, 'gali'>; game: GameRouteState }) {
  const t = useMessages(biddingMessages);
  const names = useGameNames();
  return (
    <div className={styles.screen}>
      <header className={styles.heading}>
        <h1 className={styles.gameName}>{game.gameName}</h1>
        <p className={styles.sub}>{t.selectGame}</p>
      </header>
      <SlipActions family={family} game={game} />
      <ul className={styles.grid}>
        {BID_TYPES[family].map((spec) => (
          <li key={spec.key}>
            <Link to={spec.path} state={{ ...game, pana: spec.name } satisfies GameRouteState} className={styles.tile}>
              <span className={styles.mark} aria-hidden="true">
                {GAME_TILE_MARK[spec.key] ?? spec.name.charAt(0)}
              </span>
              <span className={styles.name}>{names.bidType(spec.key)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <BoardTiles family={family} game={game} />
    </div>
  );
}
