import { formatRatePair, RATE_KEYS, type RateTable } from '@pana/domain/catalogue';
import { RateList } from '../../../components/markets/rate-list.tsx';
import { GALI_TEXT } from '../texts.ts';

/** Left Digit, Right Digit, Jodi Digit, each "a-b". */
export function GaliRates({ table, isLoading }: { table: RateTable | undefined; isLoading: boolean }) {
  const rows = RATE_KEYS.gali.map((key) => {
    const pair = table?.[key];
    return {
      label: GALI_TEXT.rateLabels[key as keyof typeof GALI_TEXT.rateLabels] ?? key,
      value: pair ? formatRatePair(pair) : '-',
    };
  });
  return <RateList title={GALI_TEXT.ratesTitle} rows={rows} isLoading={isLoading} />;
}
