import { useSyncExternalStore } from 'react';

/**
 * The operator's maintenance message (ADR 015), '' when there is none. The market lists carry it
 * (`maintenance_message`) and a refused bid, deposit, withdrawal or transfer answers 503 with it; the
 * API client notes both, so every screen's banner shows it and hides it again when a list says ''.
 */
let message = '';
const listeners = new Set<() => void>();

function set(next: string): void {
  if (next === message) return;
  message = next;
  for (const listener of listeners) listener();
}

/** Reads what an answer says of maintenance: its `maintenance_message`, or a 503 refusal's message. */
export function noteMaintenance(
  httpStatus: number,
  body: { maintenance_message?: unknown; msg?: unknown } | null | undefined,
): void {
  if (typeof body?.maintenance_message === 'string') set(body.maintenance_message.trim());
  else if (httpStatus === 503 && typeof body?.msg === 'string' && body.msg.trim() !== '') set(body.msg.trim());
}

export function maintenanceMessage(): string {
  return message;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMaintenanceMessage(): string {
  return useSyncExternalStore(subscribe, maintenanceMessage, maintenanceMessage);
}

/** Forgets the message (tests). */
export function resetMaintenance(): void {
  set('');
}
