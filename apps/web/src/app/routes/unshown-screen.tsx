import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';

/**
 * The six routes of the header shell whose content the older apps never showed (/star, /mymodel,
 * /transfermodel, /win, /windata, /bid). Like their siblings they need a login (the header shell
 * sends visitors to /login); a player lands on the screen each name points at (decision):
 * Starline, the wallet (where the payout-number modal lives), Transfer Points, the win history and
 * the bid history. Those keep their own betting rule (betting off → /imp).
 */
const TARGETS: Readonly<Record<string, string>> = {
  '/star': paths.starline,
  '/mymodel': paths.wallet,
  '/transfermodel': paths.transferPoints,
  '/win': paths.winHistory,
  '/windata': paths.winHistory,
  '/bid': paths.bidHistory,
};

export default function UnshownScreen() {
  const { pathname } = useLocation();
  return <Navigate to={TARGETS[pathname.replace(/\/+$/, '').toLowerCase()] ?? paths.home} replace />;
}
