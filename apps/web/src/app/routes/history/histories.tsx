import { HistoryMenu } from '../../../features/history/components/history-menu.tsx';
import { HISTORY_TEXT } from '../../../features/history/texts.ts';
import styles from './histories.module.css';

/** /histories: the History menu. */
export default function HistoriesRoute() {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{HISTORY_TEXT.menuTitle}</h1>
      <HistoryMenu />
    </div>
  );
}
