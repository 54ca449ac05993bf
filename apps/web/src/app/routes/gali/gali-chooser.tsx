import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { GaliChooser } from '../../../features/gali/components/gali-chooser.tsx';
import { hasBettingEnabled, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { readGameRouteState } from '../../../lib/game-route-state.ts';

/** /galiallgame: Left Digit, Right Digit, Jodi Digit of the chosen market; without one (or betting disabled) /galiimp. */
export default function GaliChooserRoute() {
  const location = useLocation();
  const game = readGameRouteState(location.state);
  const { data: info } = useUserInfo();
  if (!game || (info && !hasBettingEnabled(info))) return <Navigate to={paths.gali} replace />;
  return <GaliChooser game={game} />;
}
