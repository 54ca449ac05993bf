import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { CONSOLE_TEXT, familyField } from './common.ts';

/** The rate tables: a bid of val1 points wins val2. */

export const RATE_BODY_TEXT = {
  rateKeyRequired: 'Please choose the rate',
  rateInvalid: 'Rates must be whole numbers: val1 from 1, val2 from 0 (at most 1,000,000,000)',
} as const;

/** A whole number sent as a JSON number or a string of digits (what a form field gives). */
const rateValue = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: RATE_BODY_TEXT.rateInvalid }),
);

const ratePair = z.object({ val1: z.number(), val2: z.number() }).nullable();
const rateTable = z.record(z.string(), ratePair);

/** `GET /admin/api/rates`: per family, each rate key it reads → {val1, val2} (null when unset). */
export const rateTablesAnswer = envelope({ main: rateTable, starline: rateTable, gali: rateTable });

/** `PUT /admin/api/rates`: one pair (val1 ≥ 1, val2 ≥ 0, whole numbers; the service checks the ranges). */
export const setRateBody = z.object(
  {
    family: familyField,
    rateKey: z.string({ error: RATE_BODY_TEXT.rateKeyRequired }).max(32, { error: RATE_BODY_TEXT.rateKeyRequired }),
    val1: rateValue,
    val2: rateValue,
  },
  { error: CONSOLE_TEXT.invalidBody },
);
export const setRateAnswer = envelope({ family: familyField, rateKey: z.string(), val1: z.number(), val2: z.number() });
