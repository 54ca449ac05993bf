import { count, params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Texts of the game-selection, bid-entry, quick-entry and board screens: the English base of the 'bidding'
 * component (ADR 020; quoted ones are the older apps' exact words, docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps); Hindi and Marathi in
 * src/locales/{hi,mr}/bidding.json. The games' own names come from components/games.
 */
export const biddingMessages = i18n('bidding', {
  selectGame: 'Select Game',
  date: 'Date',
  session: 'Session',
  points: 'Points',
  pointsPlaceholder: 'Min 10',
  wallet: 'Wallet',
  proceed: 'Proceed',
  submit: 'Submit',
  /** The screen's Submit button while a submission is under way. */
  pleaseWait: 'Please Wait',
  /** The modal's confirm button while a submission is under way. */
  submitting: 'Submitting...',
  cancel: 'Cancel',
  confirmTitle: 'Confirm Bids',
  totalBids: 'Total Bids',
  totalPoints: 'Total Points',
  yourBids: 'Your Bids',
  deleteLine: params('Delete bid {digits}'),
  noBidsYet: 'Add a number and points, then press Proceed.',
  /** The older apps' modal warning; Gali has its own wording. */
  warning: 'Once you place a bid, it cannot be cancelled in any situation.',
  galiWarning: 'Once you placed a bid, it will not be cancelled in any situation.',
  /** The older apps' words. */
  placed: 'Bid placed successfully!',
  starlinePlaced: 'Bid Successfully Placed',
  failed: 'Failed to place bid. Please try again.',
  panaTypes: 'Pana types',
  suggestions: 'Pick a digit',
  // The number fields' labels
  openDigit: 'Open Digit',
  closeDigit: 'Close Digit',
  openPana: 'Open Pana',
  closePana: 'Close Pana',
  digit: 'Digit',
  jodi: 'Jodi',
  pana: 'Pana',
  digits: 'Digits',
  /** A field's example: "e.g. 128" (the number stays as it is). */
  example: params('e.g. {example}'),
  // Quick entry (docs/rules.md#quick-entry; Pana's own words): numbers × points typed in one field
  quickTitle: 'Quick entry',
  quickLabel: 'Numbers × points',
  quickHint: 'Each number, a star, its points; spaces or commas between.',
  quickAdd: 'Add to slip',
  // Board screens (docs/rules.md#boards; Pana's own words)
  /** The game grids' second section. */
  boards: 'Boards',
  pickDigits: 'Digits',
  pickJodis: 'Jodis',
  pickPanas: 'Panas',
  ank: 'Ank',
  selectAll: 'Select all',
  clear: 'Clear',
  picked: params('{count} picked'),
  choice: 'Choose',
  odd: 'Odd',
  even: 'Even',
  full: 'Full',
  half: 'Half',
  leftDigit: 'Left digit',
  rightDigit: 'Right digit',
  leftDigits: 'Left digits',
  rightDigits: 'Right digits',
  withoutPairs: 'Without pairs',
  twoDigits: 'Two digits',
  /** How many lines the entered value expands into: "8 bids". */
  preview: count({ one: '{count} bid', many: '{count} bids' }),
  hintNone: 'Tap the numbers to play, enter the points for each, then press Proceed.',
  hintAnk: 'Choose an ank, tap its panas, enter the points for each, then press Proceed.',
  hintOddEven: 'Odd plays 1 3 5 7 9, Even plays 0 2 4 6 8.',
  hintRedBracket: 'Full plays 00 11 … 99, Half plays 05 16 27 38 49 50 61 72 83 94.',
  hintDigitBasedJodi: 'Every jodi starting with the left digit and/or ending with the right digit.',
  hintCrossing: 'Every jodi of a left digit and a right digit.',
  hintJodi: 'The jodi, its cut digits and their reverses.',
  hintTwoDigits: 'Every pana holding both digits.',
  hintPana: 'The pana and every pana made with the cut digits of its digits.',
});

export type BiddingTexts = ReturnType<typeof biddingMessages.get>;

/** A short mark for each game tile of the selection grids. */
export const GAME_TILE_MARK: Record<string, string> = {
  single_digit: '1',
  jodi_digit: '12',
  single_pana: '123',
  double_pana: '112',
  triple_pana: '777',
  half_sangam: '½',
  full_sangam: 'FS',
  sp_dp_tp: 'SDT',
  sp_motor: 'SPM',
  dp_motor: 'DPM',
  left_digit: '4·',
  right_digit: '·7',
};

/** A short mark for each board tile of the game grids. */
export const BOARD_TILE_MARK: Record<string, string> = {
  single_digit_bulk: '0-9',
  jodi_bulk: '00',
  pana_bulk: 'PB',
  odd_even: 'O/E',
  red_bracket: 'RB',
  digit_based_jodi: 'DJ',
  crossing: '×',
  group_jodi: 'GJ',
  two_digit_panel: 'TD',
  family_panel: 'FP',
};
