import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { BoardSlip } from '../../../features/bidding/components/board-slip.tsx';
import { boardFromPath } from '../../../features/bidding/lib/slip-screen.ts';
import { hasBettingEnabled, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { readGameRouteState } from '../../../lib/game-route-state.ts';
import { FAMILY_HOME } from './family-home.ts';

/**
 * The board screens (/board/{family}/{board}, e.g. /board/main/group-jodi): one bid slip configured
 * by a board of the domain's catalogue on a family. Without a market in the navigation state, or
 * with betting disabled, the player goes back to that family's home.
 */
export default function BoardEntryRoute() {
  const location = useLocation();
  const found = boardFromPath(location.pathname);
  const game = readGameRouteState(location.state);
  const { data: info } = useUserInfo();
  if (!found) return <Navigate to={paths.home} replace />;
  if (!game || (info && !hasBettingEnabled(info))) return <Navigate to={FAMILY_HOME[found.family]} replace />;
  return (
    <BoardSlip
      key={location.pathname}
      family={found.family}
      board={found.board}
      game={game}
      wallet={info?.wallet_amt}
    />
  );
}
