/** Texts of the Gali Disawar screens (SPEC.md section 2). */
export const GALI_TEXT = {
  title: 'GALI DISAWAR',
  bidHistory: 'Bid-History',
  winHistory: 'Win History',
  chart: 'Chart',
  ratesTitle: 'Gali Disawar Rates',
  /** The rate lines, read as the spec says: Left = single_digit, Right = single_pana, Jodi = double_pana. */
  rateLabels: { single_digit: 'Left Digit', single_pana: 'Right Digit', double_pana: 'Jodi Digit' },
  noMarkets: 'No Gali Disawar markets to show right now.',
  loading: 'Loading Gali Disawar markets',
  chooseGame: 'Choose a game',
} as const;
