import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Texts of the Starline market list and home (the older apps' words, docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps): the English base of the
 * 'starline' component (ADR 020); Hindi and Marathi in src/locales/{hi,mr}/starline.json.
 */
export const starlineMessages = i18n('starline', {
  title: 'JACKPOT STARLINE',
  bidHistory: 'Bid-History',
  winHistory: 'Win History',
  chart: 'Chart',
  ratesTitle: 'Starline Rates',
  /** The rate table's rows, in the older apps' order and spelling. */
  rateSingleDigit: 'Single Digit',
  rateSinglePana: 'Single Pana',
  rateDoublePana: 'Double Panna',
  rateTriplePana: 'Tripple Panna',
  listLabel: 'Starline games',
  noSlots: 'No Starline games to show right now.',
  loading: 'Loading Starline games',
});
