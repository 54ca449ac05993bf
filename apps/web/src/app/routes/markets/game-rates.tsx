import { useGameRates } from '../../../features/markets/api/get-game-rates.ts';
import { GameRatesTable } from '../../../features/markets/components/game-rates-table.tsx';

/** /gameRates: the main rate pairs. */
export default function GameRatesRoute() {
  const { data, isPending } = useGameRates();
  return <GameRatesTable table={data} isLoading={isPending} />;
}
