/** `Number {x} is not valid`: a number outside its set (SPEC.md section 5). */
export function numberNotValidMessage(value: string): string {
  return `Number ${value} is not valid`;
}

/** `Bidding is closed for {type}`: a bid type or session whose time has passed (SPEC.md sections 4, 8). */
export function biddingClosedMessage(type: string): string {
  return `Bidding is closed for ${type}`;
}

/** The bid screens' and bid API's messages, exactly as SPEC.md sections 5 and 8 word them. */
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

/** Minimum points of one bid line (SPEC.md section 9). */
export const MIN_BID_POINTS = 10;
