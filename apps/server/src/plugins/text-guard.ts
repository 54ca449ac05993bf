import { type FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error.ts';

/**
 * Control characters no text of this API has a use for: C0 except tab, line feed and carriage return
 * (a textarea's newline), and DEL. PostgreSQL refuses NUL in text (a 500 before this guard); SQLite
 * stored it, and a name or a note with one breaks every screen and export that shows it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * How deep a body, query or path may nest arrays and objects. The API's bodies nest a few levels (a
 * bid submission's lines, each an object); 32 leaves room for any client and stops a body nested a
 * hundred thousand deep (200 KB of brackets) long before it costs anything (ADR 024).
 */
export const MAX_NESTING = 32;

export const TEXT_GUARD_TEXT = {
  controlCharacter: (field: string) => `${field} contains a character that is not allowed`,
  tooDeep: 'Request body is nested too deeply',
} as const;

/**
 * What the guard refuses in a parsed body, query or params (null: nothing): the message naming the
 * first field (dotted path) whose text or name has a control character, or saying it nests deeper
 * than MAX_NESTING. Walked with a stack of its own, never by recursion, so no input can overflow the
 * call stack; fields are visited in order, depth first, as a recursive walk would.
 */
export function textProblem(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (CONTROL_CHARACTER.test(item.value)) return TEXT_GUARD_TEXT.controlCharacter(item.path || 'Request');
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_NESTING) return TEXT_GUARD_TEXT.tooDeep;
    const entries = Object.entries(item.value);
    for (const [key] of entries) {
      if (CONTROL_CHARACTER.test(key)) return TEXT_GUARD_TEXT.controlCharacter(item.path || 'Request');
    }
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key, depth: item.depth + 1 });
    }
  }
  return null;
}

/**
 * One guard for every text the API accepts, player and operator alike: a body, query string or path
 * parameter carrying a control character (ADR 008), or nested deeper than MAX_NESTING (ADR 024), is
 * refused with 400 in the envelope before any hook or handler reads it, so nothing is looked up or
 * written. Registered before every other preValidation hook.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = textProblem(request.params) ?? textProblem(request.query) ?? textProblem(request.body);
    if (problem) throw badRequest(problem);
  });
}
