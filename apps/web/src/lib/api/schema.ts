/**
 * Response schemas of the player API, as small parsers.
 *
 * Why not zod here: the first load of /login must stay under 120 KB of gzip JavaScript
 * (docs/budgets.md) and React, ReactDOM, the router and TanStack Query already take about 109 KB; zod
 * (even zod/mini) would not fit. These parsers read the legacy API leniently, as its other
 * clients do: numbers may come as strings and the reverse, missing text reads as ''. A screen that
 * loads lazily may still check a nested response with zod: `apiPost(path, body, (b) => schema.parse(b))`.
 */
export type Parser<T> = (value: unknown) => T;
export type Infer<P> = P extends Parser<infer T> ? T : never;

/** Thrown when a response does not have the shape a screen needs. */
export class SchemaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SchemaError';
  }
}

/** A string or number as text; null and absent read as ''. */
export const text: Parser<string> = (value) =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** Non-empty text, else the response is refused. */
export const requiredText: Parser<string> = (value) => {
  const result = text(value);
  if (result === '') throw new SchemaError('Missing required text');
  return result;
};

/** A whole number of points from a number or a string of digits; anything else reads as 0. */
export const points: Parser<number> = (value) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  return Number.isFinite(n) ? n : 0;
};

/** A list, each item read by `item`; absent reads as []. */
export function list<T>(item: Parser<T>): Parser<T[]> {
  return (value) => (Array.isArray(value) ? value.map(item) : []);
}

/** Any value kept as it came (for data another feature reads). */
export const unknownValue: Parser<unknown> = (value) => value;

/** An object with the given fields (others are dropped). */
export function object<Shape extends Record<string, Parser<unknown>>>(
  shape: Shape,
): Parser<{ [K in keyof Shape]: ReturnType<Shape[K]> }> {
  return (value) => {
    if (typeof value !== 'object' || value === null) throw new SchemaError('Expected an object');
    const source = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) result[key] = shape[key]!(source[key]);
    return result as { [K in keyof Shape]: ReturnType<Shape[K]> };
  };
}
