import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { GameTypeGrid } from '../../../features/bidding/components/game-type-grid.tsx';
import { hasBettingEnabled, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { readGameRouteState } from '../../../lib/game-route-state.ts';

/** /game: the ten main bid types of the chosen market; without one (or betting disabled) back to /imp. */
export default function GameRoute() {
  const location = useLocation();
  const game = readGameRouteState(location.state);
  const { data: info } = useUserInfo();
  if (!game || (info && !hasBettingEnabled(info))) return <Navigate to={paths.home} replace />;
  return <GameTypeGrid family="main" game={game} />;
}
