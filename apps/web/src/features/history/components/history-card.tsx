import { useGameNames } from '../../../components/games/names.ts';
import { HelpLink } from '../../../components/help-link/help-link-button.tsx';
import { formatPoints } from '../../../lib/format.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { shownServerDate } from '../../../lib/i18n/server-date.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type HistoryItem } from '../api/get-history.ts';
import { galiCardTone, type HistoryConfig } from '../lib/histories.ts';
import { historyMessages } from '../texts.ts';
import styles from './history-screen.module.css';

/**
 * One bid or win: game and date, the bid type the player chose (SP Motor for the single panas it
 * expanded into; the legacy `pana` label from a server that does not say), the board it was entered
 * through ("Group Jodi · 17", ADR 016) when there is one, number, session (main markets) and points
 * or amount; and Help, a support ticket about this bid (ADR 030), when the server names the bid.
 */
export function HistoryCard({ item, config }: { item: HistoryItem; config: HistoryConfig }) {
  const t = useMessages(historyMessages);
  const games = useGameNames();
  const code = useMessages(locale);
  const tone = config.family === 'gali' ? galiCardTone(item.pana) : undefined;
  const number = item.closedigits ? `${item.digits}-${item.closedigits}` : item.digits;
  const date = config.isWins ? item.wining_date || item.bid_date : item.bid_date || item.wining_date;
  const hasSession = config.family === 'main' && item.session !== '';
  return (
    <li className={[styles.card, tone ? styles[tone] : undefined].filter(Boolean).join(' ')} data-tone={tone}>
      <div className={styles.cardHead}>
        <div className={styles.gameBlock}>
          <span className={styles.game}>{item.game_name}</span>
          <span className={styles.date}>{shownServerDate(date, code)}</span>
        </div>
        <span className={styles.pana}>{games.name(item.bid_type || item.pana)}</span>
      </div>
      {item.board ? (
        <p className={styles.board} data-testid="history-board">
          {games.name(item.board)}
        </p>
      ) : null}
      <dl className={`${styles.facts} ${hasSession ? styles.threeFacts : ''}`}>
        <div>
          <dt>{t.digits}</dt>
          <dd className={styles.number}>{number}</dd>
        </div>
        {hasSession ? (
          <div>
            <dt>{t.session}</dt>
            <dd>{games.name(item.session)}</dd>
          </div>
        ) : null}
        <div className={styles.valueFact}>
          <dt>{config.isWins ? t.amount : t.points}</dt>
          <dd className={styles.value}>{formatPoints(config.isWins ? item.amount : item.points)}</dd>
        </div>
      </dl>
      {item.bid_id > 0 ? (
        <div className={styles.help}>
          <HelpLink kind="bid" id={item.bid_id} />
        </div>
      ) : null}
    </li>
  );
}
