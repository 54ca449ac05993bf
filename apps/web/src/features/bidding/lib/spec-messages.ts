import { BID_SPEC_TEXT } from '@pana/domain/catalogue';

const KNOWN: ReadonlySet<string> = new Set(Object.values(BID_SPEC_TEXT));

/**
 * True for a refusal worded by the spec (SPEC.md sections 5 and 8): the bid messages, 'Number {x}
 * is not valid' and 'Bidding is closed for {type}'. Those are worth showing as they are.
 */
export function isSpecBidMessage(message: string | undefined): message is string {
  if (!message) return false;
  return KNOWN.has(message) || /^Bidding is closed for .+$/.test(message) || /^Number \S+ is not valid$/.test(message);
}
