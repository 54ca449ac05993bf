import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Menu and shell texts (the older apps' navbar and sidebar, docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps): the English base of the 'shell' component
 * (ADR 020); Hindi and Marathi in src/locales/{hi,mr}/shell.json.
 */
export const shellMessages = i18n('shell', {
  home: 'Home',
  addFunds: 'Add Funds',
  wallet: 'Wallet',
  winHistory: 'Win History',
  bidHistory: 'Bid History',
  howToPlay: 'How To Play',
  gameRates: 'Game Rates',
  charts: 'Charts',
  changePassword: 'Change Password',
  privacyPolicy: 'Privacy Policy',
  /** Limits, cool-off and self-exclusion (ADR 018); not in the older apps' menu. */
  playResponsibly: 'Play Responsibly',
  /** The player's support tickets (ADR 030); not in the older apps' menu. */
  help: 'Help',
  logout: 'Log out',
  login: 'Login',
  /** Shown only while the browser offers to install the app (ADR 006). */
  install: 'Install App',
  menu: 'Menu',
  mainMenu: 'Main menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  walletLabel: params('Wallet balance {amount} points, open wallet'),
  guestName: 'Welcome, Guest',
  guestHint: 'Login to play',
  tagline: 'Play the markets with your points wallet',
});
