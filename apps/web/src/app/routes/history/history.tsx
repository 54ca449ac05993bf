import { Navigate, useLocation } from 'react-router';
import { RequireBetting } from '../../../components/layouts/require-betting.tsx';
import { paths } from '../../../config/paths.ts';
import { HistoryScreen } from '../../../features/history/components/history-screen.tsx';
import { type HistoryKind } from '../../../features/history/lib/histories.ts';

/** Which history a path shows (paths match without regard to case). */
const HISTORY_BY_PATH: Readonly<Record<string, HistoryKind>> = {
  [paths.winHistory.toLowerCase()]: 'main-wins',
  [paths.bidHistory.toLowerCase()]: 'main-bids',
  [paths.starlineBidHistory.toLowerCase()]: 'starline-bids',
  [paths.starlineWinHistory.toLowerCase()]: 'starline-wins',
  [paths.galiWinHistory.toLowerCase()]: 'gali-wins',
  [paths.galiBidHistory.toLowerCase()]: 'gali-bids',
};

/**
 * /imp3, /imp4, /imp5, /imp6, /impwin, /impbid: the six histories, one screen configured per path.
 * Like the other betting screens they need betting enabled (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps), else /imp.
 */
export default function HistoryRoute() {
  const { pathname } = useLocation();
  const kind = HISTORY_BY_PATH[pathname.replace(/\/+$/, '').toLowerCase()];
  if (!kind) return <Navigate to={paths.histories} replace />;
  return (
    <RequireBetting>
      <HistoryScreen key={kind} kind={kind} />
    </RequireBetting>
  );
}
