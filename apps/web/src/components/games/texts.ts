import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * The names of the games (ADR 020): every bid type of the three families and every board of the
 * domain catalogue (@pana/domain BID_TYPES, BOARDS), and the sessions. English is the catalogue's own
 * display names; Hindi and Marathi in src/locales/{hi,mr}/games.json. Read them through ./names.ts.
 */
export const gameMessages = i18n('games', {
  // Bid types (BID_TYPES' keys)
  singleDigit: 'Single Digit',
  jodiDigit: 'Jodi Digit',
  singlePana: 'Single Pana',
  doublePana: 'Double Pana',
  triplePana: 'Triple Pana',
  halfSangam: 'Half Sangam',
  fullSangam: 'Full Sangam',
  spDpTp: 'SP DP TP',
  spMotor: 'SP Motor',
  dpMotor: 'DP Motor',
  leftDigit: 'Left Digit',
  rightDigit: 'Right Digit',
  // Boards (BOARDS' keys; SP DP TP and the motors are named as the bid types)
  singleDigitBulk: 'Single Digit Bulk',
  jodiBulk: 'Jodi Bulk',
  panaBulk: 'Pana Bulk',
  oddEven: 'Odd Even',
  redBracket: 'Red Bracket',
  digitBasedJodi: 'Digit Based Jodi',
  crossing: 'Crossing',
  groupJodi: 'Group Jodi',
  twoDigitPanel: 'Two Digit Panel',
  familyPanel: 'Family Panel',
  // Sessions
  open: 'Open',
  close: 'Close',
  // The words of a board's value as histories and slips show it ("Odd", "left 3 right 5", "123/45 without pairs")
  valueOdd: 'Odd',
  valueEven: 'Even',
  valueFull: 'Full',
  valueHalf: 'Half',
  valueLeft: 'left',
  valueRight: 'right',
  valueWithoutPairs: 'without pairs',
});

export type GameTexts = ReturnType<typeof gameMessages.get>;
