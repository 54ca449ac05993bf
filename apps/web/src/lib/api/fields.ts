import { z } from 'zod';

/** Lenient readers for fields of the legacy API, which sends numbers and strings interchangeably. */
export const text = () =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value == null ? '' : String(value)));

export const points = () =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value) => {
      const n = Number(value ?? 0);
      return Number.isFinite(n) ? n : 0;
    });
