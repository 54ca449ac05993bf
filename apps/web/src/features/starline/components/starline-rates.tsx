import { formatRatePair, RATE_KEYS, type RateTable } from '@pana/domain/catalogue';
import { RateList } from '../../../components/markets/rate-list.tsx';
import { STARLINE_TEXT } from '../texts.ts';

/** Single Digit, Single Pana, Double Panna, Tripple Panna, each "a-b". */
export function StarlineRates({ table, isLoading }: { table: RateTable | undefined; isLoading: boolean }) {
  const rows = RATE_KEYS.starline.map((key) => {
    const pair = table?.[key];
    return {
      label: STARLINE_TEXT.rateLabels[key as keyof typeof STARLINE_TEXT.rateLabels] ?? key,
      value: pair ? formatRatePair(pair) : '-',
    };
  });
  return <RateList title={STARLINE_TEXT.ratesTitle} rows={rows} isLoading={isLoading} />;
}
