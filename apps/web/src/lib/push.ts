import { apiPaths } from '../config/paths.ts';
import { object, text } from './api/schema.ts';
import { apiPost } from './api-client.ts';

/**
 * Web Push on this device (ADR 014): the browser's permission, a subscription made through the
 * service worker's pushManager with the server's VAPID public key, and the server told of it.
 */

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The service worker's registration, when there is one (production builds register /sw.js). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** Whether this device receives pushes now. */
export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await registration();
  if (!reg) return 'off';
  return (await reg.pushManager.getSubscription()) ? 'on' : 'off';
}

/** A base64url key as the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks for permission (the browser's prompt), subscribes and tells the server; returns the resulting state. */
export async function turnPushOn(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const reg = (await registration()) ?? (await navigator.serviceWorker.ready);
  const { public_key } = await apiPost(apiPaths.pushKey, {}, object({ public_key: text }), { withToken: true });
  let subscription = await reg.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot receive this server's pushes.
  if (subscription && subscription.options.applicationServerKey) {
    const current = new Uint8Array(subscription.options.applicationServerKey);
    const wanted = keyBytes(public_key);
    if (current.length !== wanted.length || current.some((b, i) => b !== wanted[i])) {
      await subscription.unsubscribe();
      subscription = null;
    }
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) });
  const json = subscription.toJSON();
  await apiPost(apiPaths.pushSubscribe, { endpoint: json.endpoint, keys: json.keys }, () => null, { withToken: true });
  return 'on';
}

/** Tells the server to stop and drops the browser's subscription. */
export async function turnPushOff(): Promise<PushState> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (subscription) {
    await apiPost(apiPaths.pushUnsubscribe, { endpoint: subscription.endpoint }, () => null, { withToken: true });
    await subscription.unsubscribe();
  }
  return 'off';
}
