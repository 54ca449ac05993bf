import { type Family } from '@pana/domain/catalogue';
import { apiPaths } from '../../../config/paths.ts';
import { object, type Parser, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { type SubmitBody } from '../lib/submission.ts';

/** The new balance when the server sends it. */
const optionalPoints: Parser<number | undefined> = (value) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && /^\d+$/.test(value)
      ? Number(value)
      : undefined;

export const submitBidResponseSchema = object({ msg: text, wallet_amt: optionalPoints });

const SUBMIT_PATH = {
  main: apiPaths.submitBid,
  starline: apiPaths.starlineSubmitBid,
  gali: apiPaths.galiSubmitBid,
} as const;

/** Places one call's bids (main, Starline or Gali); throws ApiError unless the server said status true. */
export function submitBids(family: Family, body: SubmitBody) {
  return apiPost(SUBMIT_PATH[family], body, submitBidResponseSchema, { withToken: true });
}
