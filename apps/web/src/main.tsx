import './styles/theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadLocale } from './lib/i18n/i18n.ts';
import { storedLocale } from './lib/i18n/locale.ts';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

listenForInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// An error an error boundary caught is on screen as a card: the console gets a warning, not an error.
const reactRoot = createRoot(root, {
  onCaughtError: (error, info) => console.warn('Caught by an error card', error, info.componentStack),
});
// A transition: React renders the first screen in slices and lets the browser breathe between them,
// instead of one long task on a slow phone (Lighthouse's total blocking time; ADR 006).
function render() {
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// A device that chose Hindi or Marathi gets its catalogues before the first screen (ADR 020), so nothing shows
// in English first; on a network too slow for them, English after 3 s, and the language once they arrive.
const chosen = storedLocale();
if (chosen && chosen !== 'en') {
  void Promise.race([
    loadLocale(chosen).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]).then(render);
} else {
  render();
}

// Offline reading and installing (ADR 006): the service worker registers once the page is idle.
registerServiceWorker();

// Pull-to-refresh is for touch screens, loaded once the first screen is up: never part of the first load.
const hasTouch = 'ontouchstart' in window || navigator.maxTouchPoints > 0;
const whenIdle = (callback: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback) : setTimeout(callback, 1500);
if (hasTouch) {
  whenIdle(() => {
    import('./lib/pull-to-refresh.ts').then(({ enablePullToRefresh }) => enablePullToRefresh()).catch(() => undefined);
  });
}
