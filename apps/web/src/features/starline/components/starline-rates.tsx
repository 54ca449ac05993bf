import { formatRatePair, RATE_KEYS, type RateTable } from '@pana/domain/catalogue';
import { RateList } from '../../../components/markets/rate-list.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { starlineMessages } from '../texts.ts';

/** Single Digit, Single Pana, Double Panna, Tripple Panna, each "a-b". */
export function StarlineRates({ table, isLoading }: { table: RateTable | undefined; isLoading: boolean }) {
  const t = useMessages(starlineMessages);
  const labels: Readonly<Record<string, string>> = {
    single_digit: t.rateSingleDigit,
    single_pana: t.rateSinglePana,
    double_pana: t.rateDoublePana,
    tripple_pana: t.rateTriplePana,
  };
  const rows = RATE_KEYS.starline.map((key) => {
    const pair = table?.[key];
    return {
      label: labels[key] ?? key,
      value: pair ? formatRatePair(pair) : '-',
    };
  });
  return <RateList title={t.ratesTitle} rows={rows} isLoading={isLoading} />;
}
