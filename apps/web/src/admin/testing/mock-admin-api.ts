import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { type AccountRole } from '../lib/admin-session.tsx';

// Console screens are lazy chunks; the first one a test file opens is compiled on demand and may
// take longer than testing-library's default second to appear.
configure({ asyncUtilTimeout: 10_000 });

/** One call the console made to the operator API. */
export type AdminCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
};
/** A JSON answer (`body`), or a file (`text` with its `headers`, such as a CSV download). */
type Reply =
  | { status?: number; body: Record<string, unknown> }
  | { status?: number; text: string; headers: Record<string, string> };
type Handler = (call: AdminCall & { params: string[] }) => Reply | Promise<Reply>;

/** `{status: true, …fields}` with HTTP 200. */
export function adminOk(fields: Record<string, unknown> = {}): Reply {
  return { status: 200, body: { status: true, msg: 'OK', ...fields } };
}

/** A file answered with HTTP 200: its text and headers (content-type, content-disposition…). */
export function adminFile(text: string, headers: Record<string, string>): Reply {
  return { status: 200, text, headers };
}

/** `{status: false, msg}` with an HTTP error status. */
export function adminFail(status: number, msg: string, fields: Record<string, unknown> = {}): Reply {
  return { status, body: { status: false, msg, ...fields } };
}

/** The answer of `GET /admin/api/me` for a logged-in account of this role (staff or agent, ADR 029). */
export function adminMe(role: AccountRole = 'operator', fields: Record<string, unknown> = {}): Reply {
  return adminOk({ id: 1, username: `${role}-one`, role, ...fields });
}

/** A `GET /admin/api/me` handler: logged in with this role. */
export function meAs(role: AccountRole = 'operator', fields: Record<string, unknown> = {}): Handler {
  return () => adminMe(role, fields);
}

function matcher(key: string): { method: string; pattern: RegExp } {
  const [method = 'GET', path = ''] = key.split(' ');
  const pattern = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z]+/g, '([^/]+)')}$`);
  return { method, pattern };
}

/**
 * Replaces fetch with handlers keyed by `"METHOD /admin/api/path"` (`:name` matches one path
 * segment, given to the handler as `params`). Calls without a handler answer 404. Returns every
 * call made, in order, with its method, query and JSON body.
 */
export function mockAdminApi(handlers: Record<string, Handler>): AdminCall[] {
  const calls: AdminCall[] = [];
  const routes = Object.entries(handlers).map(([key, handler]) => ({ ...matcher(key), handler }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      const call: AdminCall = { method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
      calls.push(call);
      let reply: Reply = adminFail(404, `No handler for ${method} ${url.pathname}`);
      for (const route of routes) {
        const match = route.method === method ? route.pattern.exec(url.pathname) : null;
        if (match) {
          reply = await route.handler({ ...call, params: match.slice(1).map(decodeURIComponent) });
          break;
        }
      }
      if ('text' in reply) return new Response(reply.text, { status: reply.status ?? 200, headers: reply.headers });
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The calls to one method and path. */
export function callsTo(calls: AdminCall[], method: string, path: string): AdminCall[] {
  return calls.filter((call) => call.method === method && call.path === path);
}
