import { approveDepositBody, approveWithdrawalBody, rejectRequestBody } from '@pana/contract';
import { z } from 'zod';
import { type DecisionBody, type Queue } from '../api/funds.ts';
import { FUNDS_TEXT } from '../texts.ts';

/** The decision dialog as typed: a note, and for a paid withdrawal the receipt link. */
export type DecisionDraft = { note: string; receipt: string };

const draftSchema = z.object({ note: z.string(), receipt: z.string() }).superRefine((typed, ctx) => {
  const receipt = typed.receipt.trim();
  if (receipt !== '' && !/^https:\/\/\S+$/i.test(receipt)) {
    ctx.addIssue({ code: 'custom', path: ['receipt'], message: FUNDS_TEXT.receiptInvalid });
  }
});

/** What is typed, trimmed; empty fields are left out. */
function trimmed({ note, receipt }: DecisionDraft): { note?: string; receipt?: string } {
  return { ...(note.trim() ? { note: note.trim() } : {}), ...(receipt.trim() ? { receipt: receipt.trim() } : {}) };
}

/**
 * The decision dialog's schema: a rejection needs its reason (shown to the player), a receipt must
 * be an https link; then the body schema of that call (@pana/contract).
 */
export function decisionFormSchema(
  queue: Queue,
  decision: 'approve' | 'reject',
): z.ZodType<DecisionBody, DecisionDraft> {
  if (decision === 'reject') {
    return draftSchema
      .superRefine((typed, ctx) => {
        if (!typed.note.trim())
          ctx.addIssue({ code: 'custom', path: ['note'], message: FUNDS_TEXT.rejectNoteRequired });
      })
      .transform((typed): z.input<typeof rejectRequestBody> => ({ note: typed.note.trim() }))
      .pipe(rejectRequestBody);
  }
  if (queue === 'deposits') {
    return draftSchema
      .transform((typed): z.input<typeof approveDepositBody> => {
        const { note } = trimmed(typed);
        return note ? { note } : {};
      })
      .pipe(approveDepositBody)
      .transform((body) => body ?? {});
  }
  return draftSchema
    .transform((typed): z.input<typeof approveWithdrawalBody> => trimmed(typed))
    .pipe(approveWithdrawalBody)
    .transform((body) => body ?? {});
}
