import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** Notices from the console (ADR 014): to all players, the players of one market today, or one player. */

export const NOTICE_BODY_TEXT = {
  titleRequired: 'Please enter a title',
  titleTooLong: 'Title must be at most 100 characters',
  bodyRequired: 'Please enter the text',
  bodyTooLong: 'Text must be at most 1000 characters',
  audienceInvalid: 'Audience must be all, market or player',
  marketInvalid: 'Please choose the market',
  mobileInvalid: "Please enter the player's 10-digit mobile number",
  popupInvalid: 'popup must be true or false',
} as const;

const T = NOTICE_BODY_TEXT;

/** `POST /admin/api/notices`. */
export const sendNoticeBody = z.object({
  title: z.string({ error: T.titleRequired }).trim().min(1, { error: T.titleRequired }).max(100, { error: T.titleTooLong }),
  body: z.string({ error: T.bodyRequired }).trim().min(1, { error: T.bodyRequired }).max(1000, { error: T.bodyTooLong }),
  audience: z.enum(['all', 'market', 'player'], { error: T.audienceInvalid }),
  marketId: z
    .number({ error: T.marketInvalid })
    .int({ error: T.marketInvalid })
    .positive({ error: T.marketInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: T.marketInvalid })
    .optional(),
  mobile: z.string({ error: T.mobileInvalid }).trim().regex(/^\d{10}$/, { error: T.mobileInvalid }).optional(),
  popup: z.boolean({ error: T.popupInvalid }).default(false),
});

export const sentNotice = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(['all', 'market', 'player']),
  marketName: z.string().nullable(),
  mobile: z.string().nullable(),
  popup: z.boolean(),
  recipients: z.number(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});

export const sendNoticeAnswer = envelope({ id: z.number(), recipients: z.number() });
export const noticesAnswer = envelope({ items: z.array(sentNotice) });

export type SendNoticeBody = z.input<typeof sendNoticeBody>;
export type SentNotice = z.infer<typeof sentNotice>;
