import { createMarketBody, offDateBody } from '@pana/contract';
import { type Family, formatClockTime, parseClockTime } from '@pana/domain';
import { z } from 'zod';
import { type Market, type MarketInput } from '../api/markets.ts';
import { MARKET_TEXT } from '../texts.ts';

/** The market form as typed: times as the operator writes them ("9:40 pm"), days as weekday digits. */
export type MarketDraft = {
  name: string;
  openTime: string;
  closeTime: string;
  days: string;
  active: boolean;
  /** The liability cap per outcome in points as typed; empty = no cap (ADR 017). */
  liabilityCap: string;
};

export type MarketErrors = Partial<Record<keyof MarketDraft, string>>;

export const EVERY_DAY = '0123456';

/** The largest liability cap the server takes (points). */
export const MAX_LIABILITY_CAP = 1_000_000_000_000;

export function draftOf(market: Market | null): MarketDraft {
  if (!market) return { name: '', openTime: '', closeTime: '', days: EVERY_DAY, active: true, liabilityCap: '' };
  return {
    name: market.name,
    openTime: market.openTime,
    closeTime: market.closeTime ?? '',
    days: market.days,
    active: market.active,
    liabilityCap: market.liabilityCap === null ? '' : String(market.liabilityCap),
  };
}

/** Toggles one weekday (0 = Sunday) in a schedule, keeping the digits in order. */
export function toggleDay(days: string, day: number): string {
  const set = new Set(days.split(''));
  const digit = String(day);
  if (set.has(digit)) set.delete(digit);
  else set.add(digit);
  return EVERY_DAY.split('')
    .filter((d) => set.has(d))
    .join('');
}

/**
 * Checks a market form: a name, an `h:mm AM/PM` open time (and close time for a main market,
 * different from the open time; earlier means an overnight market), at least one day. Returns the
 * errors, or the body to send with the times written the domain's way ("9:40 PM").
 */
export function validateMarket(kind: Family, draft: MarketDraft): { errors: MarketErrors } | { input: MarketInput } {
  const errors: MarketErrors = {};
  const name = draft.name.trim().replace(/\s+/g, ' ');
  if (!name) errors.name = MARKET_TEXT.nameRequired;
  else if (name.length > 100) errors.name = MARKET_TEXT.nameTooLong;
  const open = parseClockTime(draft.openTime);
  if (open === null) errors.openTime = MARKET_TEXT.openTimeInvalid;
  let close: number | null = null;
  if (kind === 'main') {
    close = parseClockTime(draft.closeTime);
    if (close === null) errors.closeTime = MARKET_TEXT.closeTimeInvalid;
    else if (open !== null && close === open) errors.closeTime = MARKET_TEXT.closeTimeSame;
  }
  if (!/^[0-6]{1,7}$/.test(draft.days)) errors.days = MARKET_TEXT.daysRequired;
  const capText = draft.liabilityCap.trim().replace(/[,\s]/g, '');
  const liabilityCap = capText === '' ? null : /^\d{1,13}$/.test(capText) ? Number(capText) : NaN;
  if (liabilityCap !== null && !(liabilityCap >= 1 && liabilityCap <= MAX_LIABILITY_CAP))
    errors.liabilityCap = MARKET_TEXT.capInvalid;
  if (Object.keys(errors).length > 0 || open === null) return { errors };
  return {
    input: {
      kind,
      name,
      openTime: formatClockTime(open),
      ...(close !== null ? { closeTime: formatClockTime(close) } : {}),
      days: draft.days,
      active: draft.active,
      liabilityCap,
    },
  };
}

/**
 * The market form's schema: the draft checked by `validateMarket` (the console's words, on the
 * fields), then the body checked by the operator API's own schema (@pana/contract).
 */
export function marketFormSchema(kind: Family) {
  return z
    .object({
      name: z.string(),
      openTime: z.string(),
      closeTime: z.string(),
      days: z.string(),
      active: z.boolean(),
      liabilityCap: z.string(),
    })
    .transform((draft, ctx) => {
      const checked = validateMarket(kind, draft);
      if ('input' in checked) return checked.input;
      for (const [field, message] of Object.entries(checked.errors)) {
        ctx.issues.push({ code: 'custom', path: [field], message, input: draft });
      }
      return z.NEVER;
    })
    .pipe(createMarketBody);
}

/** The off-date form: a date chosen, then the operator API's body schema. */
export const offDateFormSchema = z
  .object({ date: z.string().min(1, { error: MARKET_TEXT.offDateInvalid }) })
  .pipe(offDateBody);

/** True when a main market's close time is earlier than its open time: the draw closes after midnight. */
export function isOvernight(openTime: string, closeTime: string | null): boolean {
  if (!closeTime) return false;
  const open = parseClockTime(openTime);
  const close = parseClockTime(closeTime);
  return open !== null && close !== null && close < open;
}
