import { HistoryMenu } from '../../../features/history/components/history-menu.tsx';
import { historyMessages } from '../../../features/history/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import styles from './histories.module.css';

/** /histories: the History menu. */
export default function HistoriesRoute() {
  const t = useMessages(historyMessages);
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t.menuTitle}</h1>
      <HistoryMenu />
    </div>
  );
}
