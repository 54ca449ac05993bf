/** `Number {x} is not valid`: a number outside its set (docs/rules.md#checking-a-bid-line). */
export function numberNotValidMessage(value: string): string {
  return `Number ${value} is not valid`;
}

/** `Bidding is closed for {type}`: a bid type or session whose time has passed (docs/rules.md#bid-windows). */
export function biddingClosedMessage(type: string): string {
  return `Bidding is closed for ${type}`;
}

/** The bid screens' and bid API's messages, word for word as the older apps show them (docs/api.md#messages). */
export const BID_SPEC_TEXT = {
  numberRequired: 'Please enter the number',
  pointsRequired: 'Please enter point',
  minimumBid: 'Required minimum bid amount is 10',
  insufficientBalance: 'Insufficient balance please refill your account',
  insufficientBalanceStarline: 'Insufficient balance, please refill your account',
  motorNotEnoughBalance: 'Not enough balance!',
  spMotorDigitNotValid: 'Digit not valid',
  dpMotorTooFewDigits: 'Please enter a valid Pana (at least 2 digits)',
  /** Not worded by the spec (decision): SP DP TP with none of SP, DP, TP ticked. */
  spDpTpNothingTicked: 'Please select SP, DP or TP',
} as const;

/** Minimum points of one bid line (docs/rules.md#points-and-money-limits). */
export const MIN_BID_POINTS = 10;
