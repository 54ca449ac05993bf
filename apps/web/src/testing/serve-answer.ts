import { type z } from 'zod';
import { type ApiCall, mockApi } from './mock-api.ts';

/**
 * Serves `answer` for the player call `path`, after checking it against its @pana/contract answer
 * schema: what the lenient parser then reads is an answer the server may send. Returns the calls.
 */
export function serveAnswer<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  path: string,
  answer: z.input<S>,
): ApiCall[] {
  const body = schema.parse(answer);
  return mockApi({ [path]: () => ({ status: 200, body }) });
}
