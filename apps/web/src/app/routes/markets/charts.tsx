import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useDashboardData } from '../../../features/markets/api/get-dashboard-data.ts';
import { ChartList } from '../../../features/markets/components/chart-list.tsx';
import { marketMessages } from '../../../features/markets/texts.ts';
import { resultsLogMessages } from '../../../features/results-log/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import styles from './markets.module.css';

/** /charts (public): one row per game with View Charts, and the link to the results log. */
export default function ChartsRoute() {
  const t = useMessages(marketMessages);
  const log = useMessages(resultsLogMessages);
  const { data, isError } = useDashboardData();
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t.chartsTitle}</h1>
      <ChartList markets={data?.result ?? (isError ? [] : undefined)} />
      <ButtonLink to={paths.resultsLog} variant="outline" isBlock>
        {log.chartsLink}
      </ButtonLink>
    </div>
  );
}
