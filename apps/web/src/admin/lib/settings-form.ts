import { setRateBody, updateSettingsBody } from '@pana/contract';
import { type Family, formatClockTime, isValidRatePair, parseClockTime, type RateKey } from '@pana/domain';
import { z } from 'zod';

/**
 * How a setting is typed: text by default; `onOff` is '1' or '0'; `html` and `textarea` keep their spaces.
 * `ownerOnly`: where deposits go (ADR 011): only an owner changes it, with a code from their authenticator app.
 */
export type SettingField = {
  key: string;
  label: string;
  hint?: string;
  input?: 'text' | 'textarea' | 'html' | 'url' | 'tel' | 'number' | 'time' | 'onOff' | 'image';
  ownerOnly?: boolean;
};

/** `ownerWrites`: only an owner changes the group (no code asked); everyone else reads it. */
export type SettingGroup = { title: string; fields: SettingField[]; ownerWrites?: boolean };

export const RATE_INVALID = 'Bid must be a whole number above 0 and win a whole number';

/** A setting's value as typed, checked by its kind: whole numbers, `h:mm AM` times, links. */
export function checkField(field: SettingField, value: string): string | null {
  if (field.input === 'number' && value !== '' && !/^\d+$/.test(value.trim())) return 'Enter a whole number';
  if (field.input === 'time' && value !== '' && parseClockTime(value) === null) return 'Enter the time like 10:00 AM';
  if (
    (field.input === 'url' || field.input === 'image') &&
    value.trim() !== '' &&
    !/^(https?:\/\/|\/)/i.test(value.trim())
  ) {
    return 'Enter a link starting with https:// or /';
  }
  return null;
}

/** The value to save: times written the domain's way ("9:30 AM"), texts as typed, the rest trimmed. */
function savedValue(field: SettingField, typed: string): string {
  const value = typed.trim();
  const minutes = field.input === 'time' ? parseClockTime(value) : null;
  if (minutes !== null) return formatClockTime(minutes);
  return field.input === 'html' || field.input === 'textarea' ? typed : value;
}

/**
 * One settings group's form: only the fields changed from `initial` are checked and sent, then the
 * operator API's body schema (@pana/contract).
 */
export function settingsGroupSchema(group: SettingGroup, initial: Readonly<Record<string, string>>) {
  return z
    .record(z.string(), z.string())
    .transform((values, ctx): z.input<typeof updateSettingsBody> => {
      const changed = group.fields.filter((field) => values[field.key] !== initial[field.key]);
      const body: Record<string, string> = {};
      for (const field of changed) {
        const problem = checkField(field, values[field.key] ?? '');
        if (problem) ctx.issues.push({ code: 'custom', path: [field.key], message: problem, input: values });
        else body[field.key] = savedValue(field, values[field.key] ?? '');
      }
      return ctx.issues.length > 0 ? z.NEVER : body;
    })
    .pipe(updateSettingsBody);
}

export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';

/** True when a settings body changes one of the group's owner-only fields: the save then carries a code. */
export function needsCode(group: SettingGroup, body: Readonly<Record<string, unknown>>): boolean {
  return group.fields.some((field) => field.ownerOnly && field.key in body);
}

/** The code as typed (spaces ignored), or the problem: it must be 6 digits. */
export function readCode(typed: string): { code: string } | { problem: string } {
  const code = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? { code } : { problem: CODE_REQUIRED };
}

/** One rate pair as typed (whole numbers, the bid above 0), then the operator API's body schema. */
export function rateFormSchema(family: Family, rateKey: RateKey) {
  return z
    .object({ val1: z.string(), val2: z.string() })
    .transform((typed, ctx): z.input<typeof setRateBody> => {
      const pair = { val1: Number(typed.val1), val2: Number(typed.val2) };
      if (!/^\d+$/.test(typed.val1) || !/^\d+$/.test(typed.val2) || !isValidRatePair(pair)) {
        ctx.issues.push({ code: 'custom', path: ['val1'], message: RATE_INVALID, input: typed });
        return z.NEVER;
      }
      return { family, rateKey, ...pair };
    })
    .pipe(setRateBody);
}
