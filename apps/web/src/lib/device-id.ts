import { readJson, storageKeys, writeJson } from './storage.ts';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A stable id for this browser, sent as device_id on login and registration. */
export function getDeviceId(): string {
  const stored = readJson(storageKeys.deviceId);
  if (typeof stored === 'string' && stored !== '') return stored;
  const id = `web-${randomId()}`;
  writeJson(storageKeys.deviceId, id);
  return id;
}
