import { paths } from '../../config/paths.ts';
import {
  bookIcon,
  chartIcon,
  helpIcon,
  homeIcon,
  infoIcon,
  keyIcon,
  listIcon,
  percentIcon,
  plusIcon,
  shieldIcon,
  trophyIcon,
  walletIcon,
} from '../ui/icon-paths.ts';
import { shellMessages } from './texts.ts';

export type MenuItem = { label: string; to: string; icon: string };

/**
 * The sidebar menu (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps): Home; with betting enabled Add Funds, Wallet, Win History,
 * Bid History, How To Play, Game Rates; always Charts, Change Password, Privacy Policy, and Play
 * Responsibly (ADR 018: the player's limits and breaks, whatever the betting flag) and Help (the
 * player's support tickets, ADR 030).
 * Log out is a button after these. Labels in the chosen language at the moment of the call.
 */
export function playerMenuItems(hasBettingEnabled: boolean): MenuItem[] {
  const menu = shellMessages.get();
  const betting: MenuItem[] = [
    { label: menu.addFunds, to: paths.addFund, icon: plusIcon },
    { label: menu.wallet, to: paths.wallet, icon: walletIcon },
    { label: menu.winHistory, to: paths.winHistory, icon: trophyIcon },
    { label: menu.bidHistory, to: paths.bidHistory, icon: listIcon },
    { label: menu.howToPlay, to: paths.howToPlay, icon: bookIcon },
    { label: menu.gameRates, to: paths.gameRates, icon: percentIcon },
  ];
  return [
    { label: menu.home, to: paths.home, icon: homeIcon },
    ...(hasBettingEnabled ? betting : []),
    { label: menu.charts, to: paths.charts, icon: chartIcon },
    { label: menu.changePassword, to: paths.changePassword, icon: keyIcon },
    { label: menu.privacyPolicy, to: paths.privacyPolicy, icon: shieldIcon },
    { label: menu.playResponsibly, to: paths.playResponsibly, icon: infoIcon },
    { label: menu.help, to: paths.help, icon: helpIcon },
  ];
}

/**
 * The public landing's menu: the same entries, but every one that needs a login leads to /login.
 * How To Play, Charts and Privacy Policy are open to visitors (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps).
 */
export function guestMenuItems(): MenuItem[] {
  const menu = shellMessages.get();
  return [
    { label: menu.home, to: paths.landing, icon: homeIcon },
    { label: menu.addFunds, to: paths.login, icon: plusIcon },
    { label: menu.wallet, to: paths.login, icon: walletIcon },
    { label: menu.winHistory, to: paths.login, icon: trophyIcon },
    { label: menu.bidHistory, to: paths.login, icon: listIcon },
    { label: menu.howToPlay, to: paths.howToPlay, icon: bookIcon },
    { label: menu.gameRates, to: paths.login, icon: percentIcon },
    { label: menu.charts, to: paths.charts, icon: chartIcon },
    { label: menu.changePassword, to: paths.login, icon: keyIcon },
    { label: menu.privacyPolicy, to: paths.privacyPolicy, icon: shieldIcon },
  ];
}
