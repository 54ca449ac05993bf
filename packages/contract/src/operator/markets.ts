import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { CONSOLE_TEXT, familyField } from './common.ts';

/** Markets, schedules and off days. */

/** The refusal messages of the bodies below (the server's words; the service checks the formats). */
export const MARKET_BODY_TEXT = {
  nameInvalid: 'Name must be 1-100 characters',
  timeInvalid: 'Time must look like 9:30 PM',
  daysInvalid: 'Days must be digits 0 (Sunday) to 6 (Saturday), each at most once',
  sortOrderInvalid: 'Sort order must be a whole number from 0 to 100000',
  activeInvalid: 'Active must be true or false',
  capInvalid: 'The liability cap must be a whole number from 1 to 1,000,000,000,000, or empty for none',
} as const;

const name = z.string({ error: MARKET_BODY_TEXT.nameInvalid });
const time = z.string({ error: MARKET_BODY_TEXT.timeInvalid }).max(20, { error: MARKET_BODY_TEXT.timeInvalid });
const days = z.string({ error: MARKET_BODY_TEXT.daysInvalid }).max(20, { error: MARKET_BODY_TEXT.daysInvalid });
const active = z.boolean({ error: MARKET_BODY_TEXT.activeInvalid });
const sortOrder = z.number({ error: MARKET_BODY_TEXT.sortOrderInvalid });
/** The most one outcome of a draw may pay (ADR 017); null = no cap. */
const liabilityCap = z.number({ error: MARKET_BODY_TEXT.capInvalid }).nullable();
const dateField = z.string({ error: CONSOLE_TEXT.invalidDate }).max(20, { error: CONSOLE_TEXT.invalidDate });

/** A market as the operator API answers it. */
export const consoleMarket = z.object({
  id: z.number(),
  kind: familyField,
  name: z.string(),
  openTime: z.string().describe('h:mm AM (Starline slot time, Gali time)'),
  closeTime: z.string().nullable().describe('h:mm AM, main markets only'),
  days: z.string().describe('weekdays it runs: digits 0 (Sunday) to 6'),
  active: z.boolean(),
  sortOrder: z.number(),
  offDates: z.array(z.string()),
  liabilityCap: z.number().nullable().describe('the most one outcome of a draw may pay; null = no cap'),
});

/** `GET /admin/api/markets?kind`: every market (active or paused) of a kind, or of all kinds. */
export const marketsQuery = z.object({ kind: familyField.optional() });
export const marketsAnswer = envelope({ items: z.array(consoleMarket) });

/** `POST /admin/api/markets`: closeTime is required for main markets and refused for the others. */
export const createMarketBody = z.object(
  {
    kind: familyField,
    name,
    openTime: time,
    closeTime: time.nullable().optional(),
    days: days.optional(),
    active: active.optional(),
    sortOrder: sortOrder.optional(),
    liabilityCap: liabilityCap.optional(),
  },
  { error: CONSOLE_TEXT.invalidBody },
);
export const createMarketAnswer = envelope({ id: z.number() });

/** `PATCH /admin/api/markets/:id`. */
export const updateMarketBody = z.object(
  {
    name: name.optional(),
    openTime: time.optional(),
    closeTime: time.nullable().optional(),
    days: days.optional(),
    active: active.optional(),
    sortOrder: sortOrder.optional(),
    liabilityCap: liabilityCap.optional(),
  },
  { error: CONSOLE_TEXT.invalidBody },
);
export const updateMarketAnswer = envelope({ item: consoleMarket });

/** `POST /admin/api/markets/:id/off-dates` (YYYY-MM-DD, today or later). */
export const offDateBody = z.object({ date: dateField }, { error: CONSOLE_TEXT.invalidBody });

/** The answer of adding and of removing (`DELETE …/off-dates/:date`) an off date. */
export const offDatesAnswer = envelope({ offDates: z.array(z.string()) });
