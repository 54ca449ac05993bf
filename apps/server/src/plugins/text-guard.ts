import { type FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error.ts';

/**
 * Control characters no text of this API has a use for: C0 except tab, line feed and carriage return
 * (a textarea's newline), and DEL. PostgreSQL refuses NUL in text (a 500 before this guard); SQLite
 * stored it, and a name or a note with one breaks every screen and export that shows it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const TEXT_GUARD_TEXT = {
  controlCharacter: (field: string) => `${field} contains a character that is not allowed`,
} as const;

/** The first field (dotted path) of a parsed body, query or params whose text or name has a control character. */
export function fieldWithControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path || 'Request' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL_CHARACTER.test(key)) return path || 'Request';
    const found = fieldWithControlCharacter(item, at);
    if (found) return found;
  }
  return null;
}

/**
 * One guard for every text the API accepts, player and operator alike: a body, query string or path
 * parameter carrying a control character is refused with 400 in the envelope before any hook or
 * handler reads it, so nothing is looked up or written (ADR 008). Registered before every other
 * preValidation hook.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      fieldWithControlCharacter(request.params) ??
      fieldWithControlCharacter(request.query) ??
      fieldWithControlCharacter(request.body);
    if (field) throw badRequest(TEXT_GUARD_TEXT.controlCharacter(field));
  });
}
