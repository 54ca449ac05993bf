/** Texts of the Starline screens (SPEC.md section 2, Starline market list and home). */
export const STARLINE_TEXT = {
  title: 'JACKPOT STARLINE',
  bidHistory: 'Bid-History',
  winHistory: 'Win History',
  chart: 'Chart',
  ratesTitle: 'Starline Rates',
  /** The rate table's rows, in this order and spelling. */
  rateLabels: {
    single_digit: 'Single Digit',
    single_pana: 'Single Pana',
    double_pana: 'Double Panna',
    tripple_pana: 'Tripple Panna',
  },
  openTime: 'Time',
  result: 'Result',
  listLabel: 'Starline games',
  noSlots: 'No Starline games to show right now.',
  loading: 'Loading Starline games',
} as const;
