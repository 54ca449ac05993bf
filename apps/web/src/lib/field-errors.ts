import { type z } from 'zod';

/** The first message per field of a failed zod check, as a form shows them under its fields. */
export function fieldErrors<Field extends string>(error: z.ZodError, fields: readonly Field[]): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !errors[field as Field]) {
      errors[field as Field] = issue.message;
    }
  }
  return errors;
}
