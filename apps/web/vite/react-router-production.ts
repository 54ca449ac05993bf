import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Plugin } from 'vite';

/**
 * Builds with React Router's production build. Its package exports the development build under every
 * condition; the two differ only in a flag that keeps its development warnings, which a player's phone never
 * shows anyone (about 0.5 KB brotli of /login's first load, ADR 006). Tests and the development server keep
 * the warnings.
 */
export function reactRouterProduction(): Plugin {
  const file = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');
  return {
    name: 'pana:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? file : null;
    },
  };
}
