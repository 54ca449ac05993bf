import webpush from 'web-push';
import { type Config } from '../../config.ts';
import { type Executor } from '../../db/database.ts';
import { type DuePush } from './repository.ts';

/**
 * Web Push with VAPID (RFC 8292) and the aes128gcm payload encryption (RFC 8291), both done by the
 * `web-push` package; the request itself goes out with fetch so it can be bounded in time. The keys
 * come from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or else from the settings table, where the first
 * process to need them stores a generated pair (every process then signs with the same key; a browser
 * subscribed with a public key only accepts pushes signed by its private key).
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const PUBLIC_SETTING = 'vapid_public_key';
const PRIVATE_SETTING = 'vapid_private_key';

/** The VAPID keys: the configured pair, or the stored one, generated and stored on first use. */
export async function loadVapidKeys(db: Executor, config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const read = async () => {
    const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', [PUBLIC_SETTING, PRIVATE_SETTING]).execute();
    const of = (k: string) => rows.find((r) => r.key === k)?.value ?? '';
    return { publicKey: of(PUBLIC_SETTING), privateKey: of(PRIVATE_SETTING) };
  };
  let stored = await read();
  if (!stored.publicKey || !stored.privateKey) {
    const fresh = webpush.generateVAPIDKeys();
    // Both rows in one transaction, kept when another process stored its pair first (then that pair is read back).
    await db.transaction().execute(async (trx) => {
      for (const [key, value] of [
        [PUBLIC_SETTING, fresh.publicKey],
        [PRIVATE_SETTING, fresh.privateKey],
      ] as const) {
        await trx.insertInto('settings').values({ key, value }).onConflict((oc) => oc.column('key').doNothing()).execute();
      }
    });
    stored = await read();
  }
  return { ...stored, subject };
}

/** How a push service answered. */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'retry';

/** Sends one push; `fetch` is replaceable for tests. */
export type PushTransport = (push: DuePush, keys: VapidKeys) => Promise<PushOutcome>;

/** How long a push service has to answer. */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a device that is offline. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** The message the service worker receives (apps/web/src/sw/push.ts shows it). */
export function pushPayload(push: DuePush): string {
  return JSON.stringify({ id: push.notificationId, kind: push.kind, title: push.title, body: push.body, route: push.route });
}

/**
 * Encrypts and signs one push and posts it: 2xx is sent; 404 and 410 mean the subscription is gone
 * (the device unsubscribed or the browser dropped it); other 4xx will not get better (refused); 429,
 * 5xx and network errors are tried again later.
 */
export const sendWebPush: PushTransport = async (push, keys) => {
  const details = webpush.generateRequestDetails({ endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } }, pushPayload(push), {
    vapidDetails: keys,
    TTL: PUSH_TTL_SECONDS,
    contentEncoding: 'aes128gcm',
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  let status: number;
  try {
    const res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      redirect: 'error',
    });
    status = res.status;
    await res.body?.cancel();
  } catch {
    return 'retry';
  }
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
};

/** A subscription's keys as browsers send them: p256dh a P-256 point (65 bytes), auth a 16-byte secret, both base64url. */
export function validKeys(p256dh: string, auth: string): boolean {
  const bytes = (s: string) => (/^[A-Za-z0-9_-]+={0,2}$/.test(s) ? Buffer.from(s, 'base64url') : null);
  const point = bytes(p256dh);
  const secret = bytes(auth);
  return point !== null && point.length === 65 && point[0] === 4 && secret !== null && secret.length === 16;
}
