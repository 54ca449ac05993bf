import { paths } from '../../../config/paths.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

const transfer = lazyScreen(() => import('./transfer.tsx'));

/** The wallet, its histories and Transfer Points (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps), and the bank account's OTP screen (ADR 012). */
export const walletRoutes: FeatureRoutes = {
  headerless: [{ path: paths.otpBank, lazy: lazyScreen(() => import('./otp-bank.tsx')), handle: { title: 'OTP Verification' } }],
  withHeader: [
    { path: paths.wallet, lazy: lazyScreen(() => import('./wallet.tsx')), handle: { title: 'Wallet' } },
    {
      path: paths.transactionHistory,
      lazy: lazyScreen(() => import('./wallet-history.tsx')),
      handle: { title: 'Wallet History' },
    },
    {
      path: paths.addFundHistory,
      lazy: lazyScreen(() => import('./deposit-history.tsx')),
      handle: { title: 'Deposit History' },
    },
    { path: paths.transferPoints, lazy: transfer, handle: { title: 'Transfer Points' } },
    { path: paths.transfer, lazy: transfer, handle: { title: 'Transfer Points' } },
    // Routes of the spec whose content it does not show: on to the wallet and Transfer Points.
    { path: '/mymodel', lazy: lazyScreen(() => import('../unshown-screen.tsx')), handle: { title: 'Wallet' } },
    {
      path: '/transfermodel',
      lazy: lazyScreen(() => import('../unshown-screen.tsx')),
      handle: { title: 'Transfer Points' },
    },
  ],
};
