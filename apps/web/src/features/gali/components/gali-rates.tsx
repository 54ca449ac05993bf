import { formatRatePair, RATE_KEYS, type RateTable } from '@pana/domain/catalogue';
import { RateList } from '../../../components/markets/rate-list.tsx';
import { GALI_TEXTS } from '../texts.ts';

/** Left Digit, Right Digit, Jodi Digit, each "a-b". */
export function GaliRates({ table, isLoading }: { table: RateTable | undefined; isLoading: boolean }) {
  const rows = RATE_KEYS.gali.map((key) => {
    const pair = table?.[key];
    return {
      label: GALI_TEXTS.rateLabels[key as keyof typeof GALI_TEXTS.rateLabels] ?? key,
      value: pair ? formatRatePair(pair) : '-',
    };
  });
  return <RateList title={GALI_TEXTS.ratesTitle} rows={rows} isLoading={isLoading} />;
}
