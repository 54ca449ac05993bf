import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Texts of the history screens and the History menu (the older apps' words, docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps): the English base of the
 * 'history' component (ADR 020); Hindi and Marathi in src/locales/{hi,mr}/history.json.
 */
export const historyMessages = i18n('history', {
  fromDate: 'From Date',
  toDate: 'To Date',
  // The date picker's screen reader words (react-datepicker's own English by default)
  chooseDate: 'Choose Date',
  month: 'Month',
  chooseDay: 'Choose',
  dayNotAvailable: 'Not available',
  previousMonth: 'Previous Month',
  nextMonth: 'Next Month',
  submit: 'Submit',
  submitting: 'Submitting...',
  noData: 'NO DATA FOUND',
  loading: 'Loading history',
  session: 'Session',
  digits: 'Number',
  points: 'Points',
  amount: 'Amount',
  // The six screens' titles, exactly as the older apps name them
  mainWinsTitle: 'WIN HISTORY',
  mainBidsTitle: 'BIDS',
  starlineBidsTitle: 'JACKPOT STARLINE BIDS',
  starlineWinsTitle: 'JACKPOT STARLINE WINS',
  galiWinsTitle: 'GALI DISAWAR WINS',
  galiBidsTitle: 'GALI DISAWAR BIDS',
  // The History menu
  menuTitle: 'History',
  menuDeposit: 'Deposit History',
  menuWallet: 'Wallet History',
  menuMainBids: 'Main Bid-History',
  menuMainWins: 'Main Win-History',
  menuStarlineBids: 'Starline Bid-History',
  menuStarlineWins: 'Starline Win-History',
  menuGaliBids: 'Gali Bid-History',
  menuGaliWins: 'Gali Win-History',
});
