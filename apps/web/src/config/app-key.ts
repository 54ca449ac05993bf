import { env } from './env.ts';

/** The meta tag the server writes its APP_KEY into when it serves index.html (server plugins/web-app.ts). */
const META_NAME = 'pana-app-key';

let current: string | null = null;

/**
 * The public app key every call carries (docs/api.md#a-call). The server writes its own into the page
 * it serves, so an operator can change APP_KEY without a rebuild (ADR 008); the key the app was built
 * with is the fallback (a page served by something else, tests).
 */
export function appKey(): string {
  if (current === null) {
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${META_NAME}"]`)?.content.trim();
    current = meta || env.appKey;
  }
  return current;
}

/**
 * Asks the server for its key again, after an answer of 'Invalid app key': a page the service worker
 * kept from before the key changed still carries the old one. True when the key is now a different one.
 */
export async function refreshAppKey(): Promise<boolean> {
  try {
    const response = await fetch(`${env.apiBaseUrl}/app-config.json`, { cache: 'no-store' });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    const fresh = typeof body === 'object' && body !== null ? (body as { app_key?: unknown }).app_key : undefined;
    if (typeof fresh !== 'string' || fresh === '' || fresh === appKey()) return false;
    current = fresh;
    return true;
  } catch {
    return false;
  }
}

/** Forgets the key read (tests). */
export function resetAppKey(): void {
  current = null;
}
