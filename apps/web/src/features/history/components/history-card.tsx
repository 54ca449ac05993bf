import { formatPoints } from '../../../lib/format.ts';
import { type HistoryItem } from '../api/get-history.ts';
import { galiCardTone, type HistoryConfig } from '../lib/histories.ts';
import { HISTORY_TEXT } from '../texts.ts';
import styles from './history-screen.module.css';

/**
 * One bid or win: game and date, the bid type the player chose (SP Motor for the single panas it
 * expanded into; the legacy `pana` label from a server that does not say), the board it was entered
 * through ("Group Jodi · 17", issue 18) when there is one, number, session (main markets) and points
 * or amount.
 */
export function HistoryCard({ item, config }: { item: HistoryItem; config: HistoryConfig }) {
  const tone = config.family === 'gali' ? galiCardTone(item.pana) : undefined;
  const number = item.closedigits ? `${item.digits}-${item.closedigits}` : item.digits;
  const date = config.isWins ? item.wining_date || item.bid_date : item.bid_date || item.wining_date;
  const hasSession = config.family === 'main' && item.session !== '';
  return (
    <li className={[styles.card, tone ? styles[tone] : undefined].filter(Boolean).join(' ')} data-tone={tone}>
      <div className={styles.cardHead}>
        <div className={styles.gameBlock}>
          <span className={styles.game}>{item.game_name}</span>
          <span className={styles.date}>{date}</span>
        </div>
        <span className={styles.pana}>{item.bid_type || item.pana}</span>
      </div>
      {item.board ? (
        <p className={styles.board} data-testid="history-board">
          {item.board}
        </p>
      ) : null}
      <dl className={`${styles.facts} ${hasSession ? styles.threeFacts : ''}`}>
        <div>
          <dt>{HISTORY_TEXT.digits}</dt>
          <dd className={styles.number}>{number}</dd>
        </div>
        {hasSession ? (
          <div>
            <dt>{HISTORY_TEXT.session}</dt>
            <dd>{item.session}</dd>
          </div>
        ) : null}
        <div className={styles.valueFact}>
          <dt>{config.isWins ? HISTORY_TEXT.amount : HISTORY_TEXT.points}</dt>
          <dd className={styles.value}>{formatPoints(config.isWins ? item.amount : item.points)}</dd>
        </div>
      </dl>
    </li>
  );
}
