import { type AlertSettings } from '../../api/limits.ts';

/** The console's words for the limits forms (the server checks them again with its own). */
export const LIMITS_FORM_TEXT = {
  minimum: 'Minimum: whole points from 10, or empty for 10',
  maximum: 'Maximum: whole points from 10, or empty for none',
  maximumBelowMinimum: 'The maximum must not be below the minimum',
  threshold: (label: string, most: number) => `${label}: a whole number from 0 (off) to ${most}`,
} as const;

const MAX_LINE = 1_000_000_000;

/** Whole points as typed ("5,000"), '' as null; NaN when it is not a whole number. */
function readWhole(text: string): number | null {
  const cleaned = text.trim().replace(/[,\s]/g, '');
  if (cleaned === '') return null;
  return /^\d{1,13}$/.test(cleaned) ? Number(cleaned) : NaN;
}

/** A line limit as typed: the body to send, or the first problem. */
export function readLineLimit(
  minText: string,
  maxText: string,
): { min: number | null; max: number | null } | { error: string } {
  const min = readWhole(minText);
  const max = readWhole(maxText);
  if (min !== null && !(min >= 10 && min <= MAX_LINE)) return { error: LIMITS_FORM_TEXT.minimum };
  if (max !== null && !(max >= 10 && max <= MAX_LINE)) return { error: LIMITS_FORM_TEXT.maximum };
  if (max !== null && max < (min ?? 10)) return { error: LIMITS_FORM_TEXT.maximumBelowMinimum };
  return { min, max };
}

export const ALERT_FIELDS: ReadonlyArray<{ key: keyof AlertSettings; label: string; hint: string; most: number }> = [
  {
    key: 'burstSubmissions',
    label: 'Submissions',
    hint: 'Alert when a player places more than this many submissions …',
    most: 100_000,
  },
  { key: 'burstMinutes', label: 'Within minutes', hint: '… within this many minutes', most: 1_440 },
  {
    key: 'linePoints',
    label: 'Line above points',
    hint: 'Alert on a single line above this many points',
    most: MAX_LINE,
  },
  {
    key: 'capSharePercent',
    label: 'Share of the cap (%)',
    hint: "Alert when an outcome's payout reaches this share of its market's cap",
    most: 100,
  },
];

/** The alert thresholds as typed: the body to send, or the first problem. */
export function readAlertSettings(texts: Record<keyof AlertSettings, string>): AlertSettings | { error: string } {
  const settings: Partial<AlertSettings> = {};
  for (const field of ALERT_FIELDS) {
    const value = readWhole(texts[field.key]);
    if (value === null || !(value >= 0 && value <= field.most))
      return { error: LIMITS_FORM_TEXT.threshold(field.label, field.most) };
    settings[field.key] = value;
  }
  return settings as AlertSettings;
}
