import { type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The app's look on a phone's home screen (src/styles/theme.css: --color-brand, --color-bg). */
export const THEME_COLOR = '#0b1f4b';
export const BACKGROUND_COLOR = '#eef1f7';

/** Paths the server answers itself: a navigation there is never given the app's index.html. */
const SERVER_PAGES = /^\/(?:api-|api\/|admin\/api|docs|result-charts|gateway|healthz|readyz|metrics|__test)/;

/** The operator console's route chunk: what only it reaches is never precached. */
const CONSOLE_ENTRY = /[\\/]src[\\/]admin[\\/]admin-route\.tsx$/;

/**
 * Finds the files of the player app: every chunk reachable from the entry through static and dynamic
 * imports without passing through the console's route chunk, their CSS and assets. The service worker
 * precaches those and leaves the console's chunks to the network.
 */
function playerFiles(): { plugin: Plugin; has: (url: string) => boolean } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'pana:player-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear();
      const queue = Object.values(bundle).filter((item) => item.type === 'chunk' && item.isEntry);
      while (queue.length > 0) {
        const chunk = queue.pop()!;
        if (chunk.type !== 'chunk' || files.has(chunk.fileName)) continue;
        if (chunk.facadeModuleId && CONSOLE_ENTRY.test(chunk.facadeModuleId)) continue;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
          const item = bundle[next];
          if (item) queue.push(item);
        }
      }
    },
  };
  return { plugin, has: (url) => files.has(url.replace(/^\//, '')) };
}

/**
 * The installable, offline-readable player app (ADR 006): a web manifest and a Workbox service worker
 * (generateSW) that precaches the shell — index.html, the player's chunks and styles, icons — and
 * answers every page navigation with the cached index.html, so /imp opens without a network. API
 * calls are POST: the service worker never caches them, the app keeps the last answers itself
 * (src/lib/offline-cache.ts). Nothing is queued offline. The console's chunks are not precached.
 * The app registers /sw.js itself (src/lib/service-worker.ts), so no inline script breaks the CSP.
 * It imports /sw-push.js, which shows Web Push notifications and opens their screen on a tap (ADR 014).
 */
export function pwa(): Plugin[] {
  const player = playerFiles();
  return [
    player.plugin,
    ...VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      // The manifest and the favicon join the precache; the install icons are fetched by the browser when it needs them.
      includeAssets: ['favicon.svg'],
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Pana',
        short_name: 'Pana',
        description: 'Play the matka markets with your points wallet.',
        lang: 'en-IN',
        start_url: '/imp',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['index.html', 'assets/**/*.{js,css,svg,png,woff2}'],
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || player.has(entry.url)),
          }),
        ],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [SERVER_PAGES],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // The runtime is part of sw.js: one file fewer to fetch and to keep in step.
        inlineWorkboxRuntime: true,
        // Web Push (ADR 014): shows a pushed notification and opens its screen on a tap (public/sw-push.js).
        importScripts: ['/sw-push.js'],
        sourcemap: false,
      },
    }),
  ];
}
