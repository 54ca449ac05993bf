import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Texts of the Gali Disawar screens (the older apps' words, docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps): the English base of the 'gali' component (ADR 020);
 * Hindi and Marathi in src/locales/{hi,mr}/gali.json.
 */
export const galiMessages = i18n('gali', {
  title: 'GALI DISAWAR',
  bidHistory: 'Bid-History',
  winHistory: 'Win History',
  chart: 'Chart',
  ratesTitle: 'Gali Disawar Rates',
  /** The rate lines, read as the spec says: Left = single_digit, Right = single_pana, Jodi = double_pana. */
  rateLeft: 'Left Digit',
  rateRight: 'Right Digit',
  rateJodi: 'Jodi Digit',
  noMarkets: 'No Gali Disawar markets to show right now.',
  loading: 'Loading Gali Disawar markets',
  chooseGame: 'Choose a game',
});
