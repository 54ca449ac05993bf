import { BID_SPEC_TEXT } from '@pana/domain/catalogue';

const KNOWN: ReadonlySet<string> = new Set(Object.values(BID_SPEC_TEXT));

/** The operator's limits (ADR 017): the server names the limit, the player should read it. */
const OPERATOR_LIMITS: readonly RegExp[] = [
  /^Limit reached for \S+, try fewer points$/,
  /^(Minimum|Maximum) bid for [A-Za-z ]+ is \d+$/,
];

/** The player's own limits and breaks (ADR 018): the server names the limit or the break's end. */
const PLAYER_LIMITS: readonly RegExp[] = [
  /^Your (daily|weekly) (stake|loss) limit of [\d,]+ points would be passed$/,
  /^(You are taking a break|You have excluded yourself) until .+; you can still withdraw\.$/,
];

/**
 * A refusal the server put in the player's language (X-Pana-Lang, ADR 020): it translates only the messages
 * of its catalogue, the rules' and limits' own words, so a message in Devanagari is one of those.
 */
const TRANSLATED = /[\u0900-\u097F]/;

/**
 * True for a refusal in the older apps' words (docs/api.md#messages): the bid messages, 'Number {x}
 * is not valid' and 'Bidding is closed for {type}'; and for the operator limits' refusals ("Limit
 * reached for 128, try fewer points", "Maximum bid for Jodi Digit is 5000"), and the player's own limits and
 * breaks ("Your daily stake limit of 5,000 points would be passed"). Those are worth showing as they are.
 */
export function isSpecBidMessage(message: string | undefined): message is string {
  if (!message) return false;
  return (
    KNOWN.has(message) ||
    TRANSLATED.test(message) ||
    /^Bidding is closed for .+$/.test(message) ||
    /^Number \S+ is not valid$/.test(message) ||
    OPERATOR_LIMITS.some((pattern) => pattern.test(message)) ||
    PLAYER_LIMITS.some((pattern) => pattern.test(message))
  );
}
