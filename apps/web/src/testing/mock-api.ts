import { vi } from 'vitest';

export type ApiCall = { path: string; body: Record<string, unknown> };
type Reply = { status?: number; body: Record<string, unknown> } | Promise<{ status?: number; body: Record<string, unknown> }>;
type Handler = (body: Record<string, unknown>) => Reply;

/** A JSON answer with HTTP status 200 and status: true unless given. */
export function ok(fields: Record<string, unknown> = {}): Reply {
  return { status: 200, body: { status: true, msg: 'Success', ...fields } };
}

export function fail(status: number, msg: string, fields: Record<string, unknown> = {}): Reply {
  return { status, body: { status: false, msg, ...fields } };
}

/**
 * Replaces fetch with the given player API handlers, keyed by path. Calls to other paths answer
 * 404. Returns the list of calls made, in order.
 */
export function mockApi(handlers: Record<string, Handler> = {}): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path, body });
      const handler = handlers[path];
      const reply = await (handler ? handler(body) : fail(404, `No handler for ${path}`));
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The calls made to one path. */
export function callsTo(calls: ApiCall[], path: string): ApiCall[] {
  return calls.filter((call) => call.path === path);
}
