import { paths } from '../../config/paths.ts';
import { type IconName } from '../ui/icon.tsx';
import { SHELL_TEXTS } from './texts.ts';

export type MenuItem = { label: string; to: string; icon: IconName };

const { menu } = SHELL_TEXTS;

/**
 * The sidebar menu (SPEC.md section 2): Home; with betting enabled Add Funds, Wallet, Win History,
 * Bid History, How To Play, Game Rates; always Charts, Change Password, Privacy Policy.
 * Log out is a button after these.
 */
export function playerMenuItems(hasBettingEnabled: boolean): MenuItem[] {
  const betting: MenuItem[] = [
    { label: menu.addFunds, to: paths.addFund, icon: 'plus' },
    { label: menu.wallet, to: paths.wallet, icon: 'wallet' },
    { label: menu.winHistory, to: paths.winHistory, icon: 'trophy' },
    { label: menu.bidHistory, to: paths.bidHistory, icon: 'list' },
    { label: menu.howToPlay, to: paths.howToPlay, icon: 'book' },
    { label: menu.gameRates, to: paths.gameRates, icon: 'percent' },
  ];
  return [
    { label: menu.home, to: paths.home, icon: 'home' },
    ...(hasBettingEnabled ? betting : []),
    { label: menu.charts, to: paths.charts, icon: 'chart' },
    { label: menu.changePassword, to: paths.changePassword, icon: 'key' },
    { label: menu.privacyPolicy, to: paths.privacyPolicy, icon: 'shield' },
  ];
}

/**
 * The public landing's menu: the same entries, but every one that needs a login leads to /login.
 * How To Play, Charts and Privacy Policy are open to visitors (SPEC.md section 6).
 */
export function guestMenuItems(): MenuItem[] {
  return [
    { label: menu.home, to: paths.landing, icon: 'home' },
    { label: menu.addFunds, to: paths.login, icon: 'plus' },
    { label: menu.wallet, to: paths.login, icon: 'wallet' },
    { label: menu.winHistory, to: paths.login, icon: 'trophy' },
    { label: menu.bidHistory, to: paths.login, icon: 'list' },
    { label: menu.howToPlay, to: paths.howToPlay, icon: 'book' },
    { label: menu.gameRates, to: paths.login, icon: 'percent' },
    { label: menu.charts, to: paths.charts, icon: 'chart' },
    { label: menu.changePassword, to: paths.login, icon: 'key' },
    { label: menu.privacyPolicy, to: paths.privacyPolicy, icon: 'shield' },
  ];
}
