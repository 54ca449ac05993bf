import { BID_SPEC_TEXT } from '@pana/domain/catalogue';

const KNOWN: ReadonlySet<string> = new Set(Object.values(BID_SPEC_TEXT));

/** The operator's limits (issue 19, ADR 017): the server names the limit, the player should read it. */
const OPERATOR_LIMITS: readonly RegExp[] = [
  /^Limit reached for \S+, try fewer points$/,
  /^(Minimum|Maximum) bid for [A-Za-z ]+ is \d+$/,
];

/**
 * True for a refusal worded by the spec (SPEC.md sections 5 and 8): the bid messages, 'Number {x}
 * is not valid' and 'Bidding is closed for {type}'; and for the operator limits' refusals ("Limit
 * reached for 128, try fewer points", "Maximum bid for Jodi Digit is 5000"). Those are worth showing as they are.
 */
export function isSpecBidMessage(message: string | undefined): message is string {
  if (!message) return false;
  return (
    KNOWN.has(message) ||
    /^Bidding is closed for .+$/.test(message) ||
    /^Number \S+ is not valid$/.test(message) ||
    OPERATOR_LIMITS.some((pattern) => pattern.test(message))
  );
}
