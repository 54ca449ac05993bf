import { afterEach, describe, expect, it } from 'vitest';
import { shellMessages } from '../../components/layouts/texts.ts';
import { notificationsMessages } from '../../components/notifications/texts.ts';
import { authMessages } from '../../features/auth/texts.ts';
import { contentMessages } from '../../features/content/texts.ts';
import { howToPlayMessages } from '../../features/content-pages/texts.ts';
import { marketMessages } from '../../features/markets/texts.ts';
import { profileMessages } from '../../features/profile/texts.ts';
import { playMessages } from '../../features/responsible-play/texts.ts';
import { resultsLogMessages } from '../../features/results-log/texts.ts';
import { loadLocale } from '../../lib/i18n/i18n.ts';
import { locale } from '../../lib/i18n/locale.ts';
import { routeMessages } from './texts.ts';

/**
 * Hindi and Marathi (ADR 020) on the account, content and home screens: a screen's own heading and the sidebar's item say what
 * the header's title of its route says, in every language (the header once said "अपनी उम्र की पुष्टि करें"
 * over a card headed "अपनी उम्र पक्की करें"). English compares without case: the spec writes the route's
 * title in Title Case ("Confirm Your Age") and the card's heading as a sentence ("Confirm your age").
 */
const route = () => routeMessages.get();
const SAME: readonly (readonly [string, () => string, () => string])[] = [
  ['change password', () => authMessages.get().changePassword, () => route().changePassword],
  ['forgot password', () => authMessages.get().forgotTitle, () => route().forgotPassword],
  ['reset password', () => authMessages.get().resetTitle, () => route().resetPassword],
  ['OTP', () => authMessages.get().otpTitle, () => route().otpVerification],
  ['profile', () => profileMessages.get().title, () => route().editProfile],
  ['play responsibly', () => playMessages.get().title, () => route().playResponsibly],
  ['confirm age', () => playMessages.get().ageTitle, () => route().confirmAge],
  ['privacy', () => contentMessages.get().privacyTitle, () => route().privacyPolicy],
  ['delete account', () => contentMessages.get().deleteTitle, () => route().deleteAccount],
  ['how to play', () => howToPlayMessages.get().title, () => route().howToPlay],
  ['results log', () => resultsLogMessages.get().title, () => route().resultsLog],
  ['game rates', () => marketMessages.get().gameRatesTitle, () => route().gameRates],
  ['notifications', () => notificationsMessages.get().title, () => route().notifications],
  ['menu: add funds', () => shellMessages.get().addFunds, () => route().addFunds],
  ['menu: wallet', () => shellMessages.get().wallet, () => route().wallet],
  ['menu: win history', () => shellMessages.get().winHistory, () => route().winHistory],
  ['menu: bid history', () => shellMessages.get().bidHistory, () => route().bidHistory],
  ['menu: how to play', () => shellMessages.get().howToPlay, () => route().howToPlay],
  ['menu: game rates', () => shellMessages.get().gameRates, () => route().gameRates],
  ['menu: charts', () => shellMessages.get().charts, () => route().charts],
  ['menu: change password', () => shellMessages.get().changePassword, () => route().changePassword],
  ['menu: privacy', () => shellMessages.get().privacyPolicy, () => route().privacyPolicy],
  ['menu: play responsibly', () => shellMessages.get().playResponsibly, () => route().playResponsibly],
  ['menu: help', () => shellMessages.get().help, () => route().help],
];

describe('the headings and menu items of the account, content and home screens', () => {
  afterEach(() => locale.set('en'));

  it.each(['en', 'hi', 'mr'] as const)('%s: say what the header says', async (code) => {
    await loadLocale(code);
    for (const [name, heading, title] of SAME) {
      expect(heading().toLowerCase(), name).toBe(title().toLowerCase());
      if (code !== 'en') expect(heading(), name).toMatch(/[\u0900-\u097F]/);
    }
  });
});
