import { type BoardSpec, type DigitInputKind, type Family } from '@pana/domain/catalogue';
import { biddingMessages, type BiddingTexts } from '../texts.ts';

/** The SP DP TP screen's three checkboxes: the same letters in every language. */
export const SP_DP_TP_LABELS = { sp: 'SP', dp: 'DP', tp: 'TP' } as const;

/** The modal warning of a family. */
export function bidWarning(family: Family, t: BiddingTexts = biddingMessages.get()): string {
  return family === 'gali' ? t.galiWarning : t.warning;
}

/** The success toast of a family, in the chosen language at the moment it is shown. */
export function bidPlacedMessage(family: Family, t: BiddingTexts = biddingMessages.get()): string {
  return family === 'starline' ? t.starlinePlaced : t.placed;
}

/** Label, example and length of a digit field by what it accepts (examples are digits: never translated). */
export const DIGIT_FIELD: Record<
  DigitInputKind,
  { label: (t: BiddingTexts) => string; placeholder: (t: BiddingTexts) => string; maxLength: number }
> = {
  digit: { label: (t) => t.digit, placeholder: () => '0-9', maxLength: 1 },
  jodi: { label: (t) => t.jodi, placeholder: () => '00-99', maxLength: 2 },
  single_pana: { label: (t) => t.pana, placeholder: (t) => t.example({ example: '128' }), maxLength: 3 },
  double_pana: { label: (t) => t.pana, placeholder: (t) => t.example({ example: '112' }), maxLength: 3 },
  triple_pana: { label: (t) => t.pana, placeholder: (t) => t.example({ example: '777' }), maxLength: 3 },
  pana: { label: (t) => t.pana, placeholder: (t) => t.example({ example: '128' }), maxLength: 3 },
  motor_digits: { label: (t) => t.digits, placeholder: (t) => t.example({ example: '1230' }), maxLength: 10 },
};

/** The quick entry's example by what the screen accepts. */
export function quickEntryPlaceholder(kind: DigitInputKind, t: BiddingTexts): string {
  const example = kind === 'digit' ? '1*20 5*10' : kind === 'jodi' ? '12*20 57*10' : '128*20 370*10';
  return t.example({ example });
}

/** A board screen's hint by how the board is entered. */
export const BOARD_HINT: Record<BoardSpec['entry'], (t: BiddingTexts) => string> = {
  none: (t) => t.hintNone,
  ank: (t) => t.hintAnk,
  odd_even: (t) => t.hintOddEven,
  red_bracket: (t) => t.hintRedBracket,
  digit_based_jodi: (t) => t.hintDigitBasedJodi,
  crossing: (t) => t.hintCrossing,
  jodi: (t) => t.hintJodi,
  two_digits: (t) => t.hintTwoDigits,
  pana: (t) => t.hintPana,
  motor_digits: () => '',
};
