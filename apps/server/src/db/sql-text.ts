/** Text going into SQL and coming out of it: LIKE patterns and JSON columns, the same on both engines. */

/** Escapes a text for `LIKE … ESCAPE '!'`: the wildcards % and _ and the escape character itself. */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

/** Reads a stored JSON column; text that is not JSON is returned as it is. */
export function parseJsonColumn(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
