/**
 * How long after the page's load the service worker waits. Installing it precaches some 270 KB (brotli)
 * of the player's files: on a slow network that would share the line with the first screen's calls, and on
 * a cheap phone its downloads, decoding and cache writes share the cores with the first screen's renders.
 */
export const SERVICE_WORKER_DELAY_MS = 5000;

/**
 * Registers the service worker the build wrote (/sw.js, Workbox; see apps/web/vite/pwa.ts) a few seconds
 * after the page has loaded, once it is idle, so it never competes with the first screen. Production builds
 * only: the development server has no service worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered', error);
    });
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1500);
  const afterLoad = () => setTimeout(whenIdle, SERVICE_WORKER_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
