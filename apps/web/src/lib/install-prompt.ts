import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM library). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

type Listener = () => void;
const listeners = new Set<Listener>();
let offer: BeforeInstallPromptEvent | null = null;
let isListening = false;

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's offer to install the app (beforeinstallprompt) for the menu's Install entry
 * instead of the browser's own banner. Called at start: the offer may come before any menu exists.
 */
export function listenForInstallPrompt(): void {
  if (isListening || typeof window === 'undefined') return;
  isListening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    emit();
  });
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function promptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  emit();
  await current.prompt();
  await current.userChoice.catch(() => undefined);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the browser offers to install the app. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
}
