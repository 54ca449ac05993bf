import { paths } from '../../../config/paths.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

const addFunds = lazyScreen(() => import('./add-funds.tsx'));
const withdraw = lazyScreen(() => import('./withdraw.tsx'));

/** Money in and out: Add Funds, QR payment, Withdraw, withdraw history and the two rule texts (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). */
export const fundsRoutes: FeatureRoutes = {
  withHeader: [
    { path: paths.addFund, lazy: addFunds, handle: { title: 'Add Funds' } },
    { path: paths.addFunds, lazy: addFunds, handle: { title: 'Add Funds' } },
    { path: paths.qrPay, lazy: lazyScreen(() => import('./qr-pay.tsx')), handle: { title: 'QR Payment' } },
    { path: paths.withdraw, lazy: withdraw, handle: { title: 'Withdraw' } },
    { path: paths.withdrawFund, lazy: withdraw, handle: { title: 'Withdraw Fund' } },
    { path: paths.withdrawHistory, lazy: lazyScreen(() => import('./withdraw-history.tsx')), handle: { title: 'Withdraw History' } },
    { path: paths.withdrawRule, lazy: lazyScreen(() => import('./withdraw-rule.tsx')), handle: { title: 'Withdraw Rules' } },
    { path: paths.depositRule, lazy: lazyScreen(() => import('./deposit-rule.tsx')), handle: { title: 'Deposit Rules' } },
  ],
};
