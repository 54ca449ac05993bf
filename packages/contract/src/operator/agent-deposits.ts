import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { optionalNote, requestIdParams, requestStatus } from './funds.ts';

/**
 * The deposits paid to an agent's UPI id (ADR 029), as the agent's console decides them:
 * `GET /admin/api/agent/deposits?status` and `POST /admin/api/agent/deposits/:id/approve` / `/reject`,
 * every one scoped on the server to the calling agent (another agent's request: 404).
 */

export const AGENT_DEPOSITS_TEXT = {
  reasonRequired: 'Please enter the reason',
  reasonTooLong: 'Reason must be at most 255 characters',
} as const;

/** `GET /admin/api/agent/deposits?status`: pending first (oldest first), then decided ones newest first; at most 500. */
export const agentDepositsQuery = z.object({ status: requestStatus.optional() });

/** One deposit request paid to the agent. */
export const agentDepositItem = z.object({
  id: z.number(),
  mobile: z.string(),
  name: z.string(),
  amount: z.number(),
  method: z.string(),
  txnRef: z.string().nullable(),
  utr: z
    .string()
    .nullable()
    .describe('the 12-digit UPI reference the player entered, if any: look for it in your UPI app'),
  status: requestStatus,
  note: z.string().describe("the agent's note on approval, the reason of a rejection"),
  createdAt: z.number().describe('epoch ms'),
  decidedAt: z.number().nullable(),
});

export const agentDepositsAnswer = envelope({ items: z.array(agentDepositItem) });

/** The `:id` of a request's path. */
export const agentDepositParams = requestIdParams;

/** `POST /admin/api/agent/deposits/:id/approve`: credits the player from the agent's float, once. */
export const agentApproveDepositBody = z.object({ note: optionalNote }).nullish();

/** `POST /admin/api/agent/deposits/:id/reject`: the reason the player is told. */
export const agentRejectDepositBody = z.object(
  {
    reason: z
      .string({ error: AGENT_DEPOSITS_TEXT.reasonRequired })
      .trim()
      .min(1, { error: AGENT_DEPOSITS_TEXT.reasonRequired })
      .max(255, { error: AGENT_DEPOSITS_TEXT.reasonTooLong }),
  },
  { error: AGENT_DEPOSITS_TEXT.reasonRequired },
);

/** The answer of an agent's decision. */
export const agentDepositDecisionAnswer = envelope({
  id: z.number(),
  requestStatus,
  walletBalance: z.number().nullable().describe("the player's balance after an approval (null for a rejection)"),
  floatBalance: z.number().nullable().describe("the agent's float after an approval (null for a rejection)"),
});
