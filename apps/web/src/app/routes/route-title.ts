import { gameName } from '../../components/games/names.ts';
import { gameMessages } from '../../components/games/texts.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { routeMessages } from './texts.ts';

type RouteTexts = ReturnType<typeof routeMessages.get>;

/** Each English title a route's handle names, to its words in the chosen language. */
const TITLES: ReadonlyMap<string, (t: RouteTexts) => string> = new Map<string, (t: RouteTexts) => string>([
  ['About Us', (t) => t.aboutUs],
  ['Add Funds', (t) => t.addFunds],
  ['Bid History', (t) => t.bidHistory],
  ['Change Password', (t) => t.changePassword],
  ['Charts', (t) => t.charts],
  ['Confirm Your Age', (t) => t.confirmAge],
  ['Delete Account', (t) => t.deleteAccount],
  ['Deposit History', (t) => t.depositHistory],
  ['Deposit Rules', (t) => t.depositRules],
  ['Edit Profile', (t) => t.editProfile],
  ['Forgot Password', (t) => t.forgotPassword],
  ['Gali Bid History', (t) => t.galiBidHistory],
  ['Gali Win History', (t) => t.galiWinHistory],
  ['GALI DISAWAR', (t) => t.galiDisawar],
  ['Game Rates', (t) => t.gameRates],
  ['Help', (t) => t.help],
  ['History', (t) => t.history],
  ['How To Play', (t) => t.howToPlay],
  ['JACKPOT STARLINE', (t) => t.jackpotStarline],
  ['Login', (t) => t.login],
  ['New Ticket', (t) => t.newTicket],
  ['Notifications', (t) => t.notifications],
  ['OTP Verification', (t) => t.otpVerification],
  ['Play Responsibly', (t) => t.playResponsibly],
  ['Privacy Policy', (t) => t.privacyPolicy],
  ['QR Payment', (t) => t.qrPayment],
  ['Register', (t) => t.register],
  ['Reset Password', (t) => t.resetPassword],
  ['Results Log', (t) => t.resultsLog],
  ['Select Game', (t) => t.selectGame],
  ['Starline Bid History', (t) => t.starlineBidHistory],
  ['Starline Win History', (t) => t.starlineWinHistory],
  ['Transfer Points', (t) => t.transferPoints],
  ['Wallet History', (t) => t.walletHistory],
  ['Wallet', (t) => t.wallet],
  ['Welcome', (t) => t.welcome],
  ['Win History', (t) => t.winHistory],
  ['Withdraw Fund', (t) => t.withdrawFund],
  ['Withdraw History', (t) => t.withdrawHistory],
  ['Withdraw Rules', (t) => t.withdrawRules],
  ['Withdraw', (t) => t.withdraw],
]);

/**
 * A route's title in the chosen language (ADR 020): the handles keep the spec's English words (their tests
 * read them); the screens of a game are titled with the game's name (a bid type or a board); a title neither
 * knows (the app's name) shows as it is.
 */
export function routeTitle(
  english: string,
  t: RouteTexts = routeMessages.get(),
  games: ReturnType<typeof gameMessages.get> = gameMessages.get(),
): string {
  return TITLES.get(english)?.(t) ?? gameName(english, games);
}

/** The title of a screen for a React component, rendered again when the language changes. */
export function useRouteTitle(english: string): string;
export function useRouteTitle(english: string | undefined): string | undefined;
export function useRouteTitle(english: string | undefined): string | undefined {
  const t = useMessages(routeMessages);
  const games = useMessages(gameMessages);
  return english === undefined ? undefined : routeTitle(english, t, games);
}
