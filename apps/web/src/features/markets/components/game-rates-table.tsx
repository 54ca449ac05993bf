import { BID_TYPES, formatRatePair, RATE_KEYS, type RateKey, type RateTable } from '@pana/domain/catalogue';
import { RateList, type RateRow } from '../../../components/markets/rate-list.tsx';
import { MARKET_TEXTS } from '../texts.ts';

/** The display name of the main bid type paid by a rate pair (from the domain's catalogue). */
function labelOf(key: RateKey): string {
  return BID_TYPES.main.find((spec) => spec.rateKey === key)?.name ?? key;
}

/**
 * The main rate pairs as "a-b", one row per bid type. As SPEC.md says, the last row (the full
 * sangam pair) is labelled Jodi Digit.
 */
export function gameRateRows(table: RateTable): RateRow[] {
  const keys = RATE_KEYS.main;
  return keys.map((key, index) => {
    const pair = table[key];
    return {
      label: index === keys.length - 1 ? MARKET_TEXTS.gameRates.lastRowLabel : labelOf(key),
      value: pair ? formatRatePair(pair) : '-',
    };
  });
}

export function GameRatesTable({ table, isLoading }: { table: RateTable | undefined; isLoading: boolean }) {
  return <RateList title={MARKET_TEXTS.gameRates.title} rows={gameRateRows(table ?? {})} isLoading={isLoading} />;
}
