import { appKey, refreshAppKey } from '../config/app-key.ts';
import { env } from '../config/env.ts';
import { type ApiPath } from '../config/paths.ts';
import { locale } from './i18n/locale.ts';
import { noteMaintenance } from './maintenance.ts';
import { NETWORK_TEXT, reportCallAnswered, reportCallFailed } from './network-status.ts';
import { noteServerDate } from './server-clock.ts';
import { clearSession, getSession } from './session.ts';

/** Every response of the player API: `{status, msg, ...fields}` (docs/api.md#the-envelope). */
export type ApiBody = { status?: unknown; msg?: unknown; message?: unknown; [field: string]: unknown };

/** A call that failed: HTTP error, `status` not true, an unreadable body or no network. */
export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer. */
  readonly httpStatus: number;
  readonly body: ApiBody | undefined;

  constructor(message: string, httpStatus: number, body?: ApiBody) {
    super(message);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.body = body;
  }
}

let onUnauthorized: () => void = () => {
  window.location.assign('/login');
};

/** The app decides how to leave for /login after a 401 (the router navigates, tests observe). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

type CallOptions = {
  /** Player calls send the stored token as unique_token. */
  withToken?: boolean;
  signal?: AbortSignal;
};

/** The server's refusal of the app key (plugins/player-api.ts): checked before anything else, so a retry is safe. */
const INVALID_APP_KEY = 'Invalid app key';

/** Reads a body that should be JSON but is sometimes JSON wrapped in text (as some older servers answer). */
function parseBody(text: string): ApiBody | undefined {
  const attempt = (candidate: string): ApiBody | undefined => {
    try {
      const value: unknown = JSON.parse(candidate);
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ApiBody) : undefined;
    } catch {
      return undefined;
    }
  };
  const direct = attempt(text);
  if (direct) return direct;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? attempt(text.slice(start, end + 1)) : undefined;
}

function messageOf(body: ApiBody | undefined, fallback: string): string {
  const candidate = body?.msg ?? body?.message;
  return typeof candidate === 'string' && candidate !== '' ? candidate : fallback;
}

/**
 * POSTs one call of the player API and returns its body read by `parse` (its response schema).
 * Throws ApiError unless the server answered 2xx with `status: true`. A 401 to a call that sent a
 * token ends the session and leaves for /login. An 'Invalid app key' takes the server's current key
 * and sends the call once more; it never ends the session.
 */
export async function apiPost<T>(
  path: ApiPath,
  fields: Record<string, unknown>,
  parse: (body: ApiBody) => T,
  options: CallOptions = {},
): Promise<T> {
  return post(path, fields, parse, options, true);
}

async function post<T>(
  path: ApiPath,
  fields: Record<string, unknown>,
  parse: (body: ApiBody) => T,
  options: CallOptions,
  mayRefreshKey: boolean,
): Promise<T> {
  const session = options.withToken ? getSession() : null;
  const payload: Record<string, unknown> = { env_type: env.envType, app_key: appKey(), ...fields };
  if (options.withToken) payload.unique_token = session?.token ?? null;

  let response: Response;
  const sentAt = Date.now();
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      method: 'POST',
      // The language of the answer's msg for Pana's own app (ADR 020); the old apps send none and read English.
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Pana-Lang': locale.get() },
      body: JSON.stringify(payload),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // No answer at all (no network, server unreachable, timed out): say so, and let the app show it is offline.
    reportCallFailed();
    throw new ApiError(NETWORK_TEXT.noConnection, 0);
  }
  reportCallAnswered();
  noteServerDate(response.headers.get('date'), sentAt, Date.now());

  const body = parseBody(await response.text().catch(() => ''));
  noteMaintenance(response.status, body);

  // The server's key changed since this page was cached: take the new one and send the call again, once.
  if (response.status === 401 && body?.msg === INVALID_APP_KEY) {
    if (mayRefreshKey && (await refreshAppKey())) return post(path, fields, parse, options, false);
    throw new ApiError(INVALID_APP_KEY, response.status, body);
  }
  if (response.status === 401 && options.withToken && session) {
    clearSession();
    onUnauthorized();
  }
  if (!response.ok || body?.status !== true) {
    throw new ApiError(messageOf(body, `Request failed (${response.status})`), response.status, body);
  }
  try {
    return parse(body);
  } catch {
    throw new ApiError('Invalid response format from server', response.status, body);
  }
}

/** A call that never got an answer (no network, server unreachable): nothing is known of its outcome. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 0;
}

/** The server's own words for a failure (`msg`), when it sent any. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const candidate = error.body?.msg ?? error.body?.message;
  return typeof candidate === 'string' && candidate.trim() !== '' ? candidate : undefined;
}

/** A refusal of the input itself (wrong code, wrong password): HTTP 400 or a 2xx with status false. */
export function isRejectedInput(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 400 || (error.httpStatus >= 200 && error.httpStatus < 300));
}
