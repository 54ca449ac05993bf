import { formatRatePair, RATE_KEYS, type RateTable } from '@pana/domain/catalogue';
import { RateList } from '../../../components/markets/rate-list.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { galiMessages } from '../texts.ts';

/** Left Digit, Right Digit, Jodi Digit, each "a-b". */
export function GaliRates({ table, isLoading }: { table: RateTable | undefined; isLoading: boolean }) {
  const t = useMessages(galiMessages);
  const labels: Readonly<Record<string, string>> = {
    single_digit: t.rateLeft,
    single_pana: t.rateRight,
    double_pana: t.rateJodi,
  };
  const rows = RATE_KEYS.gali.map((key) => {
    const pair = table?.[key];
    return {
      label: labels[key] ?? key,
      value: pair ? formatRatePair(pair) : '-',
    };
  });
  return <RateList title={t.ratesTitle} rows={rows} isLoading={isLoading} />;
}
