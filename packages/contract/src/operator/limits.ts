import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { CONSOLE_TEXT, familyField } from './common.ts';

/** Operator limits (ADR 017): line limits per bid type, alert thresholds, the alerts list. */

/** One bid type of a family with its line limits (null = the default: minimum 10, no maximum). */
export const lineLimit = z.object({
  family: familyField,
  type: z.string().describe('the stored bid type key, e.g. jodi_digit'),
  name: z.string().describe('the bid type as players read it, e.g. Jodi Digit'),
  min: z.number().nullable(),
  max: z.number().nullable(),
});

/** The alert thresholds; 0 turns an alert off. */
export const alertSettings = z.object({
  burstSubmissions: z.number().describe('alert when a player places more than this many submissions …'),
  burstMinutes: z.number().describe('… within this many minutes'),
  linePoints: z.number().describe('alert on a single line above this many points'),
  capSharePercent: z.number().describe("alert when an outcome's payout reaches this share (%) of its market's cap"),
});

/** `GET /admin/api/limits` and the answer of both `PUT`s. */
export const limitsAnswer = envelope({ lines: z.array(lineLimit), alerts: alertSettings });

const whole = z.number({ error: CONSOLE_TEXT.invalidBody }).nullable();

/** `PUT /admin/api/limits/lines`: one bid type's limits (null = the default). */
export const lineLimitBody = z.object(
  { family: familyField, type: z.string({ error: CONSOLE_TEXT.invalidBody }).max(40), min: whole, max: whole },
  { error: CONSOLE_TEXT.invalidBody },
);

/** `PUT /admin/api/limits/alerts`: some thresholds. */
export const alertSettingsBody = z.object(
  {
    burstSubmissions: z.number({ error: CONSOLE_TEXT.invalidBody }).optional(),
    burstMinutes: z.number({ error: CONSOLE_TEXT.invalidBody }).optional(),
    linePoints: z.number({ error: CONSOLE_TEXT.invalidBody }).optional(),
    capSharePercent: z.number({ error: CONSOLE_TEXT.invalidBody }).optional(),
  },
  { error: CONSOLE_TEXT.invalidBody },
);

/** One alert, newest first: who, which draw, what. */
export const operatorAlert = z.object({
  id: z.number(),
  kind: z
    .enum(['burst', 'line', 'share', 'settings', 'feed'])
    .describe(
      "'settings': where deposits go was changed; 'feed': a market's result feeds disagree, stopped answering or show an invalid pana (ADR 032). Neither names a player: mobile and playerName are ''",
    ),
  mobile: z.string(),
  playerName: z.string(),
  marketId: z.number().nullable(),
  marketName: z.string().nullable(),
  drawDate: z.string().nullable(),
  detail: z.string(),
  amount: z.number(),
  createdAt: z.number().describe('epoch milliseconds'),
});

/** `GET /admin/api/alerts?before=<id>`: the newest alerts (50 a page, older with `before`). */
export const alertsQuery = z.object({
  before: z.coerce.number({ error: CONSOLE_TEXT.invalidBody }).int().positive().optional(),
});
export const alertsAnswer = envelope({ items: z.array(operatorAlert) });
