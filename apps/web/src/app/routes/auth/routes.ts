import { redirect } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { getSession } from '../../../lib/session.ts';
import { type FeatureRoutes, lazyScreen, type RouteHandle } from '../route-table.ts';
import LoginRoute from './login.tsx';

const handle = (title: string): RouteHandle => ({ title });

/** Accounts: login (in the first bundle), register, OTP and password screens (lazy chunks). */
export const authRoutes: FeatureRoutes = {
  headerless: [
    {
      // Root: login, or the home screen when a login is stored (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps).
      index: true,
      loader: () => (getSession() ? redirect(paths.home) : null),
      Component: LoginRoute,
      handle: handle('Login'),
    },
    { path: paths.login, Component: LoginRoute, handle: handle('Login') },
    { path: paths.register, lazy: lazyScreen(() => import('./register.tsx')), handle: handle('Register') },
    { path: paths.forgotPassword, lazy: lazyScreen(() => import('./forgot-password.tsx')), handle: handle('Forgot Password') },
    { path: paths.otpRegister, lazy: lazyScreen(() => import('./otp-register.tsx')), handle: handle('OTP Verification') },
    { path: paths.otpForgotPassword, lazy: lazyScreen(() => import('./otp-forgot-password.tsx')), handle: handle('OTP Verification') },
    { path: paths.otpWithdraw, lazy: lazyScreen(() => import('./otp-withdraw.tsx')), handle: handle('OTP Verification') },
    { path: paths.resetPassword, lazy: lazyScreen(() => import('./reset-password.tsx')), handle: handle('Reset Password') },
  ],
};
