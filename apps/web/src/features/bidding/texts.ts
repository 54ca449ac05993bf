import { type DigitInputKind, type Family } from '@pana/domain/catalogue';

/** Texts of the game-selection and bid-entry screens. Quoted ones are SPEC.md's exact words. */
export const BIDDING_TEXT = {
  selectGame: 'Select Game',
  date: 'Date',
  session: 'Session',
  open: 'Open',
  close: 'Close',
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
  deleteLine: (digits: string) => `Delete bid ${digits}`,
  noBidsYet: 'Add a number and points, then press Proceed.',
  /** SPEC.md section 8, modal warning; Gali has its own wording. */
  warning: 'Once you place a bid, it cannot be cancelled in any situation.',
  galiWarning: 'Once you placed a bid, it will not be cancelled in any situation.',
  /** SPEC.md section 8. */
  placed: 'Bid placed successfully!',
  starlinePlaced: 'Bid Successfully Placed',
  failed: 'Failed to place bid. Please try again.',
  spDpTp: { sp: 'SP', dp: 'DP', tp: 'TP', legend: 'Pana types' },
  suggestions: 'Pick a digit',
  halfSangam: {
    open: { digits: 'Open Digit', closedigits: 'Close Pana' },
    close: { digits: 'Close Digit', closedigits: 'Open Pana' },
  },
  fullSangam: { digits: 'Open Pana', closedigits: 'Close Pana' },
  closedigits: 'Pana',
} as const;

/** Quick entry (issue 18, not in the spec): numbers × points typed in one field. */
export const QUICK_ENTRY_TEXT = {
  title: 'Quick entry',
  label: 'Numbers × points',
  placeholder: (kind: DigitInputKind) =>
    kind === 'digit' ? 'e.g. 1*20 5*10' : kind === 'jodi' ? 'e.g. 12*20 57*10' : 'e.g. 128*20 370*10',
  hint: 'Each number, a star, its points; spaces or commas between.',
  add: 'Add to slip',
} as const;

/** The modal warning of a family. */
export function bidWarning(family: Family): string {
  return family === 'gali' ? BIDDING_TEXT.galiWarning : BIDDING_TEXT.warning;
}

/** The success toast of a family. */
export function bidPlacedMessage(family: Family): string {
  return family === 'starline' ? BIDDING_TEXT.starlinePlaced : BIDDING_TEXT.placed;
}

/** Label and hint of a digit field by what it accepts. */
export const DIGIT_FIELD: Record<DigitInputKind, { label: string; placeholder: string; maxLength: number }> = {
  digit: { label: 'Digit', placeholder: '0-9', maxLength: 1 },
  jodi: { label: 'Jodi', placeholder: '00-99', maxLength: 2 },
  single_pana: { label: 'Pana', placeholder: 'e.g. 128', maxLength: 3 },
  double_pana: { label: 'Pana', placeholder: 'e.g. 112', maxLength: 3 },
  triple_pana: { label: 'Pana', placeholder: 'e.g. 777', maxLength: 3 },
  pana: { label: 'Pana', placeholder: 'e.g. 128', maxLength: 3 },
  motor_digits: { label: 'Digits', placeholder: 'e.g. 1230', maxLength: 10 },
};

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

/** Board screens (issue 18, DOMAIN.md "Boards"; not in the spec). */
export const BOARD_SCREEN_TEXT = {
  /** The game grids' second section. */
  boards: 'Boards',
  pickDigits: 'Digits',
  pickJodis: 'Jodis',
  pickPanas: 'Panas',
  ank: 'Ank',
  selectAll: 'Select all',
  clear: 'Clear',
  picked: (n: number) => `${n} picked`,
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
  jodi: 'Jodi',
  twoDigits: 'Two digits',
  pana: 'Pana',
  /** How many lines the entered value expands into: "8 bids". */
  preview: (lines: number) => `${lines} ${lines === 1 ? 'bid' : 'bids'}`,
  hint: {
    none: 'Tap the numbers to play, enter the points for each, then press Proceed.',
    ank: 'Choose an ank, tap its panas, enter the points for each, then press Proceed.',
    odd_even: 'Odd plays 1 3 5 7 9, Even plays 0 2 4 6 8.',
    red_bracket: 'Full plays 00 11 … 99, Half plays 05 16 27 38 49 50 61 72 83 94.',
    digit_based_jodi: 'Every jodi starting with the left digit and/or ending with the right digit.',
    crossing: 'Every jodi of a left digit and a right digit.',
    jodi: 'The jodi, its cut digits and their reverses.',
    two_digits: 'Every pana holding both digits.',
    pana: 'The pana and every pana made with the cut digits of its digits.',
    motor_digits: '',
  },
} as const;

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
