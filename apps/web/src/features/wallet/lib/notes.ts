import { type GameNames } from '../../../components/games/names.ts';
import { type Locale } from '../../../lib/i18n/locale.ts';
import { shownServerDate } from '../../../lib/i18n/server-date.ts';
import { walletMessages, type WalletTexts } from '../texts.ts';

/** The notes the server writes with no detail (apps/server funds/wallet.ts KIND_NOTES), by their English words. */
const PLAIN: Readonly<Record<string, keyof WalletTexts>> = {
  Bid: 'noteBid',
  Win: 'noteWin',
  'Win reversed': 'noteWinReversed',
  Deposit: 'noteDeposit',
  'Withdrawal requested (points held)': 'noteWithdrawalHeld',
  'Withdrawal rejected (points returned)': 'noteWithdrawalReturned',
  'Bank payout failed (points returned)': 'notePayoutFailed',
  'Points transferred': 'noteTransferred',
  'Points received': 'noteReceived',
  Adjustment: 'noteAdjustment',
};

const DATE = '(\\d{1,2}-[A-Za-z]+-\\d{4})';
/** "Bid: Kalyan Morning, 23-November-2026 (10 bids)". */
const BIDS = new RegExp(`^Bid: (.+), ${DATE} \\((\\d+) bids?\\)$`);
/** "Win: Kalyan Morning, Single Pana 128 (Open), 23-November-2026" (and "Win reversed: …"). */
const WIN = new RegExp(`^(Win|Win reversed): (.+), ([A-Za-z ]+) ([0-9-]+)(?: \\((Open|Close)\\))?, ${DATE}$`);

/**
 * A wallet entry's note in the chosen language: the bid, win and plain notes the server words in English are
 * put in the language (the market's name, digits, amounts and an operator's words as they are); any other note (a deposit's or a
 * transfer's details) is shown as the server wrote it.
 */
export function shownNote(note: string, games: GameNames, code: Locale): string {
  if (code === 'en') return note;
  const t = walletMessages.get();
  const plain = PLAIN[note];
  if (plain) return t[plain] as string;
  const bids = BIDS.exec(note);
  if (bids) {
    const [, market = '', date = '', count = ''] = bids;
    const values = { market, date: shownServerDate(date, code) };
    return count === '1' ? t.noteOneBid(values) : t.noteBids({ ...values, count });
  }
  const adjustment = /^Adjustment: (.+)$/s.exec(note);
  if (adjustment) return t.noteAdjustmentOf({ note: adjustment[1] ?? '' });
  const win = WIN.exec(note);
  if (win) {
    const [, kind, market = '', type = '', digits = '', session, date = ''] = win;
    const bid = `${games.name(type)} ${digits}${session ? ` (${games.name(session)})` : ''}`;
    const values = { market, bid, date: shownServerDate(date, code) };
    return kind === 'Win' ? t.noteWinOf(values) : t.noteWinReversedOf(values);
  }
  return note;
}
