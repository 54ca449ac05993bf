import { BID_TYPES, type BidTypeKey, type BoardKey, BOARDS, FAMILIES, type Session } from '@pana/domain/catalogue';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { gameMessages, type GameTexts } from './texts.ts';

/**
 * The games' names in the chosen language (ADR 020): bid types and boards by their catalogue key, the
 * sessions, and the English names the server sends in histories (`pana`, `bid_type`, `board`, `session`).
 */
const BID_TYPE: Readonly<Record<BidTypeKey, (t: GameTexts) => string>> = {
  single_digit: (t) => t.singleDigit,
  jodi_digit: (t) => t.jodiDigit,
  single_pana: (t) => t.singlePana,
  double_pana: (t) => t.doublePana,
  triple_pana: (t) => t.triplePana,
  half_sangam: (t) => t.halfSangam,
  full_sangam: (t) => t.fullSangam,
  sp_dp_tp: (t) => t.spDpTp,
  sp_motor: (t) => t.spMotor,
  dp_motor: (t) => t.dpMotor,
  left_digit: (t) => t.leftDigit,
  right_digit: (t) => t.rightDigit,
};

const BOARD: Readonly<Record<BoardKey, (t: GameTexts) => string>> = {
  single_digit_bulk: (t) => t.singleDigitBulk,
  jodi_bulk: (t) => t.jodiBulk,
  pana_bulk: (t) => t.panaBulk,
  odd_even: (t) => t.oddEven,
  red_bracket: (t) => t.redBracket,
  digit_based_jodi: (t) => t.digitBasedJodi,
  crossing: (t) => t.crossing,
  group_jodi: (t) => t.groupJodi,
  two_digit_panel: (t) => t.twoDigitPanel,
  family_panel: (t) => t.familyPanel,
  sp_dp_tp: (t) => t.spDpTp,
  sp_motor: (t) => t.spMotor,
  dp_motor: (t) => t.dpMotor,
};

const SESSION: Readonly<Record<Session, (t: GameTexts) => string>> = {
  open: (t) => t.open,
  close: (t) => t.close,
};

/** Every English name the catalogue gives a game (display names and history labels such as "Tripple Pana"). */
const BY_ENGLISH: ReadonlyMap<string, (t: GameTexts) => string> = new Map([
  ...FAMILIES.flatMap((family) =>
    BID_TYPES[family].flatMap((spec) =>
      [spec.name, spec.bidHistoryLabel, spec.winHistoryLabel]
        .filter((name): name is string => name !== null)
        .map((name) => [name, BID_TYPE[spec.key]] as const),
    ),
  ),
  ...BOARDS.map((board) => [board.name, BOARD[board.key]] as const),
  ['Open', SESSION.open] as const,
  ['Close', SESSION.close] as const,
]);

/**
 * A board's value in the chosen language (the canonical values of board-catalogue.ts in @pana/domain): "Odd", "Even", "Full", "Half",
 * "left 3 right 5", "123/45 without pairs"; digits stay as they are.
 */
export function boardValueText(value: string, t: GameTexts = gameMessages.get()): string {
  const words: Readonly<Record<string, string>> = {
    Odd: t.valueOdd,
    Even: t.valueEven,
    Full: t.valueFull,
    Half: t.valueHalf,
    left: t.valueLeft,
    right: t.valueRight,
  };
  return value
    .replace(/ without pairs$/, ` ${t.valueWithoutPairs}`)
    .replace(/\b(Odd|Even|Full|Half|left|right)\b/g, (word) => words[word] ?? word);
}

/** The name of a bid type; a key the catalogue does not know is returned as it is. */
export function bidTypeName(key: string, t: GameTexts = gameMessages.get()): string {
  return BID_TYPE[key as BidTypeKey]?.(t) ?? key;
}

/** The name of a board; a key the catalogue does not know is returned as it is. */
export function boardName(key: string, t: GameTexts = gameMessages.get()): string {
  return BOARD[key as BoardKey]?.(t) ?? key;
}

/** "Open" or "Close" in the chosen language. */
export function sessionName(session: Session, t: GameTexts = gameMessages.get()): string {
  return SESSION[session](t);
}

/**
 * An English game name as the server sends it in a history, in the chosen language: a bid type's name or
 * label ("Single Pana", "Tripple Pana"), a board's label ("Group Jodi · 17": the name translated, the value
 * kept), a session ("Open"). Anything else (an older server's spelling, an empty text) is returned unchanged.
 */
export function gameName(english: string, t: GameTexts = gameMessages.get()): string {
  const whole = BY_ENGLISH.get(english);
  if (whole) return whole(t);
  const separator = english.indexOf(' · ');
  if (separator > 0) {
    const name = BY_ENGLISH.get(english.slice(0, separator));
    const value = english.slice(separator + ' · '.length);
    if (name) return `${name(t)} · ${boardValueText(value, t)}`;
  }
  return english;
}

export interface GameNames {
  readonly bidType: (key: string) => string;
  readonly board: (key: string) => string;
  readonly session: (session: Session) => string;
  /** An English name from the server (history `pana`, `bid_type`, `board`, `session`). */
  readonly name: (english: string) => string;
}

/** The games' names for a React screen; it renders again when the language changes. */
export function useGameNames(): GameNames {
  const t = useMessages(gameMessages);
  return {
    bidType: (key) => bidTypeName(key, t),
    board: (key) => boardName(key, t),
    session: (session) => sessionName(session, t),
    name: (english) => gameName(english, t),
  };
}
