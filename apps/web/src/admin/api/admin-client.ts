import { type z } from 'zod';

/**
 * The console's own small client for the operator API (docs/api.md#the-operator-api): same origin, JSON,
 * the httpOnly `pana_admin` session cookie. Answers are `{status: true, …}` or a 4xx
 * `{status: false, msg}`; failures throw AdminApiError carrying the server's `msg`. A 401 ends the console session (see setAdminUnauthorizedHandler).
 */
/** An answer of the operator API: `{status, msg, …fields}`. */
export type AdminBody = { status?: unknown; msg?: unknown; message?: unknown; [field: string]: unknown };

/**
 * A failed operator call: HTTP error, `status` not true or no network (httpStatus 0). The console
 * has its own error class: importing the player client would pull it out of the first-load chunk.
 */
export class AdminApiError extends Error {
  readonly httpStatus: number;
  readonly body: AdminBody | undefined;

  constructor(message: string, httpStatus: number, body?: AdminBody) {
    super(message);
    this.name = 'AdminApiError';
    this.httpStatus = httpStatus;
    this.body = body;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * The query string of a call whose query schema (@pana/contract) is `S`: its field names only,
 * values as text or numbers (empty ones are left out, see withQuery).
 */
export type QueryOf<S extends z.ZodType> = { [K in keyof z.input<S>]?: string | number | undefined };

type RequestOptions = {
  query?: QueryParams;
  body?: Record<string, unknown>;
  signal?: AbortSignal | undefined;
  /** The login call: a 401 there is a wrong password, not an ended session. */
  isLogin?: boolean;
};

let onUnauthorized: () => void = () => undefined;

/** The console decides what a 401 does (forget cached answers, back to the console login). Returns an undo. */
export function setAdminUnauthorizedHandler(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = () => undefined;
  };
}

/** A path with its query string; empty and absent values are left out. */
export function withQuery(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function readBody(text: string): AdminBody | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as AdminBody) : undefined;
  } catch {
    return undefined;
  }
}

/** The server's words for a failure, else a plain description of the HTTP status. */
function messageOf(body: AdminBody | undefined, status: number): string {
  const msg = body?.msg ?? body?.message;
  if (typeof msg === 'string' && msg.trim() !== '') return msg;
  if (status === 404) return 'Not found on the server (404)';
  return `Request failed (${status})`;
}

export async function adminRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const isWrite = method !== 'GET';
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      credentials: 'same-origin',
      headers: isWrite
        ? { 'content-type': 'application/json', accept: 'application/json' }
        : { accept: 'application/json' },
      // Every write carries a JSON body, `{}` when it has no fields (the server refuses an empty JSON body).
      ...(isWrite ? { body: JSON.stringify(options.body ?? {}) } : {}),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AdminApiError('Network error: the server could not be reached', 0);
  }
  const body = readBody(await response.text().catch(() => ''));
  if (response.status === 401 && !options.isLogin) onUnauthorized();
  if (!response.ok || body?.status !== true) {
    throw new AdminApiError(messageOf(body, response.status), response.status, body);
  }
  return body as T;
}

export const adminGet = <T>(path: string, query?: QueryParams, signal?: AbortSignal) =>
  adminRequest<T>('GET', path, { ...(query ? { query } : {}), signal });
export const adminPost = <T>(path: string, body?: Record<string, unknown>) =>
  adminRequest<T>('POST', path, body ? { body } : {});
export const adminPut = <T>(path: string, body: Record<string, unknown>) => adminRequest<T>('PUT', path, { body });
export const adminPatch = <T>(path: string, body: Record<string, unknown>) => adminRequest<T>('PATCH', path, { body });
export const adminDelete = <T>(path: string) => adminRequest<T>('DELETE', path);

/** A file the operator API answered (a CSV download): its text and the name the server gave it. */
export type AdminFile = { text: string; fileName: string | null; headers: Headers };

/** The file name of a `content-disposition: attachment; filename="…"` header, or null. */
export function fileNameOf(disposition: string | null): string | null {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1]?.trim() || null;
}

/**
 * GETs a file (not JSON) of the operator API, as the session's other calls: a refusal comes as the
 * usual `{status: false, msg}` and throws AdminApiError with the server's words; a 401 ends the session.
 */
export async function adminGetFile(path: string, query?: QueryParams): Promise<AdminFile> {
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), { method: 'GET', credentials: 'same-origin' });
  } catch {
    throw new AdminApiError('Network error: the server could not be reached', 0);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const body = readBody(text);
    if (response.status === 401) onUnauthorized();
    throw new AdminApiError(messageOf(body, response.status), response.status, body);
  }
  return { text, fileName: fileNameOf(response.headers.get('content-disposition')), headers: response.headers };
}

/** The message to show for a failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}

/** Query retries: a 4xx answer will not change on a retry; network trouble and 5xx get one more try. */
export function shouldRetryAdminQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof AdminApiError && error.httpStatus >= 400 && error.httpStatus < 500) return false;
  return failureCount < 1;
}
