import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { CONSOLE_TEXT, drawSession, isConsoleDate } from './common.ts';

/**
 * Result feeds (ADR 032): per market, the pages a result is read from, how they are judged (quorum,
 * automatic declaration), a source tested against its live page, a draw's agreement, and the
 * one-tap declaration from the feeds. Every path is under `/admin/api/markets/:id/feeds`.
 */

export const FEEDS_BODY_TEXT = {
  marketNotFound: 'Market not found',
  sourceNotFound: 'Feed source not found',
  labelRequired: 'Please give the source a name (at most 60 characters)',
  urlRequired: 'Please enter the address of the page (at most 2000 characters)',
  readerInvalid: 'Read the page as json or html',
  pathTooLong: 'The JSON path, selector and pattern are at most 200 characters each',
  activeInvalid: 'Active must be true or false',
  quorumInvalid: 'Quorum must be a whole number from 2 to 20, or null for all sources',
  autoInvalid: 'Automatic declaration must be true or false',
  autoAfterInvalid: 'The time the sources must agree before an automatic declaration is 30 to 3600 seconds',
  dateInvalid: 'Please enter the draw date (YYYY-MM-DD)',
  digitsInvalid: 'Digits must be the pana (three digits) or the jodi (two digits)',
} as const;

/** The `:id` of the market (and `:sourceId` of one of its sources) in the path. */
export const feedMarketParams = z.object({
  id: z.coerce
    .number({ error: FEEDS_BODY_TEXT.marketNotFound })
    .int({ error: FEEDS_BODY_TEXT.marketNotFound })
    .positive({ error: FEEDS_BODY_TEXT.marketNotFound })
    .max(Number.MAX_SAFE_INTEGER, { error: FEEDS_BODY_TEXT.marketNotFound }),
});
export const feedSourceParams = feedMarketParams.extend({
  sourceId: z.coerce
    .number({ error: FEEDS_BODY_TEXT.sourceNotFound })
    .int({ error: FEEDS_BODY_TEXT.sourceNotFound })
    .positive({ error: FEEDS_BODY_TEXT.sourceNotFound })
    .max(Number.MAX_SAFE_INTEGER, { error: FEEDS_BODY_TEXT.sourceNotFound }),
});

const piece = z.string({ error: FEEDS_BODY_TEXT.pathTooLong }).trim().max(200, { error: FEEDS_BODY_TEXT.pathTooLong });
const nullablePiece = piece.nullable().optional();

/** How a source is read: the URL, json (a path) or html (a selector), and an optional pattern. */
const readFields = {
  url: z
    .string({ error: FEEDS_BODY_TEXT.urlRequired })
    .trim()
    .min(1, { error: FEEDS_BODY_TEXT.urlRequired })
    .max(2000, { error: FEEDS_BODY_TEXT.urlRequired }),
  reader: z.enum(['json', 'html'], { error: FEEDS_BODY_TEXT.readerInvalid }),
  jsonPath: nullablePiece.describe("json: where the result is, e.g. 'data.result' or '$.items[0].open'"),
  selector: nullablePiece.describe("html: the element holding the result, e.g. 'div.result b'"),
  pattern: nullablePiece.describe(
    'A regular expression with named groups open (and close) for main, open for Starline, jodi for Gali, and optionally date; null: the default',
  ),
};

/** `POST /admin/api/markets/:id/feeds`: a new source. */
export const feedSourceBody = z.object(
  {
    label: z
      .string({ error: FEEDS_BODY_TEXT.labelRequired })
      .trim()
      .min(1, { error: FEEDS_BODY_TEXT.labelRequired })
      .max(60, { error: FEEDS_BODY_TEXT.labelRequired }),
    ...readFields,
    active: z.boolean({ error: FEEDS_BODY_TEXT.activeInvalid }).default(true),
  },
  { error: CONSOLE_TEXT.invalidBody },
);

/** `POST /admin/api/markets/:id/feeds/test`: a source's reading of its live page (saved or not). */
export const feedTestBody = z.object(
  {
    ...readFields,
    date: z
      .string({ error: FEEDS_BODY_TEXT.dateInvalid })
      .refine(isConsoleDate, { error: FEEDS_BODY_TEXT.dateInvalid })
      .optional()
      .describe("the draw to read for (today's by default)"),
    session: drawSession.optional().describe('main markets: the session to read (the one in its window, or open)'),
  },
  { error: CONSOLE_TEXT.invalidBody },
);

/** `PUT /admin/api/markets/:id/feeds/settings`. */
export const feedSettingsBody = z.object(
  {
    quorum: z
      .number({ error: FEEDS_BODY_TEXT.quorumInvalid })
      .int({ error: FEEDS_BODY_TEXT.quorumInvalid })
      .min(2, { error: FEEDS_BODY_TEXT.quorumInvalid })
      .max(20, { error: FEEDS_BODY_TEXT.quorumInvalid })
      .nullable(),
    autoDeclare: z.boolean({ error: FEEDS_BODY_TEXT.autoInvalid }),
    autoAfterSeconds: z
      .number({ error: FEEDS_BODY_TEXT.autoAfterInvalid })
      .int({ error: FEEDS_BODY_TEXT.autoAfterInvalid })
      .min(30, { error: FEEDS_BODY_TEXT.autoAfterInvalid })
      .max(3600, { error: FEEDS_BODY_TEXT.autoAfterInvalid }),
  },
  { error: CONSOLE_TEXT.invalidBody },
);

/** What one fetch said (the newest of a source, or a test). */
export const feedReading = z.object({
  status: z.enum(['ok', 'empty', 'stale', 'invalid', 'error']),
  digits: z.string().nullable().describe("the pana (or Gali's jodi) read; null when none"),
  result: z.string().nullable().describe('the digits as the app writes them: 128-1, 5-357, 47'),
  text: z.string().nullable().describe('the text the digits were read from'),
  error: z.string().nullable(),
  fetchedAt: z.number().describe('epoch milliseconds'),
  sha256: z.string().nullable().describe("SHA-256 of the page's body as received"),
  date: z.string(),
  session: drawSession,
});

export const feedSource = z.object({
  id: z.number(),
  label: z.string(),
  url: z.string(),
  reader: z.enum(['json', 'html']),
  jsonPath: z.string().nullable(),
  selector: z.string().nullable(),
  pattern: z.string().nullable(),
  active: z.boolean(),
  failures: z.number().describe('fetches failed in a row'),
  last: feedReading.nullable().describe('its newest reading, of any draw'),
});

export const feedSettings = z.object({
  quorum: z.number().nullable().describe('null: all active sources (at least two)'),
  autoDeclare: z.boolean(),
  autoAfterSeconds: z.number(),
  autoBy: z.number().nullable().describe('the owner in whose name automatic declarations are made'),
});

/** `GET /admin/api/markets/:id/feeds` and the answers of its writes. */
export const feedsAnswer = envelope({
  marketId: z.number(),
  marketName: z.string(),
  kind: z.enum(['main', 'starline', 'gali']),
  settings: feedSettings,
  sources: z.array(feedSource),
});

export const feedTestAnswer = envelope({ reading: feedReading, httpStatus: z.number().nullable() });

/** `GET /admin/api/markets/:id/feeds/status?date&session`: where the sources stand on one draw. */
export const feedStatusQuery = z.object({
  date: z
    .string({ error: FEEDS_BODY_TEXT.dateInvalid })
    .refine(isConsoleDate, { error: FEEDS_BODY_TEXT.dateInvalid })
    .optional(),
  session: drawSession.optional(),
});

export const feedStatusAnswer = envelope({
  marketId: z.number(),
  date: z.string(),
  session: drawSession,
  state: z
    .enum(['none', 'waiting', 'ready', 'disagree', 'declared'])
    .describe("'none': fewer than two active sources; 'declared': the session's result is declared"),
  digits: z.string().nullable().describe('ready: the digits the quorum agrees on'),
  result: z.string().nullable(),
  agree: z.number().describe('sources saying the ready digits'),
  total: z.number().describe('active sources'),
  quorum: z.number().describe('sources that must agree'),
  heldSince: z.number().nullable().describe('ready: since when the quorum has held (epoch ms)'),
  autoDeclareAt: z.number().nullable().describe('ready with automatic declaration on: when it will be declared'),
  sources: z.array(
    z.object({
      id: z.number(),
      label: z.string(),
      url: z.string(),
      reading: feedReading.nullable(),
      failures: z.number(),
    }),
  ),
});

/** `POST /admin/api/markets/:id/feeds/declare`: declares what the sources agree on (the digits shown, checked again). */
export const feedDeclareBody = z.object(
  {
    date: z
      .string({ error: FEEDS_BODY_TEXT.dateInvalid })
      .refine(isConsoleDate, { error: FEEDS_BODY_TEXT.dateInvalid }),
    session: drawSession.optional(),
    digits: z
      .string({ error: FEEDS_BODY_TEXT.digitsInvalid })
      .regex(/^\d{2,3}$/, { error: FEEDS_BODY_TEXT.digitsInvalid }),
  },
  { error: CONSOLE_TEXT.invalidBody },
);
