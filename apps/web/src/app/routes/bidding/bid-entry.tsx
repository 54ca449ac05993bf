import { getBidTypeByPath } from '@pana/domain/catalogue';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { BidSlip } from '../../../features/bidding/components/bid-slip.tsx';
import { hasBettingEnabled, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { readGameRouteState } from '../../../lib/game-route-state.ts';
import { FAMILY_HOME } from './family-home.ts';

/**
 * The 17 bid-entry screens (/single … /dpmotor, /starsingle …, /leftdigit …): one bid slip configured
 * by the bid type whose path this is. Without a market in the navigation state, or with betting
 * disabled, the player goes back to that family's home.
 */
export default function BidEntryRoute() {
  const location = useLocation();
  const spec = getBidTypeByPath(location.pathname.replace(/\/+$/, ''));
  const game = readGameRouteState(location.state);
  const { data: info } = useUserInfo();
  if (!spec) return <Navigate to={paths.home} replace />;
  if (!game || (info && !hasBettingEnabled(info))) return <Navigate to={FAMILY_HOME[spec.family]} replace />;
  return <BidSlip key={spec.path} spec={spec} game={game} wallet={info?.wallet_amt} />;
}
