import { BID_TYPES, formatRatePair, RATE_KEYS, type RateKey, type RateTable } from '@pana/domain/catalogue';
import { RateList, type RateRow } from '../../../components/markets/rate-list.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { marketMessages } from '../texts.ts';

/** The display name of the main bid type paid by a rate pair (from the domain's catalogue). */
function labelOf(key: RateKey): string {
  return BID_TYPES.main.find((spec) => spec.rateKey === key)?.name ?? key;
}

/**
 * The main rate pairs as "a-b", one row per bid type, each labelled with the bid type it pays: the
 * last row reads Full Sangam. (The older apps label it Jodi Digit, a defect: a player must not
 * misread a payout, so this row departs from them on purpose; docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps.)
 */
export function gameRateRows(table: RateTable): RateRow[] {
  return RATE_KEYS.main.map((key) => {
    const pair = table[key];
    return { label: labelOf(key), value: pair ? formatRatePair(pair) : '-' };
  });
}

export function GameRatesTable({ table, isLoading }: { table: RateTable | undefined; isLoading: boolean }) {
  const t = useMessages(marketMessages);
  return <RateList title={t.gameRatesTitle} rows={gameRateRows(table ?? {})} isLoading={isLoading} />;
}
