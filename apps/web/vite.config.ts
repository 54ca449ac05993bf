import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { homeChunk } from './vite/home-chunk.ts';
import { precompress } from './vite/precompress.ts';
import { pwa } from './vite/pwa.ts';
import { reactRouterProduction } from './vite/react-router-production.ts';
import { routePreloads } from './vite/route-preloads.ts';

/** The Pana server during development (it owns every API path, docs/api.md). */
const server = process.env.PANA_SERVER_URL ?? 'http://localhost:18081';

export default defineConfig({
  // precompress last: it compresses everything the others wrote (service worker and manifest included).
  plugins: [react(), reactRouterProduction(), routePreloads(), ...pwa(), precompress()],
  server: {
    proxy: {
      '^/api-': server,
      '/gateway': server,
      '/admin/api': server,
      '/docs': server,
      '/healthz': server,
      // The server's chart pages (web_chart_url); /charts itself is the app's Charts screen.
      '/result-charts': server,
    },
  },
  build: {
    // dist/.vite/manifest.json: each chunk's static imports, read by the first-load budget's test (ADR 006).
    manifest: true,
    // Every browser a player's phone runs supports <link rel=modulepreload> or just loads a little later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            // The libraries every screen needs, in one long-cached file that changes only with their versions.
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            // Everything else the first load needs, in the entry's chunk: left alone, the bundler cuts the modules
            // the lazy screens share with it (paths, API client, storage, the bid-type catalogue…) into files of
            // a kilobyte each, a request apiece before the first screen can render (ADR 006).
            { name: 'app', tags: ['$initial'], includeDependenciesRecursively: false },
            // The home screen and the header shell, in one chunk with one stylesheet (vite/home-chunk.ts).
            { name: homeChunk, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Rendering whole screens in jsdom takes seconds on a loaded machine; only a wrong screen fails a test.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
