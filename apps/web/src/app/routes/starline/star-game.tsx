import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { GameTypeGrid } from '../../../features/bidding/components/game-type-grid.tsx';
import { hasBettingEnabled, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { readGameRouteState } from '../../../lib/game-route-state.ts';

/** /stargame: the four Starline bid types of the chosen slot; without one (or betting disabled) back to /imp2. */
export default function StarGameRoute() {
  const location = useLocation();
  const game = readGameRouteState(location.state);
  const { data: info } = useUserInfo();
  if (!game || (info && !hasBettingEnabled(info))) return <Navigate to={paths.starline} replace />;
  return <GameTypeGrid family="starline" game={game} />;
}
